import { skyPalette, SKY_MOODS } from './sky-palette';

describe('skyPalette', () => {
  it('is the same for the same role and differs between roles on one backdrop', () => {
    expect(skyPalette('kirara', 'sakura')).toEqual(skyPalette('kirara', 'sakura'));
    expect(skyPalette('kirara', 'sakura').top).not.toBe(skyPalette('elias', 'sakura').top);
  });

  it('follows the portrait backdrop: a night sky is dark, a snow field bright', () => {
    const lum = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16);
    expect(lum(skyPalette('a', 'night').top)).toBeLessThan(lum(skyPalette('a', 'snow').top));
  });

  it('picks a mood from the seed for a role without a backdrop, with valid colours', () => {
    for (const seed of ['one', 'two', 'three']) {
      const palette = skyPalette(seed, null);
      for (const colour of [palette.top, palette.middle, palette.horizon, palette.floor, palette.glow]) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(SKY_MOODS.length).toBeGreaterThanOrEqual(12);
  });
});
