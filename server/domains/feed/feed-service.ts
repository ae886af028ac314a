import type { FeedItem, ForYouCondition, PerformCard } from '@/lib/contracts/feed';
import type { Paging } from '@/lib/contracts/paging';
import type { Tag } from '@/lib/contracts/role';
import type { RoleRepository } from '@/server/domains/roles/role-repository';
import type { TagService } from '@/server/domains/tags/tag-service';
import type { TranslationService } from '@/server/domains/translations/translation-service';
import { rowWindowOf } from '@/server/domains/paging';
import { ApiError, ErrorCode } from '@/server/errors';
import { PeriodCache, periodOf, type Period } from './discover-period';
import type { FeedPage, FeedRepository } from './feed-repository';
import { toFeedItems } from './feed-items';
import type { PerformRepository } from './perform-repository';

export interface FeedAnswer extends Period {
  list: FeedItem[];
  total: number;
}

export interface DiscoverAnswer extends FeedAnswer {
  tagList: Tag[];
}

/** Seed §5 and §8: a blank search is refused with this message. */
export const EMPTY_SEARCH_MESSAGE = 'Please enter keywords';

/** The feeds of seed §7 "Role play and feeds": discover, for you, played history, performances, search. */
export class FeedService {
  private readonly discoverCache = new PeriodCache<DiscoverAnswer>();

  constructor(
    private readonly deps: { feed: FeedRepository; performs: PerformRepository; roles: RoleRepository; tags: TagService; translations: TranslationService },
    private readonly now: () => number = Date.now,
  ) {}

  /** Discover, computed now, in the reader's language; the answer names the ranking period it belongs to. */
  discover(options: Paging & { tagTitle: string; includeNsfw: boolean; locale: string }): Promise<DiscoverAnswer> {
    return this.loadDiscover(periodOf(this.now()), options);
  }

  /** Discover as ranked once for the whole period: every caller of a period gets the same pages. */
  discoverCached(options: Paging & { tagTitle: string; includeNsfw: boolean; locale: string }): Promise<DiscoverAnswer> {
    const period = periodOf(this.now());
    const key = discoverCacheKey(options);
    return this.discoverCache.get(period, key, () => this.loadDiscover(period, options));
  }

  /** What Discover lists changed (a role approved, taken down, edited or deleted): the period's pages are ranked again. */
  forgetDiscover(): void {
    this.discoverCache.clear();
  }

  private async loadDiscover(period: Period, options: Paging & { tagTitle: string; includeNsfw: boolean; locale: string }): Promise<DiscoverAnswer> {
    const [page, tagList] = await Promise.all([
      this.deps.feed.discover({ ...rowWindowOf(options), tagTitle: options.tagTitle || undefined, includeNsfw: options.includeNsfw }),
      this.deps.tags.listTabs(options.includeNsfw, options.locale),
    ]);
    return { ...(await this.answer(page, `discover-${period.updateTime}-${options.current}`, period, options.locale)), tagList };
  }

  async forYou(options: Paging & { callerId?: number; includeNsfw: boolean; conditions: ForYouCondition[]; locale: string }): Promise<FeedAnswer> {
    const period = periodOf(this.now());
    const page = await this.deps.feed.forYou({
      ...rowWindowOf(options),
      callerId: options.callerId,
      includeNsfw: options.includeNsfw,
      useLikes: options.conditions.includes('like'),
      useUserTags: options.conditions.includes('userInfo'),
    });
    return this.answer(page, `foryou-${period.updateTime}-${options.current}`, period, options.locale);
  }

  async history(callerId: number, options: Paging & { includeNsfw: boolean; locale: string }): Promise<FeedAnswer> {
    const period = periodOf(this.now());
    const page = await this.deps.feed.history({ ...rowWindowOf(options), audience: { callerId, includeNsfw: options.includeNsfw } });
    return this.answer(page, `history-${period.updateTime}-${options.current}`, period, options.locale);
  }

  /** Search in the reader's language and in English (see FeedRepository.search for the ranking). */
  async search(options: Paging & { keyword: string; includeNsfw: boolean; locale: string }): Promise<FeedAnswer> {
    // The PC search box strips newlines before searching (seed §2); the server does the same.
    const keyword = options.keyword.replace(/[\r\n]+/g, ' ').trim();
    if (!keyword) throw new ApiError(ErrorCode.InvalidParams, EMPTY_SEARCH_MESSAGE);
    const period = periodOf(this.now());
    const page = await this.deps.feed.search({ ...rowWindowOf(options), keyword, includeNsfw: options.includeNsfw, locale: options.locale });
    return this.answer(page, `search-${period.updateTime}-${options.current}`, period, options.locale);
  }

  async performances(options: Paging & { includeNsfw: boolean; locale: string }): Promise<{ list: PerformCard[]; total: number }> {
    const { rows, total } = await this.deps.performs.page({ ...rowWindowOf(options), includeNsfw: options.includeNsfw });
    const plays = await this.deps.translations.plays(
      rows.map((r) => r.play),
      options.locale,
    );
    const list = plays.map((play, i) => ({
      feedId: rows[i]!.feedId,
      playId: play.id,
      playType: play.playType,
      performCover: play.coverUrl ?? (typeof play.resource.coverUrl === 'string' ? play.resource.coverUrl : null),
      videoUrl: play.videoUrl ?? (typeof play.resource.videoUrl === 'string' ? play.resource.videoUrl : null),
      performTitle: play.title,
      author: play.authorName,
      roleId: play.roleId,
      likeCount: play.likeCount,
    }));
    return { list, total };
  }

  private async answer(page: FeedPage, recommendationId: string, period: Period, locale: string): Promise<FeedAnswer> {
    const { translations } = this.deps;
    const roleIds = page.rows.map((r) => r.role.id);
    const [tagsByRole, playsByRole, roles] = await Promise.all([
      this.deps.roles.tagsOf(roleIds).then((byRole) => translations.tagsByRole(byRole, locale)),
      this.deps.roles.firstPlaysOf(roleIds).then(async (byRole) => {
        const plays = await translations.plays([...byRole.values()], locale);
        return new Map([...byRole.keys()].map((roleId, i) => [roleId, plays[i]!]));
      }),
      translations.roles(
        page.rows.map((r) => r.role),
        locale,
      ),
    ]);
    const rows = page.rows.map((row, i) => ({ ...row, role: roles[i]! }));
    return { list: toFeedItems(rows, recommendationId, tagsByRole, playsByRole), total: page.total, ...period };
  }
}

/** Discover pages are cached per adult setting, tab, page and language: a French reader never gets an English page. */
export function discoverCacheKey(options: Paging & { tagTitle: string; includeNsfw: boolean; locale: string }): string {
  return JSON.stringify([options.includeNsfw, options.tagTitle.toLowerCase(), options.current, options.size, options.locale]);
}
