import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { messages, roles } from '@/server/db/schema';
import { MessagePayments, type PaidMessage, type PaidOutcome } from './message-payment-repository';
import { gatherFor, TurnBatch } from './turn-batch';

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

/** How long acknowledgements are gathered before they are written together. */
const ACK_GATHER_MS = 20;

const inTopic = (t: Topic) => and(eq(messages.userId, t.userId), eq(messages.topicId, t.topicId), eq(messages.topicType, t.topicType));

/** The only code that knows how messages are stored; every read is scoped to one user. */
export class MessageRepository {
  private readonly replyInsertQuery;
  private readonly acknowledgeQuery;
  /** Replies asked for within one turn of the event loop are written in one statement. */
  private readonly replies = new TurnBatch<NewReply, MessageRow | undefined>((rows) => this.insertReplies(rows));
  /** Acknowledgements, which nothing waits on, are gathered for ACK_GATHER_MS and written in one statement. */
  private readonly acknowledgements = new TurnBatch<{ userId: number; msgIds: bigint[] }, void>((items) => this.acknowledgeAll(items), gatherFor(ACK_GATHER_MS));

  /** `payments`: where a user's message is accepted and paid (on DatabaseHandle.priority). */
  constructor(
    private readonly db: Database,
    private readonly payments: MessagePayments = new MessagePayments(db),
  ) {
    this.replyInsertQuery = prepareReplyInsert(db);
    this.acknowledgeQuery = prepareAcknowledge(db);
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

  /** Replies in one statement, prepared once (it runs for every reply). */
  private async insertReplies(rows: NewReply[]): Promise<(MessageRow | undefined)[]> {
    const json = rows.map((row) => ({
      msg_id: row.msgId.toString(),
      user_id: row.userId,
      conversation_id: row.conversationId,
      topic_id: row.topicId,
      topic_type: row.topicType,
      from_uid: row.fromUid,
      role_id: row.roleId,
      data_type: row.dataType,
      data: row.data,
    }));
    const stored = await this.replyInsertQuery.execute({ rows: JSON.stringify(json) });
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
    const pairs = items.flatMap(({ userId, msgIds }) => msgIds.map((msgId) => ({ user_id: userId, msg_id: msgId.toString() })));
    await this.acknowledgeQuery.execute({ pairs: JSON.stringify(pairs) });
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

/** A column list for jsonb_to_recordset: how the statements below read their one JSON parameter. */
const recordOf = (columns: string) => sql.raw(`as r(${columns})`);

/**
 * The insert behind insertReply, prepared once per database: any number of replies in its one JSON parameter (a
 * statement built per batch cost more of the server's time than writing it did).
 */
function prepareReplyInsert(db: Database) {
  return db
    .insert(messages)
    .select((qb) =>
      qb
        .select({
          msgId: sql`r.msg_id`.as('msg_id'),
          userId: sql`r.user_id`.as('user_id'),
          conversationId: sql`r.conversation_id`.as('conversation_id'),
          topicId: sql`r.topic_id`.as('topic_id'),
          topicType: sql`r.topic_type`.as('topic_type'),
          fromUid: sql`r.from_uid`.as('from_uid'),
          roleId: sql`r.role_id`.as('role_id'),
          msgType: sql`'Biz'`.as('msg_type'),
          dataType: sql`r.data_type`.as('data_type'),
          data: sql`r.data`.as('data'),
          ack: sql`0`.as('ack'),
          rewriteCount: sql`0`.as('rewrite_count'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(
          sql`jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) ${recordOf(
            'msg_id bigint, user_id bigint, conversation_id text, topic_id text, topic_type integer, from_uid text, role_id bigint, data_type text, data jsonb',
          )}`,
        ),
    )
    .onConflictDoNothing()
    .returning()
    .prepare('chat_reply_insert');
}

/**
 * The update behind acknowledge, prepared once per database: each (user, id) pair of its JSON parameter, read through
 * chat_acknowledged so that the planner expects a handful and looks each one up (0007).
 */
function prepareAcknowledge(db: Database) {
  return db
    .update(messages)
    .set({ ack: 1 })
    .from(sql`chat_acknowledged(${sql.placeholder('pairs')}::jsonb) as r`)
    .where(sql`${messages.msgId} = r.msg_id and ${messages.userId} = r.user_id and ${messages.ack} = 0`)
    .prepare('chat_acknowledge');
}
