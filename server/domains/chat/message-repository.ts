import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { messages, roles } from '@/server/db/schema';
import { MessagePayments } from './message-payments';
import { TurnBatch } from './turn-batch';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
/** A character's reply as insertReply stores it (unacknowledged). */
export type NewReply = Omit<NewMessage, 'ack' | 'msgId'> & { msgId: bigint };

/** A conversation of one user: AI single chat with a role is topic (roleId, 1). */
export interface Topic {
  userId: number;
  topicId: string;
  topicType: number;
}

/** One conversation's newest message with its character, as the conversation list shows it. */
export interface ConversationRow {
  topic_id: string;
  role_id: number | null;
  role_name: string | null;
  role_cover: string | null;
  msg_id: string;
  data: Record<string, unknown>;
  from_uid: string;
  created_at: string;
  unread: number;
}

/** A message its sender pays for (SingleTalk). */
export interface PaidMessage {
  msgId: bigint;
  userId: number;
  conversationId: string;
  topicId: string;
  topicType: number;
  roleId: number;
  dataType: string;
  data: Record<string, unknown>;
  /** Koin it costs, and the key that makes paying for it happen once. */
  amount: number;
  idempotencyKey: string;
}

/** What paying for a message came to: stored and paid, or this user's id already ('duplicate'), or another user's ('taken'). */
export type PaidOutcome = 'stored' | 'duplicate' | 'taken';

const inTopic = (t: Topic) => and(eq(messages.userId, t.userId), eq(messages.topicId, t.topicId), eq(messages.topicType, t.topicType));

/** The only code that knows how messages are stored; every read is scoped to one user. */
export class MessageRepository {
  private readonly replyInsertQuery;
  /** Replies, and acknowledgements, asked for within one turn of the event loop are written in one statement. */
  private readonly replies = new TurnBatch<NewReply, MessageRow | undefined>((rows) => this.insertReplies(rows));
  private readonly acknowledgements = new TurnBatch<{ userId: number; msgIds: bigint[] }, void>((items) => this.acknowledgeAll(items));

  /** `payments`: where a user's message is accepted and paid (on DatabaseHandle.priority). */
  constructor(
    private readonly db: Database,
    private readonly payments: MessagePayments = new MessagePayments(db),
  ) {
    this.replyInsertQuery = prepareReplyInsert(db);
  }

  /** Inserts unless the id exists; answers whether it was inserted. */
  async insert(row: NewMessage, executor: Executor = this.db): Promise<boolean> {
    const inserted = await executor.insert(messages).values(row).onConflictDoNothing().returning({ msgId: messages.msgId });
    return inserted.length > 0;
  }

  /** Inserts unless the id exists; answers the stored row, or undefined when the id was taken. */
  async insertRow(row: NewMessage, executor: Executor = this.db): Promise<MessageRow | undefined> {
    const [stored] = await executor.insert(messages).values(row).onConflictDoNothing().returning();
    return stored;
  }

  /** A character's reply stored; undefined when the id was taken. Replies finished together are stored together. */
  insertReply(row: NewReply): Promise<MessageRow | undefined> {
    return this.replies.run(row);
  }

  /** One reply with the insert prepared once (it runs for every reply), or several in one statement. */
  private async insertReplies(rows: NewReply[]): Promise<(MessageRow | undefined)[]> {
    const stored =
      rows.length === 1
        ? await this.replyInsertQuery.execute(rows[0]!)
        : await this.db
            .insert(messages)
            .values(rows.map((row) => ({ ...row, ack: 0 })))
            .onConflictDoNothing()
            .returning();
    const byId = new Map(stored.map((row) => [row.msgId, row]));
    // An id stored once answers its first row only.
    return rows.map((row) => {
      const found = byId.get(row.msgId);
      byId.delete(row.msgId);
      return found;
    });
  }

  /**
   * A user's message stored and paid for (MessagePayments): 'stored', or 'duplicate' (this user sent this id
   * already: nothing paid again) or 'taken' (another user's id). Not enough koin throws BalanceNotEnough and
   * leaves nothing behind. ParticipantRepository.readPaying does the same with the conversation's read.
   */
  insertPaid(row: PaidMessage): Promise<PaidOutcome> {
    return this.payments.pay(row);
  }

  async find(userId: number, msgId: bigint, executor: Executor = this.db): Promise<MessageRow | undefined> {
    const [row] = await executor.select().from(messages).where(and(eq(messages.userId, userId), eq(messages.msgId, msgId)));
    return row;
  }

  /** Whether a message with this id exists for anybody (ids are global). */
  async exists(msgId: bigint, executor: Executor = this.db): Promise<boolean> {
    const [row] = await executor.select({ msgId: messages.msgId }).from(messages).where(eq(messages.msgId, msgId));
    return row !== undefined;
  }

  async hasDataType(topic: Topic, dataType: string): Promise<boolean> {
    const [row] = await this.db.select({ msgId: messages.msgId }).from(messages).where(and(inTopic(topic), eq(messages.dataType, dataType))).limit(1);
    return row !== undefined;
  }

