import { SETTINGS, TIMES_OF_DAY } from '@/lib/contracts/skybox';
import { paintPanorama, type Panorama } from './skybox-painter';
import type { SkyboxScene } from './skybox-scene';

const WIDTH = 256;
const paint = (scene: Partial<SkyboxScene>, seed = 7) => paintPanorama({ timeOfDay: 'day', weather: 'clear', setting: 'meadow', ...scene }, seed, WIDTH);

const at = (p: Panorama, x: number, y: number) => {
  const o = (y * p.width + x) * 3;
  return [p.rgb[o]!, p.rgb[o + 1]!, p.rgb[o + 2]!];
};
const distance = (a: number[], b: number[]) => Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!);

/** Mean colour difference between two columns, over all rows. */
const columnGap = (p: Panorama, a: number, b: number) => {
  let sum = 0;
  for (let y = 0; y < p.height; y++) sum += distance(at(p, a, y), at(p, b, y));
  return sum / p.height;
};
const luminance = (p: Panorama) => {
  let sum = 0;
  for (let i = 0; i < p.rgb.length; i += 3) sum += 0.3 * p.rgb[i]! + 0.59 * p.rgb[i + 1]! + 0.11 * p.rgb[i + 2]!;
  return sum / (p.rgb.length / 3);
};
const spread = (values: number[]) => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
};

describe('paintPanorama', () => {
  it('paints a 2:1 RGB picture', () => {
    const p = paint({});
    expect([p.width, p.height, p.rgb.length]).toEqual([WIDTH, WIDTH / 2, WIDTH * (WIDTH / 2) * 3]);
  });

  it.each(SETTINGS)('%s: meets itself at the wrap, is even at the poles and is not flat', (setting) => {
    const p = paint({ setting, timeOfDay: 'sunset', weather: 'cloudy' });
    // The two edge columns are as close as two neighbouring columns inside the picture.
    const inside = (columnGap(p, 100, 101) + columnGap(p, 50, 51) + columnGap(p, 180, 181)) / 3;
    expect(columnGap(p, 0, WIDTH - 1)).toBeLessThanOrEqual(Math.max(6, inside * 2));
    for (const y of [0, p.height - 1]) {
      const row = Array.from({ length: WIDTH }, (_, x) => at(p, x, y).reduce((a, b) => a + b, 0));
      expect(spread(row)).toBeLessThan(6);
    }
    const all = Array.from({ length: 4000 }, (_, i) => at(p, (i * 37) % WIDTH, (i * 53) % p.height).reduce((a, b) => a + b, 0));
    expect(spread(all)).toBeGreaterThan(25);
  });

  it('lays falling snow on the ground: a snowy meadow or mountain is white underfoot, not green', () => {
    /** Mean colour of the ground below the horizon, in front of the viewer. */
    const ground = (p: Panorama) => {
      const sum = [0, 0, 0];
      let n = 0;
      for (let y = Math.round(p.height * 0.62); y < p.height * 0.85; y++)
        for (let x = 0; x < p.width; x += 3) {
          at(p, x, y).forEach((v, i) => (sum[i]! += v));
          n++;
        }
      return sum.map((v) => v / n);
    };
    for (const setting of ['meadow', 'mountains'] as const) {
      const green = ground(paint({ setting, weather: 'cloudy' }));
      const white = ground(paint({ setting, weather: 'snow' }));
      expect(green[1]! - green[2]!).toBeGreaterThan(30);
      expect(Math.min(...white)).toBeGreaterThan(150);
      expect(Math.abs(white[1]! - white[2]!)).toBeLessThan(25);
    }
  });

  it('is darker at night than by day, in every setting with a sky', () => {
    for (const setting of ['meadow', 'beach', 'skyline', 'forest'] as const) {
      expect(luminance(paint({ setting, timeOfDay: 'night' }))).toBeLessThan(luminance(paint({ setting, timeOfDay: 'day' })) * 0.6);
    }
  });

  it('gives the same bytes for the same seed, and another picture for another seed or scene', () => {
    const a = paint({ setting: 'mountains' }, 11);
    expect(Buffer.from(paint({ setting: 'mountains' }, 11).rgb).equals(Buffer.from(a.rgb))).toBe(true);
    expect(Buffer.from(paint({ setting: 'mountains' }, 12).rgb).equals(Buffer.from(a.rgb))).toBe(false);
    const scenes = TIMES_OF_DAY.map((timeOfDay) => paint({ timeOfDay, setting: 'desert' }));
    for (let i = 1; i < scenes.length; i++) expect(columnGap({ ...scenes[i]!, rgb: scenes[i]!.rgb }, 64, 64)).toBeGreaterThanOrEqual(0);
    const mean = (p: Panorama) => [0, 1, 2].map((c) => p.rgb.filter((_, i) => i % 3 === c).reduce((s, v) => s + v, 0) / (p.rgb.length / 3));
    const means = scenes.map(mean);
    for (let i = 0; i < means.length; i++) for (let j = i + 1; j < means.length; j++) expect(distance(means[i]!, means[j]!)).toBeGreaterThan(8);
  });

  it('shows the sun by day and stars at night', () => {
    const day = paint({});
    const night = paint({ timeOfDay: 'night' });
    const brightest = (p: Panorama) => Math.max(...Array.from({ length: (p.width * p.height) / 2 }, (_, i) => p.rgb[i * 3]!));
    expect(brightest(day)).toBeGreaterThan(245);
    // Star pixels stand far above the night sky around them.
    let stars = 0;
    for (let y = 5; y < night.height / 3; y++) for (let x = 0; x < WIDTH; x++) if (at(night, x, y)[0]! > 90) stars++;
    expect(stars).toBeGreaterThan(5);
  });

  it('refuses a width that is not a whole 2:1 picture', () => {
    expect(() => paintPanorama({ timeOfDay: 'day', weather: 'clear', setting: 'meadow' }, 1, 101)).toThrow(RangeError);
  });

  it('stops when its signal aborts', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => paintPanorama({ timeOfDay: 'day', weather: 'clear', setting: 'meadow' }, 1, 256, { signal: controller.signal })).toThrow();
  });
});
