/** Small string builders shared by the cover renderer's layers. */
import type { Random } from '@/lib/seeded-random';

export type Point = readonly [number, number];

/** Element `index` of a list known to be long enough; negative counts from the end. */
export function nth<T>(list: readonly T[], index: number): T {
  const item = list[index < 0 ? list.length + index : index];
  if (item === undefined) throw new RangeError(`no element ${index} in a list of ${list.length}`);
  return item;
}

/** One decimal keeps the SVG compact and stable across platforms. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A coordinate pair for path data. */
export function pt(x: number, y: number): string {
  return `${num(x)} ${num(y)}`;
}

/** Two decimals for unit-interval values such as gradient offsets and opacities. */
export function frac(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

function stops(list: readonly Stop[]): string {
  return list
    .map((s) => {
      const alpha = s.opacity === undefined ? '' : ` stop-opacity="${frac(s.opacity)}"`;
      return `<stop offset="${frac(s.offset)}" stop-color="${s.color}"${alpha}/>`;
    })
    .join('');
}

/** Vertical by default, because most of the scene is lit from above. */
export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const vector = `x1="${frac(x1)}" y1="${frac(y1)}" x2="${frac(x2)}" y2="${frac(y2)}"`;
  return `<linearGradient id="${id}" ${vector}>${stops(list)}</linearGradient>`;
}

/**
 * Gradients in canvas coordinates, so separate shapes sample one continuous sky or light.
 * `transform` lets a gradient inside a rotated group stay vertical on the canvas: the
 * rasteriser has a fast path for axis-aligned gradients and is several times slower otherwise.
 */
export function userLinear(
  id: string,
  list: readonly Stop[],
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  transform = '',
): string {
  const vector = `x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}"`;
  const extra = transform ? ` gradientTransform="${transform}"` : '';
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" ${vector}${extra}>${stops(list)}</linearGradient>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

/**
 * Per-shape fill alpha. Deliberately not `opacity`: the rasteriser composites every element
 * with `opacity` through its own offscreen layer, which costs several times more.
 */
export function fillOpacity(value: number): string {
  return ` fill-opacity="${frac(value)}"`;
}

/** An ellipse as a subpath, so many shapes of one colour can share a single element. */
export function ellipseD(cx: number, cy: number, rx: number, ry: number): string {
  const arc = (dx: number) => `a${num(rx)} ${num(ry)} 0 1 0 ${num(dx)} 0`;
  return `M${num(cx - rx)} ${num(cy)}${arc(rx * 2)}${arc(-rx * 2)}Z`;
}

export function circleD(cx: number, cy: number, r: number): string {
  return ellipseD(cx, cy, r, r);
}

export function rectD(x: number, y: number, w: number, h: number): string {
  return `M${pt(x, y)}h${num(w)}v${num(h)}h${num(-w)}Z`;
}

export function roundRectD(x: number, y: number, w: number, h: number, r: number): string {
  const corner = (dx: number, dy: number) => `a${num(r)} ${num(r)} 0 0 1 ${num(dx)} ${num(dy)}`;
  return (
    `M${num(x + r)} ${num(y)}h${num(w - 2 * r)}${corner(r, r)}v${num(h - 2 * r)}${corner(-r, r)}` +
    `h${num(2 * r - w)}${corner(-r, -r)}v${num(2 * r - h)}${corner(r, -r)}Z`
  );
}

/** Attributes for a round-capped line, appended to a path whose fill is "none". */
export function stroke(colour: string, width: number, alpha = 1): string {
  const translucent = alpha < 1 ? ` stroke-opacity="${frac(alpha)}"` : '';
  return ` stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"${translucent}`;
}

/** Mirrors a fragment drawn for the left half of the 720-wide character frame. */
export function mirrored(fragment: string): string {
  return `<g transform="matrix(-1 0 0 1 720 0)">${fragment}</g>`;
}

/** Smooth closed-bottom silhouette through the given crest points (hills, dunes, waves). */
export function smoothSilhouette(points: readonly Point[], bottom: number): string {
  const [fx, fy] = nth(points, 0);
  let d = `M${num(fx)} ${num(bottom)}L${num(fx)} ${num(fy)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [x, y] = nth(points, i);
    const [nx, ny] = nth(points, i + 1);
    d += `Q${num(x)} ${num(y)} ${num((x + nx) / 2)} ${num((y + ny) / 2)}`;
  }
  const [lx, ly] = nth(points, -1);
  return `${d}L${num(lx)} ${num(ly)}L${num(lx)} ${num(bottom)}Z`;
}

/** Crest points of a rolling ridge: a couple of seeded sine waves over the width. */
export function ridge(width: number, baseY: number, amplitude: number, rng: Random, step = 40): Point[] {
  const phaseA = rng.range(0, Math.PI * 2);
  const phaseB = rng.range(0, Math.PI * 2);
  const freqA = rng.range(1.2, 2.2) / width;
  const freqB = rng.range(3, 5) / width;
  const wave = (x: number) =>
    0.65 * Math.sin(x * freqA * Math.PI * 2 + phaseA) + 0.35 * Math.sin(x * freqB * Math.PI * 2 + phaseB);
  const points: Point[] = [];
  for (let x = -step; x <= width + step; x += step) points.push([x, baseY + amplitude * wave(x)]);
  return points;
}

/** Four-pointed twinkle, the illustrated way of drawing a bright star or sparkle. */
export function sparkleD(cx: number, cy: number, r: number): string {
  const k = r * 0.18;
  const at = (dx: number, dy: number) => `${num(cx + dx)} ${num(cy + dy)}`;
  return (
    `M${at(0, -r)}Q${at(k, -k)} ${at(r, 0)}Q${at(k, k)} ${at(0, r)}` +
    `Q${at(-k, k)} ${at(-r, 0)}Q${at(-k, -k)} ${at(0, -r)}Z`
  );
}

/** Smooth open curve through the points (quadratic midpoint spline). */
function smoothThrough(points: readonly Point[], moveTo = true): string {
  const fmt = ([x, y]: Point) => `${num(x)} ${num(y)}`;
  let d = `${moveTo ? 'M' : 'L'}${fmt(nth(points, 0))}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = nth(points, i);
    const [nx, ny] = nth(points, i + 1);
    d += `Q${fmt([x, y])} ${fmt([(x + nx) / 2, (y + ny) / 2])}`;
  }
  return `${d}L${fmt(nth(points, -1))}`;
}

/**
 * A tapering band around a centre line: the building block for locks, tails and branches.
 * widths[i] is the full width at centre[i]; a final width of 0 gives a pointed tip.
 */
export function ribbon(centre: readonly Point[], widths: readonly number[]): string {
  const left: Point[] = [];
  const right: Point[] = [];
  centre.forEach(([x, y], i) => {
    const [ax, ay] = nth(centre, Math.max(0, i - 1));
    const [bx, by] = nth(centre, Math.min(centre.length - 1, i + 1));
    const length = Math.hypot(bx - ax, by - ay) || 1;
    const nx = -(by - ay) / length;
    const ny = (bx - ax) / length;
    const half = nth(widths, i) / 2;
    left.push([x + nx * half, y + ny * half]);
    right.push([x - nx * half, y - ny * half]);
  });
  return `${smoothThrough(left)}${smoothThrough(right.reverse(), false)}Z`;
}

