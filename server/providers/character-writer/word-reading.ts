import type { CharacterGender } from '@/lib/contracts/character-suggestion';
import { CARD_TAGS, OCCUPATION_WORDS, type CardTag, type OccupationWord } from './occupations';
import { readClauses, type OwnClauses } from './own-clauses';
import { LEXICON, type Age, type Archetype, type Quirk, type Setting, type Temperament, type WriterSpecies } from './phrase-bank';

/** The occupation the words name, and how they name it. */
export interface OccupationFound extends OccupationWord {
  /** English words written before the noun that belong to it ("space" of "space mechanic"), as typed. */
  modifiers: string[];
}

/** What a few typed words say about a character; anything they leave open is undefined. */
export interface WordReading {
  /** The kind the phrase banks write in full, when the occupation named is one of them. */
  archetype?: Archetype;
  occupation?: OccupationFound;
  /** A trade the lexicon does not know, kept as the person wrote it ("lighthouse keeper"). */
  ownJob?: string;
  /** A person named without a trade ("man" of "an old man who knits"). */
  person?: string;
  species?: WriterSpecies;
  /** In the order written, at most two. */
  temperaments: Temperament[];
  /** The English words that said them ("stern" for grumpy), when every one is English. */
  temperamentWords: string[];
  quirk?: Quirk;
  setting?: Setting;
  gender?: CharacterGender;
  age?: Age;
  /** An English secret in the person's own words ("writes poetry" of "who secretly writes poetry"). */
  ownSecret?: string;
  /** Fears, loves, hates and deeds in the person's own words, in the language they are written in. */
  clauses: OwnClauses;
  /** Tags the words themselves call for ("tells tall tales" → Comedy). */
  tags: CardTag[];
  /** The language the words are in, by their script and the lexicon words found: en, fr, de, es, ja, zh, ko. */
  language?: string;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const MAX_TEMPERAMENTS = 2;
const MAX_OWN_JOB_WORDS = 4;
/** Words only one Latin-script language uses: they tell the language of a few words. */
const LANGUAGE_HINTS: Readonly<Record<string, readonly string[]>> = {
  fr: ['qui', 'et', 'une', 'un', 'le', 'la', 'les', 'des', 'du', 'très', 'avec', 'écrit', 'aime', 'en', 'secrètement', 'peur', 'déteste'],
  de: ['der', 'die', 'das', 'und', 'ein', 'eine', 'einer', 'mit', 'sehr', 'heimlich', 'schreibt', 'liebt', 'insgeheim', 'angst', 'vor', 'hasst'],
  es: ['el', 'los', 'las', 'y', 'una', 'con', 'muy', 'que', 'escribe', 'secreto', 'secretamente', 'ama', 'miedo', 'tiene', 'odia'],
  en: ['the', 'and', 'a', 'an', 'who', 'with', 'very', 'secretly', 'writes', 'loves', 'afraid', 'scared', 'of', 'hates'],
};
/** Words that are never a trade of their own: articles, joins, intensifiers, pronouns. */
const FUNCTION_WORDS = new Set(
  [
    ...['a', 'an', 'the', 'and', 'or', 'but', 'very', 'really', 'quite', 'super', 'extremely', 'bit', 'little', 'kind', 'sort', 'of', 'with', 'in', 'on', 'at', 'from', 'to', 'for', 'by', 'as', 'is', 'are', 'who', 'that', 'my', 'your', 'some'],
    ...['un', 'une', 'le', 'la', 'les', 'des', 'du', 'de', "d'", "l'", 'et', 'ou', 'très', 'avec', 'dans', 'sur', 'pour', 'qui', 'est', 'en', 'au', 'aux'],
    ...['ein', 'eine', 'einer', 'einen', 'der', 'die', 'das', 'den', 'dem', 'und', 'oder', 'sehr', 'mit', 'im', 'in', 'auf', 'aus', 'von', 'für', 'ist'],
    ...['el', 'los', 'las', 'una', 'unos', 'unas', 'y', 'o', 'muy', 'con', 'en', 'que', 'es', 'del', 'al', 'para', 'por'],
  ].map((w) => w.normalize('NFKC')),
);
/** Words a trade's name may carry inside ("keeper of", "gardien de phare"). */
const JOINING_WORDS = new Set(['of', 'de', 'du', "d'", 'von', 'del', 'da']);
/** People named by what they are rather than what they do: an intro can still call them that. */
const PERSON_NOUNS = new Set([
  ...['man', 'woman', 'girl', 'boy', 'guy', 'lady', 'gentleman', 'person', 'kid', 'child', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'granny', 'neighbour', 'neighbor', 'stranger', 'friend', 'roommate', 'housewife', 'mother', 'father', 'mom', 'dad', 'sister', 'brother'],
  ...['homme', 'femme', 'fille', 'garçon', 'dame', 'personne', 'enfant', 'grand-mère', 'grand-père', 'voisin', 'voisine', 'inconnu', 'inconnue', 'ami', 'amie'],
  ...['mann', 'frau', 'mädchen', 'junge', 'person', 'kind', 'oma', 'opa', 'großmutter', 'großvater', 'nachbar', 'nachbarin', 'fremder', 'fremde', 'freund', 'freundin'],
  ...['hombre', 'mujer', 'chica', 'chico', 'señora', 'señor', 'persona', 'niño', 'niña', 'abuela', 'abuelo', 'vecino', 'vecina', 'desconocido', 'desconocida', 'amigo', 'amiga'],
]);
/** English endings of words that describe rather than name ("clumsy", "hopeless", "tired"): they do not end a trade's name. */
const ENGLISH_DESCRIBING = /(?:y|ful|ous|ive|ish|less|ic|able|ible|ed|ing)$/;

interface Found<K extends string> {
  key: K;
  at: number;
  /** The position right after the word, in words for Latin text, in characters for CJK. */
  end: number;
  word: string;
}

function normalize(words: string): string {
  return words.normalize('NFKC').toLowerCase().replace(/[’`]/g, "'");
}

function splitWords(text: string): string[] {
  return text.split(/[^\p{L}'-]+/u).filter(Boolean);
}

/** A plural, a feminine or a declined adjective of a lexicon word: "cats", "Hackerin", "schüchterner", "bourrues". */
const inflected = (word: string, entry: string) => word.length > entry.length && word.startsWith(entry) && /^(?:s|es|e|em|en|er|n|x|in|innen)$/.test(word.slice(entry.length));

/** Where an entry occurs: whole words (a plural "s" forgiven) for Latin text, substrings for CJK. */
function locate(entry: string, text: string, latinWords: readonly string[]): { at: number; end: number } | undefined {
  if (CJK.test(entry)) {
    const at = text.indexOf(entry);
    return at >= 0 ? { at, end: at + entry.length } : undefined;
  }
  const parts = entry.split(' ');
  const at = latinWords.findIndex((word, i) => (parts.length > 1 ? latinWords.slice(i, i + parts.length).join(' ') === entry || (i + parts.length <= latinWords.length && latinWords.slice(i, i + parts.length - 1).join(' ') === parts.slice(0, -1).join(' ') && inflected(latinWords[i + parts.length - 1]!, parts.at(-1)!)) : word === entry || inflected(word, entry)));
  return at >= 0 ? { at, end: at + parts.length } : undefined;
}

/** Where each entry of a table first occurs, in the order written. */
function findAll<K extends string>(text: string, latinWords: string[], table: Readonly<Record<K, readonly string[]>>): Found<K>[] {
  const found: Found<K>[] = [];
  for (const [key, entries] of Object.entries(table) as [K, readonly string[]][]) {
    let best: Found<K> | undefined;
    for (const entry of entries) {
      const place = locate(entry, text, latinWords);
      if (place && (!best || place.at < best.at)) best = { key, ...place, word: entry };
    }
    if (best) found.push(best);
  }
  return found.sort((a, b) => a.at - b.at);
}

function languageOf(text: string, latinWords: string[]): string | undefined {
  if (/\p{Script=Hangul}/u.test(text)) return 'ko';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  let best: string | undefined;
  let bestCount = 0;
  for (const [language, hints] of Object.entries(LANGUAGE_HINTS)) {
    const count = latinWords.filter((w) => hints.includes(w)).length;
    if (count > bestCount) [best, bestCount] = [language, count];
  }
  if (best) return best;
  if (/[àâçèéêëîïôœùûü]/.test(text)) return 'fr';
  if (/[äöüß]/.test(text)) return 'de';
  if (/[ñáíóú¿¡]/.test(text)) return 'es';
  return undefined;
}

/** The occupation words by their first word, so a few typed words are looked up rather than every entry scanned. */
const LATIN_BY_FIRST = new Map<string, OccupationWord[]>();
const CJK_WORDS: OccupationWord[] = [];
for (const entry of OCCUPATION_WORDS) {
  if (CJK.test(entry.word)) CJK_WORDS.push(entry);
  else {
    const first = entry.word.split(' ')[0]!;
    LATIN_BY_FIRST.set(first, [...(LATIN_BY_FIRST.get(first) ?? []), entry]);
  }
}
const INFLECTIONS = ['s', 'es', 'e', 'em', 'en', 'er', 'n', 'x', 'in', 'innen'];

/** The occupation words that may start at a typed word: the word itself, or the word without a plural or feminine ending. */
function candidatesAt(word: string): OccupationWord[] {
  const stems = [word, ...INFLECTIONS.filter((end) => word.length > end.length && word.endsWith(end)).map((end) => word.slice(0, -end.length))];
  return stems.flatMap((stem) => LATIN_BY_FIRST.get(stem) ?? []);
}

/** The occupation the words name: the last noun written names the character ("vampire hunter" is a hunter); a being only when no job is named. */
function findOccupation(text: string, latinWords: string[]): (OccupationWord & { at: number; end: number }) | undefined {
  let best: (OccupationWord & { at: number; end: number }) | undefined;
  const rank = (e: { occupation: { fallback?: boolean }; end: number; at: number; word: string }) => [e.occupation.fallback ? 0 : 1, e.end, e.end - e.at, e.word.length] as const;
  const consider = (entry: OccupationWord, place: { at: number; end: number } | undefined) => {
    if (!place) return;
    const candidate = { ...entry, ...place };
    if (!best) best = candidate;
    else {
      const [a, b] = [rank(candidate), rank(best)];
      const firstDifference = a.findIndex((value, i) => value !== b[i]);
      if (firstDifference >= 0 && a[firstDifference]! > b[firstDifference]!) best = candidate;
    }
  };
  const seen = new Set<OccupationWord>();
  for (const word of latinWords)
    for (const entry of candidatesAt(word)) {
      if (seen.has(entry)) continue;
      seen.add(entry);
      consider(entry, locate(entry.word, text, latinWords));
    }
  if (CJK.test(text)) for (const entry of CJK_WORDS) consider(entry, locate(entry.word, text, latinWords));
  return best;
}

/** Single words the lexicon reads as something other than a trade: tempers, beings, genders, ages. */
const DESCRIBED = new Set([LEXICON.temperaments, LEXICON.species, LEXICON.genders, LEXICON.ages].flatMap((table) => Object.values(table).flat()).filter((w) => !w.includes(' ')));
const SETTING_WORDS = new Set(Object.values(LEXICON.settings).flat());
const QUIRK_WORDS = new Set(Object.values(LEXICON.quirks).flat());

/** English words typed right before the occupation's noun that belong to it ("space", "night-shift"). */
function modifiersBefore(latinWords: string[], at: number): string[] {
  const modifiers: string[] = [];
  for (let i = at - 1; i >= 0 && modifiers.length < 2; i--) {
    const word = latinWords[i]!;
    if (FUNCTION_WORDS.has(word) || DESCRIBED.has(word) || QUIRK_WORDS.has(word) || PERSON_NOUNS.has(word) || ENGLISH_DESCRIBING.test(word)) break;
    modifiers.unshift(word);
  }
  return modifiers;
}

/** The trade the person named in words the lexicon does not know, as they wrote it; or the person they named without one. */
function ownNoun(latinWords: string[], language: string | undefined): { ownJob?: string; person?: string } {
  const person = latinWords.find((w) => PERSON_NOUNS.has(w));
  let run: string[] = [];
  for (const word of latinWords) {
    const joins = JOINING_WORDS.has(word) && run.length > 0;
    if (!joins && (FUNCTION_WORDS.has(word) || DESCRIBED.has(word) || PERSON_NOUNS.has(word) || QUIRK_WORDS.has(word))) {
      if (run.length > 0) break;
      continue;
    }
    run.push(word);
    if (run.length === MAX_OWN_JOB_WORDS) break;
  }
  while (run.length > 0 && (JOINING_WORDS.has(run.at(-1)!) || SETTING_WORDS.has(run.at(-1)!) || ((language ?? 'en') === 'en' && ENGLISH_DESCRIBING.test(run.at(-1)!)))) run = run.slice(0, -1);
  // A trade's name has letters enough to be one: not "x", not a stray apostrophe.
  const ownJob = run.length > 0 && run.join('').replace(/['-]/g, '').length >= 3 ? run.join(' ') : undefined;
  return ownJob ? { ownJob } : person ? { person } : {};
}

function tagsOf(text: string, latinWords: string[]): CardTag[] {
  return findAll(text, latinWords, LEXICON.tagWords)
    .map((f) => CARD_TAGS.find((tag) => tag === f.key))
    .filter((tag): tag is CardTag => tag !== undefined);
}

/** Reads the character's kind, being, temper, age, setting, gender and the person's own clauses from words in any of the lexicon's languages. */
export function readWords(words: string): WordReading {
  const text = normalize(words);
  const latinWords = splitWords(text);
  const language = languageOf(text, latinWords);
  const { clauses, head } = readClauses(words, language === 'zh' || language === 'ko' ? undefined : language);
  const headText = normalize(head);
  const headWords = splitWords(headText);

  const found = findOccupation(headText, headWords);
  const occupation: OccupationFound | undefined = found
    ? { occupation: found.occupation, language: found.language, word: found.word, forms: found.forms, feminine: found.feminine, modifiers: found.language === 'en' && !CJK.test(found.word) ? modifiersBefore(headWords, found.at) : [] }
    : undefined;
  const covered = (f: Found<string>) => found !== undefined && !CJK.test(found.word) && !CJK.test(f.word) && f.at >= found.at && f.end <= found.end && !found.occupation.fallback;
  const species = findAll(headText, headWords, LEXICON.species).filter((s) => !covered(s));
  const temperaments = findAll(headText, headWords, LEXICON.temperaments);
  const quirks = findAll(text, latinWords, LEXICON.quirks);
  const settings = findAll(headText, headWords, LEXICON.settings);
  const genders = findAll(text, latinWords, LEXICON.genders);
  const ages = findAll(headText, headWords, LEXICON.ages);
  const own = !occupation && species.length === 0 && !CJK.test(headText) ? ownNoun(headWords, language) : occupation || CJK.test(headText) ? {} : { person: headWords.find((w) => PERSON_NOUNS.has(w)) };
  // German feminine nouns ("Hackerin", "Ärztin") and feminine forms of a trade say the gender too.
  const feminine = occupation?.feminine || latinWords.some((w) => /[a-zäöü]{3,}in$/.test(w) && Object.values(LEXICON.species).some((entries) => entries.some((e) => w === `${e}in`)));
  const gender = genders.find((g) => g.key === 'non')?.key ?? genders[0]?.key ?? (feminine ? 'female' : undefined);
  return {
    archetype: occupation?.occupation.core,
    occupation,
    ...own,
    species: species.find((s) => !(s.key === 'fox-spirit' && quirks.length > 0 && occupation))?.key,
    temperaments: temperaments.slice(0, MAX_TEMPERAMENTS).map((t) => t.key),
    temperamentWords: temperaments.slice(0, MAX_TEMPERAMENTS).every((t) => LEXICON.englishTemperaments.includes(t.word)) ? temperaments.slice(0, MAX_TEMPERAMENTS).map((t) => t.word) : [],
    quirk: quirks[0]?.key,
    setting: settings[0]?.key,
    gender,
    age: ages[0]?.key,
    ownSecret: clauses.secret,
    clauses,
    tags: tagsOf(text, latinWords),
    language,
  };
}
