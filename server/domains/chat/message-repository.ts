import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { messages, roles } from '@/server/db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

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

const inTopic = (t: Topic) => and(eq(messages.userId, t.userId), eq(messages.topicId, t.topicId), eq(messages.topicType, t.topicType));

/** The only code that knows how messages are stored; every read is scoped to one user. */
export class MessageRepository {
  constructor(private readonly db: Database) {}

  /** Inserts unless the id exists; answers whether it was inserted. */
  async insert(row: NewMessage, executor: Executor = this.db): Promise<boolean> {
    const inserted = await executor.insert(messages).values(row).onConflictDoNothing().returning({ msgId: messages.msgId });
    return inserted.length > 0;
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

  async acknowledge(userId: number, msgIds: bigint[]): Promise<void> {
    if (msgIds.length === 0) return;
    await this.db
      .update(messages)
      .set({ ack: 1 })
      .where(and(eq(messages.userId, userId), inArray(messages.msgId, msgIds), eq(messages.ack, 0)));
  }

  async rewrite(userId: number, msgId: bigint, data: Record<string, unknown>, rewriteCount: number, executor: Executor = this.db): Promise<void> {
    await executor
      .update(messages)
      .set({ data, rewriteCount, ack: 0 })
      .where(and(eq(messages.userId, userId), eq(messages.msgId, msgId)));
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
