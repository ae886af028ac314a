/**
 * Accessories in the character frame. Ears and horns grow out of the head, so they are
 * drawn before the crown hides their base; everything else sits on top of the hair.
 */
import type { Accessory } from '@/lib/look/look-model';
import { luminance, mix } from '@/lib/colour';
import { hornColours } from '@/lib/look/look-palette';
import type { CharacterPalette } from './cover-palette';
import { circle, ellipse, fillOpacity, linear, mirrored, path, pt, sparkleD, stroke } from './cover-svg-kit';

export interface AccessoryLayers {
  underHair: string;
  overHair: string;
}

const FRAME_DARK = '#2b2638';

function catEars(p: CharacterPalette): string {
  const ear =
    path('M234 266C228 204 234 156 250 116C282 140 308 172 324 208Z', 'url(#hair-grad)') +
    path('M250 238C248 202 252 170 258 148C276 166 292 186 302 212Z', mix(p.blush, '#ffffff', 0.35)) +
    path('M248 120C262 132 272 142 282 154', 'none', stroke(p.hairLight, 4, 0.6));
  return ear + mirrored(ear);
}

function horns(): string {
  const horn =
    path('M260 236C254 190 238 150 214 112C258 138 290 178 306 222Z', 'url(#horn-grad)') +
    path('M252 186Q270 182 284 192M242 160Q256 156 268 164', 'none', stroke('#000000', 2.5, 0.25));
  return horn + mirrored(horn);
}

function halo(p: CharacterPalette): string {
  return (
    ellipse(360, 132, 100, 24, 'none', stroke(p.metal, 24, 0.22)) +
    ellipse(360, 132, 100, 24, 'none', stroke('url(#gold-grad)', 9)) +
    ellipse(360, 130, 96, 21, 'none', stroke('#ffffff', 2.5, 0.7))
  );
}

function headphones(p: CharacterPalette): string {
  const cup =
    `<rect x="192" y="350" width="46" height="100" rx="22" fill="${FRAME_DARK}"/>` +
    `<rect x="202" y="364" width="28" height="72" rx="14" fill="${p.accent}"/>` +
    `<rect x="208" y="372" width="8" height="40" rx="4" fill="#ffffff"${fillOpacity(0.5)}/>`;
  return (
    path('M214 378C196 170 524 170 506 378', 'none', stroke(FRAME_DARK, 16)) +
    path('M222 350C212 196 508 196 498 350', 'none', stroke(p.accent, 5, 0.9)) +
    cup +
    mirrored(cup)
  );
}

const CROWN = 'M298 214L302 164L328 190L344 142L360 180L376 142L392 190L418 164L422 214Q360 200 298 214Z';

function crown(p: CharacterPalette): string {
  return (
    path(CROWN, 'url(#gold-grad)') +
    path('M298 214Q360 200 422 214', 'none', stroke('#b9862c', 3)) +
    circle(360, 200, 9, p.accent) +
    circle(322, 204, 6, p.accent) +
    circle(398, 204, 6, p.accent) +
    circle(344, 142, 5, '#ffffff') +
    circle(376, 142, 5, '#ffffff') +
    circle(357, 197, 3, '#ffffff', fillOpacity(0.8))
  );
}

/** Five oval petals around a yellow heart, as one path so the flower costs a single element. */
function blossom(cx: number, cy: number, r: number, petal: string): string {
  const petals = [0, 72, 144, 216, 288]
    .map((degrees) => {
      const a = (degrees * Math.PI) / 180;
      const [sin, cos] = [Math.sin(a), Math.cos(a)];
      const [px, py] = [cx + r * 0.55 * sin, cy - r * 0.55 * cos];
      const end = (sign: number) => pt(px + sign * r * 0.42 * cos, py + sign * r * 0.42 * sin);
      const arc = (sign: number) => `A${pt(r * 0.42, r * 0.6)} ${degrees} 1 0 ${end(sign)}`;
      return `M${end(-1)}${arc(1)}${arc(-1)}Z`;
    })
    .join('');
  const centre = circle(cx, cy, r * 0.28, '#ffd86b');
  return path(petals, petal) + centre + circle(cx - r * 0.08, cy - r * 0.08, r * 0.1, '#ffffff', fillOpacity(0.8));
}

function flower(p: CharacterPalette): string {
  const petal = luminance(p.hair) > 0.6 ? mix(p.accent, '#ffffff', 0.2) : '#ffc2d8';
  return (
    path('M262 312Q226 318 214 298Q240 286 262 312Z', '#6cc08b') +
    path('M262 312Q278 346 300 344Q294 318 262 312Z', '#4fa571') +
    blossom(254, 300, 44, petal) +
    blossom(296, 270, 26, mix(petal, '#ffffff', 0.4))
  );
}

