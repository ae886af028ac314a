import { and, count, eq, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { FeedType } from '@/lib/contracts/feed';
import { REACHABLE_ROLE_STATUSES } from '@/lib/contracts/role';
import type { Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { games, likes, plays, roles } from '@/server/db/schema';
import { HOT_SCORE_PER_LIKE } from '@/server/domains/roles/hot-score';
import { visibleRole, type Audience } from '@/server/domains/roles/role-filters';
import { visiblePlay } from './perform-repository';

/** Likes of roles, performances and games, one per user and target; the target's count follows the rows. */
export class LikeRepository {
  constructor(private readonly db: Database) {}

  /** Whether the audience may see (and so like) the target. */
  async canSee(type: FeedType, id: number, audience: Audience & { callerId: number }): Promise<boolean> {
    const own = audience.callerId;
    const query =
      type === 'role'
        ? this.db.select({ id: roles.id }).from(roles).where(and(eq(roles.id, id), visibleRole(audience)))
        : type === 'perform'
          ? this.db.select({ id: plays.id }).from(plays).where(and(eq(plays.id, id), or(visiblePlay(audience.includeNsfw), eq(plays.authorId, own))))
          : this.db.select({ id: games.id }).from(games).where(and(eq(games.id, id), or(inArray(games.status, REACHABLE_ROLE_STATUSES), eq(games.authorId, own))));
    return (await query.limit(1)).length > 0;
  }

  /** Sets or clears the caller's like; the count moves only when the row did, so repeats change nothing. */
  async set(userId: number, type: FeedType, id: number, like: boolean): Promise<number> {
    return this.db.transaction(async (tx) => {
      const target = and(eq(likes.userId, userId), eq(likes.targetType, type), eq(likes.targetId, id));
      const changed = like
        ? await tx.insert(likes).values({ userId, targetType: type, targetId: id }).onConflictDoNothing().returning({ id: likes.targetId })
        : await tx.delete(likes).where(target).returning({ id: likes.targetId });
      if (changed.length > 0) await moveCounts(tx, type, id, like ? 1 : -1);
      return this.countOf(tx, type, id);
    });
  }


  /** Roles and performances keep a count (seeded with a starting popularity); games count their rows. */
  private async countOf(tx: Executor, type: FeedType, id: number): Promise<number> {
    const [row] =
      type === 'role'
        ? await tx.select({ n: roles.likeCount }).from(roles).where(eq(roles.id, id))
        : type === 'perform'
          ? await tx.select({ n: plays.likeCount }).from(plays).where(eq(plays.id, id))
          : await tx.select({ n: count() }).from(likes).where(and(eq(likes.targetType, type), eq(likes.targetId, id)));
    return row?.n ?? 0;
  }

  /** Which of these targets the user likes. */
  async likedOf(userId: number, type: FeedType, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: likes.targetId })
      .from(likes)
      .where(and(eq(likes.userId, userId), eq(likes.targetType, type), inArray(likes.targetId, ids)));
    return new Set(rows.map((r) => r.id));
  }
}

/**
 * An account is going away (its like rows go with it by cascade): the counts its likes added to roles and
 * performances go too. Run inside the deletion's transaction, before the user row is deleted.
 */
export async function releaseLikesOf(tx: Executor, userId: number): Promise<void> {
  const liked = (type: FeedType) => tx.select({ id: likes.targetId }).from(likes).where(and(eq(likes.userId, userId), eq(likes.targetType, type)));
  await moveCounts(tx, 'role', liked('role'), -1);
  await moveCounts(tx, 'perform', liked('perform'), -1);
}

/** Moves the kept like count (and a role's hot score) of one target, or of every target a subquery names; games count their rows. */
async function moveCounts(tx: Executor, type: FeedType, target: number | SQLWrapper, by: 1 | -1): Promise<void> {
  if (type === 'role')
    await tx
      .update(roles)
      .set({ likeCount: sql`greatest(${roles.likeCount} + ${by}, 0)`, hotScore: sql`greatest(${roles.hotScore} + ${by * HOT_SCORE_PER_LIKE}, 0)` })
      .where(typeof target === 'number' ? eq(roles.id, target) : inArray(roles.id, target));
  if (type === 'perform') await tx.update(plays).set({ likeCount: sql`greatest(${plays.likeCount} + ${by}, 0)` }).where(typeof target === 'number' ? eq(plays.id, target) : inArray(plays.id, target));
}