  /** A page of history, newest first; `before` pages by id, `offset` by whole pages. */
  async page(topic: Topic, options: { before?: bigint; offset: number; limit: number; dataType?: string }): Promise<{ list: MessageRow[]; total: number }> {
    const where = and(
      inTopic(topic),
      options.before === undefined ? undefined : lt(messages.msgId, options.before),
      options.dataType ? eq(messages.dataType, options.dataType) : undefined,
    );
    const [list, [totalRow]] = await Promise.all([
      this.db.select().from(messages).where(where).orderBy(desc(messages.msgId)).limit(options.limit).offset(options.offset),
      this.db.select({ n: count() }).from(messages).where(and(inTopic(topic), options.dataType ? eq(messages.dataType, options.dataType) : undefined)),
    ]);
    return { list, total: totalRow?.n ?? 0 };
  }

  /** The turns after `after` (oldest first), at most `limit` of the newest. */
  async turnsAfter(topic: Topic, after: bigint | null, limit: number, dataTypes: string[]): Promise<MessageRow[]> {
    const rows = await this.db
      .select()
      .from(messages)
      .where(and(inTopic(topic), inArray(messages.dataType, dataTypes), after === null ? undefined : gt(messages.msgId, after)))
      .orderBy(desc(messages.msgId))
      .limit(limit);
    return rows.reverse();
  }

  async countAfter(topic: Topic, after: bigint | null, dataTypes: string[]): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(messages)
      .where(and(inTopic(topic), inArray(messages.dataType, dataTypes), after === null ? undefined : gt(messages.msgId, after)));
    return row?.n ?? 0;
  }

  /** Messages the server sent that the client has not acknowledged, oldest first. */
  async unacked(userId: number, limit: number): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.ack, 0)))
      .orderBy(asc(messages.msgId))
      .limit(limit);
  }

  /** The user received these messages. Acknowledgements arriving together are written together. */
  async acknowledge(userId: number, msgIds: bigint[]): Promise<void> {
    if (msgIds.length > 0) await this.acknowledgements.run({ userId, msgIds });
  }

  /** Each item's messages acknowledged, and only those of its user, in one statement. */
  private async acknowledgeAll(items: { userId: number; msgIds: bigint[] }[]): Promise<void[]> {
    const owned = items.flatMap(({ userId, msgIds }) => msgIds.map((msgId) => sql`(${userId}::bigint, ${msgId.toString()}::bigint)`));
    // The ids alone find the rows by the primary key; the pairs keep each user to their own messages.
    await this.db
      .update(messages)
      .set({ ack: 1 })
      .where(
        and(
          inArray(
            messages.msgId,
            items.flatMap((item) => item.msgIds),
          ),
          sql`(${messages.userId}, ${messages.msgId}) in (${sql.join(owned, sql`, `)})`,
          eq(messages.ack, 0),
        ),
      );
    return items.map(() => undefined);
  }

  async rewrite(userId: number, msgId: bigint, data: Record<string, unknown>, rewriteCount: number, executor: Executor = this.db): Promise<MessageRow | undefined> {
    const [row] = await executor
      .update(messages)
      .set({ data, rewriteCount, ack: 0 })
      .where(and(eq(messages.userId, userId), eq(messages.msgId, msgId)))
      .returning();
    return row;
  }

  /** The newest message of a topic with one of the data types. */
  async latest(topic: Topic, dataTypes: string[]): Promise<MessageRow | undefined> {
    const [row] = await this.db.select().from(messages).where(and(inTopic(topic), inArray(messages.dataType, dataTypes))).orderBy(desc(messages.msgId)).limit(1);
    return row;
  }

  /** One line per conversation of a user: its newest message and how many the client has not acknowledged. */
  async conversations(userId: number, topicType: number, limit: number) {
    const rows = await queryRows<ConversationRow>(this.db, sql`
      select distinct on (m.topic_id) m.topic_id, m.role_id, m.msg_id::text as msg_id, m.data, m.from_uid, m.created_at,
        r.name as role_name, r.cover_url as role_cover,
        (select count(*)::int from ${messages} u where u.user_id = m.user_id and u.topic_id = m.topic_id and u.topic_type = m.topic_type and u.ack = 0) as unread
      from ${messages} m
      left join ${roles} r on r.id = m.role_id
      where m.user_id = ${userId} and m.topic_type = ${topicType}
      order by m.topic_id, m.msg_id desc`);
    return rows
      .sort((a, b) => (BigInt(b.msg_id) > BigInt(a.msg_id) ? 1 : -1))
      .slice(0, limit);
  }
}

/** The insert behind insertReply, prepared once per database; `data` is encoded as the column encodes it. */
function prepareReplyInsert(db: Database) {
  const p = sql.placeholder;
  return db
    .insert(messages)
    .values({
      msgId: p('msgId'),
      userId: p('userId'),
      conversationId: p('conversationId'),
      topicId: p('topicId'),
      topicType: p('topicType'),
      fromUid: p('fromUid'),
      roleId: p('roleId'),
      dataType: p('dataType'),
      data: p('data'),
      ack: 0,
    })
    .onConflictDoNothing()
    .returning()
    .prepare('chat_reply_insert');
}
