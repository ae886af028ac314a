/** Shoulders and clothing of the bust, by the kind of garment the look says the character wears. */
import type { Garment } from '@/lib/look/look-model';
import { mix } from '@/lib/colour';
import type { CharacterPalette } from './cover-palette';
import { circle, linear, mirrored, fillOpacity, path, rectD, stroke } from './cover-svg-kit';

const BODY =
  'M326 606C296 636 246 646 196 660C150 674 124 716 116 790L104 960L616 960L604 790' +
  'C596 716 570 674 524 660C474 646 424 636 394 606Z';

/** Right-hand side falls away from the key light. */
const BODY_SHADOW = 'M470 648C510 656 552 668 572 700C596 740 604 800 610 960L540 960C536 840 520 720 470 648Z';

export function outfitDefs(p: CharacterPalette): string {
  return (
    linear('outfit-grad', [
      { offset: 0, color: p.outfitLight },
      { offset: 0.35, color: p.outfit },
      { offset: 1, color: p.outfitShade },
    ]) +
    linear('shirt-grad', [
      { offset: 0, color: '#ffffff' },
      { offset: 1, color: '#dcd6ea' },
    ]) +
    linear('second-grad', [
      { offset: 0, color: mix(p.secondary, '#ffffff', 0.25) },
      { offset: 1, color: p.secondary },
    ]) +
    linear('steel-grad', [
      { offset: 0, color: mix(p.outfitLight, '#e8ecf4', 0.5) },
      { offset: 0.5, color: mix(p.outfit, '#8a90a0', 0.35) },
      { offset: 1, color: mix(p.outfitShade, '#20222a', 0.4) },
    ]) +
    linear('gold-grad', [
      { offset: 0, color: '#fff1b8' },
      { offset: 0.5, color: p.metal },
      { offset: 1, color: '#b9862c' },
    ])
  );
}

function body(fill: string, p: CharacterPalette): string {
  return path(BODY, fill) + path(BODY_SHADOW, p.outfitShade, fillOpacity(0.35));
}

/** A shirt collar: two points either side of the neck. */
function collar(fill: string): string {
  const point = path('M326 600L296 650L350 648Z', fill) + path('M326 600L296 650', 'none', stroke('#000000', 2, 0.15));
  return point + mirrored(point);
}

function openFront(p: CharacterPalette, inner: string, lapel: string): string {
  return (
    body('url(#outfit-grad)', p) +
    path('M322 606L300 960L420 960L398 606Z', inner) +
    path(lapel, p.outfitShade) +
    mirrored(path(lapel, p.outfitShade)) +
    path('M322 606L300 960M398 606L420 960', 'none', stroke(p.outfitShade, 4, 0.8))
  );
}

const BARE_SHOULDERS =
  'M326 606C296 636 246 646 214 654L228 704C276 700 318 716 360 742C402 716 444 700 492 704L506 654C474 646 424 636 394 606Z';

function dress(p: CharacterPalette, straps: boolean): string {
  const strap = straps ? path('M270 706L284 652', 'none', stroke('url(#outfit-grad)', 9)) : '';
  return (
    body('url(#outfit-grad)', p) +
    path(BARE_SHOULDERS, p.skin) +
    path('M228 704C276 700 318 716 360 742C402 716 444 700 492 704', 'none', stroke(p.outfitLight, 5, 0.8)) +
    path('M300 710C320 720 340 730 360 742', 'none', stroke(p.skinShadow, 10, 0.35)) +
    strap +
    mirrored(strap)
  );
}

type Cut = (p: CharacterPalette) => string;

