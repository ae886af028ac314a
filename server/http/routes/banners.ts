import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { bannerSchema } from '@/lib/contracts/feed';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import { cacheList, LIST_CACHE_SECONDS } from '../cache-control';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';
import { requestLocale } from '../request-locale';

export function registerBanners(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/banner/getList',
      tag: 'feed',
      summary: "Home banners in order; show 'whitelist' ones only for internal whitelist users (level 1)",
      auth: auth.optional,
      data: z.object({ list: z.array(bannerSchema) }),
    }),
    async (c) => {
      const list = await services.banners.list(c.get('user')?.userId, requestLocale(c));
      cacheList(c, LIST_CACHE_SECONDS);
      return ok(c, { list });
    },
  );
}
