import { ACCESSORIES, AGE_GROUPS, BACKDROPS, GARMENTS, HAIR_STYLES, SPECIES, type StoredLook } from '@/lib/look/look-model';

/** Colour words a prompt may put before hair, eyes or an outfit. */
const COLOURS: Record<string, string> = {
  black: '#2a2233', brown: '#5a3a2a', blonde: '#e9c98a', blond: '#e9c98a', white: '#eee3d0', silver: '#c9d0e2', grey: '#9aa0aa', gray: '#9aa0aa',
  red: '#d2423e', pink: '#f29cc4', purple: '#8b4fd6', violet: '#b79cf2', blue: '#3a7bd5', teal: '#2a9d9a', green: '#2aa178', gold: '#c9a31c',
  golden: '#c9a31c', orange: '#e38b25', navy: '#34498a', cyan: '#2fa9bd',
};
const WHERE: [RegExp, keyof Pick<StoredLook, 'hairColor' | 'eyeColor' | 'outfitColor'>][] = [
  [/^(hair|haired)$/, 'hairColor'],
  [/^(eyes?|eyed)$/, 'eyeColor'],
  [/^(outfit|dress|clothes|suit|jacket|hoodie|coat|robe|kimono)$/, 'outfitColor'],
];
const FEMININE = new Set(['girl', 'woman', 'lady', 'female', 'she', 'her', 'queen', 'princess', 'witch']);
const MASCULINE = new Set(['boy', 'man', 'guy', 'male', 'he', 'him', 'king', 'prince', 'wizard']);
const BACKDROP_WORDS: Record<string, (typeof BACKDROPS)[number]> = { beach: 'ocean', sea: 'ocean', city: 'neon', cyberpunk: 'neon', stars: 'space', galaxy: 'space', winter: 'snow', cherry: 'sakura', woods: 'forest', dusk: 'sunset', concert: 'stage', palace: 'castle' };

const pick = <T extends string>(words: string[], allowed: readonly T[]): T | undefined => allowed.find((a) => words.includes(a));

/**
 * The parts of a character's look that a prompt names in plain words ("an old elf with silver hair and a crown in a
 * snowy forest"): what it leaves out comes from the seed when the look is resolved.
 */
export function lookFromPrompt(prompt: string): StoredLook {
  const words = prompt.toLowerCase().split(/[^a-z-]+/).filter(Boolean);
  const look: Record<string, unknown> = {};
  words.forEach((word, i) => {
    const colour = COLOURS[word];
    if (!colour) return;
    const target = WHERE.find(([re]) => re.test(words[i + 1] ?? ''))?.[1];
    if (target && look[target] === undefined) look[target] = colour;
  });
  const hairStyle = pick(words, HAIR_STYLES);
  if (hairStyle) look.hairStyle = hairStyle;
  const accessory = pick(words, ACCESSORIES.filter((a) => a !== 'none'));
  if (accessory) look.accessory = accessory;
  const backdrop = pick(words, BACKDROPS) ?? words.map((w) => BACKDROP_WORDS[w]).find(Boolean) ?? (words.includes('snowy') ? 'snow' : undefined);
  if (backdrop) look.backdrop = backdrop;
  const body: Record<string, unknown> = {};
  if (words.some((w) => FEMININE.has(w))) body.presentation = 'feminine';
  else if (words.some((w) => MASCULINE.has(w))) body.presentation = 'masculine';
  const age = pick(words, AGE_GROUPS) ?? (words.includes('elderly') ? 'old' : words.includes('child') || words.includes('kid') ? 'teen' : undefined);
  if (age) body.age = age;
  if (Object.keys(body).length) look.body = body;
  const species = pick(words, SPECIES);
  if (species) look.species = { kind: species };
  const garment = pick(words, GARMENTS);
  if (garment) look.outfit = { garment };
  return look as StoredLook;
}
