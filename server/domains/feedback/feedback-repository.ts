import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { feedback, users } from '@/server/db/schema';
import type { RowWindow } from '@/server/domains/paging';

export type FeedbackRow = typeof feedback.$inferSelect;

/** Users' feedback, each item with the name of the user who wrote it (null when that user is gone). */
export class FeedbackRepository {
  constructor(private readonly db: Database) {}

  async add(input: { userId: number; content: string; contact: string | null }): Promise<number> {
    const [row] = await this.db.insert(feedback).values(input).returning({ id: feedback.id });
    return row!.id;
  }

  /** A page of feedback, newest first, of one user or (undefined) everyone, with the number of items. */
  async page(onlyUserId: number | undefined, { offset, limit }: RowWindow): Promise<{ rows: { f: FeedbackRow; userName: string | null }[]; total: number }> {
    const where = onlyUserId === undefined ? undefined : eq(feedback.userId, onlyUserId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ f: feedback, userName: users.name })
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.userId))
        .where(where)
        .orderBy(desc(feedback.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(feedback).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
