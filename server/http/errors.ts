import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, ErrorCode, RateLimitedError } from '@/server/errors';
import { databaseUnavailableReason, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '@/server/db/unavailable';
import type { Logger } from '@/server/log';
import type { AppEnv } from './context';
import { fail } from './respond';

const HTTP_CODES: Record<number, number> = {
  400: ErrorCode.InvalidParams,
  401: ErrorCode.LoginInvalid,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  405: ErrorCode.MethodNotAllowed,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
};

// ---- The database cannot be reached: 503 with Retry-After (server/db/unavailable.ts says which errors) ----

function databaseUnavailable(c: Context<AppEnv>, reason: string, log: Logger) {
  log.warn('database unavailable', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, reason });
  c.header('retry-after', String(RETRY_AFTER_SECONDS));
  return fail(c, ErrorCode.Unavailable, UNAVAILABLE_MESSAGE, 503);
}

// ---- Every thrown error to its envelope ----

/** Maps every thrown error to the envelope; unknown ones are logged with the request id and masked. */
export function errorHandler(log: Logger) {
  return (error: Error, c: Context<AppEnv>) => {
    if (error instanceof RateLimitedError) c.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof ApiError) return fail(c, error.code, error.message, error.httpStatus);
    if (error instanceof HTTPException && error.status < 500) {
      const message = error.status === 413 ? 'Request body is too large' : error.message || 'Bad request';
      return fail(c, HTTP_CODES[error.status] ?? ErrorCode.InvalidParams, message, error.status);
    }
    const unavailable = databaseUnavailableReason(error);
    if (unavailable) return databaseUnavailable(c, unavailable, log);
    log.error('unexpected error', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, error });
    return fail(c, ErrorCode.Internal, `Internal error, request ${c.get('requestId')}`, 500);
  };
}
