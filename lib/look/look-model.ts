import { z } from 'zod';

/**
 * The look of a character: the one description both its 2D cover portrait and its procedural 3D avatar are
 * drawn from. The flat colour and style fields are the original portrait look (every stored role has them);
 * the groups (body, face, species, outfit, extras) say who the character is and are filled from the gender
 * and the seed when a stored look lacks them (see resolve-look.ts).
 */

export const HAIR_STYLES = [
  ...['long', 'short', 'twintails', 'ponytail', 'bob', 'spiky', 'bun', 'wavy'],
  ...['crop', 'slicked', 'receding', 'bald'],
] as const;
/** Worn on the head or face; the first item of a look, `accessory`, is one of these. */
export const ACCESSORIES = [
  ...['none', 'glasses', 'cat-ears', 'horns', 'halo', 'headphones', 'crown', 'flower', 'hat', 'visor'],
  ...['wizard-hat', 'witch-hat', 'cap', 'fedora', 'beanie', 'bandana', 'headband', 'earrings', 'necklace', 'monocle'],
] as const;
export const BACKDROPS = ['sunset', 'neon', 'forest', 'ocean', 'space', 'sakura', 'desert', 'snow', 'studio', 'night', 'castle', 'stage'] as const;

export const PRESENTATIONS = ['feminine', 'masculine', 'androgynous'] as const;
export const AGE_GROUPS = ['teen', 'young', 'adult', 'middle', 'old', 'ageless'] as const;
export const HEIGHTS = ['tiny', 'short', 'average', 'tall'] as const;
export const BUILDS = ['slim', 'average', 'athletic', 'stocky', 'heavy'] as const;

export const FACE_SHAPES = ['oval', 'round', 'square', 'long', 'heart'] as const;
export const JAWS = ['soft', 'defined', 'strong'] as const;
export const NOSES = ['small', 'straight', 'broad', 'long'] as const;
export const BROWS = ['thin', 'natural', 'thick', 'bushy'] as const;
export const EYE_SHAPES = ['round', 'gentle', 'sharp', 'sleepy'] as const;
/** 0 none, 1 light lines, 2 marked lines, 3 deep lines of old age. */
export const WRINKLES = [0, 1, 2, 3] as const;
export const FACIAL_HAIR = ['none', 'stubble', 'moustache', 'goatee', 'beard', 'full-beard'] as const;

export const SPECIES = ['human', 'elf', 'dwarf', 'demon', 'vampire', 'fox-spirit', 'dragon', 'gremlin', 'android', 'hologram', 'ghost', 'shadow'] as const;
export const EARS = ['human', 'pointed', 'long-pointed', 'fox', 'gremlin', 'none'] as const;
export const HORNS = ['none', 'small', 'curved', 'ram'] as const;
export const TAILS = ['none', 'fox', 'devil', 'dragon'] as const;
/** The head a character has: a human one, or a creature's that the painter draws whole. */
export const HEADS = ['human', 'gremlin', 'robot', 'shadow'] as const;
export const SKIN_KINDS = ['skin', 'fur', 'scales', 'metal', 'light'] as const;

export const GARMENTS = [
  ...['sailor', 'hoodie', 'blazer', 'turtleneck', 'tunic', 'dress', 'kimono', 'robe', 'armour', 'apron'],
  ...['suit', 'work', 'uniform', 'jacket', 'coat', 'sweater', 'shirt', 'sportswear', 'leotard', 'cloak'],
] as const;

export type HairStyle = (typeof HAIR_STYLES)[number];
export type Accessory = (typeof ACCESSORIES)[number];
export type Backdrop = (typeof BACKDROPS)[number];
export type Presentation = (typeof PRESENTATIONS)[number];
export type AgeGroup = (typeof AGE_GROUPS)[number];
export type Height = (typeof HEIGHTS)[number];
export type Build = (typeof BUILDS)[number];
export type FacialHair = (typeof FACIAL_HAIR)[number];
export type Species = (typeof SPECIES)[number];
export type Garment = (typeof GARMENTS)[number];
export type EyeShape = (typeof EYE_SHAPES)[number];

const colour = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a lower-case hex colour, e.g. "#1c1c3a"');

export const bodySchema = z.strictObject({
  presentation: z.enum(PRESENTATIONS),
  age: z.enum(AGE_GROUPS),
  /** Apparent age in years, when the character's story gives one. */
  years: z.number().int().min(10).max(5000).optional(),
  height: z.enum(HEIGHTS),
  build: z.enum(BUILDS),
});

export const faceSchema = z.strictObject({
  shape: z.enum(FACE_SHAPES),
  jaw: z.enum(JAWS),
  nose: z.enum(NOSES),
  brows: z.enum(BROWS),
  eyes: z.enum(EYE_SHAPES),
  wrinkles: z.union(WRINKLES.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]),
  facialHair: z.enum(FACIAL_HAIR),
  /** Colour of the beard or moustache; the hair colour when absent. */
  facialHairColor: colour.optional(),
  /** Lashes, blush and lip colour of the anime style. */
  makeup: z.boolean(),
});

export const speciesSchema = z.strictObject({
  kind: z.enum(SPECIES),
  ears: z.enum(EARS),
  horns: z.enum(HORNS),
  tail: z.enum(TAILS),
  head: z.enum(HEADS),
  skin: z.enum(SKIN_KINDS),
});

export const outfitSchema = z.strictObject({
  garment: z.enum(GARMENTS),
  /** Trim, shirt or under-layer; derived from the main colour when absent. */
  secondaryColor: colour.optional(),
});

/** A complete look, as the starter catalogue writes it: every group present. */
export const characterLookSchema = z.strictObject({
  hairColor: colour,
  eyeColor: colour,
  skinTone: colour,
  outfitColor: colour,
  hairStyle: z.enum(HAIR_STYLES),
  accessory: z.enum(ACCESSORIES),
  backdrop: z.enum(BACKDROPS),
  body: bodySchema,
  face: faceSchema,
  species: speciesSchema,
  outfit: outfitSchema,
  /** More things worn besides `accessory` (glasses with a hat, earrings…). */
  extras: z.array(z.enum(ACCESSORIES).exclude(['none'])).max(3),
});

export type CharacterLook = z.infer<typeof characterLookSchema>;
export type BodyLook = CharacterLook['body'];
export type FaceLook = CharacterLook['face'];
export type SpeciesLook = CharacterLook['species'];
export type OutfitLook = CharacterLook['outfit'];

/** A look as a role row may hold it: the portrait fields, with or without the groups. */
export type StoredLook = Omit<CharacterLook, 'body' | 'face' | 'species' | 'outfit' | 'extras'> & {
  extras?: CharacterLook['extras'];
  body?: Partial<BodyLook>;
  face?: Partial<FaceLook>;
  species?: Partial<SpeciesLook>;
  outfit?: Partial<OutfitLook>;
};

/** The gender a role's catalogue row keeps; it picks the presentation when a look has none. */
export type LookGender = 'female' | 'male' | 'non';
