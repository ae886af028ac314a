import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { plotSessions, rolePlots } from '@/server/db/schema';
import type { RolePlotRow } from '@/server/domains/roles/role-plot-repository';

/** A plot being played, with the plot as written now. */
export interface PlotSessionRow {
  userId: number;
  roleId: number;
  roundsDone: number;
  plot: RolePlotRow;
}

/** The plot a user plays with a character, one per conversation (EnterPlot until it completes or ExitPlot). */
export class PlotSessionRepository {
  constructor(private readonly db: Database) {}

  /** Starts (or starts again) a plot in the user's conversation with the role, replacing any other. */
  async start(userId: number, roleId: number, plotId: number): Promise<void> {
    await this.db
      .insert(plotSessions)
      .values({ userId, roleId, plotId, roundsDone: 0 })
      .onConflictDoUpdate({ target: [plotSessions.userId, plotSessions.roleId], set: { plotId, roundsDone: 0, startedAt: sql`now()` } });
  }

  /** The plot running in the conversation, if any (and `plotId` when given). */
  async current(userId: number, roleId: number, plotId?: number): Promise<PlotSessionRow | undefined> {
    const [row] = await this.db
      .select({ userId: plotSessions.userId, roleId: plotSessions.roleId, roundsDone: plotSessions.roundsDone, plot: rolePlots })
      .from(plotSessions)
      .innerJoin(rolePlots, eq(rolePlots.id, plotSessions.plotId))
      .where(and(eq(plotSessions.userId, userId), eq(plotSessions.roleId, roleId), plotId === undefined ? undefined : eq(plotSessions.plotId, plotId)));
    return row;
  }

  /**
   * One round of the plot answered: counted, and the plot ended once its rounds are done. Answers the rounds done
   * and whether it completed; undefined when that plot is no longer running (left, replaced or deleted meanwhile).
   */
  async advance(userId: number, roleId: number, plotId: number): Promise<{ roundsDone: number; complete: boolean } | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(plotSessions)
        .set({ roundsDone: sql`${plotSessions.roundsDone} + 1` })
        .from(rolePlots)
        .where(and(eq(plotSessions.userId, userId), eq(plotSessions.roleId, roleId), eq(plotSessions.plotId, plotId), eq(rolePlots.id, plotSessions.plotId)))
        .returning({ roundsDone: plotSessions.roundsDone, rounds: rolePlots.rounds });
      if (!row) return undefined;
      const complete = row.roundsDone >= row.rounds;
      if (complete) await tx.delete(plotSessions).where(and(eq(plotSessions.userId, userId), eq(plotSessions.roleId, roleId)));
      return { roundsDone: row.roundsDone, complete };
    });
  }

  /** Ends the plot running in the conversation (only `plotId` when given); false when none was. */
  async end(userId: number, roleId: number, plotId?: number): Promise<boolean> {
    const deleted = await this.db
      .delete(plotSessions)
      .where(and(eq(plotSessions.userId, userId), eq(plotSessions.roleId, roleId), plotId === undefined ? undefined : eq(plotSessions.plotId, plotId)))
      .returning({ plotId: plotSessions.plotId });
    return deleted.length > 0;
  }
}
