import { DISCOVER_PAGE_SIZE } from '@/lib/contracts/feed-kinds';

/**
 * Grids of role cards page 24 at a time: the seed's desktop discover page (§9), which fills rows of 2, 3
 * and 4 alike. The seed gives no size of its own for search results or played history.
 */
export const FEED_GRID_PAGE_SIZE = DISCOVER_PAGE_SIZE.app;

/** react-query keys of the search and played lists; a plain module so server pages prefetch under them. */
export const feedKeys = {
  search: (keyword: string, locale: string) => ['feed', 'search', keyword, locale] as const,
  played: (locale: string) => ['feed', 'played', locale] as const,
};
