/** Outdoor settings: layered ridges or tree lines fading into the haze, the ground at the avatar's feet, water. */
import { hash01, type Noise } from './skybox-noise';
import { BEHIND, mixRgb, type Rgb, type SkyLight } from './skybox-light';
import type { Setting } from './skybox-scene';
import { mixInto, smooth, type Colour, type SkyFn } from './skybox-sky';

/** The eye height of the avatar's viewpoint, in metres. */
export const EYE = 1.6;

export type Painter = (dx: number, dy: number, dz: number, column: number, out: Colour) => void;

interface Ridge {
  /** Elevation (radians) of the silhouette's top per panorama column. */
  top: Float32Array;
  colour: Rgb;
  /** How far away it is: 0 near – 1 at the haze. */
  distance: number;
  snowLine?: number;
}

type RidgeShape = 'hills' | 'peaks' | 'trees' | 'dunes' | 'mesas';

const FLOWERS: Rgb[] = [
  [1, 0.85, 0.35],
  [1, 0.6, 0.75],
  [0.95, 0.95, 1],
];
const GLOWING_FLOWER: Rgb = [0.6, 1, 0.95];

interface LandStyle {
  ridges: { shape: RidgeShape; base: number; height: number; colour: string; distance: number; snowLine?: number }[];
  ground: [string, string];
  detail: 'grass' | 'sand' | 'snow' | 'regolith';
  flowers: boolean;
  water: boolean;
}

const SNOW_GROUND: [string, string] = ['#eef3f9', '#dfe8f3'];

const STYLES: Partial<Record<Setting, LandStyle>> = {
  meadow: {
    ridges: [
      { shape: 'peaks', base: 0.03, height: 0.12, colour: '#7d8fb0', distance: 0.75, snowLine: 0.11 },
      { shape: 'hills', base: 0.01, height: 0.07, colour: '#5f8f5a', distance: 0.45 },
      { shape: 'trees', base: 0.0, height: 0.035, colour: '#3f6d3a', distance: 0.25 },
    ],
    ground: ['#6faa4c', '#a7c95a'],
    detail: 'grass',
    flowers: true,
    water: false,
  },
  mountains: {
    ridges: [
      { shape: 'peaks', base: 0.06, height: 0.3, colour: '#8593b3', distance: 0.7, snowLine: 0.19 },
      { shape: 'peaks', base: 0.03, height: 0.18, colour: '#5f6f8a', distance: 0.45, snowLine: 0.16 },
      { shape: 'hills', base: 0.0, height: 0.07, colour: '#4d6b45', distance: 0.2 },
    ],
    ground: ['#6b8c4a', '#8f9e62'],
    detail: 'grass',
    flowers: false,
    water: false,
  },
  forest: {
    ridges: [
      { shape: 'hills', base: 0.03, height: 0.1, colour: '#6f8f92', distance: 0.7 },
      { shape: 'trees', base: 0.02, height: 0.12, colour: '#355f42', distance: 0.42 },
      { shape: 'trees', base: 0.0, height: 0.7, colour: '#22402a', distance: 0.12 },
    ],
    ground: ['#4f6e33', '#7a6a3e'],
    detail: 'grass',
    flowers: false,
    water: false,
  },
  beach: {
    ridges: [
      { shape: 'hills', base: 0.01, height: 0.08, colour: '#6e9a78', distance: 0.55 },
      { shape: 'trees', base: 0.0, height: 0.06, colour: '#3f7048', distance: 0.3 },
    ],
    ground: ['#e8d3a4', '#f3e4bd'],
    detail: 'sand',
    flowers: false,
    water: true,
  },
  desert: {
    ridges: [
      { shape: 'mesas', base: 0.02, height: 0.12, colour: '#c98f6a', distance: 0.7 },
      { shape: 'dunes', base: 0.0, height: 0.06, colour: '#d9a66b', distance: 0.35 },
    ],
    ground: ['#e2b77c', '#efcf97'],
    detail: 'sand',
    flowers: false,
    water: false,
  },
  snowfield: {
    ridges: [
      { shape: 'peaks', base: 0.04, height: 0.24, colour: '#b8c6da', distance: 0.7, snowLine: 0.07 },
      { shape: 'hills', base: 0.0, height: 0.06, colour: '#e4ecf5', distance: 0.35 },
      { shape: 'trees', base: 0.0, height: 0.03, colour: '#3d5a55', distance: 0.3 },
    ],
    ground: SNOW_GROUND,
    detail: 'snow',
    flowers: false,
    water: false,
  },
  fantasy: {
    ridges: [
      { shape: 'peaks', base: 0.05, height: 0.32, colour: '#9a86c9', distance: 0.65, snowLine: 0.22 },
      { shape: 'hills', base: 0.01, height: 0.09, colour: '#6f9f8f', distance: 0.4 },
      { shape: 'trees', base: 0.0, height: 0.05, colour: '#4b6f6a', distance: 0.22 },
    ],
    ground: ['#78b07a', '#b2d88a'],
    detail: 'grass',
    flowers: true,
    water: true,
  },
  space: {
    ridges: [{ shape: 'peaks', base: 0.0, height: 0.05, colour: '#4a4a55', distance: 0.2 }],
    ground: ['#6d6c72', '#8b8a90'],
    detail: 'regolith',
    flowers: false,
    water: false,
  },
};

