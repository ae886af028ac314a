import { z } from 'zod';
import { hsl, hueOf, lighten, luminance, mix, shade } from '@/lib/colour';
import { createRandom, type Random } from '@/lib/seeded-random';
import {
  ACCESSORIES,
  AGE_GROUPS,
  BUILDS as BODY_BUILDS,
  EARS,
  EYE_SHAPES,
  FACIAL_HAIR,
  GARMENTS,
  HEADS,
  HEIGHTS,
  HORNS,
  SKIN_KINDS,
  SPECIES,
  TAILS,
  type CharacterLook,
  type EyeShape,
  type LookGender,
  type Presentation,
} from '@/lib/look/look-model';
import { SHADOW_SKIN, sharedPalette } from '@/lib/look/look-palette';
import { bunsOf } from '@/lib/look/hair-buns';
import { resolveLook } from '@/lib/look/resolve-look';

/**
 * The parameter set of the procedural character: a role's avatar asset (asset type 1) as JSON. It is
 * derived from the same look the role's 2D portrait is painted from, so the 3D character matches it.
 */

export const AVATAR_HAIR_STYLES = ['long', 'short', 'twintails', 'ponytail', 'bob', 'spiky', 'bun', 'wavy', 'crop', 'slicked', 'receding', 'bald'] as const;
/** Everything a look may wear on the head or face (`hat` is the beret of looks stored before hats had kinds). */
export const AVATAR_ACCESSORIES = [...ACCESSORIES] as const;
/** Every garment of the look model is drawn as itself. */
export const OUTFIT_STYLES = [...GARMENTS] as const;
export const BUILDS = ['feminine', 'masculine', 'neutral'] as const;
export const LEGWEAR = ['skirt', 'pants', 'shorts'] as const;
export const FRINGES = ['straight', 'swept', 'parted'] as const;

export type AvatarHairStyle = (typeof AVATAR_HAIR_STYLES)[number];
export type AvatarAccessory = (typeof AVATAR_ACCESSORIES)[number];
export type OutfitStyle = (typeof OUTFIT_STYLES)[number];
export type AvatarBuild = (typeof BUILDS)[number];
export type Legwear = (typeof LEGWEAR)[number];
export type Fringe = (typeof FRINGES)[number];

/** Gender of a role as the catalogue keeps it; it picks the build when the look has none. */
export type AvatarGender = LookGender;

