/** Curated colours and the derived shades a character is painted with. */
import { ACCESSORIES, BACKDROPS, HAIR_STYLES, type CoverLook } from './cover-look';
import { hsl, hueOf, lighten, luminance, mix, safeHex, shade } from '@/lib/colour';
import { createRandom } from '@/lib/seeded-random';

/** Believable skin tones from very fair to deep; picking from a list avoids grey or green skin. */
const SKIN_TONES = [
  ...['#ffe8da', '#fde0cc', '#f9d2b8', '#f3c4a2', '#e8b08a'],
  ...['#d69a70', '#bd7f57', '#9a6040', '#774630'],
];

const NATURAL_HAIR = ['#2a2233', '#3b2a26', '#5a3a2a', '#8a5a36', '#c98e4e', '#e9c98a', '#eee3d0', '#a23e2c'];
const FANTASY_HAIR = ['#f29cc4', '#b79cf2', '#86c5f2', '#7fd8c0', '#c9d0e2', '#e2485a', '#34498a', '#2a9d9a', '#f2b35c'];
const EYE_COLOURS = [
  ...['#3a7bd5', '#2aa178', '#8b4fd6', '#d2423e', '#e38b25'],
  ...['#c9a31c', '#2fa9bd', '#d4579b', '#6b4a30', '#5b6d95'],
];

/** Hue offsets from the hair that read as deliberate colour schemes (complement, triad, analogous). */
const OUTFIT_HUE_SHIFTS = [180, 150, 210, 120, 240, 30, -30];

export function lookFromSeed(seed: string): CoverLook {
  const rng = createRandom(seed, 'look');
  const hairColor = rng.chance(0.45) ? rng.pick(NATURAL_HAIR) : rng.pick(FANTASY_HAIR);
  const outfitHue = hueOf(hairColor) + rng.pick(OUTFIT_HUE_SHIFTS) + rng.range(-12, 12);
  return {
    hairColor,
    eyeColor: rng.pick(EYE_COLOURS),
    skinTone: rng.pick(SKIN_TONES),
    outfitColor: hsl(outfitHue, rng.range(42, 68), rng.range(38, 58)),
    hairStyle: rng.pick(HAIR_STYLES),
    accessory: rng.chance(0.25) ? 'none' : rng.pick(ACCESSORIES),
    backdrop: rng.pick(BACKDROPS),
  };
}

/** Replaces anything unexpected (bad colour, unknown style) with the seed's own pick. */
export function resolveLook(look: CoverLook, seed: string): CoverLook {
  const fallback = lookFromSeed(seed);
  const known = <T extends string>(value: unknown, allowed: readonly T[], otherwise: T): T =>
    allowed.includes(value as T) ? (value as T) : otherwise;
  return {
    hairColor: safeHex(look.hairColor, fallback.hairColor),
    eyeColor: safeHex(look.eyeColor, fallback.eyeColor),
    skinTone: safeHex(look.skinTone, fallback.skinTone),
    outfitColor: safeHex(look.outfitColor, fallback.outfitColor),
    hairStyle: known(look.hairStyle, HAIR_STYLES, fallback.hairStyle),
    accessory: known(look.accessory, ACCESSORIES, fallback.accessory),
    backdrop: known(look.backdrop, BACKDROPS, fallback.backdrop),
  };
}

export interface CharacterPalette {
  skin: string;
  skinLight: string;
  skinShadow: string;
  skinDeep: string;
  blush: string;
  hair: string;
  hairLight: string;
  hairShade: string;
  hairDeep: string;
  hairLine: string;
  eye: string;
  eyeLight: string;
  eyeDeep: string;
  line: string;
  mouth: string;
  outfit: string;
  outfitLight: string;
  outfitShade: string;
  accent: string;
  metal: string;
}

export function paletteFor(look: CoverLook): CharacterPalette {
  const { skinTone: skin, hairColor: hair, eyeColor: eye, outfitColor: outfit } = look;
  // Very dark hair needs a stronger sheen to show its highlight at all.
  const sheen = luminance(hair) < 0.25 ? 0.42 : 0.5;
  return {
    skin,
    skinLight: lighten(skin, 0.35),
    skinShadow: mix(skin, '#c2607a', 0.28),
    skinDeep: mix(skin, '#8a3a5a', 0.38),
    blush: mix('#ff6f8e', skin, 0.2),
    hair,
    hairLight: lighten(hair, sheen),
    hairShade: shade(hair, 0.28),
    hairDeep: shade(hair, 0.5),
    hairLine: shade(hair, 0.6),
    eye,
    eyeLight: lighten(eye, 0.5),
    eyeDeep: shade(eye, 0.62),
    line: mix('#2a1a2e', hair, 0.18),
    mouth: mix('#a83a52', skin, 0.2),
    outfit,
    outfitLight: lighten(outfit, 0.3),
    outfitShade: shade(outfit, 0.35),
    accent: hsl(hueOf(outfit) + 165, 70, 58),
    metal: '#f3cf6b',
  };
}
