/**
 * Traits of characters who are not (only) human, in the 720x960 character frame: horns, tails, scales,
 * the seams of a machine, and whole creature heads (gremlin, robot, living shadow).
 */
import type { SpeciesLook } from '@/lib/look/look-model';
import { mix } from '@/lib/colour';
import { SHADOW_GLOW } from '@/lib/look/look-palette';
import type { CharacterPalette } from './cover-palette';
import { circle, ellipse, fillOpacity, mirrored, path, stroke } from './cover-svg-kit';

const CURVED_HORN =
  'M260 236C254 190 238 150 214 112C258 138 290 178 306 222Z';

/** Horns grow from the crown, so they are drawn before the hair hides their base. */
export function drawHorns(horns: SpeciesLook['horns']): string {
  if (horns === 'none') return '';
  let horn: string;
  if (horns === 'ram') {
    horn =
      path('M282 236C250 170 168 168 150 236C136 292 180 336 222 318C252 304 244 262 214 266', 'none', stroke('url(#horn-grad)', 30)) +
      path('M270 214Q230 196 200 206M176 236Q180 266 200 286', 'none', stroke('#000000', 3, 0.25));
  } else {
    const scale = horns === 'small' ? 0.6 : 1;
    horn =
      `<g transform="translate(${283 * (1 - scale)} ${229 * (1 - scale)}) scale(${scale})">` +
      path(CURVED_HORN, 'url(#horn-grad)') +
      path('M252 186Q270 182 284 192M242 160Q256 156 268 164', 'none', stroke('#000000', 2.5, 0.25)) +
      '</g>';
  }
  return horn + mirrored(horn);
}

/** Fox ears stand on the head like a cat's, fuller and with pale tufts. */
export function drawFoxEars(p: CharacterPalette): string {
  const ear =
    path('M236 262C222 196 226 140 246 96C286 124 314 166 330 210Z', 'url(#hair-grad)') +
    path('M250 236C244 196 246 160 256 134C280 156 298 182 308 210Z', mix(p.hair, '#fff6ea', 0.7)) +
    path('M246 100L256 132', 'none', stroke(p.hairShade, 6, 0.6));
  return ear + mirrored(ear);
}

/** A tail curling up past the right shoulder, behind the body. */
export function drawTail(p: CharacterPalette, tail: SpeciesLook['tail']): string {
  switch (tail) {
    case 'none':
      return '';
    case 'fox':
      return (
        path('M520 960C600 900 690 800 670 680C660 620 620 590 590 600C640 660 610 760 500 860Z', 'url(#hair-grad)') +
        path('M668 690C664 640 630 600 592 600C612 620 630 650 640 690Z', mix(p.hair, '#ffffff', 0.8)) +
        path('M560 860C610 800 640 740 640 690', 'none', stroke(p.hairLight, 5, 0.5))
      );
    case 'devil':
    case 'dragon': {
      const colour = tail === 'devil' ? mix(p.outfitShade, '#1a0f1f', 0.5) : mix(p.skin, p.eye, 0.5);
      return (
        path('M540 900C640 860 680 760 640 700C620 670 600 660 590 640', 'none', stroke(colour, tail === 'devil' ? 10 : 28)) +
        (tail === 'devil' ? path('M590 640L566 600L612 612Z', colour) : '')
      );
    }
  }
}

/** Scales on the temples and cheekbones of a dragon in human form. */
export function drawScales(p: CharacterPalette): string {
  const scale = (x: number, y: number) => `M${x - 8} ${y}Q${x} ${y - 10} ${x + 8} ${y}`;
  const d = [[266, 330], [278, 346], [262, 352], [274, 368], [268, 388], [282, 478], [294, 490]].map(([x, y]) => scale(x!, y!)).join('');
  const art = path(d, 'none', stroke(mix(p.eye, p.skinDeep, 0.4), 2.6, 0.7));
  return art + mirrored(art);
}

/** The panel seams of a machine body under human-like skin. */
export function drawSeams(p: CharacterPalette): string {
  const seam = path('M270 330L270 440L300 500M262 560L326 600', 'none', stroke(p.skinDeep, 2.2, 0.6)) + circle(270, 318, 6, p.eye);
  return seam + mirrored(seam);
}

/** A gremlin's wide grin full of small teeth, nostrils and a wild tuft on top. */
export function drawGremlinFeatures(p: CharacterPalette): string {
  const teeth = [310, 330, 350, 370, 390, 410].map((x) => `M${x - 8} 506L${x} 522L${x + 8} 508Z`).join('');
  const tuft = 'M330 230C320 170 290 150 270 150C306 170 318 200 322 232ZM352 226C356 160 380 130 400 124C380 160 374 196 372 228ZM386 232C410 190 440 180 462 186C434 196 412 216 400 240Z';
  return (
    path('M286 500Q360 558 434 500Q360 528 286 500Z', '#3a1a24') +
    path(teeth, '#fffdf4') +
    path('M286 500Q360 558 434 500', 'none', stroke(p.line, 3.5)) +
    circle(350, 478, 4, p.skinDeep) +
    circle(370, 478, 4, p.skinDeep) +
    path(tuft, 'url(#hair-grad)') +
    path('M300 330Q330 316 344 336M420 330Q390 316 376 336', 'none', stroke(p.skinDeep, 5, 0.6))
  );
}

/** A machine head: antenna, ear discs and a speaker grille for a mouth. */
export function drawRobotFeatures(p: CharacterPalette): string {
  const disc = circle(236, 400, 26, mix(p.skin, '#3a4450', 0.55)) + circle(236, 400, 12, p.eye) + circle(232, 396, 4, '#ffffff', fillOpacity(0.8));
  return (
    path('M360 232L360 170', 'none', stroke(mix(p.skin, '#3a4450', 0.5), 6)) +
    circle(360, 162, 11, p.eye) +
    circle(357, 159, 4, '#ffffff', fillOpacity(0.8)) +
    disc +
    mirrored(disc) +
    path('M322 512L398 512M326 526L394 526M332 540L388 540', 'none', stroke(p.skinDeep, 4, 0.7)) +
    path('M262 300L458 300M262 470L458 470', 'none', stroke(p.skinDeep, 2, 0.35))
  );
}

/** A living shadow: a dark face with two pale, glowing eyes and a polite, very wide smile. */
export function drawShadowFeatures(p: CharacterPalette): string {
  const eye = ellipse(312, 430, 22, 14, SHADOW_GLOW) + ellipse(312, 430, 34, 24, p.eye, fillOpacity(0.25));
  return eye + mirrored(eye) + path('M292 508Q360 540 428 508', 'none', stroke(SHADOW_GLOW, 3.5, 0.85));
}
