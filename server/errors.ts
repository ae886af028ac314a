import type { ZodError } from 'zod';

/**
 * Stable error codes of the API envelope. Codes the seed names keep its numbers (§8: 401 LoginInvalid,
 * 607 UserOnline, 611 KickOutFromRemoteLogin, 614 BalanceNotEnough, -1 Unlogin); the rest follow HTTP.
 */
export const ErrorCode = {
  InvalidParams: 400,
  LoginInvalid: 401,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  RateLimited: 429,
  Internal: 500,
  Unavailable: 503,
  UserOnline: 607,
  KickOutFromRemoteLogin: 611,
  BalanceNotEnough: 614,
  Unlogin: -1,
  /** Login error codes of seed §8: -2 authorization failed, -3 not supported. */
  LoginFailed: -2,
  LoginNotSupported: -3,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

const DEFAULT_STATUS: Partial<Record<ErrorCodeValue, number>> = {
  400: 400,
  401: 401,
  403: 403,
  404: 404,
  405: 405,
  409: 409,
  413: 413,
  415: 415,
  429: 429,
  500: 500,
  503: 503,
};

/**
 * The one error type services and handlers throw. The transports map it: HTTP to the envelope
 * (server/http/errors.ts), the chat socket to an error frame (server/realtime/socket-handler.ts).
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
    httpStatus?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    // Business outcomes (koin, online elsewhere) are answered with 200 so clients read the code.
    this.httpStatus = httpStatus ?? DEFAULT_STATUS[code] ?? 200;
  }
}

/** Too many calls of a kind: answered 429 with `Retry-After` in whole seconds. */
export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests, please slow down and try again shortly.',
  ) {
    super(ErrorCode.RateLimited, message, 429);
    this.name = 'RateLimitedError';
  }
}

export const notFound = (what: string) => new ApiError(ErrorCode.NotFound, `${what} not found`);
export const loginInvalid = () => new ApiError(ErrorCode.LoginInvalid, 'Login status is invalid, please log in again.');

/** "roleId: Invalid input: expected number, received string" — validation messages name the field. */
export function formatZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid parameters';
  const field = issue.path.length ? issue.path.join('.') : 'body';
  return `${field}: ${issue.message}`;
}
