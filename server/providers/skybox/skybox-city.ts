/** City settings: a street between facades, a skyline across a harbour, a rooftop above the towers. */
import { EYE, type Painter } from './skybox-land';
import { BEHIND, mixRgb, type Rgb, type SkyLight } from './skybox-light';
import { hash01, type Noise } from './skybox-noise';
import type { Setting } from './skybox-scene';
import { mixInto, smooth, type Colour, type SkyFn } from './skybox-sky';

export const isCity = (setting: Setting) => setting === 'street' || setting === 'skyline' || setting === 'rooftop';

const FACADES: Rgb[] = [
  [0.72, 0.45, 0.38],
  [0.85, 0.78, 0.66],
  [0.6, 0.63, 0.68],
  [0.45, 0.6, 0.62],
  [0.9, 0.86, 0.8],
  [0.55, 0.42, 0.5],
];
const NEON: Rgb[] = [
  [1, 0.35, 0.7],
  [0.35, 0.95, 1],
  [1, 0.75, 0.3],
  [0.6, 0.5, 1],
];
const WARM_WINDOW: Rgb = [1, 0.82, 0.5];
const SHOP_LIGHT: Rgb = [1, 0.78, 0.52];
const BLACK: Rgb = [0, 0, 0];
const AIR_LIGHT: Rgb = [1, 0.25, 0.2];

/** Half the street's width between facades, and the length of one building along it (metres). */
const STREET_HALF = 7;
const LOT = 9;

