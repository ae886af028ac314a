import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/executor';
import { users } from '@/server/db/schema';

/**
 * Tables whose rows follow a visitor into the account they sign in to, with the columns that make a row
 * unique per user (a row the account already has keeps the account's version).
 */
const KEYED_TABLES: { table: string; user: string; keys: string[] }[] = [
  { table: 'friends', user: 'user_id', keys: ['role_id'] },
  { table: 'relations', user: 'user_id', keys: ['role_id'] },
  { table: 'likes', user: 'user_id', keys: ['target_type', 'target_id'] },
  { table: 'daily_actions', user: 'user_id', keys: ['action_type', 'day'] },
  { table: 'user_personal_configs', user: 'user_id', keys: [] },
  { table: 'chat_memories', user: 'user_id', keys: ['role_id'] },
  { table: 'push_tokens', user: 'user_id', keys: ['system_type'] },
];
const OWNED_TABLES: { table: string; user: string }[] = [
  { table: 'messages', user: 'user_id' },
  { table: 'roles', user: 'author_id' },
  { table: 'assets', user: 'owner_id' },
  { table: 'generation_tasks', user: 'owner_id' },
  { table: 'plays', user: 'author_id' },
  { table: 'games', user: 'author_id' },
  { table: 'feedback', user: 'user_id' },
  // What the visitor was shown and reported: the account's recommendations and reports go on from there.
  { table: 'feed_impressions', user: 'user_id' },
  { table: 'reports', user: 'user_id' },
];

/** The rows a visitor's merge into an account moves (the koin go through the wallet), in the caller's transaction. */
export class AccountMergeRepository {
  /** Gives the account everything the visitor made (friends, history, creations, impressions); their chat lines become the account's. */
  async moveRows(tx: Executor, visitorId: number, accountId: number): Promise<void> {
    const from = sql.raw(String(Math.trunc(visitorId)));
    const to = sql.raw(String(Math.trunc(accountId)));
    for (const { table, user, keys } of KEYED_TABLES) {
      const t = sql.raw(`"${table}"`);
      const u = sql.raw(`"${user}"`);
      const same = keys.map((k) => `o."${k}" = "${table}"."${k}"`).join(' and ');
      const clash = sql.raw(`select 1 from "${table}" o where o."${user}" = ${accountId}${same ? ` and ${same}` : ''}`);
      await tx.execute(sql`update ${t} set ${u} = ${to} where ${u} = ${from} and not exists (${clash})`);
    }
    for (const { table, user } of OWNED_TABLES) {
      await tx.execute(sql`update ${sql.raw(`"${table}"`)} set ${sql.raw(`"${user}"`)} = ${to} where ${sql.raw(`"${user}"`)} = ${from}`);
    }
    // The visitor's own chat lines are the account's lines now.
    await tx.execute(sql`update "messages" set "from_uid" = ${String(accountId)} where "user_id" = ${to} and "from_uid" = ${String(visitorId)}`);
  }

  async markMerged(tx: Executor, visitorId: number, accountId: number): Promise<void> {
    await tx.update(users).set({ mergedInto: accountId, updatedAt: new Date() }).where(eq(users.id, visitorId));
  }
}
