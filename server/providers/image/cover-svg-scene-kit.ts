/**
 * Shared pieces for backdrop scenes, which are laid out for any canvas size (cover or banner).
 * Scatter effects (stars, petals, windows) are batched into one path per colour and alpha,
 * because the rasteriser's cost grows with the number of elements far more than with detail.
 */
import {
  circleD,
  ellipseD,
  fillOpacity,
  nth,
  num,
  path,
  ridge,
  smoothSilhouette,
  sparkleD,
  userLinear,
  type Stop,
} from './cover-svg-kit';
import type { Random } from '@/lib/seeded-random';

export interface SceneCanvas {
  w: number;
  h: number;
  /** Scale for sizes: 1 on the 720x960 cover, a little smaller on the banner. */
  u: number;
  rng: Random;
  /** Horizontal centre of the character, as a fraction of the width. */
  focus: number;
}

export interface Scene {
  /** Colour of the light behind the character, so the figure sits in the scene's mood. */
  glow: string;
  draw(c: SceneCanvas): string;
}

export function canvas(w: number, h: number, rng: Random, focus: number): SceneCanvas {
  return { w, h, u: Math.sqrt((w * h) / (720 * 960)), rng, focus };
}

/** A seeded pick among x fractions that keeps a moon or planet from hiding behind the head. */
export function clearOfCharacter(c: SceneCanvas, candidates: readonly number[]): number {
  const clear = candidates.filter((x) => Math.abs(x - c.focus) > 0.22);
  return c.rng.pick(clear.length > 0 ? clear : candidates);
}

/** Two stops of one colour fading from one alpha to another: light beams, mist, shafts. */
export function fade(colour: string, from: number, to: number): Stop[] {
  return [
    { offset: 0, color: colour, opacity: from },
    { offset: 1, color: colour, opacity: to },
  ];
}

/** A vertical gradient in canvas space, wrapped in its own defs so scenes stay self-contained. */
export function verticalGradient(id: string, list: readonly Stop[], top: number, bottom: number): string {
  return `<defs>${userLinear(id, list, 0, top, 0, bottom)}</defs>`;
}

export function skyFill(c: SceneCanvas, id: string, list: readonly Stop[]): string {
  return `${verticalGradient(id, list, 0, c.h)}<rect width="${c.w}" height="${c.h}" fill="url(#${id})"/>`;
}

/** Path data of rolling land (hills, dunes, swell) from a seeded ridge down to the bottom edge. */
export function rollingLand(c: SceneCanvas, baseY: number, amplitude: number, step = 60): string {
  return smoothSilhouette(ridge(c.w, baseY, amplitude * c.u, c.rng, step * c.u), c.h);
}

/** Collects subpaths per (colour, alpha) bucket and emits one element per bucket. */
export class Batch {
  private readonly groups = new Map<string, { fill: string; alpha: number; d: string }>();

  add(fill: string, alpha: number, d: string): void {
    const rounded = Math.round(alpha * 10) / 10;
    const key = `${fill}|${rounded}`;
    const group = this.groups.get(key);
    if (group) group.d += d;
    else this.groups.set(key, { fill, alpha: rounded, d });
  }

  toSvg(): string {
    let out = '';
    for (const { fill, alpha, d } of this.groups.values()) out += path(d, fill, alpha < 1 ? fillOpacity(alpha) : '');
    return out;
  }
}

/** Stars thin out towards the horizon; a few bright ones get a twinkle. */
export function starfield(c: SceneCanvas, count: number, maxY: number, colour = '#ffffff'): string {
  const batch = new Batch();
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(0, c.w);
    const y = maxY * c.rng.next() ** 1.4;
    if (c.rng.chance(0.06)) batch.add(colour, 0.9, sparkleD(x, y, c.rng.range(6, 11) * c.u));
    else batch.add(colour, c.rng.pick([0.4, 0.7, 1]), circleD(x, y, c.rng.range(0.7, 2.2) * c.u));
  }
  return batch.toSvg();
}

/** A cumulus built from overlapping puffs over a flat base, in two opaque tones. */
export function cloud(cx: number, cy: number, size: number, fill: string, shadow: string): string {
  const puffs: [number, number, number][] = [
    [-0.55, 0.05, 0.32],
    [-0.2, -0.18, 0.42],
    [0.22, -0.1, 0.36],
    [0.55, 0.08, 0.28],
  ];
  const body = puffs.map(([dx, dy, r]) => circleD(cx + dx * size, cy + dy * size, r * size)).join('');
  const base = ellipseD(cx, cy + size * 0.12, size * 0.82, size * 0.16);
  const belly = ellipseD(cx, cy + size * 0.18, size * 0.86, size * 0.17);
  return path(belly, shadow) + path(body + base, fill);
}

/** Jagged mountain ridge: alternating peaks and saddles across the width. */
export function mountainPoints(c: SceneCanvas, baseY: number, height: number, peaks: number): [number, number][] {
  const points: [number, number][] = [];
  const step = c.w / peaks;
  for (let i = 0; i <= peaks * 2; i++) {
    const x = (i * step) / 2 + c.rng.range(-step * 0.12, step * 0.12);
    const y = i % 2 === 1 ? baseY - height * c.rng.range(0.6, 1) : baseY - height * c.rng.range(0.1, 0.35);
    points.push([x, y]);
  }
  return points;
}

export function polygon(points: readonly (readonly [number, number])[], bottom: number, fill: string, extra = ''): string {
  const [fx] = nth(points, 0);
  const [lx] = nth(points, -1);
  const body = points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L');
  return `<path d="M${num(fx)} ${num(bottom)}L${body}L${num(lx)} ${num(bottom)}Z" fill="${fill}"${extra}/>`;
}

/** Corners of a rectangle turned about its own centre, for confetti and tilted shapes. */
export function turnedRectD(cx: number, cy: number, w: number, h: number, degrees: number): string {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const offsets: [number, number][] = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ];
  const corners = offsets.map(([x, y]) => `${num(cx + x * cos - y * sin)} ${num(cy + x * sin + y * cos)}`);
  return `M${corners.join('L')}Z`;
}
