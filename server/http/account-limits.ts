import type { Context } from 'hono';
import { RateLimitedError } from '@/server/errors';
import type { RateLimit, UserRateLimiter } from '@/server/rate-limits/rate-limiter';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import type { AppEnv } from './context';

/** What an account call is, each with its own buckets per address and per email. */
export type AccountAction = 'sign-in' | 'sign-up' | 'reset' | 'link' | 'setup' | 'password';

/**
 * The limits of the account calls: each address may make 20 of a kind at once and then 10 a minute; each email
 * 6 at once and then 2 a minute (a password is guessed at that pace for one account however many addresses try).
 */
export const ACCOUNT_ADDRESS_LIMIT: RateLimit = { perMinute: 10, burst: 20 };
export const ACCOUNT_EMAIL_LIMIT: RateLimit = { perMinute: 2, burst: 6 };

export interface AccountLimiters {
  byAddress: UserRateLimiter;
  byEmail: UserRateLimiter;
}

const MESSAGE = 'Too many attempts. Please wait a little and try again.';

/**
 * Takes one attempt of an account call for the caller's address and, when the call names one, for the email:
 * over either limit it is refused with 429 and Retry-After, before any work is done.
 */
export async function holdToAccountLimits(limiters: AccountLimiters, c: Context<AppEnv>, action: AccountAction, email?: string): Promise<void> {
  const address = c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  const decisions = await Promise.all([
    limiters.byAddress.attempt(`${action}:${address}`),
    ...(email ? [limiters.byEmail.attempt(`${action}:${email.trim().toLowerCase()}`)] : []),
  ]);
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length === 0) return;
  const waitMs = Math.max(...refused.map((d) => d.retryAfterMs));
  throw new RateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)), MESSAGE);
}
