import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('lets a burst through, refuses the next, and refills over time', () => {
    let now = 0;
    const limiter = new RateLimiter(60, 5, () => now);
    for (let i = 0; i < 5; i += 1) expect(limiter.take(1)).toBe(true);
    expect(limiter.take(1)).toBe(false);
    expect(limiter.take(2)).toBe(true);
    now += 1000;
    expect(limiter.take(1)).toBe(true);
    expect(limiter.take(1)).toBe(false);
  });

  it('allows a steady 60 a minute indefinitely', () => {
    let now = 0;
    const limiter = new RateLimiter(120, 30, () => now);
    for (let i = 0; i < 600; i += 1) {
      expect(limiter.take(7)).toBe(true);
      now += 1000;
    }
  });

  it('says how long until one more request may go', () => {
    let now = 0;
    const limiter = new RateLimiter(30, 2, () => now);
    expect(limiter.attempt(1)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(limiter.attempt(1)).toEqual({ allowed: true, retryAfterMs: 0 });
    // 30 a minute is one every 2 s.
    expect(limiter.attempt(1)).toEqual({ allowed: false, retryAfterMs: 2000 });
    now += 1500;
    expect(limiter.attempt(1)).toEqual({ allowed: false, retryAfterMs: 500 });
    now += 500;
    expect(limiter.attempt(1)).toEqual({ allowed: true, retryAfterMs: 0 });
  });

  it('drops the buckets of users who have not come back since theirs filled up', () => {
    let now = 0;
    // An empty bucket of 2 at 60 a minute is full again after 2 s.
    const limiter = new RateLimiter(60, 2, () => now);
    for (let user = 1; user <= 100; user += 1) limiter.take(user);
    expect(limiter.size).toBe(100);
    now += 1000;
    limiter.take(101);
    expect(limiter.size).toBe(101);
    now += 1500;
    limiter.take(101);
    expect(limiter.size).toBe(1);
    // A dropped bucket is a full one.
    expect([limiter.take(1), limiter.take(1), limiter.take(1)]).toEqual([true, true, false]);
  });
});
