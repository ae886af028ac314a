import { luminance, mix } from '@/lib/colour';
import type { CharacterLook } from './look-model';

/**
 * The colours both renderings of a look derive the same way (the cover portrait's palette in
 * server/providers/image/cover-palette.ts, the 3D character's in lib/avatar/look.ts), so the skin,
 * the outline and the beard of a character match between its cover and its avatar. Each rendering
 * tunes its own shading on top.
 */
export interface SharedPalette {
  skinShadow: string;
  blush: string;
  /** Outlines: a deep violet warmed by the hair. */
  line: string;
  beard: string;
}

export function sharedPalette(look: Pick<CharacterLook, 'skinTone' | 'hairColor'> & { face: Pick<CharacterLook['face'], 'facialHairColor'> }): SharedPalette {
  return {
    skinShadow: mix(look.skinTone, '#c2607a', 0.28),
    blush: mix('#ff6f8e', look.skinTone, 0.2),
    line: mix('#2a1a2e', look.hairColor, 0.18),
    beard: look.face.facialHairColor ?? look.hairColor,
  };
}

/** A shadow creature's skin (head 'shadow'): a near-black violet with its light, shade and deepest shade. */
export const SHADOW_SKIN = { base: '#1d1826', light: '#2c2538', shadow: '#120e18', deep: '#0a070e' } as const;
/** What glows on a shadow creature's face: its eyes and its smile. */
export const SHADOW_GLOW = '#f4f4ff';

/**
 * Horns read against the hair: pale bone beside dark hair, dark horn beside light hair. The portrait paints
 * the root-to-tip gradient; the 3D character, one colour between its ends.
 */
export function hornColours(hairColor: string): { root: string; tip: string; solid: string } {
  const [root, tip] = luminance(hairColor) > 0.45 ? ['#2a2035', '#8a7aa0'] : ['#b8a48a', '#fff6e6'];
  return { root, tip, solid: mix(root, tip, 0.55) };
}
