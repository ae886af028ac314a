/**
 * The head-and-shoulders character, composed in a 720x960 frame so the cover uses it as-is
 * and the banner only scales and moves it. Everything it shows comes from the character's look;
 * the seed only poses it (tilt, expression) and varies the hair locks.
 */
import type { CharacterLook } from '@/lib/look/look-model';
import { SHADOW_SKIN } from '@/lib/look/look-palette';
import { bunsOf } from '@/lib/look/hair-buns';
import { paletteFor, type CharacterPalette } from './cover-palette';
import { accessoryDefs, drawAccessories } from './cover-svg-accessories';
import { EXPRESSIONS, drawEyes, type EyeStyle } from './cover-svg-eyes';
import { drawBlush, drawMouth, drawNeck, drawFace, faceDefs } from './cover-svg-face';
import { drawEars, drawFacialHair, drawNose, drawScalp, drawWrinkles, faceOutlineD, faceOutlineOf } from './cover-svg-features';
import { drawFringeShadow, drawHairBack, drawHairFront, hairDefs } from './cover-svg-hair';
import { planHair } from './cover-svg-hair-styles';
import { num } from './cover-svg-kit';
import { drawOutfit, outfitDefs } from './cover-svg-outfit';
import { drawFoxEars, drawGremlinFeatures, drawHorns, drawRobotFeatures, drawScales, drawSeams, drawShadowFeatures, drawTail } from './cover-svg-species';
import { createRandom } from '@/lib/seeded-random';

export interface CharacterArt {
  defs: string;
  body: string;
}

/** Pivot near the base of the neck, so a tilt reads as a head tilt rather than a lean. */
const TILT_PIVOT = '360 600';

const SHOULDERS: Record<CharacterLook['body']['build'], number> = { slim: 0.92, average: 1, athletic: 1.08, stocky: 1.2, heavy: 1.22 };

/** Smaller characters stand lower in the frame and show more of the scene; tall ones rise. */
const STATURE: Record<CharacterLook['body']['height'], number> = { tiny: 0.78, short: 0.93, average: 1, tall: 1.04 };

/** A named group, so the parts a look asks for can be found in the picture (and tested for). */
const part = (name: string, art: string) => (art ? `<g class="${name}">${art}</g>` : '');

function shoulderWidth(look: CharacterLook): number {
  const lean = look.body.presentation === 'masculine' ? 0.06 : look.body.presentation === 'feminine' ? -0.03 : 0;
  return SHOULDERS[look.body.build] + lean;
}

function eyeStyle(look: CharacterLook): EyeStyle {
  const { face, body, species } = look;
  const masculine = body.presentation === 'masculine';
  const creature = species.head === 'gremlin';
  return {
    lashes: face.makeup,
    height: creature ? 1.05 : (masculine ? 0.84 : 1) * (body.age === 'old' ? 0.8 : body.age === 'middle' ? 0.92 : 1),
    size: creature ? 1.2 : masculine || body.age === 'old' ? 0.94 : 1,
    browWidth: { thin: 3, natural: 4.5, thick: 7.5, bushy: 11 }[face.brows],
    browFlat: masculine || face.brows === 'bushy',
  };
}

/** The face inside the head: eyes, nose, mouth and whatever marks this character's face. */
function drawFeatures(look: CharacterLook, p: CharacterPalette, expression: (typeof EXPRESSIONS)[number], hatching: boolean): string {
  const { face, species } = look;
  if (species.head === 'shadow') return part('head-shadow', drawShadowFeatures(p));
  const eyes = drawEyes(p, face.eyes, expression, eyeStyle(look));
  if (species.head === 'gremlin') return eyes + part('head-gremlin', drawGremlinFeatures(p));
  if (species.head === 'robot') return eyes + part('head-robot', drawRobotFeatures(p));
  const facialHair = part(`facial-hair-${face.facialHair}`, drawFacialHair(p, face.facialHair));
  const beard = face.facialHair === 'beard' || face.facialHair === 'full-beard';
  return (
    (face.makeup ? drawBlush(p, hatching) : '') +
    part(`wrinkles-${face.wrinkles}`, drawWrinkles(p, face.wrinkles)) +
    (species.skin === 'scales' ? drawScales(p) : '') +
    (species.skin === 'metal' ? drawSeams(p) : '') +
    eyes +
    drawNose(p, face.nose) +
    (beard ? facialHair + drawMouth(p, expression) : drawMouth(p, expression) + facialHair)
  );
}

export function drawCharacter(look: CharacterLook, seed: string): CharacterArt {
  const pose = createRandom(seed, 'pose');
  const tilt = Math.round(pose.range(-4.5, 4.5) * 10) / 10;
  const expression = pose.pick(EXPRESSIONS);
  const hatching = pose.chance(0.5);

  const p = paletteFor(look);
  if (look.species.head === 'shadow') Object.assign(p, { skin: SHADOW_SKIN.base, skinLight: SHADOW_SKIN.light, skinShadow: SHADOW_SKIN.shadow, skinDeep: SHADOW_SKIN.deep });
  const hairRng = createRandom(seed, 'hair');
  const hair = planHair(look.hairStyle, hairRng, look.body.presentation === 'masculine', bunsOf(seed));
  const accessories = drawAccessories(p, [look.accessory, ...look.extras]);
  const outline = faceOutlineD(faceOutlineOf(look.face, look.species));

  const upright = `rotate(${num(-tilt)} ${TILT_PIVOT})`;
  const defs = faceDefs(p, upright) + hairDefs(p, upright) + outfitDefs(p) + accessoryDefs(p);

  const head =
    part(`horns-${look.species.horns}`, drawHorns(look.species.horns)) +
    (look.species.ears === 'fox' ? drawFoxEars(p) : '') +
    part(`ears-${look.species.ears}`, drawEars(p, look.species.ears)) +
    (hair.scalp ? drawScalp(p, hair.bald === true) : '') +
    drawFace(p, outline) +
    drawFringeShadow(p, hair) +
    drawFeatures(look, p, expression, hatching) +
    accessories.underHair +
    (look.species.head === 'human' || look.hairStyle !== 'bald' ? drawHairFront(p, hair, hairRng) : '') +
    accessories.overHair;

  const rotate = `rotate(${num(tilt)} ${TILT_PIVOT})`;
  const sx = shoulderWidth(look);
  const broad = `matrix(${num(sx)} 0 0 1 ${num(360 * (1 - sx))} 0)`;
  const figure =
    drawTail(p, look.species.tail) +
    `<g transform="${rotate}">${drawHairBack(p, hair)}</g>` +
    `<g transform="${broad}">${drawNeck(p, sx > 1.1 ? 1.25 : sx < 0.95 ? 0.92 : 1)}${part(`garment-${look.outfit.garment}`, drawOutfit(p, look.outfit.garment))}</g>` +
    `<g transform="${rotate}">${head}</g>`;
  const k = STATURE[look.body.height];
  const body = k === 1 ? figure : `<g transform="matrix(${num(k)} 0 0 ${num(k)} ${num(360 * (1 - k))} ${num(960 * (1 - k))})">${figure}</g>`;
  // Ghosts and holograms are see-through: one group opacity for the whole figure.
  const seeThrough = look.species.kind === 'ghost' ? 0.72 : look.species.kind === 'hologram' ? 0.85 : 1;
  return { defs, body: seeThrough < 1 ? `<g opacity="${seeThrough}">${body}</g>` : body };
}
