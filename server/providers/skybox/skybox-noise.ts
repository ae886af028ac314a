/**
 * Seeded value noise in two and three dimensions, on typed tables. Everything the panorama draws is a
 * function of a view direction, so sampling noise at points of the sphere (or of planes it projects onto)
 * leaves no seam at the wrap and no pinch at the poles.
 */
const SIZE = 256;
const MASK = SIZE - 1;

export interface Noise {
  /** Smooth noise in [0, 1]. */
  n2(x: number, y: number): number;
  n3(x: number, y: number, z: number): number;
  /** Fractal sums of `octaves` layers, in [0, 1]. */
  fbm2(x: number, y: number, octaves: number): number;
  fbm3(x: number, y: number, z: number, octaves: number): number;
}

/** A 32-bit integer hash to [0, 1): stars, windows and book spines pick their looks with it. */
export function hash01(a: number, b = 0, c = 0): number {
  let h = Math.imul(a | 0, 0x27d4eb2d) ^ Math.imul(b | 0, 0x165667b1) ^ Math.imul(c | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const fade = (t: number) => t * t * (3 - 2 * t);
const lerp = (p: number, q: number, t: number) => p + (q - p) * t;

export function createNoise(seed: number): Noise {
  const perm = new Uint8Array(SIZE * 2);
  const values = new Float32Array(SIZE);
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  for (let i = 0; i < SIZE; i++) {
    perm[i] = i;
    values[i] = next();
  }
  for (let i = SIZE - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const t = perm[i]!;
    perm[i] = perm[j]!;
    perm[j] = t;
  }
  for (let i = 0; i < SIZE; i++) perm[SIZE + i] = perm[i]!;

  const n2 = (x: number, y: number) => {
    const xf = Math.floor(x);
    const yf = Math.floor(y);
    const xi = xf & MASK;
    const yi = yf & MASK;
    const u = fade(x - xf);
    const v = fade(y - yf);
    const a = perm[xi]!;
    const b = perm[xi + 1]!;
    const v00 = values[perm[a + yi]!]!;
    const v10 = values[perm[b + yi]!]!;
    const v01 = values[perm[a + yi + 1]!]!;
    const v11 = values[perm[b + yi + 1]!]!;
    const top = v00 + (v10 - v00) * u;
    return top + (v01 + (v11 - v01) * u - top) * v;
  };
  const n3 = (x: number, y: number, z: number) => {
    const xf = Math.floor(x);
    const yf = Math.floor(y);
    const zf = Math.floor(z);
    const xi = xf & MASK;
    const yi = yf & MASK;
    const zi = zf & MASK;
    const u = fade(x - xf);
    const v = fade(y - yf);
    const w = fade(z - zf);
    const a = perm[xi]! + yi;
    const b = perm[xi + 1]! + yi;
    const aa = perm[a]! + zi;
    const ab = perm[a + 1]! + zi;
    const ba = perm[b]! + zi;
    const bb = perm[b + 1]! + zi;
    const x00 = lerp(values[perm[aa]!]!, values[perm[ba]!]!, u);
    const x10 = lerp(values[perm[ab]!]!, values[perm[bb]!]!, u);
    const x01 = lerp(values[perm[aa + 1]!]!, values[perm[ba + 1]!]!, u);
    const x11 = lerp(values[perm[ab + 1]!]!, values[perm[bb + 1]!]!, u);
    return lerp(lerp(x00, x10, v), lerp(x01, x11, v), w);
  };
  const fbm2 = (x: number, y: number, octaves: number) => {
    let sum = 0;
    let amp = 0.5;
    let total = 0;
    for (let o = 0; o < octaves; o++) {
      sum += amp * n2(x, y);
      total += amp;
      // A rotation between octaves hides the lattice.
      const nx = x * 1.6 - y * 1.2 + 17.1;
      y = x * 1.2 + y * 1.6 + 3.7;
      x = nx;
      amp *= 0.5;
    }
    return sum / total;
  };
  const fbm3 = (x: number, y: number, z: number, octaves: number) => {
    let sum = 0;
    let amp = 0.5;
    let total = 0;
    for (let o = 0; o < octaves; o++) {
      sum += amp * n3(x, y, z);
      total += amp;
      x = x * 2.03 + 11.3;
      y = y * 2.01 + 5.1;
      z = z * 1.99 + 7.7;
      amp *= 0.5;
    }
    return sum / total;
  };
  return { n2, n3, fbm2, fbm3 };
}
