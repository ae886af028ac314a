/** The sky seen in one direction: gradient, sun or moon, stars and noise clouds. */
import { hash01, type Noise } from './skybox-noise';
import { BEHIND, type Rgb, type SkyLight } from './skybox-light';

/** A colour being built for one pixel; painters write into it in place. */
export type Colour = Float64Array;

export type SkyFn = (dx: number, dy: number, dz: number, out: Colour) => void;

const smooth = (a: number, b: number, x: number) => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};
export { smooth };

export const mixInto = (out: Colour, c: Rgb | Colour, t: number) => {
  out[0] = out[0]! + (c[0]! - out[0]!) * t;
  out[1] = out[1]! + (c[1]! - out[1]!) * t;
  out[2] = out[2]! + (c[2]! - out[2]!) * t;
};

/** Star cells per unit of direction: about one star every few pixels' cell, a pixel or two wide at 4096. */
const STAR_CELLS = 230;
const ATMOSPHERE: Rgb = [0.6, 0.8, 1];

export function createSky(light: SkyLight, noise: Noise, seed: number, options: { milkyWay: boolean; clouds: boolean; space: boolean }): SkyFn {
  const [sx, sy, sz] = light.sun;
  const warm = light.sun[1] < 0.3 ? 1 : 0.25;
  const discCos = Math.cos(light.disc === 'moon' ? 0.03 : 0.022);
  const haloCos = Math.cos(0.09);
  const cover = light.cloudCover;
  const threshold = 0.66 - 0.36 * cover;
  const cloudOffset = (seed % 997) * 1.37;
  // In space: a ringed planet hangs over the horizon behind the avatar, lit from the side by the sun.
  const planetAz = BEHIND + 0.55 + (seed % 7) * 0.05;
  const planetEl = 0.28;
  const px0 = Math.cos(planetEl) * Math.cos(planetAz);
  const py0 = Math.sin(planetEl);
  const pz0 = Math.cos(planetEl) * Math.sin(planetAz);
  const planetCos = Math.cos(0.32);
  // Lit from over the viewer's shoulder, so most of the disc shows.
  const lightLen = Math.sqrt((sx - px0) ** 2 + (sy - py0 + 0.6) ** 2 + (sz - pz0) ** 2) || 1;
  const lx = (sx - px0) / lightLen;
  const ly = (sy - py0 + 0.6) / lightLen;
  const lz = (sz - pz0) / lightLen;
  const hue = (seed % 3) / 3;
  const planetA: Rgb = hue < 0.3 ? [0.85, 0.62, 0.45] : hue < 0.6 ? [0.45, 0.65, 0.9] : [0.75, 0.55, 0.85];
  const planetB: Rgb = [planetA[2], planetA[0], planetA[1]];
  return (dx, dy, dz, out) => {
    const up = dy > 0 ? dy : 0;
    const t = Math.sqrt(up);
    out[0] = light.horizon[0] + (light.zenith[0] - light.horizon[0]) * t;
    out[1] = light.horizon[1] + (light.zenith[1] - light.horizon[1]) * t;
    out[2] = light.horizon[2] + (light.zenith[2] - light.horizon[2]) * t;
    const toward = dx * sx + dy * sy + dz * sz;
    const facing = toward > 0 ? toward : 0;
    // The warm band along the horizon, widest on the sun's side.
    const low = (1 - up) * (1 - up) * (1 - up);
    mixInto(out, light.glow, Math.min(1, (facing * facing * facing * 0.85 + 0.12) * low * warm * (1 - light.fog * 0.5)));
    if (light.stars > 0 && dy > -0.05) {
      const px = dx * STAR_CELLS;
      const py = dy * STAR_CELLS;
      const pz = dz * STAR_CELLS;
      const cx = Math.floor(px);
      const cy = Math.floor(py);
      const cz = Math.floor(pz);
      const h = hash01(cx + seed, cy, cz);
      let twinkle = 0;
      if (h < 0.09) {
        const ox = cx + 0.25 + 0.5 * hash01(cx, cy + 7, cz);
        const oy = cy + 0.25 + 0.5 * hash01(cx, cy, cz + 13);
        const oz = cz + 0.25 + 0.5 * hash01(cx + 3, cy, cz);
        const d = Math.sqrt((px - ox) * (px - ox) + (py - oy) * (py - oy) + (pz - oz) * (pz - oz));
        const size = 0.22 + 0.35 * (h / 0.09) * (h / 0.09);
        if (d < size) twinkle = (1 - d / size) * (0.45 + 0.55 * hash01(cz, cx, cy));
      }
      if (options.milkyWay) {
        // A band along a tilted great circle, broken up by noise.
        const band = dx * 0.28 + dy * 0.55 + dz * 0.79;
        const glow = band * band < 0.2 ? Math.exp(-band * band * 22) * smooth(0.38, 0.7, noise.fbm3(dx * 5 + 3, dy * 5, dz * 5, 4)) : 0;
        out[0] = out[0]! + glow * 0.16 * light.stars;
        out[1] = out[1]! + glow * 0.14 * light.stars;
        out[2] = out[2]! + glow * 0.2 * light.stars;
        twinkle *= 1 + glow * 2;
      }
      const s = twinkle * light.stars * smooth(-0.02, 0.2, dy);
      out[0] = out[0]! + s;
      out[1] = out[1]! + s * 0.97;
      out[2] = out[2]! + s * 1.05;
    }
    if (light.disc !== 'none') {
      if (toward > discCos) {
        const c = light.sunColor;
        if (light.disc === 'moon') {
          // Craters as soft noise on the disc.
          const m = 0.78 + 0.22 * noise.n3(dx * 160, dy * 160, dz * 160);
          out[0] = c[0] * m;
          out[1] = c[1] * m;
          out[2] = c[2] * m;
        } else {
          out[0] = 1;
          out[1] = 0.98;
          out[2] = 0.92;
        }
      } else {
        const halo = light.disc === 'sun' ? (facing > 0.9 ? Math.pow(facing, 180) * 0.9 : 0) + (facing > 0.3 ? Math.pow(facing, 12) * 0.22 : 0) : toward > haloCos ? 0.25 * smooth(haloCos, discCos, toward) : facing > 0.8 ? Math.pow(facing, 60) * 0.12 : 0;
        mixInto(out, light.sunColor, Math.min(1, halo));
      }
    }
    if (options.space) {
      // Nebula: two coloured clouds of noise across the whole sphere.
      const n = noise.fbm3(dx * 2.2 + 5, dy * 2.2, dz * 2.2, 4);
      const m = noise.fbm3(dx * 3.1, dy * 3.1 + 9, dz * 3.1, 3);
      const a = smooth(0.45, 0.75, n) * 0.55;
      out[0] = out[0]! + a * (0.55 * m + 0.1);
      out[1] = out[1]! + a * 0.12;
      out[2] = out[2]! + a * (0.5 * (1 - m) + 0.2);
      const c = dx * px0 + dy * py0 + dz * pz0;
      if (c > planetCos) {
        // Position on the disc, then the sphere's normal there, lit by the sun.
        const r = Math.sqrt(Math.max(0, 1 - c * c)) / Math.sin(0.32);
        const ex = dx - px0 * c;
        const ey = dy - py0 * c;
        const ez = dz - pz0 * c;
        const len = Math.sqrt(ex * ex + ey * ey + ez * ez) || 1;
        const depth = Math.sqrt(Math.max(0, 1 - r * r));
        const nx = (ex / len) * r - px0 * depth;
        const ny = (ey / len) * r - py0 * depth;
        const nz = (ez / len) * r - pz0 * depth;
        const sunLit = Math.max(0, nx * lx + ny * ly + nz * lz) * 0.95 + 0.06;
        const bands = noise.fbm2(ny * 9 + noise.n2(nx * 4, nz * 4) * 0.8, 2.5, 4);
        out[0] = (planetA[0] + (planetB[0] - planetA[0]) * bands) * sunLit;
        out[1] = (planetA[1] + (planetB[1] - planetA[1]) * bands) * sunLit;
        out[2] = (planetA[2] + (planetB[2] - planetA[2]) * bands) * sunLit;
        mixInto(out, ATMOSPHERE, smooth(0.85, 1, r) * 0.5);
      }
    }
    if (options.clouds && cover > 0 && dy > 0.005) {
      // Clouds lie on a plane above the viewer: near the horizon they crowd and thin into the haze.
      const k = 1 / (dy + 0.09);
      const u = dx * k * 1.4 + cloudOffset;
      const v = dz * k * 1.4;
      const n = noise.fbm2(u, v, 4);
      const density = smooth(threshold, threshold + 0.2 + cover * 0.15, n) * smooth(0.005, 0.14, dy);
      if (density > 0) {
        const thick = smooth(threshold, threshold + 0.35, n);
        const lit = Math.min(1, 0.35 + 0.5 * Math.pow(facing, 2) * (1 - thick * 0.6) + 0.25 * (1 - thick));
        const r = light.cloudShade[0] + (light.cloudLit[0] - light.cloudShade[0]) * lit;
        const g = light.cloudShade[1] + (light.cloudLit[1] - light.cloudShade[1]) * lit;
        const b = light.cloudShade[2] + (light.cloudLit[2] - light.cloudShade[2]) * lit;
        const a = density * (0.55 + 0.45 * cover);
        out[0] = out[0]! + (r - out[0]) * a;
        out[1] = out[1]! + (g - out[1]) * a;
        out[2] = out[2]! + (b - out[2]) * a;
      }
    }
    // Haze low down thickens with the weather.
    mixInto(out, light.haze, light.fog * (1 - smooth(0, 0.5, up)) * 0.85);
  };
}
