/** The look of a character, from which the procedural renderer draws its cover portrait. */
export const HAIR_STYLES = ['long', 'short', 'twintails', 'ponytail', 'bob', 'spiky', 'bun', 'wavy'] as const;
export const ACCESSORIES = [
  'none',
  'glasses',
  'cat-ears',
  'horns',
  'halo',
  'headphones',
  'crown',
  'flower',
  'hat',
  'visor',
] as const;
export const BACKDROPS = [
  'sunset',
  'neon',
  'forest',
  'ocean',
  'space',
  'sakura',
  'desert',
  'snow',
  'studio',
  'night',
  'castle',
  'stage',
] as const;

export type HairStyle = (typeof HAIR_STYLES)[number];
export type Accessory = (typeof ACCESSORIES)[number];
export type Backdrop = (typeof BACKDROPS)[number];

export interface CoverLook {
  /** CSS hex colours, e.g. "#f4c2a1". */
  hairColor: string;
  eyeColor: string;
  skinTone: string;
  /** Main colour of the outfit. */
  outfitColor: string;
  hairStyle: HairStyle;
  accessory: Accessory;
  backdrop: Backdrop;
}
