import { hsl, hueOf, lighten, luminance, mix, shade } from '@/lib/colour';

/**
 * Colour names a person writes in a prompt, as the hex the painter uses. Tuned for illustration rather
 * than CSS: "red" hair is a warm red, not #ff0000, and "silver" keeps a cool sheen.
 */
export const COLOUR_NAMES: Readonly<Record<string, string>> = {
  red: '#c8323c',
  crimson: '#a3182e',
  scarlet: '#d2262e',
  ruby: '#9b1b30',
  maroon: '#6b1f2a',
  burgundy: '#6d2037',
  wine: '#722f37',
  pink: '#f29cc4',
  rose: '#e8728f',
  magenta: '#c8338f',
  fuchsia: '#d03c9a',
  orange: '#e8792c',
  amber: '#e0a030',
  coral: '#f0806a',
  peach: '#f6b99a',
  gold: '#e0b13a',
  golden: '#e0b13a',
  yellow: '#f0cf4a',
  lemon: '#f4e06a',
  mustard: '#c9a227',
  cream: '#f1e6cc',
  beige: '#d8c3a0',
  tan: '#c8996a',
  khaki: '#b5a36a',
  brown: '#6b4327',
  chestnut: '#7a3f22',
  chocolate: '#4a2a1a',
  copper: '#b5602e',
  bronze: '#a0702e',
  green: '#3f9a52',
  emerald: '#1f8a5c',
  jade: '#3a9e7e',
  mint: '#9ee0c0',
  olive: '#6b7a34',
  lime: '#9acd32',
  forest: '#2d5a34',
  sage: '#9caf88',
  teal: '#2a9d9a',
  turquoise: '#3cc8c0',
  cyan: '#3cc0dc',
  aqua: '#5fd3d8',
  blue: '#3a6fd0',
  azure: '#3d8fe0',
  sky: '#86c5f2',
  cobalt: '#2346a8',
  sapphire: '#24459a',
  navy: '#1f2f5c',
  indigo: '#3b3a98',
  purple: '#7a3fb0',
  violet: '#8b5fd6',
  lavender: '#b79cf2',
  lilac: '#c4a2e0',
  plum: '#6a2d62',
  black: '#1e1b24',
  ebony: '#231a1c',
  charcoal: '#34343c',
  grey: '#8a8a92',
  gray: '#8a8a92',
  silver: '#c9ced8',
  white: '#eeeae4',
  ivory: '#f3ecd8',
  snow: '#f4f6fa',
  platinum: '#e6e2d6',
  ash: '#b4b2ac',
};

/** Words that only ever describe hair; "ginger" is a hair colour, never a dress. */
export const HAIR_ONLY_COLOURS: Readonly<Record<string, string>> = {
  blonde: '#e9c98a',
  blond: '#e9c98a',
  ginger: '#c8582a',
  redhead: '#b8452a',
  auburn: '#8e3b24',
  brunette: '#5a3a2a',
  raven: '#1c1826',
  'salt and pepper': '#8c8a88',
  'strawberry blonde': '#e0a070',
};

/** Words that change a colour: "pastel pink", "dark green", "light blue". */
const MODIFIERS: Readonly<Record<string, (hex: string) => string>> = {
  pastel: (hex) => mix(hex, '#fdf6f0', 0.45),
  light: (hex) => lighten(hex, 0.35),
  pale: (hex) => lighten(hex, 0.45),
  soft: (hex) => mix(hex, '#f4efe6', 0.25),
  dusty: (hex) => mix(hex, '#9a8f96', 0.35),
  dark: (hex) => shade(hex, 0.45),
  deep: (hex) => shade(hex, 0.3),
  bright: (hex) => hsl(hueOf(hex), 80, Math.min(62, Math.max(48, luminance(hex) * 100))),
  vivid: (hex) => hsl(hueOf(hex), 85, Math.min(60, Math.max(46, luminance(hex) * 100))),
  neon: (hex) => hsl(hueOf(hex), 95, 58),
  hot: (hex) => hsl(hueOf(hex), 85, 56),
};

export const COLOUR_MODIFIERS = Object.keys(MODIFIERS);

/** The hex of a colour word with its modifier (`pastel pink`), or undefined when it is not a colour. */
export function colourOf(name: string, modifier?: string): string | undefined {
  const base = COLOUR_NAMES[name] ?? HAIR_ONLY_COLOURS[name];
  if (!base) return undefined;
  const change = modifier ? MODIFIERS[modifier] : undefined;
  return change ? change(base) : base;
}
