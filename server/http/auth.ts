import type { MiddlewareHandler } from 'hono';
import type { UserService } from '@/server/domains/users/user-service';
import { loginInvalid } from '@/server/errors';
import type { AppEnv } from './context';

export const AUTH_HEADER = 'x-auth';

/** The one auth check (STYLE: one wrapper): resolves x-auth to the caller, or refuses with 401. */
export function createAuth(users: UserService) {
  const resolve: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('user', await users.authenticate(c.req.header(AUTH_HEADER)));
    await next();
  };
  const required: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = await users.authenticate(c.req.header(AUTH_HEADER));
    if (!user) throw loginInvalid();
    c.set('user', user);
    await next();
  };
  return {
    required: { required: true, middleware: required as MiddlewareHandler },
    optional: { required: false, middleware: resolve as MiddlewareHandler },
  };
}

export type Auth = ReturnType<typeof createAuth>;