export const isLand = (setting: Setting) => setting in STYLES;

const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
};

/** A silhouette's height around the full circle: noise sampled on a circle, so the ends meet. */
function ridgeTops(shape: RidgeShape, width: number, base: number, height: number, noise: Noise, salt: number, shoreward: boolean): Float32Array {
  const top = new Float32Array(width);
  const treeCount = 2 * Math.round(shape === 'trees' ? 30 / Math.max(0.03, height) : 120);
  for (let x = 0; x < width; x++) {
    const phi = ((x + 0.5) / width) * Math.PI * 2;
    const cx = Math.cos(phi);
    const sz = Math.sin(phi);
    let h: number;
    if (shape === 'peaks') {
      const n = noise.fbm2(cx * 2.2 + salt, sz * 2.2 - salt, 6);
      const ridged = 1 - Math.abs(2 * noise.fbm2(cx * 3.5 - salt, sz * 3.5 + salt * 2, 5) - 1);
      h = Math.pow(Math.max(0, n * 0.7 + ridged * 0.5 - 0.25), 1.4) * 1.6;
    } else if (shape === 'mesas') {
      const n = noise.fbm2(cx * 2 + salt, sz * 2, 5);
      h = Math.min(0.55, Math.max(0, (n - 0.38) * 3)) + noise.n2(cx * 40, sz * 40) * 0.03;
    } else if (shape === 'dunes') {
      h = Math.pow(noise.fbm2(cx * 3 + salt, sz * 3, 3), 2) * 1.3;
    } else if (shape === 'trees') {
      // Conifer teeth on a rolling line: each slot holds one tree of its own height.
      const line = noise.fbm2(cx * 3 + salt, sz * 3, 4);
      const f = (x / width) * treeCount;
      const slot = Math.floor(f);
      const local = f - slot;
      const tall = 0.4 + 0.6 * hash01(slot, salt * 1000);
      const tooth = Math.max(0, 1 - Math.abs(local - 0.5) * 2.2);
      h = line * 0.55 + tooth * tall * 0.5;
    } else {
      h = noise.fbm2(cx * 1.8 + salt, sz * 1.8 - salt, 5);
    }
    top[x] = base + height * h * (shape === 'trees' ? 1 : 2.2);
    if (shoreward) {
      // Towards the open water the land sinks below the horizon instead of ending in a wall.
      const along = Math.cos(phi - Math.PI - BEHIND);
      top[x] = -0.05 + (top[x]! + 0.05) * smooth(0.5, 0.05, along);
    }
  }
  return top;
}

/** Islands that float in a fantasy sky: where (radians), how big, how far (0–1 into the haze). */
function floatingIslands(seed: number) {
  return Array.from({ length: 7 }, (_, i) => ({
    azimuth: BEHIND + (i / 7) * Math.PI * 2 + (hash01(seed, i, 1) - 0.5) * 0.5,
    elevation: 0.08 + 0.22 * hash01(seed, i, 2),
    size: 0.08 + 0.1 * hash01(seed, i, 3),
    distance: 0.15 + 0.45 * hash01(seed, i, 4),
  })).sort((a, b) => a.distance - b.distance);
}

/** The ground white under snow: grass and hills covered, the ridges' snow reaching down, no flowers. */
function underSnow(style: LandStyle): LandStyle {
  if (style.detail !== 'grass') return style;
  return {
    ...style,
    ridges: style.ridges.map((r) => (r.shape === 'trees' ? r : { ...r, snowLine: Math.min(r.snowLine ?? Infinity, r.base + r.height * 0.3) })),
    ground: SNOW_GROUND,
    detail: 'snow',
    flowers: false,
  };
}

