import { createLogger } from '@/server/log';
import { CHAT_FRAMES_KEY_PREFIX, RedisRateLimiter } from './redis-rate-limiter';

const url = () => process.env.TEST_REDIS_URL!;
const log = createLogger('silent');
/** A user id no other test run uses, so buckets left by earlier runs never count. */
const freshUser = () => 1_000_000 + Math.floor(Math.random() * 1_000_000_000);

describe('a per-user limit in Redis', () => {
  const limiters: RedisRateLimiter[] = [];
  const connect = async (perMinute: number, burst: number, keyPrefix = CHAT_FRAMES_KEY_PREFIX) => {
    const limiter = await RedisRateLimiter.connect(url(), { perMinute, burst }, keyPrefix, log);
    limiters.push(limiter);
    return limiter;
  };
  afterAll(() => Promise.all(limiters.map((l) => l.close())));

  it('holds one bucket per user across instances: a burst spent on two instances is spent', async () => {
    const [a, b] = [await connect(60, 5), await connect(60, 5)];
    const user = freshUser();
    const taken = [await a.take(user), await a.take(user), await a.take(user), await b.take(user), await b.take(user)];
    expect(taken).toEqual([true, true, true, true, true]);
    expect(await a.take(user)).toBe(false);
    expect(await b.take(user)).toBe(false);
    expect(await b.take(freshUser())).toBe(true);
  });

  it('refills at the rate per minute', async () => {
    const a = await connect(120, 2);
    const user = freshUser();
    expect([await a.take(user), await a.take(user), await a.take(user)]).toEqual([true, true, false]);
    // 120 a minute is one every 500 ms.
    await new Promise((r) => setTimeout(r, 650));
    expect([await a.take(user), await a.take(user)]).toEqual([true, false]);
  });

  it('says how long until the next request may go, and keeps each limit in buckets of its own', async () => {
    const frames = await connect(60, 1);
    const models = await connect(60, 1, 'koko:rate:test-model:');
    const user = freshUser();
    expect(await frames.attempt(user)).toEqual({ allowed: true, retryAfterMs: 0 });
    const refused = await frames.attempt(user);
    expect(refused.allowed).toBe(false);
    // 60 a minute is one a second: the token spent a moment ago is back within that second.
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(1000);
    expect(await models.attempt(user)).toEqual({ allowed: true, retryAfterMs: 0 });
  });

  it("decides on the instance's own bucket when Redis is gone, so a user is neither refused nor unlimited", async () => {
    const a = await connect(60, 3);
    await a.close();
    const user = freshUser();
    expect([await a.take(user), await a.take(user), await a.take(user), await a.take(user)]).toEqual([true, true, true, false]);
  });
});
