import { z } from 'zod';
import { hsl, hueOf, lighten, luminance, mix, safeHex, shade } from '@/lib/colour';
import { createRandom, type Random } from '@/lib/seeded-random';

/**
 * The parameter set of the procedural character: a role's avatar asset (asset type 1) as JSON. It is
 * derived from the same look the role's 2D portrait is painted from, so the 3D character matches it.
 */

export const AVATAR_HAIR_STYLES = ['long', 'short', 'twintails', 'ponytail', 'bob', 'spiky', 'bun', 'wavy'] as const;
export const AVATAR_ACCESSORIES = ['none', 'glasses', 'cat-ears', 'horns', 'halo', 'headphones', 'crown', 'flower', 'hat', 'visor'] as const;
export const OUTFIT_STYLES = ['sailor', 'hoodie', 'dress', 'blazer', 'jacket', 'kimono'] as const;
export const EYE_SHAPES = ['round', 'gentle', 'sharp', 'sleepy'] as const;
export const BUILDS = ['feminine', 'masculine', 'neutral'] as const;
export const LEGWEAR = ['skirt', 'pants', 'shorts'] as const;
export const FRINGES = ['straight', 'swept', 'parted'] as const;

export type AvatarHairStyle = (typeof AVATAR_HAIR_STYLES)[number];
export type AvatarAccessory = (typeof AVATAR_ACCESSORIES)[number];
export type OutfitStyle = (typeof OUTFIT_STYLES)[number];
export type EyeShape = (typeof EYE_SHAPES)[number];
export type AvatarBuild = (typeof BUILDS)[number];
export type Legwear = (typeof LEGWEAR)[number];
export type Fringe = (typeof FRINGES)[number];

/** The fields of a role's portrait look (mirrors the cover look the server paints from). */
export interface AvatarLookSource {
  hairColor: string;
  eyeColor: string;
  skinTone: string;
  outfitColor: string;
  hairStyle: string;
  accessory: string;
  backdrop?: string;
}

/** Gender of a role as the catalogue keeps it; it picks the build and outfit cut. */
export type AvatarGender = 'female' | 'male' | 'non';

