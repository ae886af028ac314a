import type { FeedType, LikeResult } from '@/lib/contracts/feed';
import type { Audience } from '@/server/domains/roles/role-filters';
import { notFound } from '@/server/errors';
import type { LikeRepository } from './like-repository';

const TARGET_NAMES: Record<FeedType, string> = { role: 'Role', perform: 'Performance', game: 'Game' };

/** likeAiFriend / cancelLikeAiFriend and the like event of feedInteraction: idempotent per user and target. */
export class LikeService {
  constructor(private readonly likes: LikeRepository) {}

  async set(audience: Audience & { callerId: number }, type: FeedType, id: number, like: boolean): Promise<LikeResult> {
    if (!(await this.likes.canSee(type, id, audience))) throw notFound(TARGET_NAMES[type]);
    const likeCount = await this.likes.set(audience.callerId, type, id, like);
    return { id, feedType: type, like, likeCount };
  }

  likedOf(userId: number | undefined, type: FeedType, ids: number[]): Promise<Set<number>> {
    return userId === undefined ? Promise.resolve(new Set()) : this.likes.likedOf(userId, type, ids);
  }
}
