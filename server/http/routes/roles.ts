import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { roleDetailSchema } from '@/lib/contracts/role';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';

const roleIdBody = z.object({ roleId: z.coerce.number().int().positive() });

export function registerRoles(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  app.openapi(
    jsonRoute({
      method: 'post',
      path: '/app/role/getAiRole',
      tag: 'roles',
      summary: 'One role with its character sheet',
      auth: auth.optional,
      body: roleIdBody,
      data: roleDetailSchema,
    }),
    async (c) => ok(c, await services.roles.get(c.req.valid('json').roleId, c.get('user')?.userId)),
  );
}
