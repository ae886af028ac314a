import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/contracts/envelope';
import { mediaContentType } from '@/server/providers/media/media-store';
import type { Services } from '@/server/runtime/services';
import { AVATAR_KEY, AVATAR_PRESET_COUNT } from '@/server/domains/users/avatars';
import { notFound } from '../api-error';
import type { AppEnv } from '../context';

const ROLE_COVER = /^covers\/([a-z0-9][a-z0-9-]*)\.webp$/;

const route = createRoute({
  method: 'get',
  path: '/media/{key}',
  tags: ['media'],
  summary: 'A stored media file (covers, banners, audio, models); role covers are drawn on first request',
  request: { params: z.object({ key: z.string().describe('Relative path, e.g. covers/aurora.webp') }) },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().describe('binary') } } },
    404: { description: 'No such file', content: { 'application/json': { schema: errorEnvelopeSchema } } },
  },
});

export function registerMedia(app: OpenAPIHono<AppEnv>, services: Services) {
  // The key spans several path segments, which the OpenAPI path syntax cannot express; Hono's can.
  app.get('/media/:key{.+}', async (c) => {
    const key = c.req.param('key');
    const cover = ROLE_COVER.exec(key);
    const avatar = AVATAR_KEY.exec(key);
    const body = cover
      ? await services.covers.readOrRenderRoleCover(cover[1]!)
      : avatar && Number(avatar[2]) >= 1 && Number(avatar[2]) <= AVATAR_PRESET_COUNT
        ? await services.covers.readOrRenderAvatar(avatar[1]!)
        : await services.media.get(key);
    if (!body) throw notFound('File');
    return c.body(new Uint8Array(body), 200, {
      'content-type': mediaContentType(key),
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
  });
  app.openAPIRegistry.registerPath(route);
}
