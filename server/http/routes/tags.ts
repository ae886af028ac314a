import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { tagSchema } from '@/lib/contracts/role';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';
import { includeNsfwFor } from './nsfw';

const getListBody = z.object({ tagType: z.enum(['role']).default('role') }).strict();

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
      const list = await services.tags.listTabs(await includeNsfwFor(services, c.get('user')));
      return ok(c, { list });
    },
  );
}