const FIRST_CUTS: Record<'sailor' | 'hoodie' | 'blazer' | 'turtleneck' | 'tunic', Cut> = {
  sailor: (p) => {
    const collar = 'M318 600C280 640 222 650 176 668L206 752C262 736 318 724 360 786L360 700Z';
    const stripe = 'M196 690C246 678 292 672 334 700';
    const bow = 'M360 770L312 748Q300 776 318 800ZM360 770L408 748Q420 776 402 800Z';
    return (
      body('url(#shirt-grad)', p) +
      path('M326 600L360 700L394 600Z', p.skin) +
      path(collar, 'url(#outfit-grad)') +
      path(stripe, 'none', stroke('#ffffff', 4, 0.9)) +
      mirrored(path(collar, 'url(#outfit-grad)') + path(stripe, 'none', stroke('#ffffff', 4, 0.9))) +
      path(bow, p.accent) +
      circle(360, 772, 11, p.accent) +
      path('M352 780L340 840L360 828L380 840L368 780Z', p.accent)
    );
  },
  hoodie: (p) => {
    const hood = 'M282 612C296 690 424 690 438 612C478 622 494 652 474 684C430 730 290 730 246 684C226 652 242 622 282 612Z';
    return (
      body('url(#outfit-grad)', p) +
      path(hood, p.outfitShade) +
      path('M300 640C320 684 400 684 420 640', 'none', stroke(p.outfitLight, 5, 0.6)) +
      path('M338 690L334 790', 'none', stroke('#f4f1fa', 5)) +
      path('M382 690L386 790', 'none', stroke('#f4f1fa', 5)) +
      circle(334, 796, 6, p.accent) +
      circle(386, 796, 6, p.accent)
    );
  },
  blazer: (p) => {
    const lapel = 'M318 612L262 668L308 720L284 744L360 880L346 720Z';
    return (
      body('url(#outfit-grad)', p) +
      path('M322 606L296 640L360 860L424 640L398 606Z', 'url(#shirt-grad)') +
      path('M326 604L306 650L346 640Z', '#ffffff') +
      mirrored(path('M326 604L306 650L346 640Z', '#ffffff')) +
      path('M350 648L370 648L380 800L360 830L340 800Z', p.accent) +
      path('M348 636L372 636L368 656L352 656Z', p.accent) +
      path(lapel, p.outfitShade) +
      mirrored(path(lapel, p.outfitShade)) +
      circle(398, 800, 6, p.metal) +
      circle(398, 852, 6, p.metal)
    );
  },
  turtleneck: (p) => {
    const ribs = [332, 346, 360, 374, 388].map((x) => `M${x} 588L${x} 650`).join('');
    return (
      body('url(#outfit-grad)', p) +
      path('M318 580Q360 596 402 580L408 654Q360 672 312 654Z', p.outfit) +
      path(ribs, 'none', stroke(p.outfitShade, 2.5, 0.5)) +
      path('M300 660C320 740 400 740 420 660', 'none', stroke('url(#gold-grad)', 3)) +
      path('M360 738L348 756L360 780L372 756Z', p.accent) +
      path('M360 738L354 756L360 770Z', '#ffffff', fillOpacity(0.5))
    );
  },
  tunic: (p) => {
    const trim = 'M318 606L360 716L402 606';
    return (
      body('url(#outfit-grad)', p) +
      path('M318 606L360 716L402 606Z', p.skin) +
      path(trim, 'none', stroke('url(#gold-grad)', 9)) +
      path('M196 660C220 700 230 740 226 790', 'none', stroke('url(#gold-grad)', 6, 0.9)) +
      mirrored(path('M196 660C220 700 230 740 226 790', 'none', stroke('url(#gold-grad)', 6, 0.9))) +
      circle(360, 722, 15, 'url(#gold-grad)') +
      circle(360, 722, 9, p.accent) +
      circle(356, 718, 3, '#ffffff', fillOpacity(0.8))
    );
  },
};

