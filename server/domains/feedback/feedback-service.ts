import type { FeedbackItem } from '@/lib/contracts/feedback';
import type { FeedbackRepository } from './feedback-repository';
import { rowWindowOf } from '@/server/domains/paging';

/** User feedback (seed §7 setFeedback, getFeedbackPage): users see their own, whitelisted staff see all. */
export class FeedbackService {
  constructor(private readonly repository: FeedbackRepository) {}

  add(userId: number, input: { content: string; contact?: string }): Promise<number> {
    return this.repository.add({ userId, content: input.content, contact: input.contact || null });
  }

  async page(current: number, size: number, onlyUserId?: number): Promise<{ list: FeedbackItem[]; total: number }> {
    const { rows, total } = await this.repository.page(onlyUserId, rowWindowOf({ current, size }));
    return {
      list: rows.map(({ f, userName }) => ({ id: f.id, userId: f.userId, userName, content: f.content, contact: f.contact, createdAt: f.createdAt.toISOString() })),
      total,
    };
  }
}
