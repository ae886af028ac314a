/**
 * Anime eyes in local coordinates (the viewer's left eye; the right one is its mirror image).
 * Iris, pupil and lid shadow are clamped to the lids when they are built, instead of being
 * clipped: every clipped group costs the rasteriser an extra mask the size of the canvas.
 */
import type { CharacterPalette } from './cover-palette';
import { circleD, fillOpacity, mirrored, nth, path, pt, sparkleD, stroke, type Point } from './cover-svg-kit';

export type EyeShape = 'round' | 'sharp' | 'gentle' | 'sleepy';
export type Expression = 'smile' | 'grin' | 'cat' | 'soft' | 'smirk';
/** How a face wears its eyes: lashes or a plain lid line, eye height, brow weight. */
export interface EyeStyle {
  lashes: boolean;
  /** Vertical scale of the eye: 1 for the big anime eye, less for men and the old. */
  height: number;
  /** Eye size overall (a creature's eyes are bigger). */
  size: number;
  browWidth: number;
  /** Straight, low brows read masculine; arched ones soft. */
  browFlat: boolean;
}

export const DEFAULT_EYE_STYLE: EyeStyle = { lashes: true, height: 1, size: 1, browWidth: 4.5, browFlat: false };
export const EXPRESSIONS: readonly Expression[] = ['smile', 'grin', 'cat', 'soft', 'smirk'];

const EYE_CENTRE = { x: 306, y: 432 };

interface EyeGeometry {
  outer: Point;
  inner: Point;
  top: number;
  bottom: number;
}

const EYE_GEOMETRY: Record<EyeShape, EyeGeometry> = {
  round: { outer: [-34, 0], inner: [30, 4], top: -40, bottom: 34 },
  sharp: { outer: [-38, -12], inner: [30, 6], top: -32, bottom: 26 },
  gentle: { outer: [-36, 8], inner: [30, 0], top: -36, bottom: 32 },
  sleepy: { outer: [-36, 4], inner: [30, 2], top: -24, bottom: 28 },
};

function cubicPoints(p0: Point, p1: Point, p2: Point, p3: Point, steps = 16): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const s = 1 - t;
    const at = (k: 0 | 1) => s * s * s * p0[k] + 3 * s * s * t * p1[k] + 3 * s * t * t * p2[k] + t * t * t * p3[k];
    return [at(0), at(1)] as const;
  });
}

/** y of a curve sampled left to right, at x. */
function yAt(curve: readonly Point[], x: number): number {
  let [x0, y0] = nth(curve, 0);
  if (x <= x0) return y0;
  for (const [x1, y1] of curve) {
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
    [x0, y0] = [x1, y1];
  }
  return y0;
}

interface Lids {
  upper: Point[];
  lower: Point[];
}

function lidsOf({ outer: o, inner: i, top, bottom }: EyeGeometry): Lids {
  return {
    upper: cubicPoints(o, [o[0] + 6, top], [i[0] - 14, top], i),
    lower: cubicPoints(o, [o[0] + 16, bottom], [i[0] - 6, bottom], i),
  };
}

