/**
 * Face, neck and features of the bust, drawn in the 720x960 character frame
 * (head centred on x=360). Light comes from the upper left, so shadows fall right.
 */
import type { CharacterPalette } from './cover-palette';
import type { Expression } from './cover-svg-eyes';
import { glow } from './cover-svg-glow';
import { fillOpacity, linear, num, path, stroke, userLinear } from './cover-svg-kit';


/** `upright` cancels the head tilt for the skin gradient (see userLinear). */
export function faceDefs(p: CharacterPalette, upright: string): string {
  return (
    userLinear('skin-grad', [
      { offset: 0, color: p.skinLight },
      { offset: 1, color: p.skin },
    ], 0, 225, 0, 420, upright) +
    linear('iris-grad', [
      { offset: 0, color: p.eyeDeep },
      { offset: 0.5, color: p.eye },
      { offset: 1, color: p.eyeLight },
    ])
  );
}

/** `width` 1 is the slender default neck; a broad build gets a thicker one. */
export function drawNeck(p: CharacterPalette, width = 1): string {
  const l = 360 - 34 * width;
  const r = 360 + 34 * width;
  return (
    path(`M${l} 470L${l} 640Q360 660 ${r} 640L${r} 470Z`, p.skin) +
    path(`M${l} 520L${r} 520L${r} 590C${r - 14} 606 ${l + 14} 606 ${l} 590Z`, p.skinShadow)
  );
}

export function drawFace(p: CharacterPalette, outline: string): string {
  const jawShadow =
    'M468 300C470 360 468 420 460 455C448 505 408 545 370 562Q418 522 436 462C448 420 452 360 446 300Z';
  return (
    path(outline, 'url(#skin-grad)') +
    path(jawShadow, p.skinShadow, fillOpacity(0.45))
  );
}

const MOUTHS: Record<Expression, (p: CharacterPalette) => string> = {
  smile: (p) => path('M343 518Q360 533 377 518', 'none', stroke(p.mouth, 3.2)),
  grin: (p) =>
    path('M341 514Q360 518 379 514Q373 542 360 542Q347 542 341 514Z', p.mouth) +
    path('M348 532Q360 526 372 532Q367 541 360 541Q353 541 348 532Z', '#f2909c'),
  cat: (p) =>
    path('M342 516Q351 527 360 518Q369 527 378 516', 'none', stroke(p.mouth, 3)),
  soft: (p) => path('M350 522Q360 527 370 522', 'none', stroke(p.mouth, 3)),
  smirk: (p) => path('M345 524Q364 530 378 514', 'none', stroke(p.mouth, 3.2)),
};

export function drawMouth(p: CharacterPalette, expression: Expression): string {
  return MOUTHS[expression](p);
}

/** Anime blush on the cheeks, with or without hatching. */
export function drawBlush(p: CharacterPalette, withHatching: boolean): string {
  const cheeks = glow(290, 488, 34, p.blush, 0.6, 16) + glow(430, 488, 34, p.blush, 0.6, 16);
  const hatch = withHatching
    ? [276, 286, 296, 424, 434, 444].map((x) => `M${num(x)} 494L${num(x + 6)} 482`).join('')
    : '';
  return (
    cheeks +
    (hatch ? path(hatch, 'none', stroke(p.skinDeep, 2, 0.4)) : '')
  );
}
