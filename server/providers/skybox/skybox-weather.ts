/** What falls or hangs in the air in front of everything: rain streaks, snowflakes, fog, a storm's flash. */
import type { Rgb, SkyLight } from './skybox-light';
import { hash01, type Noise } from './skybox-noise';
import { INTERIORS, type SkyboxScene } from './skybox-scene';
import { mixInto, smooth, type Colour } from './skybox-sky';

export type WeatherFn = (dx: number, dy: number, dz: number, u: number, v: number, out: Colour) => void;

const NONE: WeatherFn = () => {};
const RAIN: Rgb = [0.8, 0.85, 0.9];
const FLASH: Rgb = [0.85, 0.88, 1];
const SNOW: Rgb = [0.97, 0.98, 1];

export function createWeather(scene: SkyboxScene, light: SkyLight, noise: Noise, seed: number): WeatherFn {
  if (INTERIORS.includes(scene.setting)) return NONE;
  const { weather } = scene;
  if (weather === 'rain' || weather === 'storm') {
    const streak = weather === 'storm' ? 0.22 : 0.14;
    const flash = weather === 'storm' ? 0.25 : 0;
    return (dx, dy, dz, u, v, out) => {
      // Streaks are drawn on the cylinder around the viewer: slanted lines in azimuth and height.
      const horizontal = Math.sqrt((dx) * (dx) + (dz) * (dz));
      if (horizontal < 0.2) return;
      const a = Math.atan2(dz, dx);
      const h = dy / horizontal;
      const lane = a * 420 + h * 40;
      const cell = Math.floor(lane);
      const drop = hash01(cell, seed);
      if (drop < 0.35) {
        const along = h * 6 + hash01(cell, 3) * 10;
        const on = smooth(0.55, 0.95, Math.sin(along * 2.1) * 0.5 + 0.5) * smooth(0.5, 0.05, Math.abs(lane - cell - 0.5));
        mixInto(out, RAIN, on * streak * smooth(0.2, 0.6, horizontal));
      }
      if (flash > 0) {
        const bolt = Math.exp(-Math.pow((u - 0.3) * 30, 2)) * smooth(0.2, 0.45, v) * smooth(0.52, 0.47, v);
        mixInto(out, FLASH, bolt * flash * (0.5 + 0.5 * noise.n2(v * 80, 1)));
      }
    };
  }
  if (weather === 'snow') {
    return (dx, dy, dz, _u, _v, out) => {
      // Flakes in two depths: cells on the sphere, each with a soft dot.
      for (let layer = 0; layer < 2; layer++) {
        const n = layer === 0 ? 90 : 160;
        const px = dx * n;
        const py = dy * n;
        const pz = dz * n;
        const cx = Math.floor(px);
        const cy = Math.floor(py);
        const cz = Math.floor(pz);
        if (hash01(cx + layer * 977, cy + seed, cz) > 0.12) continue;
        const d = Math.sqrt((px - cx - 0.5) ** 2 + (py - cy - 0.5) ** 2 + (pz - cz - 0.5) ** 2);
        const size = layer === 0 ? 0.32 : 0.24;
        if (d < size) mixInto(out, SNOW, (1 - d / size) * (layer === 0 ? 0.9 : 0.6) * Math.min(1, light.land + 0.4));
      }
    };
  }
  if (weather === 'fog') {
    return (dx, dy, dz, _u, _v, out) => {
      const near = smooth(0.35, -0.05, Math.abs(dy));
      if (near > 0) mixInto(out, light.haze, near * (0.25 + 0.4 * noise.fbm3(dx * 3, dy * 9, dz * 3, 3)));
    };
  }
  return NONE;
}
