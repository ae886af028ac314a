/** Paints a hair plan: shaded masses, strand lines and the glossy ring of light. */
import type { CharacterPalette } from './cover-palette';
import type { HairPlan, Lock } from './cover-svg-hair-styles';
import { circleD, fillOpacity, path, pt, ribbon, stroke, userLinear } from './cover-svg-kit';
import type { Random } from '@/lib/seeded-random';

const lockPath = (lock: Lock) => ribbon(lock.centre, lock.widths);

/** `upright` cancels the head tilt so the large hair gradients stay fast to rasterise. */
export function hairDefs(p: CharacterPalette, upright: string): string {
  return (
    userLinear('hair-grad', [
      { offset: 0, color: p.hair },
      { offset: 1, color: p.hairShade },
    ], 0, 380, 0, 860, upright) +
    userLinear('hair-back-grad', [
      { offset: 0, color: p.hairShade },
      { offset: 1, color: p.hairDeep },
    ], 0, 200, 0, 900, upright)
  );
}

/** A line along a lock's centre, shifted sideways: a strand shadow or a sheen streak. */
function lockStrandD(lock: Lock, shift: number): string {
  return lock.centre
    .slice(1, -2)
    .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${pt(x + shift, y)}`)
    .join('');
}

/**
 * The glossy ring of light across the crown, drawn as a row of thin slivers along the
 * head's curve; it fades out on the shadow side, opposite the key light.
 */
function sheenD(rng: Random): string {
  let d = '';
  const count = 11;
  for (let i = 0; i < count; i++) {
    const a = Math.PI * (0.86 - (0.62 * i) / (count - 1));
    const radius = 114 + rng.range(-3, 3);
    const length = (42 - i * 2) * rng.range(0.8, 1.15);
    const width = 5 - i * 0.25;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    const at = (r: number, side: number) => pt(360 + r * cos - side * sin, 336 - r * sin * 1.04 - side * cos);
    const outer = at(radius + length / 2, 0);
    d += `M${outer}Q${at(radius, width)} ${at(radius - length / 2, 0)}Q${at(radius, -width)} ${outer}Z`;
  }
  return d;
}

/** A soft band of light across cropped hair (and across the scalp of a bald head). */
const CROP_SHEEN = 'M262 236Q300 196 350 190M276 250Q312 214 356 206';

export function drawHairBack(p: CharacterPalette, hair: HairPlan): string {
  let sheen = '';
  let shadow = '';
  let tails = '';
  for (const t of hair.tails) {
    tails += lockPath(t);
    sheen += lockStrandD(t, -12);
    shadow += lockStrandD(t, 14);
  }
  let buns = '';
  for (const b of hair.buns) {
    buns += circleD(b.x, b.y, b.r);
    const at = (dx: number, dy: number) => pt(b.x + b.r * dx, b.y + b.r * dy);
    sheen += `M${at(-0.6, -0.2)}Q${at(0, -0.9)} ${at(0.6, -0.3)}`;
    shadow += `M${at(-0.7, 0.3)}Q${at(0, 0.75)} ${at(0.7, 0.25)}`;
  }
  return (
    (hair.back ? path(hair.back, 'url(#hair-back-grad)') : '') +
    (tails || buns ? path(tails + buns, 'url(#hair-grad)') : '') +
    (sheen ? path(sheen, 'none', stroke(p.hairLight, 5, 0.5)) : '') +
    (shadow ? path(shadow, 'none', stroke(p.hairLine, 3, 0.3)) : '')
  );
}

/** The fringe's shadow on the forehead gives the face depth; the crown hides its upper part. */
export function drawFringeShadow(p: CharacterPalette, hair: HairPlan): string {
  if (!hair.fringeShadow) return '';
  return path(hair.fringeShadow, p.skinShadow, ` transform="translate(5 13)"${fillOpacity(0.6)}`);
}

export function drawHairFront(p: CharacterPalette, hair: HairPlan, rng: Random): string {
  // Strands fan out from the crown towards each bang tip, stopping short so they stay inside it.
  const bangStrands = hair.tips.map(([tx, ty]) => {
    const from = pt(360 + (tx - 360) * 0.3, 214);
    return `M${from}Q${pt(360 + (tx - 360) * 0.85, (214 + ty) / 2 - 12)} ${pt(tx, ty - 30)}`;
  });
  const strands = bangStrands.join('') + hair.sideLocks.map((l) => lockStrandD(l, 4)).join('');
  const ties = hair.ties.map(([x, y]) => circleD(x, y, 15)).join('');
  const tieShine = hair.ties.map(([x, y]) => circleD(x - 4, y - 5, 5)).join('');
  return (
    path(hair.crown, 'url(#hair-grad)') +
    // Separate element: the locks wind against the crown, so one shared path would leave holes.
    (hair.sideLocks.length > 0 ? path(hair.sideLocks.map(lockPath).join(''), 'url(#hair-grad)') : '') +
    (strands ? path(strands, 'none', stroke(p.hairLine, 2.5, 0.3)) : '') +
    (hair.bald ? '' : hair.scalp ? path(CROP_SHEEN, 'none', stroke(p.hairLight, 6, 0.35)) : path(sheenD(rng), p.hairLight, fillOpacity(0.75))) +
    (ties ? path(ties, p.accent) + path(tieShine, '#ffffff', fillOpacity(0.6)) : '')
  );
}
