import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { REACHABLE_ROLE_STATUSES } from '@/lib/contracts/role';
import type { Database } from '@/server/db/client';
import { feedItems, plays, roles } from '@/server/db/schema';
import { isAdultRole } from '@/server/domains/roles/role-filters';

export type PlayRow = typeof plays.$inferSelect;

/** Published performances; one by an adult role shows only with adult content on (seed §1). */
export const visiblePlay = (includeNsfw: boolean) =>
  and(
    inArray(plays.status, REACHABLE_ROLE_STATUSES),
    eq(plays.draft, false),
    includeNsfw ? undefined : or(isNull(plays.roleId), sql`not exists (select 1 from ${roles} where ${roles.id} = ${plays.roleId} and ${isAdultRole()})`),
  );

/** The performance feed (seed §7 getFeedForPerformance). */
export class PerformRepository {
  constructor(private readonly db: Database) {}

  async page(options: { offset: number; limit: number; includeNsfw: boolean }): Promise<{ rows: { play: PlayRow; feedId: number | null }[]; total: number }> {
    const where = visiblePlay(options.includeNsfw);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ play: plays, feedId: feedItems.id })
        .from(plays)
        .leftJoin(feedItems, and(eq(feedItems.playId, plays.id), eq(feedItems.kind, 'perform')))
        .where(where)
        .orderBy(desc(plays.likeCount), asc(plays.id))
        .offset(options.offset)
        .limit(options.limit),
      this.db.select({ n: count() }).from(plays).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
