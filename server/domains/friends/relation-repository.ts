import { and, eq } from 'drizzle-orm';
import { standingOf, type RelationStanding } from '@/lib/contracts/relation-levels';
import type { Database } from '@/server/db/client';
import { relations } from '@/server/db/schema';
import { scoreMessage, type RelationMessage, type RelationTally } from './relation-score';

/** A relation after a message: where it stands now, and the level it stood at before. */
export interface RelationGrowth extends RelationStanding {
  affinity: number;
  previousLevel: number;
}

/** How users and roles stand with each other (the relations table): the affinity grown by what the user says. */
export class RelationRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts one message the user sent a role (relation-score): read, scored and written in one transaction that holds
   * the row, so two messages at once are each counted on the other's tally.
   */
  async record(userId: number, roleId: number, message: RelationMessage): Promise<RelationGrowth> {
    await this.db.insert(relations).values({ userId, roleId }).onConflictDoNothing();
    return this.db.transaction(async (tx) => {
      const where = and(eq(relations.userId, userId), eq(relations.roleId, roleId));
      const [row] = await tx.select().from(relations).where(where).for('update');
      const tally: RelationTally = {
        affinity: row!.affinity,
        daysChatted: row!.daysChatted,
        day: row!.day,
        dayPoints: row!.dayPoints,
        sessionTurns: row!.sessionTurns,
        lastMessageAt: row!.lastMessageAt,
        recent: row!.recent,
      };
      const next = scoreMessage(tally, message).tally;
      const standing = standingOf(next.affinity);
      // The level a relation reached stays reached.
      const level = Math.max(row!.level, standing.level);
      await tx
        .update(relations)
        .set({ ...next, level, updatedAt: new Date() })
        .where(where);
      return { ...standing, affinity: next.affinity, previousLevel: row!.level };
    });
  }
}
