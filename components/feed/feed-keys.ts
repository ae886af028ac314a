import { DISCOVER_PAGE_SIZE } from '@/lib/contracts/feed-kinds';
import type { FeedItem, PerformCard } from '@/lib/contracts/feed';
import type { Tag } from '@/lib/contracts/role';

/**
 * Query keys and answer shapes of the feeds, in one place. A plain module (no "use client") so the server
 * pages prefetch under the same keys the client reads.
 */
export interface Paging {
  current: number;
  size: number;
  total: number;
}

/** A page of getFeedForDiscoverV2 or getFeedForYouV2 (seed §7: list, page.total, updateTime, nextUpdateTime). */
export interface FeedPage {
  list: FeedItem[];
  page: Paging;
  updateTime: number;
  nextUpdateTime: number;
}

export interface DiscoverPage extends FeedPage {
  tagList: Tag[];
}

export interface PerformPage {
  list: PerformCard[];
  page: Paging;
}

/** The adult setting is part of every key: the lists differ with it, and a change reloads them (seed §2). */
export const feedKeys = {
  all: ['feed'] as const,
  tabs: (adult: boolean) => ['feed', 'tabs', adult] as const,
  discover: (tagTitle: string, size: number, adult: boolean) => ['feed', 'discover', tagTitle, size, adult] as const,
  dance: (adult: boolean) => ['feed', 'dance', adult] as const,
  forYou: (size: number, adult: boolean) => ['feed', 'foryou', size, adult] as const,
};

/** Seed §9: discover pages hold 10 cards on the mobile web, 24 in the app and on desktop. */
export const discoverPageSize = (platform: 'pc' | 'h5' | 'ios' | 'android') => (platform === 'h5' ? DISCOVER_PAGE_SIZE.web : DISCOVER_PAGE_SIZE.app);

/** The friends lists are read again after a role is added (seed §4 add friend: the friends cache is cleared). */
export const FRIENDS_QUERY_PREFIX = ['friends'] as const;
