import type { MiddlewareHandler } from 'hono';
import type { UserRateLimiter } from '@/server/rate-limits/rate-limiter';
import { ErrorCode } from '@/server/errors';
import type { AppEnv } from './context';
import type { AccountLimiters } from './account-limits';
import { fail } from './respond';

/** The per-user limits of the HTTP calls, each shared by the calls it covers. */
export interface HttpLimits {
  /** Calls that reach a model: reply inspirations, touches, rephrases, voice clips (Env.modelCallLimit). */
  modelCalls: UserRateLimiter;
  /** Generate/create calls per user (Env.tasks.generateLimit); in memory at the default when absent. */
  generateCalls?: UserRateLimiter;
  /** The account calls (sign-in, sign-up, reset links), per address and per email. */
  accounts: AccountLimiters;
  /** Passkey ceremonies and changes, per session (PASSKEY_CALLS_PER_MINUTE); in memory when absent. */
  passkeys?: UserRateLimiter;
}

/**
 * Holds a signed-in caller to a per-user limit (after the auth middleware): over it, the call is answered 429 with the
 * envelope's code 429 and `Retry-After` in whole seconds, and nothing behind it runs.
 */
export function rateLimit(limiter: UserRateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decision = await limiter.attempt(c.get('user')!.userId);
    if (decision.allowed) return next();
    c.header('retry-after', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
    return fail(c, ErrorCode.RateLimited, 'Too many requests, please slow down and try again shortly.', 429);
  };
}
