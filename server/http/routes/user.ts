import type { OpenAPIHono } from '@hono/zod-openapi';
import { userInfoSchema } from '@/lib/contracts/user';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { ok } from '../respond';

export function registerUser(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth) {
  app.openapi(
    jsonRoute({ method: 'get', path: '/user', tag: 'user', summary: "The caller's user info", auth: auth.required, data: userInfoSchema }),
    async (c) => ok(c, await services.users.getUserInfo(c.get('user')!.userId)),
  );
}
