import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Persona, UserInfo } from '@/lib/contracts/user';
import type { Database } from '@/server/db/client';
import { chatMemories, messages, userPersonalConfigs, users, walletBalances, whitelist } from '@/server/db/schema';
import { defaultPersona } from '@/server/domains/users/user-settings';
import { toUserInfo } from '@/server/domains/users/user-service';
import { memoryOfRow, type ChatMemory } from './memory-repository';
import { chatSendPaidCall, paidParams, paying, type PaidMessage, type PaidOutcome, type Topic } from './message-repository';

/** Who a character talks to, as one reply needs them: the user, the persona they chat as, and the memory. */
export interface Participant {
  info: UserInfo;
  persona: Persona;
  memory: ChatMemory;
}

/** A message of the conversation as a prompt reads it. */
export interface TurnRow {
  msgId: bigint;
  fromUid: string;
  data: Record<string, unknown>;
}

/** What the read saw of the message being answered: the sender's koin and whether its id was already stored. */
export interface IncomingSeen {
  balance: number;
  idKnown: boolean;
}

/** A turn as the statement writes it into the participant's row (JSON has no bigint). */
type TurnJson = { msgId: string; fromUid: string; data: Record<string, unknown> };

/**
 * Reads what a reply needs to know in one statement (it runs for every chat message): the participant, the
 * newest turns of the conversation past the memory's summary (oldest first), and what the sender's wallet
 * held and whether the message being answered was stored already when it was read.
 */
export class ParticipantRepository {
  /** Built once: a prepared query skips Drizzle's query building, and PostgreSQL's parsing, on every call. */
  private readonly query;
  /** The same read in the statement that stores and pays for the message being answered (readPaying). */
  private readonly payingQuery;

  /** `priority`: where a user's message is accepted and paid (DatabaseHandle.priority), so where readPaying runs. */
  constructor(db: Database, priority: Database = db) {
    this.query = withParticipantJoins(participantSelect(db).from(users).$dynamic())
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('chat_participant_turns');
    // chat_send_paid runs once, in a one-row subquery of its own; the read beside it sees the database as the
    // statement began (without the message, and with the koin before its debit, as a read running beside the payment may).
    this.payingQuery = withParticipantJoins(
      participantSelect(priority, { outcome: sql<PaidOutcome>`paid.outcome` })
        .from(sql`(select ${chatSendPaidCall()} as outcome) as paid`)
        .leftJoin(users, eq(users.id, sql.placeholder('userId')))
        .$dynamic(),
    )
      .limit(1)
      .prepare('chat_send_paid_read');
  }

  /**
   * The participant of a conversation with its newest `limit` turns of `dataTypes` past the summary; `incomingId`
   * is the message being answered (0 when there is none).
   */
  async read(
    topic: Topic,
    roleId: number,
    limit: number,
    dataTypes: string[],
    incomingId = 0n,
  ): Promise<ConversationRead | undefined> {
    const [row] = await this.query.execute({
      userId: topic.userId,
      roleId,
      topicId: topic.topicId,
      topicType: topic.topicType,
      limit,
      dataTypes: textArray(dataTypes),
      incomingId: incomingId.toString(),
    });
    return row && stateOfRow(row, row.user);
  }

  /**
   * Stores and pays for `message` (chat_send_paid, as MessageRepository.insertPaid) and reads its conversation as
   * `read` does, in one statement: one round trip and one transaction where there would be two. Not enough koin
   * throws BalanceNotEnough, and then nothing was stored, paid or read.
   */
  async readPaying(message: PaidMessage, limit: number, dataTypes: string[]): Promise<{ outcome: PaidOutcome; state: ConversationRead | undefined }> {
    const [row] = await paying(() =>
      this.payingQuery.execute({ ...paidParams(message), limit, dataTypes: textArray(dataTypes), incomingId: message.msgId.toString() }),
    );
    if (!row) throw new Error('chat_send_paid answered no row');
    return { outcome: row.outcome, state: row.user ? stateOfRow(row, row.user) : undefined };
  }
}

/** What `read` answers: the participant, the turns past the summary, and what it saw of the incoming message. */
export type ConversationRead = { participant: Participant; turns: TurnRow[]; incoming: IncomingSeen };

/** A text[] parameter as PostgreSQL reads it. */
const textArray = (values: string[]) => `{${values.join(',')}}`;

/** The tables the participant's columns come from, joined to the user. */
function withParticipantJoins<T extends PgSelect>(query: T) {
  return query
    .leftJoin(whitelist, eq(whitelist.userId, users.id))
    .leftJoin(walletBalances, eq(walletBalances.userId, users.id))
    .leftJoin(userPersonalConfigs, eq(userPersonalConfigs.userId, users.id))
    .leftJoin(chatMemories, and(eq(chatMemories.userId, users.id), eq(chatMemories.roleId, sql.placeholder('roleId'))));
}

/**
 * The participant's columns, with the newest turns after the summary as JSON in the same row (one round trip,
 * not two); `extra` adds columns. The caller joins the user and the tables these columns name.
 */
function participantSelect<E extends Record<string, SQL.Aliased | SQL>>(db: Database, extra?: E) {
  const turns = sql<TurnJson[]>`(
    select coalesce(json_agg(json_build_object('msgId', t.msg_id::text, 'fromUid', t.from_uid, 'data', t.data) order by t.msg_id), '[]'::json)
    from (
      select ${messages.msgId} as msg_id, ${messages.fromUid} as from_uid, ${messages.data} as data from ${messages}
      where ${messages.userId} = ${users.id} and ${messages.topicId} = ${sql.placeholder('topicId')} and ${messages.topicType} = ${sql.placeholder('topicType')}
        and ${messages.dataType} = any(${sql.placeholder('dataTypes')}::text[]) and ${messages.msgId} > coalesce(${chatMemories.summarizedThrough}, 0)
      order by ${messages.msgId} desc
      limit ${sql.placeholder('limit')}
    ) t
  )`;
  return db.select({
    ...(extra as E),
    user: users,
    level: whitelist.level,
    persona: userPersonalConfigs.config,
    summary: chatMemories.summary,
    facts: chatMemories.facts,
    summarizedThrough: chatMemories.summarizedThrough,
    turns,
    balance: walletBalances.balance,
    idKnown: sql<boolean>`exists (select 1 from ${messages} where ${messages.msgId} = ${sql.placeholder('incomingId')}::bigint)`,
  });
}

interface ParticipantRow {
  level: number | null;
  persona: unknown;
  summary: string | null;
  facts: Record<string, unknown>[] | null;
  summarizedThrough: bigint | null;
  turns: TurnJson[];
  balance: number | null;
  idKnown: boolean;
}

/** A read's row as `read` answers it; `user` is the row's user, which readPaying's left join may lack. */
function stateOfRow(row: ParticipantRow, user: typeof users.$inferSelect): ConversationRead {
  const info = toUserInfo(user, row.level ?? 0);
  return {
    participant: {
      info,
      persona: (row.persona as Persona | null) ?? defaultPersona(info),
      memory: memoryOfRow(row.summary === null || row.facts === null ? null : { summary: row.summary, facts: row.facts, summarizedThrough: row.summarizedThrough }),
    },
    turns: row.turns.map((t) => ({ msgId: BigInt(t.msgId), fromUid: t.fromUid, data: t.data })),
    incoming: { balance: row.balance ?? 0, idKnown: row.idKnown },
  };
}