export function createCity(setting: Setting, light: SkyLight, sky: SkyFn, noise: Noise, seed: number, width: number): Painter {
  const night = light.land < 0.35;
  const lit = (c: Rgb): Rgb => c.map((v, i) => v * Math.max(light.land, 0.12) * light.landTint[i]!) as Rgb;
  const reflect = new Float64Array(3);
  const shopGlass = lit([0.35, 0.45, 0.5]);
  const signsByDay = NEON.map((c) => lit(c.map((v) => v * 0.8) as Rgb));
  const facades = FACADES.map(lit);
  const white = lit([1, 1, 1]);
  const parapet = lit([0.62, 0.6, 0.58]);
  const joint = lit([0.5, 0.5, 0.5]);
  const roofTile = lit([0.68, 0.66, 0.64]);
  const plankColour = lit([0.55, 0.42, 0.32]);
  const deep = lit([0.08, 0.16, 0.22]);
  const wet = light.fog > 0.3 && light.cloudCover > 0.85;
  if (setting === 'street') return street();
  return skyline(setting === 'rooftop');

  function street(): Painter {
    return (dx, dy, dz, _column, out) => {
      const tFacade = Math.abs(dx) > 1e-6 ? STREET_HALF / Math.abs(dx) : Infinity;
      const tGround = dy < 0 ? EYE / -dy : Infinity;
      const side = dx > 0 ? 1 : 0;
      if (tFacade < tGround) {
        const hz = dz * tFacade;
        const hy = EYE + dy * tFacade;
        const lot = Math.floor(hz / LOT + side * 0.37 + 0.5);
        const tall = 7 + 26 * Math.pow(hash01(lot, side, seed), 1.5);
        if (hy < tall) {
          facade(hz - lot * LOT, hy, lot * 2 + side, tall, tFacade, dx, dy, dz, out);
          return;
        }
      }
      if (dy >= 0 || tGround === Infinity) {
        sky(dx, dy, dz, out);
        return;
      }
      const gx = dx * tGround;
      const gz = dz * tGround;
      const road = Math.abs(gx) < STREET_HALF - 2.2;
      const detail = Math.exp(-tGround / 25);
      if (road) {
        const asphalt = 0.26 + 0.06 * noise.n2(gx * 3, gz * 3) * detail;
        out[0] = out[1] = asphalt;
        out[2] = asphalt * 1.05;
        const dash = Math.abs(gx) < 0.09 && (((gz + 1.5) / 6) % 1 + 1) % 1 < 0.5;
        if (dash) out[0] = out[1] = out[2] = 0.85;
      } else {
        const tile = Math.min(((gx % 0.8) + 0.8) % 0.8, ((gz % 0.8) + 0.8) % 0.8) < 0.03 ? 0.45 : 0.62;
        out[0] = out[1] = out[2] = tile * (1 - 0.4 * (1 - detail)) + 0.62 * 0.4 * (1 - detail);
      }
      const shade = white;
      out[0] = out[0]! * (shade[0]);
      out[1] = out[1]! * (shade[1]);
      out[2] = out[2]! * (shade[2]);
      if (night || wet) {
        // Wet asphalt and glowing shop fronts: the street mirrors what stands over it.
        const mirror = STREET_HALF / Math.max(Math.abs(dx), 1e-6);
        const hz = dz * mirror;
        const glow = night ? smooth(40, 5, Math.abs(hz)) * 0.0 + 0.25 * hash01(Math.floor(hz / LOT + side * 0.37 + 0.5), 9) : 0;
        const tint = NEON[Math.floor(hash01(Math.floor(hz / LOT + side * 0.37 + 0.5), side, seed) * NEON.length)]!;
        mixInto(out, tint, glow * smooth(1.5, 4.5, Math.abs(gx)) * (wet ? 0.8 : 0.4));
      }
      mixInto(out, light.haze, 1 - Math.exp(-tGround / (90 / (1 + light.fog * 4))));
    };
  }

  function facade(along: number, hy: number, id: number, tall: number, distance: number, dx: number, dy: number, dz: number, out: Colour) {
    const base = facades[Math.floor(hash01(id, seed) * FACADES.length)]!;
    out[0] = base[0];
    out[1] = base[1];
    out[2] = base[2];
    const blur = smooth(30, 110, distance);
    if (hy < 3.6) {
      // Shop fronts: glass over a dark sill, lit warm after dark, a neon sign above some.
      const glass = along > 0.6 && along < LOT - 0.6 && hy > 0.5 && hy < 3;
      if (glass) {
        const shop = night ? SHOP_LIGHT : shopGlass;
        mixInto(out, shop, 1 - blur * 0.4);
      } else if (hy > 3 && hash01(id, 5) < 0.55) {
        mixInto(out, (night ? NEON : signsByDay)[Math.floor(hash01(id, 6) * NEON.length)]!, 0.9);
      }
    } else {
      const floor = Math.floor((hy - 3.6) / 3.2);
      const fy = (hy - 3.6) / 3.2 - floor;
      const bay = Math.floor(along / 2.25);
      const fx = along / 2.25 - bay;
      const window = fx > 0.22 && fx < 0.78 && fy > 0.25 && fy < 0.8 && along < LOT - 0.5 && hy < tall - 1;
      if (window) {
        let pane: Rgb;
        if (night && hash01(id * 31 + bay, floor, seed) < 0.5) pane = WARM_WINDOW;
        else {
          sky(-dx, dy, dz, reflect);
          pane = [reflect[0]! * 0.55, reflect[1]! * 0.6, reflect[2]! * 0.7];
        }
        mixInto(out, pane, 0.92 * (1 - blur * 0.55));
      }
      if (tall - hy < 0.5) mixInto(out, BLACK, 0.25);
    }
    mixInto(out, light.haze, 1 - Math.exp(-distance / (160 / (1 + light.fog * 4))));
  }

  function skyline(rooftop: boolean): Painter {
    // Three rows of towers at distances, tallest downtown behind the avatar; tops per column.
    const rows = [
      { slots: 150, distance: 2600, base: rooftop ? -0.02 : 0, height: 0.09, colour: [0.42, 0.47, 0.58] as Rgb },
      { slots: 110, distance: 1500, base: rooftop ? -0.035 : 0, height: 0.13, colour: [0.34, 0.38, 0.48] as Rgb },
      { slots: 70, distance: 800, base: rooftop ? -0.06 : 0, height: 0.16, colour: [0.27, 0.3, 0.38] as Rgb },
    ];
    const tops = rows.map((row, r) => {
      const top = new Float32Array(width);
      const slotOf = new Int32Array(width);
      for (let x = 0; x < width; x++) {
        const phi = ((x + 0.5) / width - 0.5) * Math.PI * 2;
        const f = ((x + 0.5) / width) * row.slots;
        const slot = Math.floor(f);
        const local = f - slot;
        const downtown = 0.35 + 0.65 * Math.pow(0.5 + 0.5 * Math.cos(phi - BEHIND - 0.3), 2);
        const gap = local < 0.12 + 0.2 * hash01(slot, r, seed);
        const h = hash01(slot, r + 10, seed);
        top[x] = row.base + row.height * downtown * (gap ? 0.25 * h : 0.3 + 0.9 * h * h) + (local > 0.45 && local < 0.55 && h > 0.8 ? 0.015 : 0);
        slotOf[x] = slot;
      }
      return { top, slotOf };
    });
    const colours = rows.map((row, r) => mixRgb(lit(row.colour), light.haze, 0.55 - r * 0.15 + light.fog * 0.3));
    const view = (dx: number, dy: number, dz: number, column: number, out: Colour): boolean => {
      const elevation = Math.asin(dy);
      for (let r = rows.length - 1; r >= 0; r--) {
        const row = rows[r]!;
        if (elevation > tops[r]!.top[column]! || elevation < row.base - (rooftop ? 0.3 : 0.004)) continue;
        const c = colours[r]!;
        out[0] = c[0];
        out[1] = c[1];
        out[2] = c[2];
        const slot = tops[r]!.slotOf[column]!;
        // Windows on an angular grid: about three metres apart at the row's distance.
        const step = 3.2 / row.distance;
        const wy = Math.floor((elevation - row.base) / step);
        const wx = Math.floor(((column + 0.5) / width) * Math.round((Math.PI * 2) / (step * 0.8)));
        const cell = hash01(wx, wy + slot * 131, seed + r);
        const onGrid = ((elevation - row.base) / step) % 1 < 0.55;
        if (onGrid) {
          if (night && cell < 0.42) mixInto(out, WARM_WINDOW, 0.55 + 0.45 * (cell / 0.42));
          else if (!night) mixInto(out, light.zenith, 0.18);
        }
        // Red lights on the tallest roofs at night.
        if (night && hash01(slot, r + 10, seed) > 0.8 && tops[r]!.top[column]! - elevation < step * 0.6) mixInto(out, AIR_LIGHT, 0.8);
        mixInto(out, light.haze, smooth(0.02, -0.04, elevation) * 0.5);
        return true;
      }
      return false;
    };
    return (dx, dy, dz, column, out) => {
      if (rooftop) {
        // A parapet wall around a square roof five metres out, 1.1 m high; the roof's tiles inside it.
        const reachX = Math.abs(dx) > 1e-6 ? 5 / Math.abs(dx) : Infinity;
        const reachZ = Math.abs(dz) > 1e-6 ? 5 / Math.abs(dz) : Infinity;
        const wall = Math.min(reachX, reachZ);
        const hy = EYE + dy * wall;
        if (hy < 1.1 && hy >= 0) {
          const c = parapet;
          out[0] = c[0] * (hy > 1 ? 1.15 : 0.85);
          out[1] = c[1] * (hy > 1 ? 1.15 : 0.85);
          out[2] = c[2] * (hy > 1 ? 1.15 : 0.85);
          if (night) mixInto(out, WARM_WINDOW, 0.12 * smooth(0, 1, hy));
          return;
        }
        if (hy < 0) {
          const t = EYE / -dy;
          const gx = dx * t;
          const gz = dz * t;
          const seam = Math.min((((gx + 0.6) % 1.2) + 1.2) % 1.2, (((gz + 0.6) % 1.2) + 1.2) % 1.2) < 0.04 && t < 25;
          const c = seam ? joint : roofTile;
          const grain = 1 + 0.08 * (noise.n2(gx * 2, gz * 2) - 0.5);
          out[0] = c[0] * grain;
          out[1] = c[1] * grain;
          out[2] = c[2] * grain;
          if (night) mixInto(out, WARM_WINDOW, 0.18 * smooth(6, 0, Math.sqrt((gx) * (gx) + (gz) * (gz))));
          return;
        }
        if (!view(dx, dy, dz, column, out)) sky(dx, dy, dz, out);
        if (dy < 0.02) mixInto(out, night ? [0.55, 0.4, 0.35] : light.haze, smooth(0.02, -0.1, dy) * 0.6);
        return;
      }
      if (view(dx, dy, dz, column, out)) return;
      if (dy >= 0) {
        sky(dx, dy, dz, out);
        return;
      }
      const t = EYE / -dy;
      const gx = dx * t;
      const gz = dz * t;
      const edge = 2.8 + 0.3 * Math.sin(Math.atan2(gz, gx) * 3);
      if (Math.sqrt((gx) * (gx) + (gz) * (gz)) < edge) {
        // The promenade: planks with seams, a rail's shadow at the edge.
        const plank = (((gz + 0.15) % 0.3) + 0.3) % 0.3 < 0.02 ? 0.75 : 1;
        out[0] = plankColour[0] * plank;
        out[1] = plankColour[1] * plank;
        out[2] = plankColour[2] * plank;
        if (night) mixInto(out, WARM_WINDOW, 0.22);
        return;
      }
      // Ripples stretch what the water mirrors into long vertical streaks, as harbour lights do.
      const ripple = (noise.n2(gx * 0.3, gz * 3) - 0.5) * 0.012;
      const mirrored = Math.max(0.0005, -dy * 0.15 + ripple);
      if (!view(dx, mirrored, dz, column, reflect)) sky(dx, -dy, dz, reflect);
      const fresnel = 0.25 + 0.75 * Math.pow(1 - -dy, 4);
      out[0] = deep[0] + (reflect[0]! - deep[0]) * fresnel;
      out[1] = deep[1] + (reflect[1]! - deep[1]) * fresnel;
      out[2] = deep[2] + (reflect[2]! - deep[2]) * fresnel;
      mixInto(out, light.haze, smooth(-0.05, 0, dy) * 0.3);
    };
  }
}
