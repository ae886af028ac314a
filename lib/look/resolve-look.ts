import { hsl, hueOf, safeHex } from '@/lib/colour';
import { createRandom, type Random } from '@/lib/seeded-random';
import {
  ACCESSORIES,
  AGE_GROUPS,
  BACKDROPS,
  BROWS,
  BUILDS,
  EARS,
  EYE_SHAPES,
  FACE_SHAPES,
  FACIAL_HAIR,
  GARMENTS,
  HAIR_STYLES,
  HEADS,
  HEIGHTS,
  HORNS,
  JAWS,
  NOSES,
  PRESENTATIONS,
  SKIN_KINDS,
  SPECIES,
  TAILS,
  WRINKLES,
  type CharacterLook,
  type Garment,
  type LookGender,
  type Presentation,
} from './look-model';

/** Believable skin tones from very fair to deep; picking from a list avoids grey or green skin. */
export const SKIN_TONES = ['#ffe8da', '#fde0cc', '#f9d2b8', '#f3c4a2', '#e8b08a', '#d69a70', '#bd7f57', '#9a6040', '#774630'];
const NATURAL_HAIR = ['#2a2233', '#3b2a26', '#5a3a2a', '#8a5a36', '#c98e4e', '#e9c98a', '#eee3d0', '#a23e2c'];
const FANTASY_HAIR = ['#f29cc4', '#b79cf2', '#86c5f2', '#7fd8c0', '#c9d0e2', '#e2485a', '#34498a', '#2a9d9a', '#f2b35c'];
const EYE_COLOURS = ['#3a7bd5', '#2aa178', '#8b4fd6', '#d2423e', '#e38b25', '#c9a31c', '#2fa9bd', '#d4579b', '#6b4a30', '#5b6d95'];
/** Hue offsets from the hair that read as deliberate colour schemes (complement, triad, analogous). */
const OUTFIT_HUE_SHIFTS = [180, 150, 210, 120, 240, 30, -30];
/** What a look picked from a seed alone may have: styles and things anyone might wear. */
const SEED_HAIR_STYLES = HAIR_STYLES.slice(0, 8);
const SEED_ACCESSORIES = ACCESSORIES.slice(0, 10);
const SEED_GARMENTS: Record<Presentation, readonly Garment[]> = {
  feminine: ['sailor', 'hoodie', 'blazer', 'turtleneck', 'tunic'],
  masculine: ['hoodie', 'blazer', 'turtleneck', 'tunic', 'jacket'],
  androgynous: ['hoodie', 'blazer', 'turtleneck', 'tunic', 'sailor'],
};

type PortraitLook = Pick<CharacterLook, 'hairColor' | 'eyeColor' | 'skinTone' | 'outfitColor' | 'hairStyle' | 'accessory' | 'backdrop'>;

/** Colours, hair style, accessory and backdrop picked from a seed, for roles and people that have no look. */
export function lookFromSeed(seed: string): PortraitLook {
  const rng = createRandom(seed, 'look');
  const hairColor = rng.chance(0.45) ? rng.pick(NATURAL_HAIR) : rng.pick(FANTASY_HAIR);
  const outfitHue = hueOf(hairColor) + rng.pick(OUTFIT_HUE_SHIFTS) + rng.range(-12, 12);
  return {
    hairColor,
    eyeColor: rng.pick(EYE_COLOURS),
    skinTone: rng.pick(SKIN_TONES),
    outfitColor: hsl(outfitHue, rng.range(42, 68), rng.range(38, 58)),
    hairStyle: rng.pick(SEED_HAIR_STYLES),
    accessory: rng.chance(0.25) ? 'none' : rng.pick(SEED_ACCESSORIES),
    backdrop: rng.pick(BACKDROPS),
  };
}

const known = <T extends string | number>(value: unknown, allowed: readonly T[], otherwise: T): T =>
  allowed.includes(value as T) ? (value as T) : otherwise;

