import type { OpenAPIHono } from '@hono/zod-openapi';
import { skyboxInputSchema, skyboxTextPreviewSchema } from '@/lib/contracts/skybox';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';

export function registerSkybox(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/skybox/textPreview',
      tag: 'skybox',
      summary: 'What a space prompt is understood as (time of day, weather, setting), the palette a stage lights the avatar with, and a small 2:1 picture',
      description: 'Cheap and synchronous: nothing is stored and no task starts. The same words give the same picture.',
      auth: auth.required,
      body: skyboxInputSchema,
      data: skyboxTextPreviewSchema,
    }),
    async (c) => ok(c, await services.spacePreview.textPreview(c.req.valid('json'))),
  );
}
