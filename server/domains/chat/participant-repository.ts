import { and, eq, sql } from 'drizzle-orm';
import type { Persona, UserInfo } from '@/lib/contracts/user';
import type { Database } from '@/server/db/client';
import { chatMemories, userPersonalConfigs, users, whitelist } from '@/server/db/schema';
import { defaultPersona } from '@/server/domains/users/user-settings';
import { toUserInfo } from '@/server/domains/users/user-service';
import { memoryOfRow, type ChatMemory } from './memory-repository';

/** Who a character talks to, as one reply needs them: the user, the persona they chat as, and the memory. */
export interface Participant {
  info: UserInfo;
  persona: Persona;
  memory: ChatMemory;
}

/** Reads a reply's participant in one statement (it runs for every chat message). */
export class ParticipantRepository {
  /** Built once: a prepared query skips Drizzle's query building, and PostgreSQL's parsing, on every call. */
  private readonly query;

  constructor(db: Database) {
    const userId = sql.placeholder('userId');
    this.query = db
      .select({
        user: users,
        level: whitelist.level,
        persona: userPersonalConfigs.config,
        summary: chatMemories.summary,
        facts: chatMemories.facts,
        summarizedThrough: chatMemories.summarizedThrough,
      })
      .from(users)
      .leftJoin(whitelist, eq(whitelist.userId, users.id))
      .leftJoin(userPersonalConfigs, eq(userPersonalConfigs.userId, users.id))
      .leftJoin(chatMemories, and(eq(chatMemories.userId, users.id), eq(chatMemories.roleId, sql.placeholder('roleId'))))
      .where(eq(users.id, userId))
      .limit(1)
      .prepare('chat_participant');
  }

  async read(userId: number, roleId: number): Promise<Participant | undefined> {
    const [row] = await this.query.execute({ userId, roleId });
    if (!row) return undefined;
    const info = toUserInfo(row.user, row.level ?? 0);
    return {
      info,
      persona: (row.persona as unknown as Persona | null) ?? defaultPersona(info),
      memory: memoryOfRow(row.summary === null || row.facts === null ? null : { summary: row.summary, facts: row.facts, summarizedThrough: row.summarizedThrough }),
    };
  }
}
