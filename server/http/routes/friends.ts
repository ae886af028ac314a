import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { FEED_TYPES, likeResultSchema } from '@/lib/contracts/feed';
import {
  DEFAULT_FRIEND_STATUS_LIST,
  FRIEND_LIST_FETCH_SIZE,
  FRIEND_PAGE_SIZE,
  FRIEND_STATUS_NAMES,
  friendDetailSchema,
  friendProgressSchema,
  friendPageSchema,
  friendSettingSchema,
  relationSchema,
  type FriendStatusName,
} from '@/lib/contracts/friend';
import { pageInput } from '@/lib/contracts/paging';
import { toListPage } from '@/server/domains/paging';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import { cacheList, LIST_CACHE_SECONDS } from '../cache-control';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';
import { requestLocale } from '../request-locale';

const roleIdBody = z.object({ roleId: z.coerce.number().int().positive() });
const likeBody = z.object({ id: z.coerce.number().int().positive().describe('The role, game or performance id'), feedType: z.enum(FEED_TYPES) });
const STATUS_NAMES = Object.keys(FRIEND_STATUS_NAMES) as [FriendStatusName, ...FriendStatusName[]];

export function registerFriends(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/subAiFriend',
      tag: 'friends',
      summary: 'Adds a role as a friend (signed-in users; a visitor gets code 403); adding twice changes nothing',
      auth: auth.required,
      body: roleIdBody,
      data: z.object({ roleId: z.number().int(), isFriend: z.literal(true), added: z.boolean().describe('False when it was a friend already') }),
    }),
    async (c) => {
      const user = c.get('user')!;
      return ok(c, await services.friends.add(user, c.req.valid('json').roleId, c.get('openNsfw')));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/getAiFriendProgress',
      tag: 'friends',
      summary: "How far the character's creation is (seed §4 creation progress codes); 80 once published",
      auth: auth.optional,
      body: roleIdBody,
      data: friendProgressSchema,
    }),
    async (c) => {
      const user = c.get('user');
      return ok(c, await services.friends.progress(user, c.req.valid('json').roleId, c.get('openNsfw')));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/getAiFriendByRoleId',
      tag: 'friends',
      summary: 'A role with its media URLs and whether the caller has added and liked it',
      auth: auth.optional,
      body: roleIdBody,
      data: friendDetailSchema,
    }),
    async (c) => {
      const user = c.get('user');
      return ok(c, await services.friends.detail(user, c.req.valid('json').roleId, c.get('openNsfw'), requestLocale(c)));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/getMyFriendList',
      tag: 'friends',
      summary: "The caller's friends with their newest message and unread count, most recent chat first",
      auth: auth.required,
      body: z.object({
        statusList: z.array(z.enum(STATUS_NAMES)).min(1).max(STATUS_NAMES.length).default(DEFAULT_FRIEND_STATUS_LIST),
        ...pageInput(FRIEND_PAGE_SIZE, FRIEND_LIST_FETCH_SIZE),
      }),
      data: friendPageSchema,
    }),
    async (c) => {
      const { statusList, current, size } = c.req.valid('json');
      const user = c.get('user')!;
      const { list, total } = await services.friends.friends(user, { statusList, current, size, includeNsfw: c.get('openNsfw'), locale: requestLocale(c) });
      return ok(c, toListPage(list, total, { current, size }));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/getAiStrongerList',
      tag: 'friends',
      summary: 'Strangers: listed roles the caller has not added, by popularity',
      auth: auth.optional,
      body: z.object(pageInput(FRIEND_PAGE_SIZE, FRIEND_LIST_FETCH_SIZE)),
      data: friendPageSchema,
    }),
    async (c) => {
      const { current, size } = c.req.valid('json');
      const user = c.get('user');
      const { list, total } = await services.friends.strangers(user, { current, size, includeNsfw: c.get('openNsfw'), locale: requestLocale(c) });
      cacheList(c, LIST_CACHE_SECONDS, user ? 'own' : 'shared');
      return ok(c, toListPage(list, total, { current, size }));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/resetFriend',
      tag: 'friends',
      summary: "Starts the caller's chat with the role over: its messages and the role's memory of the caller go",
      auth: auth.required,
      body: roleIdBody,
      data: z.object({ roleId: z.number().int(), removedMessages: z.number().int() }),
    }),
    async (c) => ok(c, await services.friends.reset(c.get('user')!, c.req.valid('json').roleId)),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/aiFriendSetting',
      tag: 'friends',
      summary: 'Saves the settings of a friendship (pushDisable); 404 when the role is not a friend',
      auth: auth.required,
      body: roleIdBody.extend({ pushDisable: z.boolean() }),
      data: friendSettingSchema,
    }),
    async (c) => {
      const { roleId, pushDisable } = c.req.valid('json');
      return ok(c, await services.friends.saveSetting(c.get('user')!, roleId, pushDisable));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/user/getAiFriendSetting',
      tag: 'friends',
      summary: 'The settings of a friendship; defaults when the role is not a friend',
      auth: auth.required,
      body: roleIdBody,
      data: friendSettingSchema,
    }),
    async (c) => ok(c, await services.friends.setting(c.get('user')!, c.req.valid('json').roleId)),
  );
  for (const [path, like] of [
    ['/user/likeAiFriend', true],
    ['/user/cancelLikeAiFriend', false],
  ] as const) {
    app.openapi(
      jsonRoute({
        method: 'post',
        path,
        tag: 'friends',
        summary: like ? 'Likes a role, game or performance; liking twice counts once' : 'Takes a like back; taking it back twice changes nothing',
        auth: auth.required,
        body: likeBody,
        data: likeResultSchema,
      }),
      async (c) => {
        const { id, feedType } = c.req.valid('json');
        const user = c.get('user')!;
        return ok(c, await services.likes.set({ callerId: user.userId, includeNsfw: c.get('openNsfw') }, feedType, id, like));
      },
    );
  }
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/relation/getAiRelation',
      tag: 'friends',
      summary: 'Where the caller stands with a role: friend, like, affinity and the size of their chat',
      auth: auth.required,
      body: roleIdBody,
      data: relationSchema,
    }),
    async (c) => {
      const user = c.get('user')!;
      return ok(c, await services.friends.relation(user, c.req.valid('json').roleId, c.get('openNsfw')));
    },
  );
}
