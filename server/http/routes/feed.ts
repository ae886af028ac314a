import { z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  DISCOVER_PAGE_SIZE,
  discoverPageSchema,
  FEED_EVENT_TYPES,
  FEED_SOURCES,
  feedPageSchema,
  FOR_YOU_CHARACTER_TYPES,
  FOR_YOU_CONDITIONS,
  likeResultSchema,
  MAX_FEED_PAGE_SIZE,
  PERFORMANCE_PAGE_SIZE,
  performPageSchema,
} from '@/lib/contracts/feed';
import { pageInput } from '@/lib/contracts/paging';
import { toDiscoverPage, toFeedPage, toPerformPage } from '@/server/domains/feed/feed-dto';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import { cacheList, LIST_CACHE_SECONDS } from '../cache-control';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';
import { requestLocale } from '../request-locale';

const feedPage = pageInput(DISCOVER_PAGE_SIZE.web, MAX_FEED_PAGE_SIZE);
const feedId = z.coerce.number().int().positive();
const discoverBody = z.object({
  tagTitle: z.string().trim().max(64).default('').describe('A tab title; empty for the first tab (every role)'),
  ...feedPage,
});

export function registerFeed(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  const secondsUntil = (time: number) => (time - Date.now()) / 1000;

  for (const [path, cached] of [
    ['/feed/getFeedForDiscoverV2', false],
    ['/feed/getFeedForDiscoverCacheV2', true],
  ] as const) {
    app.openapi(
      jsonRoute({
        method: 'post',
        path,
        tag: 'feed',
        summary: cached
          ? 'Discover as ranked for the whole period (every 10 minutes); cacheable until nextUpdateTime'
          : 'Discover: listed roles by hot score, all or one tab; cacheable until nextUpdateTime',
        auth: auth.optional,
        body: discoverBody,
        data: discoverPageSchema,
      }),
      async (c) => {
        const { tagTitle, current, size } = c.req.valid('json');
        const options = { tagTitle, current, size, includeNsfw: c.get('openNsfw'), locale: requestLocale(c) };
        const answer = cached ? await services.feed.discoverCached(options) : await services.feed.discover(options);
        cacheList(c, secondsUntil(answer.nextUpdateTime));
        return ok(c, toDiscoverPage(answer, { current, size }));
      },
    );
  }

  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/feed/getFeedForYouV2',
      tag: 'feed',
      summary: "For you: hot score, plus likes (condition like) and the caller's chosen tags (condition userInfo)",
      auth: auth.optional,
      body: z.object({
        characterType: z.enum(FOR_YOU_CHARACTER_TYPES).default('Trending'),
        conditions: z.array(z.enum(FOR_YOU_CONDITIONS)).max(FOR_YOU_CONDITIONS.length).default([...FOR_YOU_CONDITIONS]),
        ...feedPage,
      }),
      data: feedPageSchema,
    }),
    async (c) => {
      const { conditions, current, size } = c.req.valid('json');
      const user = c.get('user');
      const answer = await services.feed.forYou({ current, size, conditions, callerId: user?.userId, includeNsfw: c.get('openNsfw'), locale: requestLocale(c) });
      cacheList(c, LIST_CACHE_SECONDS, user ? 'own' : 'shared');
      return ok(c, toFeedPage(answer, { current, size }));
    },
  );

  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/feed/feedInfoHistoryV2',
      tag: 'feed',
      summary: 'Played history: the roles the caller has chatted with, newest conversation first',
      auth: auth.required,
      body: z.object(feedPage),
      data: feedPageSchema,
    }),
    async (c) => {
      const { current, size } = c.req.valid('json');
      const user = c.get('user')!;
      const answer = await services.feed.history(user.userId, { current, size, includeNsfw: c.get('openNsfw'), locale: requestLocale(c) });
      cacheList(c, LIST_CACHE_SECONDS, 'own');
      return ok(c, toFeedPage(answer, { current, size }));
    },
  );

  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/feed/getFeedForPerformance',
      tag: 'feed',
      summary: 'Song and dance performances (the Dance tab), most liked first',
      auth: auth.optional,
      body: z.object(pageInput(PERFORMANCE_PAGE_SIZE, PERFORMANCE_PAGE_SIZE)),
      data: performPageSchema,
    }),
    async (c) => {
      const { current, size } = c.req.valid('json');
      const answer = await services.feed.performances({ current, size, includeNsfw: c.get('openNsfw'), locale: requestLocale(c) });
      cacheList(c, LIST_CACHE_SECONDS);
      return ok(c, toPerformPage(answer, { current, size }));
    },
  );

  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/feed/searchFeedInfo',
      tag: 'feed',
      summary: "Search by name, tag and intro in the reader's language and English: exact name, name prefix, full-text rank (stemmed), then close spellings; a blank keyword is refused",
      auth: auth.optional,
      body: z.object({ keyword: z.string().max(100), ...feedPage }),
      data: feedPageSchema,
    }),
    async (c) => {
      const { keyword, current, size } = c.req.valid('json');
      const answer = await services.feed.search({ keyword, current, size, includeNsfw: c.get('openNsfw'), locale: requestLocale(c) });
      return ok(c, toFeedPage(answer, { current, size }));
    },
  );

  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/feed/feedInteraction',
      tag: 'feed',
      summary: 'Reports card impressions (expose, click); like and unlike also change the like of what the card shows',
      auth: auth.optional,
      body: z
        .object({
          eventType: z.enum(FEED_EVENT_TYPES),
          feedId: feedId.optional(),
          feedIdList: z.array(feedId).max(100).default([]),
          impressions: z.array(feedId).max(100).default([]).describe('Feed ids shown together'),
          recommendationId: z.string().max(128).optional(),
          pageNum: z.coerce.number().int().min(0).max(100_000).optional(),
          tagTitle: z.string().max(64).optional(),
          type: z.enum(FEED_SOURCES).optional().describe('The page that showed the cards'),
          deviceId: z.string().trim().max(128).optional(),
        })
        .refine((b) => b.feedId !== undefined || b.feedIdList.length > 0, { path: ['feedIdList'], message: 'name at least one feed item (feedId or feedIdList)' }),
      data: z.object({ recorded: z.number().int(), likes: z.array(likeResultSchema) }),
    }),
    async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      const feedIds = [...new Set([...(body.feedId === undefined ? [] : [body.feedId]), ...body.feedIdList])];
      const result = await services.impressions.record(user, c.get('openNsfw'), {
        eventType: body.eventType,
        source: body.type,
        feedIds,
        deviceId: body.deviceId,
        impressions: body.impressions,
        recommendationId: body.recommendationId,
        pageNum: body.pageNum,
        tagTitle: body.tagTitle,
      });
      return ok(c, result);
    },
  );
}
