import type { Logger } from '@/server/log';
import { RateLimiter, type RateLimit, type UserRateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

/**
 * A per-user limit: in Redis when there is one, so it holds across instances (DESIGN §1), else in this process.
 * `keyPrefix` names the limit's buckets in Redis; every limit has its own.
 */
export function createRateLimiter(redisUrl: string | undefined, limit: RateLimit, keyPrefix: string, log: Logger): Promise<UserRateLimiter> | UserRateLimiter {
  return redisUrl ? RedisRateLimiter.connect(redisUrl, limit, keyPrefix, log) : new RateLimiter(limit.perMinute, limit.burst);
}
