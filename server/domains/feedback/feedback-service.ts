import { count, desc, eq } from 'drizzle-orm';
import type { FeedbackItem } from '@/lib/contracts/feedback';
import type { Database } from '@/server/db/client';
import { feedback, users } from '@/server/db/schema';

/** User feedback (seed §7 setFeedback, getFeedbackPage): users see their own, whitelisted staff see all. */
export class FeedbackService {
  constructor(private readonly db: Database) {}

  async add(userId: number, input: { content: string; contact?: string }): Promise<number> {
    const [row] = await this.db.insert(feedback).values({ userId, content: input.content, contact: input.contact || null }).returning({ id: feedback.id });
    return row!.id;
  }

  async page(current: number, size: number, onlyUserId?: number): Promise<{ list: FeedbackItem[]; total: number }> {
    const where = onlyUserId === undefined ? undefined : eq(feedback.userId, onlyUserId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ f: feedback, userName: users.name })
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.userId))
        .where(where)
        .orderBy(desc(feedback.id))
        .limit(size)
        .offset((current - 1) * size),
      this.db.select({ n: count() }).from(feedback).where(where),
    ]);
    return {
      list: rows.map(({ f, userName }) => ({ id: f.id, userId: f.userId, userName, content: f.content, contact: f.contact, createdAt: f.createdAt.toISOString() })),
      total: total?.n ?? 0,
    };
  }
}
