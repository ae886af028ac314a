import { z } from 'zod';
import { FEED_TYPES } from './feed-kinds';
import { listPageSchema } from './paging';
import { tagSchema } from './role';

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

/** A page of a role feed (seed §7: list, page.total, updateTime, nextUpdateTime). */
export const feedPageSchema = listPageSchema(feedItemSchema).extend({
  updateTime: z.number().describe('Epoch ms the ranking period began'),
  nextUpdateTime: z.number().describe('Epoch ms of the next ranking; a cached answer is good until then'),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** A page of discover, with its tabs. */
export const discoverPageSchema = feedPageSchema.extend({ tagList: z.array(tagSchema).describe('The tabs; the adult one only with adult content on') });
export type DiscoverPage = z.infer<typeof discoverPageSchema>;

/** A page of performances (the Dance tab). */
export const performPageSchema = listPageSchema(performCardSchema);
export type PerformPage = z.infer<typeof performPageSchema>;

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

export * from './feed-kinds';