const hex = z.string().regex(/^#[0-9a-f]{6}$/i);
const unit = (min: number, max: number) => z.number().min(min).max(max);

export const avatarLookSchema = z.object({
  version: z.literal(1),
  build: z.enum(BUILDS),
  proportions: z.object({
    /** Standing height in metres. */
    height: unit(1.4, 1.95),
    /** Head size relative to the build's default (anime heads are big). */
    headScale: unit(0.85, 1.2),
    shoulderWidth: unit(0.8, 1.25),
    hipWidth: unit(0.8, 1.25),
    /** Leg length relative to the body. */
    legLength: unit(0.9, 1.15),
  }),
  skin: z.object({ base: hex, shadow: hex, blush: hex }),
  hair: z.object({ style: z.enum(AVATAR_HAIR_STYLES), fringe: z.enum(FRINGES), color: hex, shade: hex, highlight: hex }),
  eyes: z.object({ shape: z.enum(EYE_SHAPES), color: hex, deep: hex, light: hex, lashes: z.boolean() }),
  brows: z.object({ color: hex, thickness: unit(0.6, 1.6) }),
  outfit: z.object({
    style: z.enum(OUTFIT_STYLES),
    legwear: z.enum(LEGWEAR),
    primary: hex,
    secondary: hex,
    accent: hex,
    legs: hex,
    shoes: hex,
  }),
  accessory: z.object({ kind: z.enum(AVATAR_ACCESSORIES), color: hex }),
  line: hex,
});
export type AvatarLook = z.infer<typeof avatarLookSchema>;

const SKIN_TONES = ['#ffe8da', '#fde0cc', '#f9d2b8', '#f3c4a2', '#e8b08a', '#d69a70', '#bd7f57', '#9a6040', '#774630'];
const NATURAL_HAIR = ['#2a2233', '#3b2a26', '#5a3a2a', '#8a5a36', '#c98e4e', '#e9c98a', '#eee3d0', '#a23e2c'];
const FANTASY_HAIR = ['#f29cc4', '#b79cf2', '#86c5f2', '#7fd8c0', '#c9d0e2', '#e2485a', '#34498a', '#2a9d9a', '#f2b35c'];
const EYE_COLOURS = ['#3a7bd5', '#2aa178', '#8b4fd6', '#d2423e', '#e38b25', '#c9a31c', '#2fa9bd', '#d4579b', '#6b4a30', '#5b6d95'];

const known = <T extends string>(value: unknown, allowed: readonly T[], otherwise: T): T =>
  allowed.includes(value as T) ? (value as T) : otherwise;

/** A complete portrait look picked from the seed, for roles that have none. */
export function sourceFromSeed(seed: string): AvatarLookSource {
  const rng = createRandom(seed, 'look');
  const hairColor = rng.chance(0.45) ? rng.pick(NATURAL_HAIR) : rng.pick(FANTASY_HAIR);
  const outfitHue = hueOf(hairColor) + rng.pick([180, 150, 210, 120, 240, 30, -30]) + rng.range(-12, 12);
  return {
    hairColor,
    eyeColor: rng.pick(EYE_COLOURS),
    skinTone: rng.pick(SKIN_TONES),
    outfitColor: hsl(outfitHue, rng.range(42, 68), rng.range(38, 58)),
    hairStyle: rng.pick(AVATAR_HAIR_STYLES),
    accessory: rng.chance(0.25) ? 'none' : rng.pick(AVATAR_ACCESSORIES),
  };
}

function buildOf(gender: AvatarGender | undefined, hairStyle: AvatarHairStyle, rng: Random): AvatarBuild {
  if (gender === 'female') return 'feminine';
  if (gender === 'male') return 'masculine';
  if (gender === 'non') return 'neutral';
  // Unknown gender: long styles lean feminine, short ones either way.
  if (['twintails', 'long', 'bun', 'wavy', 'bob'].includes(hairStyle)) return rng.chance(0.85) ? 'feminine' : 'neutral';
  return rng.pick(BUILDS);
}

const OUTFITS_BY_BUILD: Record<AvatarBuild, readonly OutfitStyle[]> = {
  feminine: ['sailor', 'dress', 'hoodie', 'blazer', 'kimono', 'jacket'],
  masculine: ['blazer', 'jacket', 'hoodie', 'kimono'],
  neutral: ['hoodie', 'jacket', 'blazer', 'kimono', 'sailor'],
};

function legwearOf(build: AvatarBuild, outfit: OutfitStyle, rng: Random): Legwear {
  if (outfit === 'dress' || outfit === 'kimono') return 'skirt';
  if (build === 'masculine') return 'pants';
  if (outfit === 'sailor') return 'skirt';
  return rng.pick(build === 'feminine' ? (['skirt', 'skirt', 'shorts', 'pants'] as const) : (['pants', 'shorts', 'skirt'] as const));
}

/**
 * The avatar look of a role: its portrait look (when it has one) for colours, hair and accessory; the seed
 * (the role's id or slug) for everything the portrait does not fix, so two roles never share a character.
 */
export function avatarLookFrom(source: AvatarLookSource | null | undefined, seed: string, gender?: AvatarGender): AvatarLook {
  const fallback = sourceFromSeed(seed);
  const rng = createRandom(seed, 'avatar');
  const hairColor = safeHex(source?.hairColor, fallback.hairColor);
  const eyeColor = safeHex(source?.eyeColor, fallback.eyeColor);
  const skinTone = safeHex(source?.skinTone, fallback.skinTone);
  const outfitColor = safeHex(source?.outfitColor, fallback.outfitColor);
  const hairStyle = known(source?.hairStyle, AVATAR_HAIR_STYLES, fallback.hairStyle as AvatarHairStyle);
  const accessory = known(source?.accessory, AVATAR_ACCESSORIES, fallback.accessory as AvatarAccessory);

  const build = buildOf(gender, hairStyle, rng);
  const outfit = rng.pick(OUTFITS_BY_BUILD[build]);
  const legwear = legwearOf(build, outfit, rng);
  const shape: EyeShape = build === 'masculine' ? rng.pick(['sharp', 'gentle', 'sleepy'] as const) : rng.pick(EYE_SHAPES);

  const baseHeight = build === 'masculine' ? 1.72 : build === 'feminine' ? 1.58 : 1.64;
  const height = round(baseHeight + rng.range(-0.06, 0.08));
  const hairLight = luminance(hairColor) < 0.25 ? 0.34 : 0.42;
  // Near-black or near-white outfits need a coloured secondary to read as designed.
  const outfitLum = luminance(outfitColor);
  const secondary = outfitLum > 0.85 ? mix(outfitColor, hairColor, 0.35) : outfitLum < 0.12 ? lighten(outfitColor, 0.82) : lighten(outfitColor, 0.78);
  const accent = hsl(hueOf(outfitLum < 0.12 || outfitLum > 0.85 ? eyeColor : outfitColor) + 165, 68, 56);
  const legs = legwear === 'pants' ? shade(outfitColor, outfitLum < 0.2 ? 0.1 : 0.45) : mix('#2a2438', outfitColor, 0.25);

  return {
    version: 1,
    build,
    proportions: {
      height: clampRound(height, 1.4, 1.95),
      headScale: round(rng.range(0.95, 1.08)),
      shoulderWidth: round(build === 'masculine' ? rng.range(1.08, 1.2) : build === 'feminine' ? rng.range(0.88, 0.98) : rng.range(0.95, 1.05)),
      hipWidth: round(build === 'feminine' ? rng.range(1.02, 1.12) : rng.range(0.9, 1.0)),
      legLength: round(rng.range(0.98, 1.08)),
    },
    skin: { base: skinTone, shadow: mix(skinTone, '#c2607a', 0.28), blush: mix('#ff6f8e', skinTone, 0.2) },
    hair: {
      style: hairStyle,
      fringe: hairStyle === 'spiky' ? 'swept' : rng.pick(FRINGES),
      color: hairColor,
      shade: shade(hairColor, 0.32),
      highlight: lighten(hairColor, hairLight),
    },
    eyes: { shape, color: eyeColor, deep: shade(eyeColor, 0.6), light: lighten(eyeColor, 0.55), lashes: build !== 'masculine' },
    brows: { color: shade(hairColor, 0.25), thickness: round(build === 'masculine' ? rng.range(1.15, 1.45) : rng.range(0.75, 1.0)) },
    outfit: {
      style: outfit,
      legwear,
      primary: outfitColor,
      secondary,
      accent,
      legs,
      shoes: rng.pick(['#2b2233', '#5a3a2a', '#f2efe9', shade(outfitColor, 0.5)]),
    },
    accessory: { kind: accessory, color: accessoryColour(accessory, hairColor, outfitColor) },
    line: mix('#2a1a2e', hairColor, 0.18),
  };
}

/** The look of a role that has no portrait look: every colour and shape from the seed. */
export function avatarLookFromSeed(seed: string, gender?: AvatarGender): AvatarLook {
  return avatarLookFrom(null, seed, gender);
}

/** Reads a stored avatar asset; null when it is not a valid look of this version. */
export function parseAvatarLook(value: unknown): AvatarLook | null {
  const raw = typeof value === 'string' ? safeJson(value) : value;
  const parsed = avatarLookSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function accessoryColour(kind: AvatarAccessory, hair: string, outfit: string): string {
  switch (kind) {
    case 'halo':
    case 'crown':
      return '#f3cf6b';
    case 'horns':
      return mix('#3a2a3a', hair, 0.2);
    case 'cat-ears':
      return hair;
    case 'flower':
      return hsl(hueOf(hair) + 150, 70, 72);
    case 'glasses':
      return '#3a2a3a';
    default:
      return shade(outfit, 0.2);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function clampRound(value: number, min: number, max: number): number {
  return round(Math.min(max, Math.max(min, value)));
}
