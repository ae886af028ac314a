/**
 * Rooms: a box around the viewer traced per direction (walls, floor, ceiling), furniture as boxes inside
 * it, windows that show the outside at the scene's time, soft shadow in the corners.
 */
import { createLand, EYE, type Painter } from './skybox-land';
import { mixRgb, type Rgb, type SkyLight } from './skybox-light';
import { hash01, type Noise } from './skybox-noise';
import type { Setting } from './skybox-scene';
import { mixInto, smooth, type Colour, type SkyFn } from './skybox-sky';

type Surface = 'plain' | 'planks' | 'bricks' | 'books' | 'checker' | 'carpet' | 'curtain' | 'board' | 'wainscot' | 'dark';

const CHALK: Rgb = [0.9, 0.92, 0.9];
const WHITE: Rgb = [1, 1, 1];
const WHITE_PAINT: Rgb = [0.95, 0.95, 0.95];
const LINEN: Rgb = [0.95, 0.93, 0.9];
const SEATS: Rgb = [0.05, 0.03, 0.06];
const SPINES: Rgb[] = [
  [0.75, 0.25, 0.22],
  [0.25, 0.42, 0.32],
  [0.22, 0.3, 0.55],
  [0.85, 0.7, 0.45],
  [0.55, 0.35, 0.25],
];

interface Box {
  min: [number, number, number];
  max: [number, number, number];
  colour: Rgb;
  surface?: Surface;
  /** Glows by itself (lamps, screens). */
  glow?: boolean;
}

interface Window {
  /** Which wall: the sign and axis of its normal. */
  wall: '-x' | '+x' | '-z' | '+z';
  from: number;
  to: number;
  bottom: number;
  top: number;
}

interface Room {
  /** Half width (x), half depth (z), height. */
  size: [number, number, number];
  wall: Rgb;
  wallSurface: Surface;
  /** The wall behind the avatar (−z) when it differs. */
  back?: { colour: Rgb; surface: Surface };
  floor: Rgb;
  floorSurface: Surface;
  ceiling: Rgb;
  lamp: Rgb;
  windows: Window[];
  boxes: Box[];
}

