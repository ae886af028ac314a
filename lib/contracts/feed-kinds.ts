// Feed page sizes, kinds and for-you conditions: plain values the browser uses, kept apart from the zod schemas so its bundle carries no zod.
/** Seed §9: discover pages hold 10 cards on the web, 24 in the app or desktop mode. */
export const DISCOVER_PAGE_SIZE = { web: 10, app: 24 } as const;
/** Seed §9: the performance list is fetched 200 at a time. */
export const PERFORMANCE_PAGE_SIZE = 200;
/** Larger pages are refused, so one call cannot read the whole catalogue. */
export const MAX_FEED_PAGE_SIZE = 50;

/** What a like or a feed entry points at (seed §3 enums: feed types game, role, perform). */
export const FEED_TYPES = ['role', 'game', 'perform'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** Impression events (seed §3 Tracking reports: expose, click), plus like and unlike of the card. */
export const FEED_EVENT_TYPES = ['expose', 'click', 'like', 'unlike'] as const;
export type FeedEventType = (typeof FEED_EVENT_TYPES)[number];

/** The page that showed a reported card (seed §3 Impression report: type discover). */
export const FEED_SOURCES = ['discover', 'foryou', 'search', 'history', 'perform', 'friends'] as const;

/** The for-you request (seed §7: default body characterType 'Trending', conditions ['userInfo', 'like']). */
export const FOR_YOU_CHARACTER_TYPES = ['Trending'] as const;
export const FOR_YOU_CONDITIONS = ['userInfo', 'like'] as const;
export type ForYouCondition = (typeof FOR_YOU_CONDITIONS)[number];