const group = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function presentationOf(gender: LookGender | undefined, hairStyle: string, rng: Random): Presentation {
  if (gender === 'female') return 'feminine';
  if (gender === 'male') return 'masculine';
  if (gender === 'non') return 'androgynous';
  // Unknown gender: long styles lean feminine, short ones either way.
  if (['twintails', 'long', 'bun', 'wavy', 'bob'].includes(hairStyle)) return rng.chance(0.85) ? 'feminine' : 'androgynous';
  return rng.pick(PRESENTATIONS);
}

/**
 * The complete look of a character from whatever a role keeps (a full look, the portrait fields only, or
 * nothing): every field that is missing or unknown comes from the gender and the seed, so the same role
 * always gets the same character and nothing unexpected reaches a renderer.
 */
export function resolveLook(raw: unknown, seed: string, gender?: LookGender): CharacterLook {
  const look = group(raw);
  const fallback = lookFromSeed(seed);
  const rng = createRandom(seed, 'character');
  const hairStyle = known(look.hairStyle, HAIR_STYLES, fallback.hairStyle);

  const b = group(look.body);
  const presentation = known(b.presentation, PRESENTATIONS, presentationOf(gender, hairStyle, rng));
  const masculine = presentation === 'masculine';
  const age = known(b.age, AGE_GROUPS, 'young');
  const years = typeof b.years === 'number' && Number.isInteger(b.years) && b.years >= 10 && b.years <= 5000 ? b.years : undefined;

  const f = group(look.face);
  const old = age === 'old';
  const facialHairColor = safeHex(f.facialHairColor, '');
  const o = group(look.outfit);
  const secondaryColor = safeHex(o.secondaryColor, '');
  const s = group(look.species);
  const extras = Array.isArray(look.extras) ? look.extras.filter((x): x is Exclude<CharacterLook['accessory'], 'none'> => x !== 'none' && known(x, ACCESSORIES, 'none') !== 'none') : [];

  return {
    hairColor: safeHex(look.hairColor, fallback.hairColor),
    eyeColor: safeHex(look.eyeColor, fallback.eyeColor),
    skinTone: safeHex(look.skinTone, fallback.skinTone),
    outfitColor: safeHex(look.outfitColor, fallback.outfitColor),
    hairStyle,
    accessory: known(look.accessory, ACCESSORIES, fallback.accessory),
    backdrop: known(look.backdrop, BACKDROPS, fallback.backdrop),
    body: {
      presentation,
      age,
      ...(years === undefined ? {} : { years }),
      height: known(b.height, HEIGHTS, 'average'),
      build: known(b.build, BUILDS, masculine ? 'athletic' : presentation === 'feminine' ? 'slim' : 'average'),
    },
    face: {
      shape: known(f.shape, FACE_SHAPES, masculine ? 'square' : 'oval'),
      jaw: known(f.jaw, JAWS, masculine ? 'defined' : 'soft'),
      nose: known(f.nose, NOSES, masculine ? 'straight' : 'small'),
      brows: known(f.brows, BROWS, masculine ? 'thick' : 'natural'),
      eyes: known(f.eyes, EYE_SHAPES, rng.pick(masculine ? (['sharp', 'gentle', 'sleepy'] as const) : EYE_SHAPES)),
      wrinkles: known(f.wrinkles, WRINKLES, old ? 2 : age === 'middle' ? 1 : 0),
      facialHair: known(f.facialHair, FACIAL_HAIR, 'none'),
      ...(facialHairColor ? { facialHairColor } : {}),
      makeup: typeof f.makeup === 'boolean' ? f.makeup : !masculine && !old,
    },
    species: {
      kind: known(s.kind, SPECIES, 'human'),
      ears: known(s.ears, EARS, 'human'),
      horns: known(s.horns, HORNS, 'none'),
      tail: known(s.tail, TAILS, 'none'),
      head: known(s.head, HEADS, 'human'),
      skin: known(s.skin, SKIN_KINDS, 'skin'),
    },
    outfit: {
      garment: known(o.garment, GARMENTS, rng.pick(SEED_GARMENTS[presentation])),
      ...(secondaryColor ? { secondaryColor } : {}),
    },
    extras: [...new Set(extras)].slice(0, 3),
  };
}
