import type { FEED_SOURCES, FeedEventType, FeedType, LikeResult } from '@/lib/contracts/feed';
import type { SessionUser } from '@/server/domains/users/session-user';
import { ApiError, ErrorCode, loginInvalid, notFound } from '@/server/errors';
import type { FeedRepository } from './feed-repository';
import type { ImpressionRepository } from './impression-repository';
import type { LikeService } from './like-service';

export interface FeedInteraction {
  eventType: FeedEventType;
  source?: (typeof FEED_SOURCES)[number];
  feedIds: number[];
  deviceId?: string;
  impressions: number[];
  recommendationId?: string;
  pageNum?: number;
  tagTitle?: string;
}

const FEED_TYPE_OF_KIND: Record<string, FeedType> = { role: 'role', perform: 'perform', game: 'game' };

/** feedInteraction: card impressions (expose, click) are stored; like and unlike also change the like. */
export class ImpressionService {
  constructor(
    private readonly deps: { feed: FeedRepository; impressions: ImpressionRepository; likes: LikeService },
  ) {}

  async record(caller: SessionUser | undefined, includeNsfw: boolean, input: FeedInteraction): Promise<{ recorded: number; likes: LikeResult[] }> {
    const liking = input.eventType === 'like' || input.eventType === 'unlike';
    if (liking && !caller) throw loginInvalid();
    // A like is about one card; a batch could half-apply when one of its targets is hidden.
    if (liking && input.feedIds.length !== 1) throw new ApiError(ErrorCode.InvalidParams, 'feedIdList: like and unlike name exactly one feed item');
    const entries = await this.deps.feed.entries(input.feedIds);
    if (entries.length !== input.feedIds.length) throw notFound('Feed item');
    const likes: LikeResult[] = [];
    if (liking) {
      const [entry] = entries;
      const type = FEED_TYPE_OF_KIND[entry!.kind];
      const target = type === 'role' ? entry!.roleId : type === 'perform' ? entry!.playId : entry!.gameId;
      if (!type || target === null) throw notFound('Feed item');
      likes.push(await this.deps.likes.set({ callerId: caller!.userId, includeNsfw }, type, target, input.eventType === 'like'));
    }
    await this.deps.impressions.insert(
      entries.map((entry) => ({
        userId: caller?.userId,
        deviceId: input.deviceId,
        eventType: input.eventType,
        source: input.source,
        feedId: entry.id,
        recommendationId: input.recommendationId,
        pageNum: input.pageNum,
        tagTitle: input.tagTitle,
        impressions: input.impressions,
      })),
    );
    return { recorded: entries.length, likes };
  }
}
