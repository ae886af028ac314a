import { z } from 'zod';
import de from './data/de.json';
import en from './data/en.json';
import es from './data/es.json';
import fr from './data/fr.json';
import ja from './data/ja.json';
import lexiconData from './data/lexicon.json';
import namesData from './data/names.json';

/** The character kinds the words are read into; every phrase bank has a text for each. */
export const ARCHETYPES = ['blacksmith', 'librarian', 'knight', 'mage', 'detective', 'barista', 'pirate', 'healer', 'musician', 'chef', 'hacker', 'student', 'writer', 'wanderer'] as const;
export const TEMPERAMENTS = ['grumpy', 'shy', 'cheerful', 'cold', 'flirty', 'mysterious', 'kind', 'sarcastic'] as const;
export const WRITER_SPECIES = ['human', 'elf', 'dwarf', 'vampire', 'demon', 'dragon', 'fox-spirit', 'android', 'ghost'] as const;
export const QUIRKS = ['poetry', 'baking', 'cats', 'singing', 'stargazing', 'knitting', 'romance-novels'] as const;
export const SETTINGS = ['fantasy', 'scifi', 'modern', 'gothic', 'school'] as const;
export type Archetype = (typeof ARCHETYPES)[number];
export type Temperament = (typeof TEMPERAMENTS)[number];
export type WriterSpecies = (typeof WRITER_SPECIES)[number];
export type Quirk = (typeof QUIRKS)[number];
export type Setting = (typeof SETTINGS)[number];

const lines = z.array(z.string().min(1)).min(1);
/** One exchange of an example dialogue: what the user says, what the character answers. */
const exchange = z.tuple([z.string().min(1), z.string().min(1)]);

const archetypeSchema = z.strictObject({
  noun: z.string().min(1),
  places: lines,
  work: lines,
  scenes: lines,
  actions: lines,
  talk: z.array(exchange).min(1),
});
const temperamentSchema = z.strictObject({
  adj: z.string().min(1),
  traits: lines,
  speech: lines,
  soft: lines,
  greet: lines,
  lead: lines,
  fears: lines,
});
const speciesSchema = z.strictObject({ noun: z.string(), traits: z.array(z.string().min(1)) });
const quirkSchema = z.strictObject({ secret: z.string().min(1), talk: exchange });
/** A kind written from slots ({job}, {place}, {task}, {tool}): any occupation, or a person with none. */
const framedKindSchema = z.strictObject({ work: lines, scenes: lines, actions: lines, talk: z.array(exchange).min(3) });
/** How the language says one of the person's own clauses: as a verb phrase after the name, in the personality, in the scenario and in an exchange. */
const ownClauseSchema = z.strictObject({ phrase: z.string().min(1), line: z.string().min(1), scene: z.string().min(1), talk: exchange });
const ageSchema = z.strictObject({ adj: z.string().min(1), line: z.string().min(1), frame: z.string().min(1).optional() });
export const AGES = ['teen', 'young', 'middle', 'old'] as const;
export type Age = (typeof AGES)[number];

const record = <K extends string, V extends z.ZodType>(keys: readonly K[], value: V) => z.strictObject(Object.fromEntries(keys.map((k) => [k, value])) as Record<K, V>);

export const phraseBankSchema = z.strictObject({
  language: z.string(),
  /** Contractions the language makes across a filled slot ("de une" → "d'une"), applied after filling. */
  contractions: z.array(z.tuple([z.string(), z.string()])).default([]),
  /** Words that change with the character's gender: [male, female, non]. */
  slots: z.record(z.string(), z.tuple([z.string(), z.string(), z.string()])),
  archetypes: record(ARCHETYPES, archetypeSchema),
  temperaments: record(TEMPERAMENTS, temperamentSchema),
  species: record(WRITER_SPECIES, speciesSchema),
  quirks: record([...QUIRKS, 'own'] as const, quirkSchema),
  likes: lines,
  /** Any occupation the banks do not write in full, from its wording ({job}, {place}, {task}, {tool}). */
  trade: framedKindSchema,
  /** The wording of a trade the reader named in words of their own ("lighthouse keeper"). */
  ownTrade: z.strictObject({ where: z.string().min(1), task: z.string().min(1), tool: z.string().min(1) }),
  /** A person named without a trade ("an old man", "a girl"). */
  life: framedKindSchema.extend({ where: z.string().min(1) }),
  own: z.strictObject({ fear: ownClauseSchema, love: ownClauseSchema, hate: ownClauseSchema, who: ownClauseSchema, secret: z.strictObject({ scene: z.string().min(1) }) }),
  /** An age the words give: its adjective beside the kind ({age} in `frame`), and a sentence of the personality. */
  ages: z.strictObject({ frame: z.string().min(1), teen: ageSchema, young: ageSchema, middle: ageSchema, old: ageSchema }),
  frames: z.strictObject({
    intro: lines,
    scenario: lines,
    features: lines,
    /** What the character shows the world, by temperament (FACE_OF): scowl, quiet manners, easy smile, stern silence, cool stare. */
    faces: z.tuple([z.string(), z.string(), z.string(), z.string(), z.string()]),
    exampleUser: lines,
    /** A non-human character's kind from {species} and {job} ("dwarf blacksmith", "forgeronne naine"). */
    kind: z.string().min(1),
    /** How a second temperament joins the first ("grumpy and shy"). */
    and: z.string().min(1),
    /** The sentences of the personality paragraph whose wording the language fixes. */
    loves: z.string().min(1),
    fears: z.string().min(1),
    secret: z.string().min(1),
  }),
});
export type PhraseBank = z.infer<typeof phraseBankSchema>;

const nameList = z.array(z.string().regex(/\p{Script=Latin}/u)).min(3);
export const NAME_CULTURES = ['english', 'french', 'german', 'spanish', 'japanese', 'chinese', 'korean', 'fantasy', 'elf', 'dwarf', 'gothic', 'scifi'] as const;
export type NameCulture = (typeof NAME_CULTURES)[number];
const namesSchema = record(NAME_CULTURES, z.strictObject({ male: nameList, female: nameList, non: nameList, family: nameList }));

export const lexiconSchema = z.strictObject({
  species: record(WRITER_SPECIES.filter((s) => s !== 'human'), lines),
  temperaments: record(TEMPERAMENTS, lines),
  quirks: record(QUIRKS, lines),
  secretWords: lines,
  genders: z.strictObject({ female: lines, male: lines, non: lines }),
  settings: record(SETTINGS, lines),
  ages: record(AGES, lines),
  /** Words of the person's own clauses that say what kind of story it is ("tells tall tales" → Comedy). */
  tagWords: z.record(z.string(), lines),
  /** The English words among the temperaments': an English card keeps the one the person chose ("stern"). */
  englishTemperaments: lines,
});
export type Lexicon = z.infer<typeof lexiconSchema>;

/** The writer's languages: the locale prefix each bank answers for. */
export const PHRASE_BANKS: Readonly<Record<string, PhraseBank>> = {
  en: phraseBankSchema.parse(en),
  fr: phraseBankSchema.parse(fr),
  de: phraseBankSchema.parse(de),
  es: phraseBankSchema.parse(es),
  ja: phraseBankSchema.parse(ja),
};
export const LEXICON: Lexicon = lexiconSchema.parse(lexiconData);
export const NAMES = namesSchema.parse(namesData);
