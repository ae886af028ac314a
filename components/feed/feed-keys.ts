import { DISCOVER_PAGE_SIZE } from '@/lib/contracts/feed-kinds';

/*
 * Query keys of the feeds, in one place (their answers' shapes are lib/contracts/feed's). A plain module
 * (no "use client") so the server pages prefetch under the same keys the client reads.
 */

/**
 * The adult setting and the language are part of every key: the lists differ with them, and a change
 * reloads them (seed §2; the catalogue speaks the reader's language).
 */
export const feedKeys = {
  all: ['feed'] as const,
  tabs: (adult: boolean, locale: string) => ['feed', 'tabs', adult, locale] as const,
  discover: (tagTitle: string, size: number, adult: boolean, locale: string) => ['feed', 'discover', tagTitle, size, adult, locale] as const,
  dance: (adult: boolean, locale: string) => ['feed', 'dance', adult, locale] as const,
  forYou: (size: number, adult: boolean, locale: string) => ['feed', 'foryou', size, adult, locale] as const,
};

/** Seed §9: discover pages hold 10 cards on the mobile web, 24 in the app and on desktop. */
export const discoverPageSize = (platform: 'pc' | 'h5' | 'ios' | 'android') => (platform === 'h5' ? DISCOVER_PAGE_SIZE.web : DISCOVER_PAGE_SIZE.app);

/** The friends lists are read again after a role is added (seed §4 add friend: the friends cache is cleared). */
export const FRIENDS_QUERY_PREFIX = ['friends'] as const;