const rgb = (value: string): Rgb => {
  const n = Number.parseInt(value.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
};

const box = (min: [number, number, number], max: [number, number, number], colour: string, surface?: Surface, glow?: boolean): Box => ({ min, max, colour: rgb(colour), surface, glow });

function roomFor(setting: Setting, seed: number): Room {
  const pick = (list: string[], salt: number) => list[Math.floor(hash01(seed, salt) * list.length)]!;
  switch (setting) {
    case 'bedroom':
      return {
        size: [3.2, 3.4, 2.8],
        wall: rgb(pick(['#f2d7d3', '#dfe7f1', '#e8e2f3', '#f1e6cf'], 1)),
        wallSurface: 'plain',
        floor: rgb('#b9835a'),
        floorSurface: 'planks',
        ceiling: rgb('#fbf7f2'),
        lamp: rgb('#ffe2b8'),
        windows: [{ wall: '-z', from: -1.1, to: 1.1, bottom: 1.25, top: 2.4 }],
        boxes: [
          box([-1.1, 0, -3.4], [1.1, 0.5, -1.3], '#f7f3ee'),
          box([-1.1, 0.5, -3.4], [1.1, 0.62, -1.3], pick(['#f3a7b8', '#8fb8e8', '#b7a4e3', '#f2c46d'], 2)),
          box([-1.2, 0, -3.4], [1.2, 1.15, -3.25], '#8a5a3c'),
          box([-0.8, 0.62, -3.2], [0.8, 0.8, -2.8], '#ffffff'),
          box([1.45, 0, -3.4], [2, 0.55, -2.85], '#9a6b48'),
          box([1.6, 0.55, -3.2], [1.85, 0.85, -3.0], '#ffd9a0', undefined, true),
          box([2.55, 0, -0.5], [3.2, 2.2, 1.3], '#d7c2a5'),
          box([-3.2, 0, 0.2], [-2.55, 0.75, 1.8], '#a37452'),
          box([-3.15, 0.75, 0.6], [-3.05, 1.2, 1.2], '#2d3442', undefined, true),
        ],
      };
    case 'cafe':
      return {
        size: [4.2, 4.2, 3.2],
        wall: rgb('#b8694d'),
        wallSurface: 'bricks',
        back: { colour: rgb('#6b4a35'), surface: 'books' },
        floor: rgb('#d8cfc2'),
        floorSurface: 'checker',
        ceiling: rgb('#5b4030'),
        lamp: rgb('#ffcf8a'),
        windows: [
          { wall: '+x', from: -2.6, to: 2.6, bottom: 0.9, top: 2.6 },
          { wall: '-x', from: -2.6, to: 1.2, bottom: 0.9, top: 2.6 },
        ],
        boxes: [
          box([-3, 0, -4.2], [3, 1.05, -3.4], '#7a5236'),
          box([-3.05, 1.05, -4.2], [3.05, 1.12, -3.3], '#3b2a20'),
          box([-1.6, 1.12, -3.9], [-1.1, 1.5, -3.6], '#c9c4bd'),
          box([1.6, 0, 1.4], [2.4, 0.74, 2.2], '#4a3426'),
          box([-2.4, 0, 1.4], [-1.6, 0.74, 2.2], '#4a3426'),
          box([1.6, 0, -1.6], [2.4, 0.74, -0.8], '#4a3426'),
          box([-0.3, 2.55, -0.3], [0.3, 2.7, 0.3], '#ffd79a', undefined, true),
          box([-2.3, 2.55, 1.5], [-1.7, 2.7, 2.1], '#ffd79a', undefined, true),
          box([1.7, 2.55, 1.5], [2.3, 2.7, 2.1], '#ffd79a', undefined, true),
        ],
      };
    case 'library':
      return {
        size: [5, 5, 4.5],
        wall: rgb('#6a4630'),
        wallSurface: 'books',
        floor: rgb('#7a2f34'),
        floorSurface: 'carpet',
        ceiling: rgb('#4a3325'),
        lamp: rgb('#ffd28f'),
        windows: [{ wall: '-z', from: -0.9, to: 0.9, bottom: 1.2, top: 4 }],
        boxes: [
          box([-2.8, 0, 1.2], [-0.8, 0.78, 2.4], '#5a3a26'),
          box([0.8, 0, 1.2], [2.8, 0.78, 2.4], '#5a3a26'),
          box([-2, 0.78, 1.7], [-1.8, 1.1, 1.9], '#b7e08a', undefined, true),
          box([1.8, 0.78, 1.7], [2, 1.1, 1.9], '#b7e08a', undefined, true),
          box([-4.2, 0, -2.5], [-3.6, 2.3, 2.5], '#5e3d28', 'books'),
          box([3.6, 0, -2.5], [4.2, 2.3, 2.5], '#5e3d28', 'books'),
        ],
      };
    case 'classroom':
      return {
        size: [4.5, 5, 3],
        wall: rgb('#efe7d2'),
        wallSurface: 'wainscot',
        back: { colour: rgb('#efe7d2'), surface: 'board' },
        floor: rgb('#c4a27a'),
        floorSurface: 'planks',
        ceiling: rgb('#f6f3ec'),
        lamp: rgb('#f4f7ff'),
        windows: [
          { wall: '+x', from: -3.8, to: -1.2, bottom: 0.9, top: 2.5 },
          { wall: '+x', from: -0.6, to: 2, bottom: 0.9, top: 2.5 },
          { wall: '+x', from: 2.6, to: 4.6, bottom: 0.9, top: 2.5 },
        ],
        boxes: [
          ...[-2.6, -0.6, 1.4, 3.4].flatMap((x) =>
            [1.6, 3.2].map((z) => box([x - 0.7, 0, z - 0.35], [x + 0.7, 0.74, z + 0.35], '#d2a679')),
          ),
          box([-1, 0, -3.6], [1, 0.9, -2.9], '#8d6a4c'),
        ],
      };
    default:
      return {
        size: [7, 7, 7],
        wall: rgb('#2a2035'),
        wallSurface: 'curtain',
        back: { colour: rgb(pick(['#8e1f35', '#3a2a7a', '#1f5a6e'], 3)), surface: 'curtain' },
        floor: rgb('#2a2028'),
        floorSurface: 'planks',
        ceiling: rgb('#08060c'),
        lamp: rgb('#ff9ad5'),
        windows: [],
        boxes: [box([-7, 0, -7], [7, 0.02, 2.5], '#6b4a36', 'planks'), box([-6, 5.8, -4.2], [6, 6, -3.9], '#2b2b33')],
      };
  }
}

let slabAxis = 0;

const fract = (x: number) => x - Math.floor(x);

/** Where a ray from inside the room enters a box (−1 when it misses); the entered face's axis in slabAxis. */
function slab(b: Box, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number): number {
  let near = -Infinity;
  let far = Infinity;
  let axis = 0;
  for (let a = 0; a < 3; a++) {
    const o = a === 0 ? ox : a === 1 ? oy : oz;
    const d = a === 0 ? dx : a === 1 ? dy : dz;
    const lo = b.min[a]!;
    const hi = b.max[a]!;
    if (d > -1e-9 && d < 1e-9) {
      if (o < lo || o > hi) return -1;
      continue;
    }
    const t0 = (lo - o) / d;
    const t1 = (hi - o) / d;
    const enter = t0 < t1 ? t0 : t1;
    const leave = t0 < t1 ? t1 : t0;
    if (enter > near) {
      near = enter;
      axis = a;
    }
    if (leave < far) far = leave;
  }
  slabAxis = axis;
  return near <= far ? near : -1;
}

export function createInterior(setting: Setting, light: SkyLight, sky: SkyFn, noise: Noise, seed: number, width: number): Painter {
  const room = roomFor(setting, seed);
  const [hw, hd, height] = room.size;
  const night = light.land < 0.35;
  // Lamps light the room after dark; by day the windows do, in the day's colour.
  const roomLight: Rgb = night ? room.lamp.map((v) => v * 0.85) as Rgb : mixRgb(light.landTint.map((v) => v * (0.55 + 0.45 * light.land)) as Rgb, room.lamp, 0.25);
  const outside = createLand('meadow', false, light, sky, noise, seed, width);
  const stage = setting === 'stage';
  const spots: Rgb[] = [rgb('#ff6fc8'), rgb('#6fd8ff'), rgb('#ffd36f'), rgb('#9d7bff')];

  const shade = (c: Rgb, face: number, out: Colour) => {
    out[0] = c[0] * roomLight[0] * face;
    out[1] = c[1] * roomLight[1] * face;
    out[2] = c[2] * roomLight[2] * face;
  };

  const texture = (surface: Surface | undefined, wallU: number, v: number, out: Colour, distance = 0) => {
    if (!surface || surface === 'plain' || surface === 'dark') return;
    // Patterns start off the room's centre lines, so no seam of planks or bricks lies along the panorama's wrap.
    const u = wallU + 0.41;
    let k = 1;
    if (surface === 'planks') {
      const row = Math.floor(u / 0.18);
      const seam = fract(u / 0.18) < 0.06 || fract((v + hash01(row, 1) * 3) / 1.4) < 0.01;
      k = (seam ? 0.72 : 1) * (0.9 + 0.2 * hash01(row, 2)) * (0.95 + 0.1 * noise.n2(u * 30, v * 2));
    } else if (surface === 'bricks') {
      const row = Math.floor(v / 0.08);
      const col = (u + (row % 2) * 0.11) / 0.22;
      const mortar = (v / 0.08) % 1 < 0.14 || col % 1 < 0.06;
      k = mortar ? 1.35 : 0.85 + 0.3 * hash01(Math.floor(col), row);
    } else if (surface === 'books') {
      const shelf = (v / 0.42) % 1;
      if (shelf < 0.1) k = 0.55;
      else {
        const spine = Math.floor((u * 1000) / (40 + 50 * hash01(Math.floor(u * 14), Math.floor(v / 0.42))));
        const h = hash01(spine, Math.floor(v / 0.42), seed);
        const tone = SPINES[h < 0.25 ? 0 : h < 0.5 ? 1 : h < 0.7 ? 2 : h < 0.85 ? 3 : 4]!;
        const tall = 0.55 + 0.4 * hash01(spine, 7);
        if (shelf > 0.1 + (1 - tall) * 0.9) {
          out[0] = tone[0] * roomLight[0];
          out[1] = tone[1] * roomLight[1];
          out[2] = tone[2] * roomLight[2];
          k = 0.85 + 0.15 * hash01(spine, 9);
        } else k = 0.4;
      }
    } else if (surface === 'checker') {
      k = (Math.floor(u / 0.5) + Math.floor(v / 0.5)) % 2 === 0 ? 1 : 0.45;
    } else if (surface === 'carpet') {
      const r = Math.sqrt(wallU * wallU + v * v);
      k = (r < 3.2 && r > 2.9) || (r < 2.2 && r > 2.1) ? 1.45 : 0.92 + 0.08 * noise.n2(u * 40, v * 40);
    } else if (surface === 'curtain') {
      k = 0.55 + 0.45 * Math.pow(0.5 + 0.5 * Math.sin(u * 9 + noise.n2(u, v * 0.3) * 2), 0.7);
    } else if (surface === 'board') {
      if (Math.abs(wallU) < 2.2 && v > 0.9 && v < 2.3) {
        out[0] = 0.16 * roomLight[0];
        out[1] = 0.3 * roomLight[1];
        out[2] = 0.24 * roomLight[2];
        const chalk = smooth(0.74, 0.8, noise.fbm2(u * 6, v * 14, 3)) * (v > 1.3 ? 1 : 0.3);
        mixInto(out, CHALK, chalk * 0.7);
        return;
      }
      if (v < 1) k = 0.75;
    } else if (surface === 'wainscot') {
      if (v < 1) k = 0.7 * (((u / 0.3) % 1 + 1) % 1 < 0.05 ? 0.8 : 1);
    }
    // Fine patterns far away would shimmer: they settle to their mean with distance.
    if (surface === 'planks' || surface === 'checker' || surface === 'carpet') k = 0.85 + (k - 0.85) * Math.exp(-distance / 7);
    out[0] = out[0]! * (k);
    out[1] = out[1]! * (k);
    out[2] = out[2]! * (k);
  };

  return (dx, dy, dz, column, out) => {
    const ox = 0;
    const oy = EYE;
    const oz = 0;
    const tx = dx > 0 ? (hw - ox) / dx : dx < 0 ? (-hw - ox) / dx : Infinity;
    const tz = dz > 0 ? (hd - oz) / dz : dz < 0 ? (-hd - oz) / dz : Infinity;
    const ty = dy > 0 ? (height - oy) / dy : dy < 0 ? -oy / dy : Infinity;
    let t = Math.min(tx, ty, tz);
    let hit: Box | undefined;
    let hitAxis = tx === t ? 0 : ty === t ? 1 : 2;
    for (const b of room.boxes) {
      const entry = slab(b, ox, oy, oz, dx, dy, dz);
      if (entry > 0 && entry < t) {
        t = entry;
        hit = b;
        hitAxis = slabAxis;
      }
    }
    const px = ox + dx * t;
    const py = oy + dy * t;
    const pz = oz + dz * t;
    if (hit) {
      if (hit.glow) {
        out[0] = Math.min(1, hit.colour[0] * 1.1);
        out[1] = Math.min(1, hit.colour[1] * 1.1);
        out[2] = Math.min(1, hit.colour[2] * 1.1);
        return;
      }
      const face = hitAxis === 1 ? (dy < 0 ? 1 : 0.5) : hitAxis === 0 ? 0.72 : 0.85;
      shade(hit.colour, face, out);
      texture(hit.surface, hitAxis === 0 ? pz : px, hitAxis === 1 ? pz + 0.53 : py, out, t);
      // Contact shadow where furniture meets the floor.
      const k = 0.75 + 0.25 * smooth(0, 0.25, py);
      out[0] = out[0]! * (k);
      out[1] = out[1]! * (k);
      out[2] = out[2]! * (k);
    } else if (hitAxis === 1) {
      if (dy > 0) {
        shade(room.ceiling, 0.78, out);
        // The ceiling lamp and its pool of light.
        const r = Math.sqrt((px) * (px) + (pz) * (pz));
        mixInto(out, room.lamp, stage ? 0 : smooth(0.5, 0.15, r) + smooth(3, 0, r) * 0.12);
      } else {
        shade(room.floor, 0.95, out);
        texture(room.floorSurface, px, pz + 0.53, out, t);
      }
    } else {
      const u = hitAxis === 0 ? pz : px;
      const wallName = hitAxis === 0 ? (dx > 0 ? '+x' : '-x') : dz > 0 ? '+z' : '-z';
      const win = room.windows.find((w) => w.wall === wallName && u > w.from && u < w.to && py > w.bottom && py < w.top);
      if (win) {
        const frame = Math.min(u - win.from, win.to - u, py - win.bottom, win.top - py) < 0.05 || Math.abs(u - (win.from + win.to) / 2) < 0.03 || Math.abs(py - (win.bottom + win.top) / 2) < 0.025;
        if (frame) shade(WHITE_PAINT, 0.9, out);
        else {
          outside(dx, dy, dz, column, out);
          mixInto(out, WHITE, 0.06);
        }
        return;
      }
      const back = wallName === '-z' && room.back;
      shade(back ? back.colour : room.wall, hitAxis === 0 ? 0.82 : 0.92, out);
      texture(back ? back.surface : room.wallSurface, u, py, out);
      // Curtains beside the windows of a bedroom.
      if (setting === 'bedroom' && wallName === '-z' && Math.abs(Math.abs(u) - 1.35) < 0.3 && py > 0.9) {
        shade(LINEN, 0.8 + 0.2 * Math.sin(u * 40), out);
      }
      // Skirting board.
      if (py < 0.1 && !stage) shade(WHITE_PAINT, 0.8, out);
    }
    // Corners and edges gather shadow.
    const edge = Math.min(hw - Math.abs(px), hd - Math.abs(pz)) + (hit ? 1 : 0);
    const ao = 0.72 + 0.28 * smooth(0, 0.7, Math.min(edge, py, height - py));
    out[0] = out[0]! * (ao);
    out[1] = out[1]! * (ao);
    out[2] = out[2]! * (ao);
    if (stage) {
      // Coloured spotlights hang on a truss over the stage: their beams and pools.
      for (let i = 0; i < spots.length; i++) {
        const lx = -4.5 + i * 3;
        if (py < 0.05) mixInto(out, spots[i]!, smooth(0.75, 0.6, Math.sqrt((px - lx * 0.5) * (px - lx * 0.5) + ((pz + 1.5) * (pz + 1.5)) / 2)) * 0.4);
        if ((dx * t - lx) ** 2 + (py - 5.75) ** 2 + (pz + 4.05) ** 2 < 0.0324) mixInto(out, WHITE, 0.9);
      }
      if (pz > 2.5 && py < 0.9) {
        // Seat rows in the dark hall.
        const row = ((pz - 2.5) / 0.9) % 1;
        mixInto(out, SEATS, 0.5 + 0.4 * smooth(0.6, 0.7, row));
      }
    }
  };
}
