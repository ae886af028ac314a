import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { tagSchema } from '@/lib/contracts/role';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import { cacheList, LIST_CACHE_SECONDS } from '../cache-control';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';
import { requestLocale } from '../request-locale';

const tagType = z.enum(['role']).default('role');
const getListBody = z.object({ tagType }).strict();

export function registerTags(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/tag/getList',
      tag: 'tags',
      summary: 'Discover tabs; the adult tab only for callers with adult content on',
      auth: auth.optional,
      body: getListBody,
      data: z.object({ list: z.array(tagSchema) }),
    }),
    async (c) => {
      const list = await services.tags.listTabs(c.get('openNsfw'), requestLocale(c));
      return ok(c, { list });
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/tag/getTagByName',
      tag: 'tags',
      summary: 'A tag by its title (any case); the adult tag only for callers with adult content on',
      auth: auth.optional,
      body: z.object({ title: z.string().trim().min(1).max(64), tagType }).strict(),
      data: tagSchema,
    }),
    async (c) => {
      const { title, tagType: type } = c.req.valid('json');
      const tag = await services.tags.getByName(title, type, c.get('openNsfw'), requestLocale(c));
      cacheList(c, LIST_CACHE_SECONDS);
      return ok(c, tag);
    },
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/tag/getHotList',
      tag: 'tags',
      summary: 'Tags by the popularity of the roles that carry them',
      auth: auth.optional,
      body: getListBody,
      data: z.object({ list: z.array(tagSchema) }),
    }),
    async (c) => {
      const list = await services.tags.hotList(c.req.valid('json').tagType, c.get('openNsfw'), requestLocale(c));
      cacheList(c, LIST_CACHE_SECONDS);
      return ok(c, { list });
    },
  );
}
