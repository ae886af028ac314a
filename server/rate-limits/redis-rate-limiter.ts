import Redis from 'ioredis';
import type { Logger } from '@/server/log';
import { RateLimiter, type RateDecision, type RateKey, type RateLimit, type UserRateLimiter } from './rate-limiter';

/**
 * The token bucket of RateLimiter kept in Redis, so a user's limit holds across every instance (DESIGN §1). Redis's
 * own clock decides the refill; the key expires once a bucket would be full again. Answers whether the request is
 * allowed and, when not, how many milliseconds until one token is back.
 */
const TAKE_SCRIPT = `
local perMinute = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * perMinute / 60000)
local allowed = 0
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  wait = math.ceil((1 - tokens) * 60000 / perMinute)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 60000 / perMinute))
return {allowed, wait}
`;

type ScriptedRedis = Redis & { kokoTakeToken(key: string, perMinute: number, burst: number): Promise<[number, number]> };

/** How long a Redis answer may take before the request is decided by this instance's own bucket. */
const REDIS_WAIT_MS = 250;

/** Where a limit's buckets live in Redis: one key per user under the limit's prefix. */
export const CHAT_FRAMES_KEY_PREFIX = 'koko:rate:';

export class RedisRateLimiter implements UserRateLimiter {
  /** Decides while Redis cannot: a limit per instance is better than none, or than refusing everyone. */
  private readonly local: RateLimiter;

  private constructor(
    private readonly redis: ScriptedRedis,
    private readonly limit: RateLimit,
    private readonly keyPrefix: string,
    private readonly log: Logger,
  ) {
    this.local = new RateLimiter(limit.perMinute, limit.burst);
  }

  /** A limit whose buckets are the keys `{keyPrefix}{userId}`; each limit has a prefix of its own. */
  static async connect(url: string, limit: RateLimit, keyPrefix: string, log: Logger): Promise<RedisRateLimiter> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false }) as ScriptedRedis;
    redis.on('error', () => {});
    redis.defineCommand('kokoTakeToken', { numberOfKeys: 1, lua: TAKE_SCRIPT });
    await redis.connect();
    return new RedisRateLimiter(redis, limit, keyPrefix, log);
  }

  attempt(userId: RateKey): Promise<RateDecision> {
    const local = () => this.local.attempt(userId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<RateDecision>((resolve) => {
      timer = setTimeout(() => resolve(local()), REDIS_WAIT_MS);
    });
    const shared = this.redis.kokoTakeToken(`${this.keyPrefix}${userId}`, this.limit.perMinute, this.limit.burst).then(
      ([allowed, wait]): RateDecision => ({ allowed: allowed === 1, retryAfterMs: wait }),
      (error: Error) => {
        this.log.warn('shared rate limit unavailable, deciding on this instance', { error: error.message });
        return local();
      },
    );
    return Promise.race([shared, late]).finally(() => clearTimeout(timer));
  }

  take(userId: RateKey): Promise<boolean> {
    return this.attempt(userId).then((decision) => decision.allowed);
  }

  forget(userId: RateKey): void {
    // The shared bucket stays: the user may still be on another instance; its key expires.
    this.local.forget(userId);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
