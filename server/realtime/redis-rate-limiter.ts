import Redis from 'ioredis';
import type { Logger } from '@/server/log';
import { RateLimiter, type FrameLimiter } from './rate-limiter';

/**
 * The token bucket of RateLimiter kept in Redis, so a user's limit holds across every instance their
 * sockets are on (DESIGN §1). Redis's own clock decides the refill; the key expires once a bucket would be
 * full again.
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
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 60000 / perMinute))
return allowed
`;

type ScriptedRedis = Redis & { kokoTakeFrame(key: string, perMinute: number, burst: number): Promise<number> };

/** How long a Redis answer may take before the frame is decided by this instance's own bucket. */
const REDIS_WAIT_MS = 250;

export class RedisRateLimiter implements FrameLimiter {
  /** Decides while Redis cannot: a limit per instance is better than none, or than refusing everyone. */
  private readonly local: RateLimiter;

  private constructor(
    private readonly redis: ScriptedRedis,
    private readonly perMinute: number,
    private readonly burst: number,
    private readonly log: Logger,
  ) {
    this.local = new RateLimiter(perMinute, burst);
  }

  static async connect(url: string, perMinute: number, burst: number, log: Logger): Promise<RedisRateLimiter> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false }) as ScriptedRedis;
    redis.on('error', () => {});
    redis.defineCommand('kokoTakeFrame', { numberOfKeys: 1, lua: TAKE_SCRIPT });
    await redis.connect();
    return new RedisRateLimiter(redis, perMinute, burst, log);
  }

  take(userId: number): Promise<boolean> {
    const local = () => this.local.take(userId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(local()), REDIS_WAIT_MS);
    });
    const shared = this.redis.kokoTakeFrame(`koko:rate:${userId}`, this.perMinute, this.burst).then(
      (allowed) => allowed === 1,
      (error: Error) => {
        this.log.warn('shared rate limit unavailable, deciding on this instance', { error: error.message });
        return local();
      },
    );
    return Promise.race([shared, late]).finally(() => clearTimeout(timer));
  }

  forget(userId: number): void {
    // The shared bucket stays: the user may still have sockets on another instance; its key expires.
    this.local.forget(userId);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
