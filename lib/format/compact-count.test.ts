import fc from 'fast-check';
import { compactCount } from './compact-count';

const intl = new Intl.NumberFormat('en', { notation: 'compact' });

describe('compactCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [1150, '1.2K'],
    [9949, '9.9K'],
    [9950, '10K'],
    [12_345, '12K'],
    [123_456, '123K'],
    [999_499, '999K'],
    [999_500, '1M'],
    [1_250_000, '1.3M'],
    [2_000_000_000, '2B'],
    [-1234, '-1.2K'],
  ])('%d is %s', (n, text) => {
    expect(compactCount(n)).toBe(text);
  });

  it('writes every whole count as English compact notation does', () => {
    const counts = fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 9_000_000_000_000 }));
    fc.assert(
      fc.property(counts, (n) => compactCount(n) === intl.format(n)),
      { numRuns: 5000 },
    );
  });

  it('agrees at every rounding edge below a trillion', () => {
    for (const unit of [1e3, 1e6, 1e9]) {
      for (const base of [unit, 10 * unit, 100 * unit, 1000 * unit]) {
        for (const delta of [-unit / 2 - 1, -unit / 2, -unit / 20 - 1, -unit / 20, -1, 0, 1, unit / 20 - 1, unit / 20, unit / 2 - 1, unit / 2]) {
          const n = base + delta;
          expect(`${n}: ${compactCount(n)}`).toBe(`${n}: ${intl.format(n)}`);
        }
      }
    }
  });
});
