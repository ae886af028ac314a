/**
 * Accessories in the character frame. Ears and horns grow out of the head, so they are
 * drawn before the crown hides their base; everything else sits on top of the hair.
 */
import type { Accessory } from './cover-look';
import { luminance, mix } from '@/lib/colour';
import type { CharacterPalette } from './cover-palette';
import { circle, ellipse, fillOpacity, linear, mirrored, path, pt, stroke } from './cover-svg-kit';

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
};

export function accessoryDefs(p: CharacterPalette): string {
  const hornDark = luminance(p.hair) > 0.45;
  return (
    linear('horn-grad', hornDark
      ? [{ offset: 0, color: '#2a2035' }, { offset: 1, color: '#8a7aa0' }]
      : [{ offset: 0, color: '#b8a48a' }, { offset: 1, color: '#fff6e6' }], 0, 1, 0, 0) +
    linear('visor-grad', [
      { offset: 0, color: mix(p.accent, '#ffffff', 0.3) },
      { offset: 1, color: p.accent },
    ])
  );
}

export function drawAccessory(p: CharacterPalette, accessory: Accessory): AccessoryLayers {
  if (accessory === 'none') return { underHair: '', overHair: '' };
  const { under, draw } = DRAW[accessory];
  const art = draw(p);
  return under ? { underHair: art, overHair: '' } : { underHair: '', overHair: art };
}
