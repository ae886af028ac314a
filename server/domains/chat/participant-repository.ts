import { and, eq, sql } from 'drizzle-orm';
import type { Persona, UserInfo } from '@/lib/contracts/user';
import type { Database } from '@/server/db/client';
import { chatMemories, messages, userPersonalConfigs, users, walletBalances, whitelist } from '@/server/db/schema';
import { defaultPersona } from '@/server/domains/users/user-settings';
import { toUserInfo } from '@/server/domains/users/user-service';
import { memoryOfRow, type ChatMemory } from './memory-repository';
import type { Topic } from './message-repository';

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

  constructor(db: Database) {
    const userId = sql.placeholder('userId');
    // The newest `limit` turns after the summary, as JSON in the participant's row: one round trip, not two.
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
    this.query = db
      .select({
        user: users,
        level: whitelist.level,
        persona: userPersonalConfigs.config,
        summary: chatMemories.summary,
        facts: chatMemories.facts,
        summarizedThrough: chatMemories.summarizedThrough,
        turns,
        balance: walletBalances.balance,
        idKnown: sql<boolean>`exists (select 1 from ${messages} where ${messages.msgId} = ${sql.placeholder('incomingId')}::bigint)`,
      })
      .from(users)
      .leftJoin(whitelist, eq(whitelist.userId, users.id))
      .leftJoin(walletBalances, eq(walletBalances.userId, users.id))
      .leftJoin(userPersonalConfigs, eq(userPersonalConfigs.userId, users.id))
      .leftJoin(chatMemories, and(eq(chatMemories.userId, users.id), eq(chatMemories.roleId, sql.placeholder('roleId'))))
      .where(eq(users.id, userId))
      .limit(1)
      .prepare('chat_participant_turns');
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
  ): Promise<{ participant: Participant; turns: TurnRow[]; incoming: IncomingSeen } | undefined> {
    const [row] = await this.query.execute({
      userId: topic.userId,
      roleId,
      topicId: topic.topicId,
      topicType: topic.topicType,
      limit,
      dataTypes: `{${dataTypes.join(',')}}`,
      incomingId: incomingId.toString(),
    });
    if (!row) return undefined;
    const info = toUserInfo(row.user, row.level ?? 0);
    return {
      participant: {
        info,
        persona: (row.persona as unknown as Persona | null) ?? defaultPersona(info),
        memory: memoryOfRow(row.summary === null || row.facts === null ? null : { summary: row.summary, facts: row.facts, summarizedThrough: row.summarizedThrough }),
      },
      turns: row.turns.map((t) => ({ msgId: BigInt(t.msgId), fromUid: t.fromUid, data: t.data })),
      incoming: { balance: row.balance ?? 0, idKnown: row.idKnown },
    };
  }
}
