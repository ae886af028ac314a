import { mix } from '@/lib/colour';
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
