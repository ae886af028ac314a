import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { dailyActions } from '@/server/db/schema';

/** The daily actions a user has done, one row per action type and UTC day (YYYY-MM-DD). */
export class DailyActionRepository {
  constructor(private readonly db: Database) {}

  async doneOn(userId: number, day: string): Promise<string[]> {
    const rows = await this.db
      .select({ actionType: dailyActions.actionType })
      .from(dailyActions)
      .where(and(eq(dailyActions.userId, userId), eq(dailyActions.day, day)));
    return rows.map((r) => r.actionType);
  }

  /** Records the day's action; false when it was recorded already (nothing written). */
  async record(input: { userId: number; actionType: string; day: string; actionValue: number }, executor: Executor = this.db): Promise<boolean> {
    const [row] = await executor.insert(dailyActions).values(input).onConflictDoNothing().returning({ day: dailyActions.day });
    return row !== undefined;
  }
}
