import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const VALID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Takes the client's request_id (seed §7 sends one) when it is sane, else makes one; echoes it back. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header('request_id') ?? c.req.header('x-request-id');
  const id = given && VALID.test(given) ? given : randomUUID();
  c.set('requestId', id);
  c.header('x-request-id', id);
  await next();
};
