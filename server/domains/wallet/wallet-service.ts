import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { LedgerEntry, LedgerReason } from '@/lib/contracts/wallet';
import type { Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { walletBalances, walletLedger } from '@/server/db/schema';
import { ApiError, ErrorCode } from '@/server/errors';

/** One leg of a koin movement. */
export interface Movement {
  userId: number;
  /** Positive credits, negative debits; never zero. */
  amount: number;
  reason: LedgerReason;
  refType?: string;
  refId?: string;
  note?: string;
}

export interface MoveResult {
  /** False when the idempotency key had moved koin already: nothing moved this time. */
  applied: boolean;
  /** The balance of each user named in the movement, after it. */
  balances: Map<number, number>;
}

export const balanceNotEnough = () => new ApiError(ErrorCode.BalanceNotEnough, 'Not Enough Koin! Get more in Profile');

/**
 * The koin wallet (DESIGN §3): every movement is ledger rows plus the running balance, written in one
 * transaction. A debit that would take a balance below zero moves nothing; an idempotency key moves koin
 * once however often it is sent.
 */
export class WalletService {
  constructor(private readonly db: Database) {}

  async balance(userId: number, executor: Executor = this.db): Promise<number> {
    const [row] = await executor.select({ balance: walletBalances.balance }).from(walletBalances).where(eq(walletBalances.userId, userId));
    return row?.balance ?? 0;
  }

  /**
   * Moves koin for one or more users atomically. With an idempotency key (per user, on the first leg) a
   * repeat is recognised and answered with the current balances. Pass a transaction to join it (a chat
   * message is stored in the same transaction that pays for it).
   */
  async move(legs: Movement[], idempotencyKey?: string, executor?: Executor): Promise<MoveResult> {
    if (legs.length === 0 || legs.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0)) {
      throw new ApiError(ErrorCode.InvalidParams, 'amount must be a whole number other than 0');
    }
    const run = (tx: Executor) => this.applyLegs(tx, legs, idempotencyKey);
    return executor ? run(executor) : this.db.transaction(run);
  }

  private async applyLegs(tx: Executor, legs: Movement[], idempotencyKey: string | undefined): Promise<MoveResult> {
    const balances = new Map<number, number>();
    for (const [index, leg] of legs.entries()) {
      const inserted = await tx
        .insert(walletLedger)
        .values({
          userId: leg.userId,
          amount: leg.amount,
          reason: leg.reason,
          refType: leg.refType,
          refId: leg.refId,
          note: leg.note,
          // Only the first leg carries the key; the other legs are bound to it by the transaction.
          idempotencyKey: index === 0 ? idempotencyKey : undefined,
        })
        .onConflictDoNothing()
        .returning({ id: walletLedger.id });
      if (inserted.length === 0) {
        for (const l of legs) balances.set(l.userId, await this.balance(l.userId, tx));
        return { applied: false, balances };
      }
    }
    // Balances change in user-id order, so two transfers in opposite directions never deadlock.
    const byUser = new Map<number, number>();
    for (const leg of legs) byUser.set(leg.userId, (byUser.get(leg.userId) ?? 0) + leg.amount);
    for (const [userId, amount] of [...byUser].sort((a, b) => a[0] - b[0])) {
      balances.set(userId, await this.adjust(tx, userId, amount));
    }
    return { applied: true, balances };
  }

  private async adjust(tx: Executor, userId: number, amount: number): Promise<number> {
    if (amount < 0) {
      // The row lock taken by the update serialises concurrent debits; the condition refuses an overdraft.
      const [row] = await tx
        .update(walletBalances)
        .set({ balance: sql`${walletBalances.balance} + ${amount}`, updatedAt: new Date() })
        .where(and(eq(walletBalances.userId, userId), sql`${walletBalances.balance} + ${amount} >= 0`))
        .returning({ balance: walletBalances.balance });
      if (!row) throw balanceNotEnough();
      return row.balance;
    }
    const [row] = await tx
      .insert(walletBalances)
      .values({ userId, balance: amount })
      .onConflictDoUpdate({
        target: walletBalances.userId,
        set: { balance: sql`${walletBalances.balance} + excluded.balance`, updatedAt: new Date() },
      })
      .returning({ balance: walletBalances.balance });
    return row!.balance;
  }

  /** Whether an idempotency key has moved koin for this user. */
  async hasMoved(userId: number, idempotencyKey: string, executor: Executor = this.db): Promise<boolean> {
    const [row] = await executor
      .select({ id: walletLedger.id })
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, userId), eq(walletLedger.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row !== undefined;
  }

  /** The user's ledger, newest first. */
  async history(userId: number, current: number, size: number): Promise<{ list: LedgerEntry[]; total: number }> {
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select()
        .from(walletLedger)
        .where(eq(walletLedger.userId, userId))
        .orderBy(desc(walletLedger.id))
        .limit(size)
        .offset((current - 1) * size),
      this.db.select({ n: count() }).from(walletLedger).where(eq(walletLedger.userId, userId)),
    ]);
    return {
      list: rows.map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, refType: r.refType, refId: r.refId, note: r.note, createdAt: r.createdAt.toISOString() })),
      total: totalRow?.n ?? 0,
    };
  }

  /** The ledger's sum for a user: equal to the balance at every commit (tests and audits check it). */
  async ledgerSum(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ sum: sql<string | null>`sum(${walletLedger.amount})` })
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId));
    return Number(row?.sum ?? 0);
  }
}