function polygonD(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => pt(x, y)).join('L')}Z`;
}

/** An ellipse with everything outside the lids pressed onto the lid line. */
function inEye(lids: Lids, cx: number, cy: number, rx: number, ry: number): string {
  const [left] = nth(lids.upper, 0);
  const [right] = nth(lids.upper, -1);
  const points: Point[] = [];
  for (let i = 0; i < 40; i++) {
    const a = (i / 40) * Math.PI * 2;
    const x = Math.min(right, Math.max(left, cx + rx * Math.cos(a)));
    const y = Math.min(yAt(lids.lower, x), Math.max(yAt(lids.upper, x), cy + ry * Math.sin(a)));
    points.push([x, y]);
  }
  return polygonD(points);
}

function scleraD({ outer: [ox, oy], inner: [ix, iy], top, bottom }: EyeGeometry): string {
  return `M${ox} ${oy}C${ox + 6} ${top} ${ix - 14} ${top} ${ix} ${iy}C${ix - 6} ${bottom} ${ox + 16} ${bottom} ${ox} ${oy}Z`;
}

/** Thick upper lash with a small flick at the outer corner. */
function lashD({ outer: [ox, oy], inner: [ix, iy], top }: EyeGeometry): string {
  return (
    `M${ox - 9} ${oy - 7}C${ox + 2} ${top - 11} ${ix - 14} ${top - 9} ${ix + 3} ${iy - 2}L${ix} ${iy}` +
    `C${ix - 14} ${top + 1} ${ox + 6} ${top + 1} ${ox} ${oy + 4}Z`
  );
}

/** The plain upper lid of a face without lashes: a firm line with no flick. */
function lidLineD({ outer: [ox, oy], inner: [ix, iy], top }: EyeGeometry): string {
  return `M${ox - 2} ${oy + 1}C${ox + 6} ${top - 2} ${ix - 14} ${top - 2} ${ix + 1} ${iy}`;
}

function eye(p: CharacterPalette, g: EyeGeometry, lashes: boolean): string {
  const [ox] = g.outer;
  const [ix] = g.inner;
  const lids = lidsOf(g);
  const shadowEdge = lids.upper.map(([x, y]): Point => [x, Math.min(yAt(lids.lower, x), y + 13)]);
  const lidShadow = polygonD([...lids.upper, ...shadowEdge.reverse()]);
  // The lower lash hugs the outer half of the lower lid.
  const lowerLash = `M${lids.lower
    .slice(2, 10)
    .map(([x, y]) => pt(x, y + 1.5))
    .join('L')}`;
  const crease = `M${ox + 8} ${g.top - 8}C${ox + 20} ${g.top - 18} ${ix - 22} ${g.top - 16} ${ix - 6} ${g.top - 6}`;
  return (
    path(scleraD(g), '#fdfbff') +
    path(inEye(lids, -2, 6, 24, 30), p.eyeDeep) +
    path(inEye(lids, -2, 6, 21.5, 27.5), 'url(#iris-grad)') +
    path(inEye(lids, -2, 5, 10, 14), p.eyeDeep, fillOpacity(0.85)) +
    path(inEye(lids, -2, 24, 15, 8), p.eyeLight, fillOpacity(0.7)) +
    path(lidShadow, p.eyeDeep, fillOpacity(0.28)) +
    path(circleD(-12, -6, 7.5) + circleD(8, 17, 3.5) + sparkleD(9, -9, 4.5), '#ffffff') +
    (lashes ? path(lashD(g), p.line) : path(lidLineD(g), 'none', stroke(p.line, 4.5))) +
    path(lowerLash, 'none', stroke(p.line, 2.2, lashes ? 0.55 : 0.35)) +
    path(crease, 'none', stroke(p.skinDeep, 2, 0.45))
  );
}

const BROWS: Record<Expression, string> = {
  smile: 'M-40 -58Q-6 -78 28 -64',
  grin: 'M-40 -62Q-6 -82 28 -68',
  cat: 'M-40 -58Q-6 -76 28 -64',
  soft: 'M-40 -56Q-8 -72 28 -66',
  smirk: 'M-42 -66Q-8 -70 28 -58',
};

const FLAT_BROWS: Record<Expression, string> = {
  smile: 'M-44 -50Q-8 -62 30 -56',
  grin: 'M-44 -54Q-8 -66 30 -60',
  cat: 'M-44 -50Q-8 -62 30 -56',
  soft: 'M-44 -48Q-8 -58 30 -56',
  smirk: 'M-46 -58Q-8 -62 30 -50',
};

export function drawEyes(p: CharacterPalette, shape: EyeShape, expression: Expression, style: EyeStyle = DEFAULT_EYE_STYLE): string {
  const brows = style.browFlat ? FLAT_BROWS : BROWS;
  // Brows stay where they are when the eye gets lower, so they are scaled back up against the eye.
  const brow = path(brows[expression], 'none', stroke(p.hairLine, style.browWidth) + ` transform="scale(1 ${(1 / style.height).toFixed(3)})"`);
  const sx = 1.1 * style.size;
  const place = `translate(${EYE_CENTRE.x} ${EYE_CENTRE.y}) scale(${sx.toFixed(3)} ${(sx * style.height).toFixed(3)})`;
  const left = `<g transform="${place}">${eye(p, EYE_GEOMETRY[shape], style.lashes)}${brow}</g>`;
  return left + mirrored(left);
}
