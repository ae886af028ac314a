import { createRandom, hashString } from '@/lib/seeded-random';

describe('seeded random', () => {
  it('hashes with FNV-1a', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });

  it('repeats the same sequence for the same seed and stream', () => {
    const a = createRandom('seed', 'pose');
    const b = createRandom('seed', 'pose');
    expect(Array.from({ length: 10 }, () => a.next())).toEqual(Array.from({ length: 10 }, () => b.next()));
  });

  it('gives independent streams and stays in range', () => {
    expect(createRandom('seed', 'pose').next()).not.toBe(createRandom('seed', 'scene').next());
    const rng = createRandom('range');
    for (let i = 0; i < 1000; i++) {
      const value = rng.int(-3, 3);
      expect(Number.isInteger(value) && value >= -3 && value <= 3).toBe(true);
      const x = rng.range(2, 5);
      expect(x >= 2 && x < 5).toBe(true);
    }
  });
});
