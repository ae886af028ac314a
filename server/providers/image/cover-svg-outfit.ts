/** Shoulders and clothing of the bust; the cut varies by seed so equal colours still differ. */
import type { CharacterPalette } from './cover-palette';
import { circle, linear, mirrored, fillOpacity, path, stroke } from './cover-svg-kit';

export type OutfitCut = 'sailor' | 'hoodie' | 'blazer' | 'turtleneck' | 'tunic';
export const OUTFIT_CUTS: readonly OutfitCut[] = ['sailor', 'hoodie', 'blazer', 'turtleneck', 'tunic'];

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

const CUTS: Record<OutfitCut, (p: CharacterPalette) => string> = {
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

export function drawOutfit(p: CharacterPalette, cut: OutfitCut): string {
  return CUTS[cut](p);
}
