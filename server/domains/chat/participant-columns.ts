import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Persona } from '@/lib/contracts/user';
import type { Database } from '@/server/db/client';
import { chatMemories, messages, userPersonalConfigs, users, walletBalances, whitelist } from '@/server/db/schema';
import { defaultPersona } from '@/server/domains/users/user-settings';
import { toUserInfo } from '@/server/domains/users/user-service';
import { memoryOfRow } from './chat-memory';
import type { ConversationRead } from './conversation-read';

/** A turn as the read writes it into the participant's row (JSON has no bigint). */
type TurnJson = { msgId: string; fromUid: string; data: Record<string, unknown> };

/**
 * What a conversation's read is about, as SQL: the columns of the row of a batch that asks for it. The user is the
 * joined `users` row; `dataTypes` is a text[].
 */
interface ReadKeys {
  roleId: SQL;
  topicId: SQL;
  topicType: SQL;
  dataTypes: SQL;
  limit: SQL;
  /** The message being answered (0 when there is none). */
  incomingId: SQL;
}

/**
 * The participant's read for each row of a batch: `source` is a set-returning call aliased `alias` whose rows have
 * user_id, role_id, topic_id, topic_type, turns (how many), types (text[]) and msg_id (the message being answered);
 * `extra` adds columns, `userJoin` a condition on reading the user at all.
 */
export function participantsOf<E extends Record<string, SQL.Aliased | SQL>>(db: Database, source: SQL, alias: string, extra: E, userJoin?: SQL) {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const keys: ReadKeys = {
    roleId: column('role_id'),
    topicId: column('topic_id'),
    topicType: column('topic_type'),
    dataTypes: column('types'),
    limit: column('turns'),
    incomingId: column('msg_id'),
  };
  return withParticipantJoins(
    participantSelect(db, keys, extra)
      .from(source)
      .leftJoin(users, and(eq(users.id, column('user_id')), userJoin))
      .$dynamic(),
    keys,
  );
}

/** The tables the participant's columns come from, joined to the user. */
function withParticipantJoins<T extends PgSelect>(query: T, keys: ReadKeys) {
  return query
    .leftJoin(whitelist, eq(whitelist.userId, users.id))
    .leftJoin(walletBalances, eq(walletBalances.userId, users.id))
    .leftJoin(userPersonalConfigs, eq(userPersonalConfigs.userId, users.id))
    .leftJoin(chatMemories, and(eq(chatMemories.userId, users.id), eq(chatMemories.roleId, keys.roleId)));
}

/**
 * The participant's columns, with the newest turns after the summary as JSON in the same row (one round trip,
 * not two); `extra` adds columns. The caller joins the user and the tables these columns name (withParticipantJoins).
 */
function participantSelect<E extends Record<string, SQL.Aliased | SQL>>(db: Database, keys: ReadKeys, extra?: E) {
  const turns = sql<TurnJson[]>`(
    select coalesce(json_agg(json_build_object('msgId', t.msg_id::text, 'fromUid', t.from_uid, 'data', t.data) order by t.msg_id), '[]'::json)
    from (
      select ${messages.msgId} as msg_id, ${messages.fromUid} as from_uid, ${messages.data} as data from ${messages}
      where ${messages.userId} = ${users.id} and ${messages.topicId} = ${keys.topicId} and ${messages.topicType} = ${keys.topicType}
        and ${messages.dataType} = any(${keys.dataTypes}) and ${messages.msgId} > coalesce(${chatMemories.summarizedThrough}, 0)
      order by ${messages.msgId} desc
      limit ${keys.limit}
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
    revision: chatMemories.revision,
    forgotten: chatMemories.forgotten,
    turns,
    balance: walletBalances.balance,
    idKnown: sql<boolean>`exists (select 1 from ${messages} where ${messages.msgId} = ${keys.incomingId})`,
  });
}

/** The participant's columns of a row that participantSelect read. */
export interface ParticipantRow {
  level: number | null;
  persona: unknown;
  summary: string | null;
  facts: Record<string, unknown>[] | null;
  summarizedThrough: bigint | null;
  revision: number | null;
  forgotten: unknown;
  turns: TurnJson[];
  balance: number | null;
  idKnown: boolean;
}

/** A read's row as the repository answers it; `user` is the row's user (a left join may lack it). */
export function stateOfRow(row: ParticipantRow, user: typeof users.$inferSelect): ConversationRead {
  const info = toUserInfo(user, row.level ?? 0);
  return {
    participant: {
      info,
      persona: (row.persona as Persona | null) ?? defaultPersona(info),
      memory: memoryOfRow(row.summary === null || row.facts === null ? null : { summary: row.summary, facts: row.facts, summarizedThrough: row.summarizedThrough, revision: row.revision ?? 0, forgotten: row.forgotten }),
    },
    turns: row.turns.map((t) => ({ msgId: BigInt(t.msgId), fromUid: t.fromUid, data: t.data })),
    incoming: { balance: row.balance ?? 0, idKnown: row.idKnown },
  };
}