function hat(p: CharacterPalette): string {
  const rim = 'M212 262C250 242 300 228 360 226C420 224 480 238 508 254';
  const beret =
    'M212 262C196 188 290 132 384 138C476 144 534 198 508 254' +
    'C480 238 420 224 360 226C300 228 250 242 212 262Z';
  return (
    `<g transform="rotate(-7 360 220)">` +
    path(beret, p.outfitShade) +
    path('M230 230C280 176 360 160 450 176', 'none', stroke(p.outfitLight, 10, 0.35)) +
    path(rim, 'none', stroke(mix(p.outfitShade, '#000000', 0.3), 8)) +
    path('M380 140L386 118', 'none', stroke(p.outfitShade, 8)) +
    '</g>'
  );
}

function visor(p: CharacterPalette): string {
  const shape = 'M230 394Q360 370 490 394L484 458Q360 478 236 458Z';
  return (
    path(shape, 'url(#visor-grad)', fillOpacity(0.62)) +
    path(shape, 'none', stroke(mix(p.accent, '#ffffff', 0.5), 3)) +
    path('M246 404Q360 384 474 404', 'none', stroke('#ffffff', 3, 0.7)) +
    path('M260 440L300 440M420 446L470 446', 'none', stroke('#ffffff', 2, 0.5)) +
    `<rect x="214" y="400" width="18" height="52" rx="6" fill="${FRAME_DARK}"/>` +
    `<rect x="488" y="400" width="18" height="52" rx="6" fill="${FRAME_DARK}"/>`
  );
}

function glasses(): string {
  const lens =
    `<rect x="260" y="392" width="92" height="74" rx="24" fill="#ffffff"${fillOpacity(0.12)}/>` +
    path('M274 452L318 402', 'none', stroke('#ffffff', 5, 0.45)) +
    `<rect x="260" y="392" width="92" height="74" rx="24" fill="none"${stroke(FRAME_DARK, 4.5)}/>`;
  return lens + mirrored(lens) + path('M352 420Q360 412 368 420', 'none', stroke(FRAME_DARK, 4.5));
}

function wizardHat(p: CharacterPalette): string {
  const cone = 'M232 250C280 200 320 110 392 20C400 90 440 190 492 250Z';
  return (
    `<g transform="rotate(-6 360 240)">` +
    path(cone, p.outfitShade) +
    path('M300 230C330 170 360 110 392 30', 'none', stroke(p.outfitLight, 8, 0.3)) +
    path(sparkleD(350, 170, 16) + sparkleD(410, 120, 10) + sparkleD(424, 200, 12), p.metal) +
    ellipse(362, 252, 176, 34, p.outfitShade) +
    path('M196 246Q362 214 528 246', 'none', stroke(p.outfitLight, 4, 0.45)) +
    '</g>'
  );
}

function witchHat(p: CharacterPalette): string {
  const felt = mix(p.outfitShade, '#1c1626', 0.55);
  return (
    `<g transform="rotate(-8 360 240)">` +
    ellipse(360, 250, 190, 38, felt) +
    path('M252 246C290 190 330 120 350 60C372 30 420 20 452 40C420 46 402 70 406 110C414 170 440 210 470 246Z', felt) +
    path('M262 230Q360 206 462 230L470 246Q360 222 254 246Z', p.accent) +
    path('M180 250Q360 220 540 250', 'none', stroke('#ffffff', 3, 0.2)) +
    '</g>'
  );
}

function cap(p: CharacterPalette): string {
  return (
    path('M226 280C218 200 280 160 360 160C440 160 502 200 494 280Q360 254 226 280Z', p.outfit) +
    path('M226 280Q360 254 494 280Q480 316 360 300Q250 300 226 280Z', p.outfitShade) +
    path('M262 222Q300 180 352 172', 'none', stroke(p.outfitLight, 8, 0.4)) +
    circle(360, 164, 9, p.outfitShade)
  );
}

function fedora(p: CharacterPalette): string {
  const felt = mix(p.outfitShade, '#2a2233', 0.35);
  return (
    `<g transform="rotate(-5 360 230)">` +
    path('M166 262C220 222 500 222 554 262C520 250 470 244 360 244C250 244 200 250 166 262Z', felt) +
    path('M250 244C244 180 270 130 320 124Q360 146 400 124C450 130 476 180 470 244Z', felt) +
    path('M252 226Q360 210 468 226L470 244Q360 230 250 244Z', mix(felt, '#000000', 0.45)) +
    path('M282 200C290 160 310 140 330 136', 'none', stroke('#ffffff', 5, 0.15)) +
    '</g>'
  );
}