const CUTS: Record<Garment, Cut> = {
  ...FIRST_CUTS,
  dress: (p) => dress(p, true),
  leotard: (p) => dress(p, false) + path('M180 700C220 690 240 700 250 720', 'none', stroke('#ffffff', 3, 0.4)),
  kimono: (p) => {
    const band = (d: string) => path(d, 'url(#second-grad)') + path(d, 'none', stroke(p.outfitShade, 2, 0.5));
    return (
      body('url(#outfit-grad)', p) +
      path('M326 606L360 790L394 606Z', p.skin) +
      band('M316 604L360 800L384 772L340 604Z') +
      band('M404 604L352 830L328 804L380 604Z') +
      path('M150 900Q360 870 570 900L572 960L148 960Z', p.accent) +
      path('M150 900Q360 870 570 900', 'none', stroke(p.metal, 4, 0.8))
    );
  },
  robe: (p) =>
    body('url(#outfit-grad)', p) +
    path('M262 640Q360 590 458 640Q430 690 360 696Q290 690 262 640Z', p.outfitShade) +
    path('M322 660L360 800L398 660Z', p.secondary) +
    path('M312 650L360 810L408 650', 'none', stroke('url(#gold-grad)', 8)) +
    circle(360, 818, 12, 'url(#gold-grad)'),
  armour: (p) => {
    const pauldron =
      path('M122 760C120 670 190 628 268 640C300 660 304 720 286 770C232 752 170 752 122 778Z', 'url(#steel-grad)') +
      path('M140 716C180 690 230 684 276 700M132 746C176 726 226 722 284 736', 'none', stroke('#000000', 3, 0.25)) +
      circle(250, 664, 5, '#e8ecf4') +
      path('M150 690C180 660 220 650 260 656', 'none', stroke('#ffffff', 4, 0.35));
    return (
      body('url(#outfit-grad)', p) +
      path('M268 690C300 660 420 660 452 690L470 960L250 960Z', 'url(#steel-grad)') +
      path('M360 676L360 960', 'none', stroke('#ffffff', 3, 0.3)) +
      path('M300 780Q360 800 420 780M296 850Q360 870 424 850', 'none', stroke('#000000', 3, 0.25)) +
      path('M318 600Q360 630 402 600L412 660Q360 680 308 660Z', 'url(#steel-grad)') +
      pauldron +
      mirrored(pauldron)
    );
  },
  apron: (p) => {
    const strap = path('M300 712L306 640', 'none', stroke(mix(p.outfit, '#000000', 0.2), 10));
    return (
      body('url(#second-grad)', p) +
      path(BODY_SHADOW, '#000000', fillOpacity(0.12)) +
      collar(mix(p.secondary, '#ffffff', 0.4)) +
      path('M290 712L430 712L452 960L268 960Z', 'url(#outfit-grad)') +
      path('M290 712L430 712', 'none', stroke(p.outfitLight, 4, 0.6)) +
      path(rectD(326, 790, 68, 50), p.outfitShade, fillOpacity(0.6)) +
      strap +
      mirrored(strap)
    );
  },
  suit: (p) =>
    FIRST_CUTS.blazer(p) + path('M350 648L370 648L380 800L360 830L340 800Z', mix(p.outfitShade, p.accent, 0.35)),
  uniform: (p) => {
    const epaulette = path('M196 664L272 646L276 668L204 688Z', 'url(#gold-grad)');
    const buttons = [700, 760, 820, 880].map((y) => circle(330, y, 6, p.metal) + circle(390, y, 6, p.metal)).join('');
    return (
      body('url(#outfit-grad)', p) +
      path('M318 596Q360 616 402 596L406 640Q360 656 314 640Z', p.outfitShade) +
      path('M360 640L360 960', 'none', stroke(p.outfitShade, 3, 0.8)) +
      buttons +
      epaulette +
      mirrored(epaulette)
    );
  },
  work: (p) =>
    body('url(#outfit-grad)', p) +
    collar(p.outfitLight) +
    path('M360 650L360 960', 'none', stroke(p.outfitShade, 3)) +
    [700, 770, 840].map((y) => circle(360, y, 5, p.secondary)).join('') +
    path(rectD(250, 740, 64, 60), 'none', stroke(p.outfitShade, 3)) +
    path('M250 752L314 752', 'none', stroke(p.outfitShade, 3)) +
    path('M420 700L420 800', 'none', stroke('#c9ccd6', 8)) +
    path('M410 690L430 690L428 706L412 706Z', '#8a8f9c'),
  shirt: (p) =>
    body('url(#outfit-grad)', p) +
    path('M326 604L360 690L394 604Z', p.skin) +
    collar(p.outfitLight) +
    path('M360 690L360 960', 'none', stroke(p.outfitShade, 3)) +
    [740, 810, 880].map((y) => circle(360, y, 5, p.outfitShade)).join(''),
  jacket: (p) => openFront(p, 'url(#second-grad)', 'M322 606L282 660L312 700L298 720L312 960L322 606Z'),
  coat: (p) =>
    openFront(p, 'url(#second-grad)', 'M320 600L248 676L300 720L280 744L330 960L340 700Z') +
    path('M330 600Q360 580 390 600L394 640Q360 628 326 640Z', p.outfitShade) +
    circle(300, 800, 7, p.outfitShade) +
    circle(300, 870, 7, p.outfitShade),
  sweater: (p) => {
    const cables = [270, 450].map((x) => `M${x} 700Q${x - 10} 730 ${x} 760Q${x + 10} 790 ${x} 820Q${x - 10} 850 ${x} 880`).join('');
    return (
      body('url(#outfit-grad)', p) +
      path('M316 598Q360 622 404 598L414 628Q360 666 306 628Z', p.outfitShade) +
      path('M312 618Q360 650 408 618', 'none', stroke(p.outfitLight, 2, 0.4)) +
      path(cables, 'none', stroke(p.outfitShade, 5, 0.5)) +
      path('M200 940L520 940', 'none', stroke(p.outfitShade, 10, 0.5))
    );
  },
  sportswear: (p) => {
    const stripe = path('M200 664C160 700 140 760 132 960', 'none', stroke('#ffffff', 9, 0.9)) + path('M222 660C180 700 160 770 154 960', 'none', stroke(p.accent, 6, 0.9));
    return (
      body('url(#outfit-grad)', p) +
      path('M316 592Q360 608 404 592L408 640Q360 656 312 640Z', p.outfitShade) +
      path('M360 640L360 960', 'none', stroke('#e8e8ee', 4)) +
      circle(360, 700, 7, '#e8e8ee') +
      stripe +
      mirrored(stripe)
    );
  },
  cloak: (p) =>
    path('M222 650C240 590 480 590 498 650', 'none', stroke(p.outfitShade, 40)) +
    body('url(#outfit-grad)', p) +
    path('M334 640L300 960L420 960L386 640Z', mix(p.outfitShade, '#0c0a12', 0.4)) +
    path('M334 640L300 960M386 640L420 960', 'none', stroke(p.outfitLight, 3, 0.5)) +
    circle(334, 646, 14, 'url(#gold-grad)') +
    circle(386, 646, 14, 'url(#gold-grad)') +
    path('M334 646L386 646', 'none', stroke('url(#gold-grad)', 4)),
};

export function drawOutfit(p: CharacterPalette, garment: Garment): string {
  return CUTS[garment](p);
}
