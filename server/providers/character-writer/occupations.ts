import { z } from 'zod';
import type { CharacterGender } from '@/lib/contracts/character-suggestion';
import { ACCESSORIES, GARMENTS } from '@/lib/look/look-model';
import occupationData from './data/occupations.json';
import { ARCHETYPES, SETTINGS } from './phrase-bank';

/** The catalogue's tag set (app/tag): a suggestion's tags are titles of these. */
export const CARD_TAGS = ['Anime', 'Comedy', 'Dance', 'Fantasy', 'Game', 'Helper', 'Horror', 'Romance', 'Sci-fi', 'Slice of Life'] as const;
export type CardTag = (typeof CARD_TAGS)[number];

/** The languages an occupation is written in; the writer's phrase banks are the same five. */
export const OCCUPATION_LANGUAGES = ['en', 'fr', 'de', 'es', 'ja'] as const;
export type OccupationLanguage = (typeof OCCUPATION_LANGUAGES)[number];

/** How one language names and places a trade: its nouns as [male, female, neutral?], where it is done, what it is for (an infinitive phrase) and the thing in hand. */
const wording = z.strictObject({
  nouns: z.array(z.array(z.string().min(1)).min(1).max(3)).min(1),
  where: z.string().min(1),
  task: z.string().min(1),
  tool: z.string().min(1),
});

const occupationSchema = z.strictObject({
  tags: z.array(z.enum(CARD_TAGS)).min(1).max(3),
  setting: z.enum(SETTINGS),
  garment: z.enum(GARMENTS),
  accessory: z.enum(ACCESSORIES),
  /** A kind the phrase banks write in full; the others are written from the trade frames. */
  core: z.enum(ARCHETYPES).optional(),
  /** A being rather than a job ("vampire", "fairy"): the character's kind only when the words name no job. */
  fallback: z.boolean().optional(),
  /** Words of readers without a phrase bank (Chinese, Korean) that name it. */
  other: z.array(z.string().min(1)).optional(),
  en: wording,
  fr: wording,
  de: wording,
  es: wording,
  ja: wording,
});
export type Occupation = z.infer<typeof occupationSchema> & { id: string };
export type OccupationWording = z.infer<typeof wording>;

export const OCCUPATIONS: readonly Occupation[] = Object.entries(z.record(z.string(), occupationSchema).parse(occupationData)).map(([id, entry]) => ({ id, ...entry }));

/** One way of naming an occupation, as the reader reads it: the words to look for, and the noun forms they belong to. */
export interface OccupationWord {
  occupation: Occupation;
  language: OccupationLanguage | 'other';
  /** Lower case, as matched. */
  word: string;
  forms: readonly string[];
  /** The feminine form was written ("boulangère", "Bäckerin", "waitress"). */
  feminine: boolean;
}

/** Every word that names an occupation, in any language. */
export const OCCUPATION_WORDS: readonly OccupationWord[] = OCCUPATIONS.flatMap((occupation) => [
  ...OCCUPATION_LANGUAGES.flatMap((language) =>
    occupation[language].nouns.flatMap((forms) =>
      forms.slice(0, 2).map((form, i) => ({ occupation, language, word: form.normalize('NFKC').toLowerCase(), forms, feminine: i === 1 && forms[1] !== forms[0] })),
    ),
  ),
  ...(occupation.other ?? []).map((word) => ({ occupation, language: 'other' as const, word, forms: [word], feminine: false })),
]).filter((entry, i, all) => all.findIndex((other) => other.word === entry.word && other.occupation === entry.occupation) === i);

/** The noun a language uses for one of its forms and a gender: a neutral third form when the language has one, the bank's neutral spelling otherwise. */
export function nounForGender(forms: readonly string[], gender: CharacterGender, language: string): string {
  const [male, female = male, neutral] = forms as [string, string?, string?];
  if (gender === 'male') return male;
  if (gender === 'female') return female;
  if (neutral) return neutral;
  if (female === male) return male;
  if (language === 'fr') return frenchNeutral(male, female);
  if (language === 'es') return spanishNeutral(male, female);
  return male;
}

/** Where two spellings part, as [shared start, male middle, female middle, shared end]. */
function split(male: string, female: string): [string, string, string, string] {
  let start = 0;
  while (start < male.length && start < female.length && male[start] === female[start]) start++;
  let end = 0;
  while (end < male.length - start && end < female.length - start && male[male.length - 1 - end] === female[female.length - 1 - end]) end++;
  return [male.slice(0, start), male.slice(start, male.length - end), female.slice(start, female.length - end), male.slice(male.length - end)];
}

/** The bank's neutral French spelling: "mécanicien·ne", "boulanger·ère", "chasseur·se de primes". */
function frenchNeutral(male: string, female: string): string {
  const [start, m, f, end] = split(male, female);
  if (start.length < 2) return male;
  return `${start}${m}·${f}${end}`;
}

/** The bank's neutral Spanish spelling: "mecánique", "pescadore", "cazadore de monstruos". */
function spanishNeutral(male: string, female: string): string {
  const [start, m, f, end] = split(male, female);
  if (m === 'o' && f === 'a') return `${start.replace(/c$/, 'qu').replace(/g$/, 'gu')}e${end}`;
  if (m === '' && f === 'a') return `${start}e${end}`;
  return male;
}

/** The wording of an occupation in a language, the first noun standing for it. */
export function wordingIn(occupation: Occupation, language: string): OccupationWording {
  return occupation[(OCCUPATION_LANGUAGES as readonly string[]).includes(language) ? (language as OccupationLanguage) : 'en'];
}