/** The land of an outdoor setting; where snow falls it also lies on the ground. */
export function createLand(setting: Setting, snowing: boolean, light: SkyLight, sky: SkyFn, noise: Noise, seed: number, width: number): Painter {
  const style = snowing ? underSnow(STYLES[setting]!) : STYLES[setting]!;
  const lit = (c: Rgb): Rgb => c.map((v, i) => v * light.land * light.landTint[i]!) as Rgb;
  const ridges: Ridge[] = style.ridges.map((r, i) => ({
    top: ridgeTops(r.shape, width, r.base, r.height, noise, 3.1 + i * 7.7 + (seed % 101) * 0.13, style.water),
    colour: mixRgb(lit(hex(r.colour)), light.haze, Math.min(1, r.distance * (0.55 + light.fog * 0.5))),
    distance: r.distance,
    snowLine: r.snowLine,
  }));
  const snow = mixRgb(lit([0.95, 0.97, 1]), light.haze, 0.35);
  const groundA = lit(hex(style.ground[0]));
  const groundB = lit(hex(style.ground[1]));
  const [sx, , sz] = light.sun;
  const sunFlat = Math.sqrt((sx) * (sx) + (sz) * (sz)) || 1;
  const night = light.land < 0.35;
  const reflect = new Float64Array(3);
  const shallowSea = lit(hex(setting === 'fantasy' ? '#3fb5a8' : '#1f8fa8'));
  const deepSea = lit(hex('#0d4a6b'));
  const foamColour = lit([0.95, 0.97, 0.98]);
  const flowers = FLOWERS.map(lit);
  const islands = setting === 'fantasy' ? floatingIslands(seed) : [];
  const grassTop = lit(hex('#a6f0b0'));
  const rock = lit(hex('#b49ac8'));
  const behindX = Math.cos(BEHIND);
  const behindZ = Math.sin(BEHIND);
  // Reflections show the sky and the far ridges, not the ground.
  const farView = (dx: number, dy: number, dz: number, column: number, out: Colour) => {
    sky(dx, dy, dz, out);
    const elevation = Math.asin(dy);
    for (let i = 0; i < ridges.length - 1; i++) {
      if (elevation < ridges[i]!.top[column]!) {
        out[0] = ridges[i]!.colour[0];
        out[1] = ridges[i]!.colour[1];
        out[2] = ridges[i]!.colour[2];
      }
    }
  };

  return (dx, dy, dz, column, out) => {
    const elevation = Math.asin(dy);
    const horizontal = Math.sqrt((dx) * (dx) + (dz) * (dz)) || 1;
    // A ridge towards the sun catches a rim of light along its top.
    const sunSide = Math.max(0, (dx * sx + dz * sz) / (horizontal * sunFlat));
    if (islands.length > 0 && dy > -0.05) {
      const phi = Math.atan2(dz, dx);
      for (const isle of islands) {
        let along = phi - isle.azimuth;
        if (along > Math.PI) along -= Math.PI * 2;
        if (along < -Math.PI) along += Math.PI * 2;
        const x = along / isle.size;
        if (x <= -1 || x >= 1) continue;
        const y = (elevation - isle.elevation) / isle.size;
        const top = 0.2 * (1 - x * x);
        const bottom = -0.6 * Math.pow(1 - Math.abs(x), 1.3) * (0.8 + 0.4 * noise.n2(x * 6, isle.size * 50));
        if (y < top && y > bottom) {
          const grass = y > top - 0.1;
          const c = grass ? grassTop : rock;
          const dark = grass ? 1 : 0.55 + 0.45 * (y - bottom) / (top - bottom);
          out[0] = c[0] * dark;
          out[1] = c[1] * dark;
          out[2] = c[2] * dark;
          mixInto(out, light.sunColor, Math.max(0, x * Math.sign(dx * sz - dz * sx)) * 0.15);
          mixInto(out, light.haze, isle.distance * 0.6);
          return;
        }
      }
    }
    let ridgeHit = -1;
    for (let i = ridges.length - 1; i >= 0; i--) {
      if (elevation < ridges[i]!.top[column]! && elevation > -0.02) {
        ridgeHit = i;
        break;
      }
    }
    if (ridgeHit >= 0) {
      const r = ridges[ridgeHit]!;
      const below = r.top[column]! - elevation;
      out[0] = r.colour[0];
      out[1] = r.colour[1];
      out[2] = r.colour[2];
      // Rock and slope: a little light and shade so a ridge is not a flat cut-out.
      const rockiness = 0.88 + 0.24 * noise.fbm3(dx * 18, dy * 40, dz * 18, 3) * (1 - r.distance * 0.6);
      out[0] = out[0]! * rockiness;
      out[1] = out[1]! * rockiness;
      out[2] = out[2]! * rockiness;
      if (r.snowLine !== undefined && elevation > r.snowLine - 0.03 * noise.n2(column * 0.05, elevation * 60)) mixInto(out, snow, 0.85 * (1 - r.distance * 0.4));
      const rim = Math.exp(-below * 90) * sunSide * 0.35 * (night ? 0.3 : 1);
      mixInto(out, light.sunColor, rim);
      // Atmospheric perspective also deepens towards the ridge's foot, where mist gathers.
      mixInto(out, light.haze, smooth(0.05, 0, elevation) * 0.25 * r.distance);
      return;
    }
    if (dy >= 0) {
      sky(dx, dy, dz, out);
      return;
    }
    const reach = EYE / -dy;
    const gx = dx * reach;
    const gz = dz * reach;
    const distance = reach * horizontal;
    const fade = 1 - Math.exp((-distance / (setting === 'space' ? 3000 : style.water ? 220 : 120)) * (1 + light.fog * 6));
    const detail = Math.exp(-distance / 14);
    const shore = 3 + 0.8 * noise.n2(gx * 0.15, 3.3);
    const ahead = gx * behindX + gz * behindZ;
    if (style.water && ahead > shore) {
      // Ripples tilt the mirror; Schlick's Fresnel: more sky at a glance, more sea looking down.
      const ripple = (noise.n2(gx * 0.9, gz * 2.4) - 0.5) * 0.08 * (0.3 + detail);
      const ry = Math.max(0.002, -dy + ripple * 0.4);
      farView(dx + ripple, ry, dz - ripple, column, reflect);
      const cos = -dy;
      const fresnel = 0.04 + 0.96 * Math.pow(1 - cos, 5);
      const deep = mixRgb(shallowSea, deepSea, smooth(shore, shore + 25, ahead));
      out[0] = deep[0] + (reflect[0]! - deep[0]) * (0.35 + 0.65 * fresnel);
      out[1] = deep[1] + (reflect[1]! - deep[1]) * (0.35 + 0.65 * fresnel);
      out[2] = deep[2] + (reflect[2]! - deep[2]) * (0.35 + 0.65 * fresnel);
      const foam = smooth(0.9, 0, ahead - shore) + smooth(0.72, 0.9, noise.n2(gx * 1.2, gz * 0.5)) * detail * 0.4;
      mixInto(out, foamColour, Math.min(1, foam) * 0.8);
      mixInto(out, light.haze, fade * 0.6);
      return;
    }
    const patch = noise.fbm2(gx * 0.12 + 50, gz * 0.12, 4);
    out[0] = groundA[0] + (groundB[0] - groundA[0]) * patch;
    out[1] = groundA[1] + (groundB[1] - groundA[1]) * patch;
    out[2] = groundA[2] + (groundB[2] - groundA[2]) * patch;
    if (detail > 0.02) {
      let grain: number;
      if (style.detail === 'grass') grain = noise.n2(gx * 5, gz * 5) * 0.6 + noise.n2(gx * 17, gz * 17) * 0.4;
      else if (style.detail === 'sand') grain = noise.n2(gx * 1.2 + noise.n2(gx * 0.3, gz * 0.3) * 2, gz * 5) * 0.7 + noise.n2(gx * 14, gz * 14) * 0.3;
      else if (style.detail === 'regolith') grain = smooth(0.62, 0.7, noise.fbm2(gx * 0.7, gz * 0.7, 3)) * 0.6 + noise.n2(gx * 9, gz * 9) * 0.4;
      else grain = noise.n2(gx * 3, gz * 3);
      const shade = 1 + (grain - 0.5) * 0.35 * detail;
      out[0] = out[0]! * (shade);
      out[1] = out[1]! * (shade);
      out[2] = out[2]! * (shade);
      if (style.flowers) {
        const fx = Math.floor(gx * 2.5);
        const fz = Math.floor(gz * 2.5);
        const h = hash01(fx, fz, seed);
        if (h < 0.16) {
          const ox = (fx + 0.5) / 2.5 - gx;
          const oz = (fz + 0.5) / 2.5 - gz;
          const petal = smooth(0.07, 0.03, Math.sqrt((ox) * (ox) + (oz) * (oz))) * detail;
          const hue = hash01(fz, fx);
          mixInto(out, night && setting === 'fantasy' ? GLOWING_FLOWER : flowers[hue < 0.33 ? 0 : hue < 0.66 ? 1 : 2]!, petal);
        }
      }
    }
    mixInto(out, light.haze, fade);
  };
}