function beanie(p: CharacterPalette): string {
  const knit = p.accent;
  const ribs = Array.from({ length: 13 }, (_, i) => 236 + i * 20).map((x) => `M${x} 262L${x} 296`).join('');
  return (
    path('M228 280C222 190 280 150 360 150C440 150 498 190 492 280Z', knit) +
    path('M222 262Q360 240 498 262L500 300Q360 280 220 300Z', mix(knit, '#000000', 0.18)) +
    path(ribs, 'none', stroke('#000000', 2.5, 0.15)) +
    path('M266 220Q300 176 350 166', 'none', stroke('#ffffff', 7, 0.25))
  );
}

function bandana(p: CharacterPalette): string {
  return (
    path('M224 268Q360 222 496 268L500 300Q360 258 220 302Z', p.accent) +
    path('M496 270L540 250L536 290ZM498 290L534 320L508 326Z', mix(p.accent, '#000000', 0.2)) +
    path('M260 272L268 264M300 258L308 252M400 254L408 260M440 262L448 270', 'none', stroke('#ffffff', 3, 0.6))
  );
}

function headband(p: CharacterPalette): string {
  const cloth = luminance(p.outfit) < 0.5 ? '#f4f1ea' : p.accent;
  return (
    path('M220 300Q360 256 500 300L500 322Q360 280 220 324Z', cloth) +
    path('M500 304L548 290L540 318L500 320L530 346L504 352Z', mix(cloth, '#000000', 0.12)) +
    path('M220 312Q360 270 500 312', 'none', stroke('#000000', 2, 0.12))
  );
}

function earrings(p: CharacterPalette): string {
  const hoop = circle(244, 476, 11, 'none', stroke('url(#gold-grad)', 3.5)) + circle(244, 468, 3, p.metal);
  return hoop + mirrored(hoop);
}

function necklace(p: CharacterPalette): string {
  return path('M312 620Q360 690 408 620', 'none', stroke('url(#gold-grad)', 3)) + circle(360, 662, 8, p.accent) + circle(358, 660, 3, '#ffffff', fillOpacity(0.7));
}

function monocle(): string {
  return (
    circle(414, 432, 40, '#ffffff', fillOpacity(0.12)) +
    circle(414, 432, 40, 'none', stroke('url(#gold-grad)', 4.5)) +
    path('M452 446C470 520 462 600 440 660', 'none', stroke('url(#gold-grad)', 2.2))
  );
}

const DRAW: Record<Exclude<Accessory, 'none'>, { under: boolean; draw: (p: CharacterPalette) => string }> = {
  'cat-ears': { under: true, draw: catEars },
  horns: { under: true, draw: horns },
  halo: { under: false, draw: halo },
  headphones: { under: false, draw: headphones },
  crown: { under: false, draw: crown },
  flower: { under: false, draw: flower },
  hat: { under: false, draw: hat },
  visor: { under: false, draw: visor },
  glasses: { under: false, draw: glasses },
  'wizard-hat': { under: false, draw: wizardHat },
  'witch-hat': { under: false, draw: witchHat },
  cap: { under: false, draw: cap },
  fedora: { under: false, draw: fedora },
  beanie: { under: false, draw: beanie },
  bandana: { under: false, draw: bandana },
  headband: { under: false, draw: headband },
  earrings: { under: true, draw: earrings },
  necklace: { under: true, draw: necklace },
  monocle: { under: false, draw: monocle },
};

export function accessoryDefs(p: CharacterPalette): string {
  const horn = hornColours(p.hair);
  return (
    linear('horn-grad', [{ offset: 0, color: horn.root }, { offset: 1, color: horn.tip }], 0, 1, 0, 0) +
    linear('visor-grad', [
      { offset: 0, color: mix(p.accent, '#ffffff', 0.3) },
      { offset: 1, color: p.accent },
    ])
  );
}

/** Hats go on last, over glasses and headphones; earrings and horns go under the hair. */
const ORDER: readonly Accessory[] = ['glasses', 'monocle', 'headphones', 'visor'];

export function drawAccessories(p: CharacterPalette, items: readonly Accessory[]): AccessoryLayers {
  const worn = [...new Set(items)].filter((a): a is Exclude<Accessory, 'none'> => a !== 'none');
  worn.sort((a, b) => (ORDER.includes(b) ? 1 : 0) - (ORDER.includes(a) ? 1 : 0));
  const layers = { underHair: '', overHair: '' };
  for (const item of worn) {
    const { under, draw } = DRAW[item];
    if (under) layers.underHair += draw(p);
    else layers.overHair += draw(p);
  }
  return layers;
}

export function drawAccessory(p: CharacterPalette, accessory: Accessory): AccessoryLayers {
  return drawAccessories(p, [accessory]);
}
