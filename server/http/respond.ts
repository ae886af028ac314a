import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context';

/** The success envelope (DESIGN §3). */
export function ok<T>(c: Context<AppEnv>, data: T) {
  return c.json({ code: 0, message: 'success', data, request_id: c.get('requestId') }, 200);
}

export function fail(c: Context<AppEnv>, code: number, message: string, status: number) {
  return c.json({ code, message, data: null, request_id: c.get('requestId') }, status as ContentfulStatusCode);
}
