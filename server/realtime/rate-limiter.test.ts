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
});
