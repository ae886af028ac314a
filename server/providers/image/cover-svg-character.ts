/**
 * The head-and-shoulders character, composed in a 720x960 frame so the cover uses it as-is
 * and the banner only scales and moves it.
 */
import type { CharacterLook } from '@/lib/look/look-model';
import { paletteFor } from './cover-palette';
import { accessoryDefs, drawAccessory } from './cover-svg-accessories';
import { EXPRESSIONS, EYE_SHAPES, drawEyes } from './cover-svg-eyes';
import { drawBlushAndNose, drawEars, drawFace, drawMouth, drawNeck, faceDefs } from './cover-svg-face';
import { drawFringeShadow, drawHairBack, drawHairFront, hairDefs } from './cover-svg-hair';
import { planHair } from './cover-svg-hair-styles';
import { num } from './cover-svg-kit';
import { OUTFIT_CUTS, drawOutfit, outfitDefs } from './cover-svg-outfit';
import { createRandom } from '@/lib/seeded-random';

export interface CharacterArt {
  defs: string;
  body: string;
}

/** Pivot near the base of the neck, so a tilt reads as a head tilt rather than a lean. */
const TILT_PIVOT = '360 600';

export function drawCharacter(look: CharacterLook, seed: string): CharacterArt {
  const pose = createRandom(seed, 'pose');
  const tilt = Math.round(pose.range(-4.5, 4.5) * 10) / 10;
  const eyeShape = pose.pick(EYE_SHAPES);
  const expression = pose.pick(EXPRESSIONS);
  const cut = pose.pick(OUTFIT_CUTS);
  const hatching = pose.chance(0.5);

  const p = paletteFor(look);
  const hairRng = createRandom(seed, 'hair');
  const hair = planHair(look.hairStyle, hairRng);
  const accessory = drawAccessory(p, look.accessory);

  const upright = `rotate(${num(-tilt)} ${TILT_PIVOT})`;
  const defs =
    faceDefs(p, upright) +
    hairDefs(p, upright) +
    outfitDefs(p) +
    accessoryDefs(p);

  const head =
    drawEars(p) +
    drawFace(p) +
    drawFringeShadow(p, hair) +
    drawEyes(p, eyeShape, expression) +
    drawBlushAndNose(p, hatching) +
    drawMouth(p, expression) +
    accessory.underHair +
    drawHairFront(p, hair, hairRng) +
    accessory.overHair;

  const rotate = `rotate(${num(tilt)} ${TILT_PIVOT})`;
  const body =
    `<g transform="${rotate}">${drawHairBack(p, hair)}</g>` +
    drawNeck(p) +
    drawOutfit(p, cut) +
    `<g transform="${rotate}">${head}</g>`;
  return { defs, body };
}
