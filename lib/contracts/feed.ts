import { z } from 'zod';
import { tagSchema } from './role';

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

/** The role part of a feed item (seed §3 Feed item), with the intro and likes the card shows. */
export const feedRoleSchema = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleCover: z.string().nullable(),
  roleStatus: z.number().int(),
  promotion: z.boolean(),
  playId: z.number().int().nullable().describe("The role's first performance, if it has one"),
  playName: z.string().nullable(),
  intro: z.string(),
  likeCount: z.number().int(),
});

/** One card of a feed (seed §3 Feed item). */
export const feedItemSchema = z.object({
  feedId: z.number().int().nullable().describe('Null for a role that has no feed entry (a draft of the caller); such cards are not reported'),
  recommendationId: z.string().describe('Names the batch the card came in; impression reports send it back'),
  role: feedRoleSchema,
  tags: z.array(tagSchema),
  nsfw: z.boolean().describe('Flagged or tagged nsfw (seed §1)'),
  roleAppearInfo: z.string().describe('Greeting, rendered as markdown; {{user}} and {{char}} are replaced by the client'),
  gameId: z.number().int().nullable(),
  gameName: z.string().nullable(),
  performId: z.number().int().nullable(),
  performName: z.string().nullable(),
  impressions: z.array(z.number().int()).describe('Feed ids shown together with this card'),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/** A performance card (seed §3 Perform card). */
export const performCardSchema = z.object({
  feedId: z.number().int().nullable(),
  playId: z.number().int(),
  playType: z.string().describe('custom, action, sing or dance'),
  performCover: z.string().nullable(),
  videoUrl: z.string().nullable(),
  performTitle: z.string(),
  author: z.string().describe('Shown as @author'),
  roleId: z.number().int().nullable(),
  likeCount: z.number().int(),
});
export type PerformCard = z.infer<typeof performCardSchema>;

/** Seed §3 Banner item; show is 'true' for everybody or 'whitelist' for internal staff. */
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imgUrl: z.string(),
  videoUrl: z.string().nullable(),
  linkUrl: z.string().describe('A path starting with / is routed in the app'),
  show: z.enum(['true', 'whitelist']),
});
export type Banner = z.infer<typeof bannerSchema>;

export const likeResultSchema = z.object({
  id: z.number().int(),
  feedType: z.enum(FEED_TYPES),
  like: z.boolean().describe('Whether the caller likes it now'),
  likeCount: z.number().int(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;
