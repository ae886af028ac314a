/** Curated colours and the derived shades a character is painted with. */
import type { CharacterLook } from '@/lib/look/look-model';
import { hsl, hueOf, lighten, luminance, mix, shade } from '@/lib/colour';
import { sharedPalette } from '@/lib/look/look-palette';

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
  /** Shirt, trim or under-layer worn with the main garment. */
  secondary: string;
  beard: string;
  beardLight: string;
  beardShade: string;
}

export function paletteFor(look: CharacterLook): CharacterPalette {
  const { skinTone: skin, hairColor: hair, eyeColor: eye, outfitColor: outfit } = look;
  // Very dark hair needs a stronger sheen to show its highlight at all.
  const sheen = luminance(hair) < 0.25 ? 0.42 : 0.5;
  const { skinShadow, blush, line, beard } = sharedPalette(look);
  return {
    skin,
    skinLight: lighten(skin, 0.35),
    skinShadow,
    skinDeep: mix(skin, '#8a3a5a', 0.38),
    blush,
    hair,
    hairLight: lighten(hair, sheen),
    hairShade: shade(hair, 0.28),
    hairDeep: shade(hair, 0.5),
    hairLine: shade(hair, 0.6),
    eye,
    eyeLight: lighten(eye, 0.5),
    eyeDeep: shade(eye, 0.62),
    line,
    mouth: mix('#a83a52', skin, 0.2),
    outfit,
    outfitLight: lighten(outfit, 0.3),
    outfitShade: shade(outfit, 0.35),
    accent: hsl(hueOf(outfit) + 165, 70, 58),
    metal: '#f3cf6b',
    secondary: look.outfit.secondaryColor ?? (luminance(outfit) > 0.7 ? mix(outfit, '#2a2438', 0.55) : mix(outfit, '#f4efe6', 0.78)),
    beard,
    beardLight: lighten(beard, luminance(beard) > 0.7 ? 0.4 : 0.3),
    beardShade: shade(beard, luminance(beard) > 0.7 ? 0.25 : 0.4),
  };
}
