import { hsl, hueOf, mix, safeHex } from '@/lib/colour';

describe('cover colours', () => {
  it('accepts only six-digit hex colours', () => {
    expect(safeHex('#A1B2C3', '#000000')).toBe('#a1b2c3');
    for (const bad of ['#fff', 'red', '#12345g', '#fff"/><script>', ' #aabbcc', undefined, 42]) {
      expect(safeHex(bad, '#000000')).toBe('#000000');
    }
  });

  it('mixes and converts colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(hsl(0, 100, 50)).toBe('#ff0000');
    expect(hsl(240, 100, 50)).toBe('#0000ff');
    expect(Math.round(hueOf('#00ff00'))).toBe(120);
  });
});