const hex = z.string().regex(/^#[0-9a-f]{6}$/i);
const unit = (min: number, max: number) => z.number().min(min).max(max);

export const avatarLookSchema = z.object({
  version: z.literal(1),
  build: z.enum(BUILDS),
  proportions: z.object({
    /** Standing height in metres. */
    height: unit(0.7, 1.95),
    /** Head size relative to the build's default (anime heads are big). */
    headScale: unit(0.85, 1.45),
    shoulderWidth: unit(0.8, 1.4),
    hipWidth: unit(0.8, 1.4),
    /** Leg length relative to the body. */
    legLength: unit(0.7, 1.15),
  }),
  skin: z.object({ base: hex, shadow: hex, blush: hex }),
  /** `buns`: a bun hairdo's count (one on the crown when absent). */
  hair: z.object({ style: z.enum(AVATAR_HAIR_STYLES), fringe: z.enum(FRINGES), color: hex, shade: hex, highlight: hex, buns: z.union([z.literal(1), z.literal(2)]).optional() }),
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
  /** Beard or moustache; absent in looks stored before faces had any. */
  facialHair: z.object({ kind: z.enum(FACIAL_HAIR), color: hex }).optional(),
  line: hex,
  /**
   * Who the character is beyond colours: age, body, species and what else it wears. Absent in looks stored
   * before the avatar followed the whole look model (they draw as a young human of the build).
   */
  traits: z
    .object({
      age: z.enum(AGE_GROUPS),
      wrinkles: z.number().int().min(0).max(3),
      bodyBuild: z.enum(BODY_BUILDS),
      height: z.enum(HEIGHTS),
      species: z.enum(SPECIES),
      ears: z.enum(EARS),
      horns: z.enum(HORNS),
      tail: z.enum(TAILS),
      head: z.enum(HEADS),
      skinKind: z.enum(SKIN_KINDS),
      /** Worn besides the accessory (glasses under a hat, earrings…). */
      extras: z.array(z.enum(ACCESSORIES)).max(3),
    })
    .optional(),
});
export type AvatarLook = z.infer<typeof avatarLookSchema>;

const BUILD_OF: Record<Presentation, AvatarBuild> = { feminine: 'feminine', masculine: 'masculine', androgynous: 'neutral' };

/** The 3D hair closest to a portrait style the procedural head has no mesh for. */
function hairStyleOf(style: CharacterLook['hairStyle']): AvatarHairStyle {
  return (AVATAR_HAIR_STYLES as readonly string[]).includes(style) ? (style as AvatarHairStyle) : 'short';
}

/** Standing height (m) by the look's height: a gremlin is about three feet, a dwarf a head shorter than most. */
const HEIGHT_OF: Record<CharacterLook['body']['height'], number> = { tiny: 0.8, short: 1.45, average: 0, tall: 1.86 };

/** Shoulder and hip width, and the girth a body carries at the waist, by the look's build. */
const BUILD_SHAPE: Record<CharacterLook['body']['build'], { shoulders: number; hips: number }> = {
  slim: { shoulders: 0.94, hips: 0.95 },
  average: { shoulders: 1, hips: 1 },
  athletic: { shoulders: 1.12, hips: 0.98 },
  stocky: { shoulders: 1.32, hips: 1.22 },
  heavy: { shoulders: 1.22, hips: 1.3 },
};

function legwearOf(build: AvatarBuild, outfit: OutfitStyle, rng: Random): Legwear {
  if (outfit === 'dress' || outfit === 'kimono' || outfit === 'robe') return 'skirt';
  if (build === 'masculine' || ['armour', 'work', 'suit', 'apron', 'coat', 'cloak', 'sportswear'].includes(outfit)) return 'pants';
  if (outfit === 'leotard') return 'shorts';
  if (outfit === 'sailor') return 'skirt';
  return rng.pick(build === 'feminine' ? (['skirt', 'skirt', 'shorts', 'pants'] as const) : (['pants', 'shorts', 'skirt'] as const));
}

/**
 * The avatar look of a role, from the same character look its portrait is painted from (see lib/look);
 * the seed (the role's id or slug) fixes everything the look leaves open, so two roles never share a character.
 */
export function avatarLookFrom(source: unknown, seed: string, gender?: AvatarGender): AvatarLook {
  const look = resolveLook(source, seed, gender);
  const rng = createRandom(seed, 'avatar');
  const { hairColor, eyeColor, skinTone, outfitColor } = look;
  const shared = sharedPalette(look);
  const hairStyle = hairStyleOf(look.hairStyle);
  const accessory: AvatarAccessory = look.accessory;

  const build = BUILD_OF[look.body.presentation];
  const outfit: OutfitStyle = look.outfit.garment;
  const legwear = legwearOf(build, outfit, rng);
  const shape: EyeShape = look.face.eyes;
  const body = BUILD_SHAPE[look.body.build];
  const dwarf = look.species.kind === 'dwarf';

  const baseHeight = build === 'masculine' ? 1.72 : build === 'feminine' ? 1.58 : 1.64;
  const height = dwarf ? 1.28 : HEIGHT_OF[look.body.height] || round(baseHeight + rng.range(-0.06, 0.08));
  const hairLight = luminance(hairColor) < 0.25 ? 0.34 : 0.42;
  // Near-black or near-white outfits need a coloured secondary to read as designed.
  const outfitLum = luminance(outfitColor);
  const secondary = look.outfit.secondaryColor ?? (outfitLum > 0.85 ? mix(outfitColor, hairColor, 0.35) : outfitLum < 0.12 ? lighten(outfitColor, 0.82) : lighten(outfitColor, 0.78));
  const accent = hsl(hueOf(outfitLum < 0.12 || outfitLum > 0.85 ? eyeColor : outfitColor) + 165, 68, 56);
  const legs = legwear === 'pants' ? shade(outfitColor, outfitLum < 0.2 ? 0.1 : 0.45) : mix('#2a2438', outfitColor, 0.25);

  return {
    version: 1,
    build,
    proportions: {
      height: clampRound(height, 0.7, 1.95),
      // Small people and creatures have big heads and short legs for their height.
      headScale: round(look.body.height === 'tiny' ? 1.4 : dwarf ? 1.2 : look.body.height === 'short' ? 1.06 : rng.range(0.95, 1.05)),
      shoulderWidth: clampRound(body.shoulders * (build === 'masculine' ? rng.range(1.06, 1.14) : build === 'feminine' ? rng.range(0.9, 0.98) : 1), 0.8, 1.4),
      hipWidth: clampRound(body.hips * (build === 'feminine' ? rng.range(1.02, 1.1) : rng.range(0.92, 1.0)), 0.8, 1.4),
      legLength: round(look.body.height === 'tiny' ? 0.72 : dwarf ? 0.78 : look.body.height === 'short' ? 0.92 : look.body.height === 'tall' ? rng.range(1.04, 1.1) : rng.range(0.98, 1.06)),
    },
    // A shadow creature is the portrait's near-black from head to hands, with no blush.
    skin: look.species.head === 'shadow' ? { base: SHADOW_SKIN.base, shadow: SHADOW_SKIN.shadow, blush: SHADOW_SKIN.base } : { base: skinTone, shadow: shared.skinShadow, blush: shared.blush },
    hair: {
      style: hairStyle,
      fringe: hairStyle === 'spiky' ? 'swept' : rng.pick(FRINGES),
      color: hairColor,
      shade: shade(hairColor, 0.32),
      highlight: lighten(hairColor, hairLight),
      ...(hairStyle === 'bun' ? { buns: bunsOf(seed) } : {}),
    },
    eyes: { shape, color: eyeColor, deep: shade(eyeColor, 0.6), light: lighten(eyeColor, 0.55), lashes: look.face.makeup },
    brows: { color: look.body.age === 'old' ? mix(shade(hairColor, 0.25), '#c9c5c0', 0.7) : shade(hairColor, 0.25), thickness: round(look.face.brows === 'bushy' ? 1.55 : build === 'masculine' ? rng.range(1.15, 1.45) : rng.range(0.75, 1.0)) },
    outfit: {
      style: outfit,
      legwear,
      primary: outfitColor,
      secondary,
      accent,
      legs,
      shoes: rng.pick(['#2b2233', '#5a3a2a', '#f2efe9', shade(outfitColor, 0.5)]),
    },
    accessory: { kind: accessory, color: accessoryColour(accessory, hairColor, outfitColor, accent) },
    facialHair: { kind: look.face.facialHair, color: shared.beard },
    line: shared.line,
    traits: {
      age: look.body.age,
      wrinkles: look.face.wrinkles,
      bodyBuild: look.body.build,
      height: look.body.height,
      species: look.species.kind,
      ears: look.species.ears,
      horns: look.species.horns,
      tail: look.species.tail,
      head: look.species.head,
      skinKind: look.species.skin,
      extras: look.extras.filter((kind) => kind !== accessory),
    },
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

/** The accessory's colour, as the portrait paints it (a knitted beanie or a bandana in the accent colour…). */
function accessoryColour(kind: AvatarAccessory, hair: string, outfit: string, accent: string): string {
  switch (kind) {
    case 'beanie':
    case 'bandana':
    case 'headphones':
      return accent;
    case 'cap':
      return outfit;
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
    case 'monocle':
    case 'earrings':
    case 'necklace':
      return '#e0b95a';
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
