import type { Context, MiddlewareHandler } from 'hono';
import { showsAdultContent } from '@/server/domains/users/session-user';
import type { UserService } from '@/server/domains/users/user-service';
import { loginInvalid } from '@/server/errors';
import type { AppEnv } from './context';

export const AUTH_HEADER = 'x-auth';

/**
 * The one auth check (STYLE: one wrapper): resolves x-auth to the caller, or refuses with 401. It also
 * settles once per request whether adult content shows to the caller; handlers read `openNsfw`.
 */
export function createAuth(users: UserService) {
  const identify = async (c: Context<AppEnv>) => {
    const caller = await users.authenticateCaller(c.req.header(AUTH_HEADER));
    c.set('user', caller?.user);
    c.set('openNsfw', showsAdultContent(caller));
    return caller;
  };
  const resolve: MiddlewareHandler<AppEnv> = async (c, next) => {
    await identify(c);
    await next();
  };
  const required: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!(await identify(c))) throw loginInvalid();
    await next();
  };
  return {
    required: { required: true, middleware: required as MiddlewareHandler },
    optional: { required: false, middleware: resolve as MiddlewareHandler },
  };
}

export type Auth = ReturnType<typeof createAuth>;
