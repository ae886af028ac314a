import { DISCOVER_PERIOD_MS, PeriodCache, periodOf } from './discover-period';

describe('periodOf', () => {
  it('aligns periods to the clock so every instance agrees', () => {
    expect(periodOf(3 * DISCOVER_PERIOD_MS + 5)).toEqual({ updateTime: 3 * DISCOVER_PERIOD_MS, nextUpdateTime: 4 * DISCOVER_PERIOD_MS });
    expect(periodOf(4 * DISCOVER_PERIOD_MS).updateTime).toBe(4 * DISCOVER_PERIOD_MS);
  });
});

describe('PeriodCache', () => {
  const period = (n: number) => periodOf(n * DISCOVER_PERIOD_MS);

  it('loads a key once per period and again in the next', async () => {
    const cache = new PeriodCache<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get(period(1), 'a', load)).toBe(1);
    expect(await cache.get(period(1), 'a', load)).toBe(1);
    expect(await cache.get(period(2), 'a', load)).toBe(2);
  });

  it('drops the oldest entry when full', async () => {
    const cache = new PeriodCache<string>(2);
    let loads = 0;
    const load = (key: string) => async () => `${key}${++loads}`;
    await cache.get(period(1), 'a', load('a'));
    await cache.get(period(1), 'b', load('b'));
    await cache.get(period(1), 'c', load('c'));
    expect(await cache.get(period(1), 'b', load('b'))).toBe('b2');
    expect(await cache.get(period(1), 'a', load('a'))).toBe('a4');
  });

  it('does not keep a failure', async () => {
    const cache = new PeriodCache<number>();
    await expect(cache.get(period(1), 'a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get(period(1), 'a', async () => 7)).toBe(7);
  });
});
