import { BoundedCache } from './bounded-cache';

const cache = (maxEntries: number, maxWeight: number) => new BoundedCache<string, string>({ maxEntries, maxWeight, weigh: (v) => v.length });

describe('BoundedCache', () => {
  it('forgets the least recently used beyond its number of entries; a read counts as a use', () => {
    const c = cache(2, 100);
    c.set('a', 'x');
    c.set('b', 'x');
    expect(c.get('a')).toBe('x');
    c.set('c', 'x');
    expect([c.has('a'), c.has('b'), c.has('c')]).toEqual([true, false, true]);
  });

  it('forgets the oldest until the weights fit, and keeps nothing heavier than the budget', () => {
    const c = cache(10, 10);
    c.set('a', 'aaaa');
    c.set('b', 'bbbb');
    c.set('c', 'cccc');
    expect([c.has('a'), c.has('b'), c.has('c')]).toEqual([false, true, true]);
    c.set('huge', 'h'.repeat(11));
    expect(c.has('huge')).toBe(false);
    expect(c.has('b') && c.has('c')).toBe(true);
  });

  it('counts a replaced or deleted entry out of the weight', () => {
    const c = cache(10, 8);
    c.set('a', 'aaaa');
    c.set('a', 'aa');
    c.set('b', 'bbbbbb');
    expect(c.has('a') && c.has('b')).toBe(true);
    c.delete('b');
    c.set('c', 'cccccc');
    expect(c.has('a') && c.has('c')).toBe(true);
    expect(c.get('missing')).toBeUndefined();
  });

  it('peeks without counting a use', () => {
    const c = cache(2, 100);
    c.set('a', 'x');
    c.set('b', 'y');
    expect(c.peek('a')).toBe('x');
    c.set('c', 'z');
    expect([c.has('a'), c.has('b')]).toEqual([false, true]);
  });
});
