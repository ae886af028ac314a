import { and, eq, exists, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DataType } from '@/lib/contracts/chat';
import type { Database } from '@/server/db/client';
import { messages, replyLeases, walletLedger } from '@/server/db/schema';

/** A paid message nobody is answering: stored and paid for, with neither reply nor refund, and no live lease. */
export interface OrphanMessage {
  msgId: bigint;
  userId: number;
  topicId: string;
  topicType: number;
  roleId: number | null;
}

/** At most this many orphans are taken in one sweep (the next sweep takes the rest). */
const SWEEP_LIMIT = 200;

/** The leases on paid messages' replies (schema `reply_leases`), and the paid messages whose reply nobody writes. */
export class ReplyLeaseRepository {
  constructor(private readonly db: Database) {}

  /** Takes or extends the leases on these messages until `leaseMs` from the database's clock, in one statement. */
  async renew(held: { msgId: bigint; userId: number }[], leaseMs: number): Promise<void> {
    if (held.length === 0) return;
    const until = sql`now() + ${leaseMs} * interval '1 millisecond'`;
    await this.db
      .insert(replyLeases)
      .values(held.map(({ msgId, userId }) => ({ msgId, userId, until })))
      .onConflictDoUpdate({ target: replyLeases.msgId, set: { until: sql`excluded.until` } });
  }

  /** Removes the leases on these messages (their replies are stored or refunded). */
  async release(msgIds: bigint[]): Promise<void> {
    if (msgIds.length === 0) return;
    await this.db.delete(replyLeases).where(inArray(replyLeases.msgId, msgIds));
  }

  /**
   * Paid messages with neither reply nor refund whose lease ran out, and those that never got a lease and were
   * stored between `horizonMs` and `unleasedMs` ago; only `msgId` when given.
   */
  async orphans(options: { unleasedMs: number; horizonMs: number; msgId?: bigint }): Promise<OrphanMessage[]> {
    const m = messages;
    const columns = { msgId: m.msgId, userId: m.userId, topicId: m.topicId, topicType: m.topicType, roleId: m.roleId };
    const unanswered = and(options.msgId === undefined ? undefined : eq(m.msgId, options.msgId), this.unanswered());
    const expired = await this.db
      .select(columns)
      .from(replyLeases)
      .innerJoin(m, eq(m.msgId, replyLeases.msgId))
      .where(and(lt(replyLeases.until, sql`now()`), unanswered))
      .limit(SWEEP_LIMIT);
    const unleased = await this.db
      .select(columns)
      .from(m)
      .leftJoin(replyLeases, eq(replyLeases.msgId, m.msgId))
      .where(
        and(
          isNull(replyLeases.msgId),
          gt(m.createdAt, sql`now() - ${options.horizonMs} * interval '1 millisecond'`),
          lt(m.createdAt, sql`now() - ${options.unleasedMs} * interval '1 millisecond'`),
          unanswered,
        ),
      )
      .limit(SWEEP_LIMIT);
    return [...expired, ...unleased];
  }

  /** Removes the leases that ran out on messages answered, refunded or deleted since (their instance stopped before letting go). */
  async forgetSettled(): Promise<void> {
    await this.db
      .delete(replyLeases)
      .where(and(lt(replyLeases.until, sql`now()`), notExists(this.db.select({ one: sql`1` }).from(messages).where(and(eq(messages.msgId, replyLeases.msgId), this.unanswered())))));
  }

  /** A user's paid message (`messages`) with neither reply nor refund. */
  private unanswered() {
    const m = messages;
    const reply = alias(messages, 'reply');
    const ledger = alias(walletLedger, 'ledger');
    return and(
      eq(m.dataType, DataType.SingleTalk),
      eq(m.fromUid, sql`${m.userId}::text`),
      exists(this.db.select({ one: sql`1` }).from(ledger).where(and(eq(ledger.userId, m.userId), eq(ledger.idempotencyKey, sql`'chat:' || ${m.msgId}::text`)))),
      notExists(this.db.select({ one: sql`1` }).from(ledger).where(and(eq(ledger.userId, m.userId), eq(ledger.idempotencyKey, sql`'refund:chat:' || ${m.msgId}::text`)))),
      notExists(
        this.db
          .select({ one: sql`1` })
          .from(reply)
          .where(and(eq(reply.userId, m.userId), eq(reply.topicId, m.topicId), eq(reply.topicType, m.topicType), gt(reply.msgId, m.msgId), sql`${reply.data}->>'replyTo' = ${m.msgId}::text`)),
      ),
    );
  }

  /** When the lease on this message runs out (database clock, as milliseconds from now), or undefined without one. */
  async remainingMs(msgId: bigint): Promise<number | undefined> {
    const [row] = await this.db
      .select({ ms: sql<string>`extract(epoch from (${replyLeases.until} - now())) * 1000` })
      .from(replyLeases)
      .where(eq(replyLeases.msgId, msgId));
    return row ? Number(row.ms) : undefined;
  }
}
