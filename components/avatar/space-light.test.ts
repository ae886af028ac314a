import type { SkyboxPalette } from '@/lib/contracts/skybox';
import { spaceLights } from './space-light';

const DAY: SkyboxPalette = { zenith: '#2f72d6', horizon: '#cfe8fa', ambient: '#dbe8f7', sun: '#fff8ea', sunDirection: [0.1, 0.79, -0.6], fog: 0.08 };
const NIGHT: SkyboxPalette = { zenith: '#030614', horizon: '#1b2750', ambient: '#3a4878', sun: '#dfe6ff', sunDirection: [-0.5, 0.56, -0.66], fog: 0.08 };

describe('spaceLights', () => {
  it('lights the character less at night than by day, in the space colours', () => {
    const day = spaceLights(DAY);
    const night = spaceLights(NIGHT);
    expect(night.key.intensity).toBeLessThan(day.key.intensity);
    expect(night.hemisphere.intensity).toBeLessThan(day.hemisphere.intensity);
    expect(night.hemisphere.sky).not.toBe(day.hemisphere.sky);
  });

  it('keeps the key light above and in front of the character whatever the sun does', () => {
    for (const sunDirection of [[0, -0.2, -1], [1, 0.05, 0], [0, 1, 0]] as const) {
      const { position } = spaceLights({ ...DAY, sunDirection: [...sunDirection] }).key;
      expect(position[1]).toBeGreaterThanOrEqual(1.6);
      expect(position[2]).toBeGreaterThan(0);
    }
  });
});
