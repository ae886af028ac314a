import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { MAX_FEED_PAGE_SIZE } from '@/lib/contracts/feed';
import { roleCardSchema, roleDetailSchema, ROLE_STATUS_FILTERS, RoleStatusFilter } from '@/lib/contracts/role';
import { listPageSchema, pageInput } from '@/lib/contracts/paging';
import { toListPage } from '@/server/domains/paging';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import { cacheList, LIST_CACHE_SECONDS } from '../cache-control';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';
import { requestLocale } from '../request-locale';

const roleIdBody = z.object({ roleId: z.coerce.number().int().positive() });
const tagTitle = z
  .union([z.string().trim().max(64), z.array(z.string().trim().min(1).max(64)).max(10)])
  .default([])
  .describe('One tag title or several; a role must carry every one');
const rolePageData = listPageSchema(roleCardSchema);

/** The seed sends tagTitle as one title or a list (default empty); the services take a list. */
const tagTitlesOf = (value: string | string[]) => (Array.isArray(value) ? value : value ? [value] : []);

export function registerRoles(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/role/getAiRole',
      tag: 'roles',
      summary: 'One role with its character sheet; an adult role only with adult content on',
      auth: auth.optional,
      body: roleIdBody,
      data: roleDetailSchema,
    }),
    async (c) => {
      const user = c.get('user');
      return ok(c, await services.roles.get(c.req.valid('json').roleId, { callerId: user?.userId, includeNsfw: c.get('openNsfw') }, requestLocale(c)));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/role/getAiRoleList',
      tag: 'roles',
      summary: 'Listed roles by popularity, filtered by tags',
      auth: auth.optional,
      body: z.object({ tagTitle, ...pageInput(10, MAX_FEED_PAGE_SIZE) }),
      data: rolePageData,
    }),
    async (c) => {
      const { tagTitle: titles, current, size } = c.req.valid('json');
      const { list, total } = await services.roles.page({ tagTitles: tagTitlesOf(titles), current, size, includeNsfw: c.get('openNsfw'), locale: requestLocale(c) });
      cacheList(c, LIST_CACHE_SECONDS);
      return ok(c, toListPage(list, total, { current, size }));
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/role/filterAiRoleList',
      tag: 'roles',
      summary: "The caller's own roles, newest first, by status filter (0 all, 1 draft, 10 published, 50 approved) and tags",
      auth: auth.required,
      body: z.object({
        status: z.literal(ROLE_STATUS_FILTERS).default(RoleStatusFilter.All),
        tagTitle,
        ...pageInput(10, MAX_FEED_PAGE_SIZE),
      }),
      data: rolePageData,
    }),
    async (c) => {
      const { status, tagTitle: titles, current, size } = c.req.valid('json');
      const user = c.get('user')!;
      const { list, total } = await services.roles.pageOwn(user.userId, {
        status,
        tagTitles: tagTitlesOf(titles),
        current,
        size,
        includeNsfw: c.get('openNsfw'),
      });
      return ok(c, toListPage(list, total, { current, size }));
    },
  );
}
