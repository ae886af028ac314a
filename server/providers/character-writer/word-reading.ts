import type { CharacterGender } from '@/lib/contracts/character-suggestion';
import { LEXICON, type Archetype, type Quirk, type Setting, type Temperament, type WriterSpecies } from './phrase-bank';

/** What a few typed words say about a character; anything they leave open is undefined. */
export interface WordReading {
  archetype?: Archetype;
  species?: WriterSpecies;
  /** In the order written, at most two. */
  temperaments: Temperament[];
  quirk?: Quirk;
  setting?: Setting;
  gender?: CharacterGender;
  /** An English secret in the person's own words ("writes poetry" of "who secretly writes poetry"). */
  ownSecret?: string;
  /** The language the words are in, by their script and the lexicon words found: en, fr, de, es, ja, zh, ko. */
  language?: string;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const MAX_TEMPERAMENTS = 2;
/** Words only one Latin-script language uses: they tell the language of a few words. */
const LANGUAGE_HINTS: Readonly<Record<string, readonly string[]>> = {
  fr: ['qui', 'et', 'une', 'un', 'le', 'la', 'les', 'des', 'très', 'avec', 'écrit', 'aime', 'en', 'secrètement'],
  de: ['der', 'die', 'das', 'und', 'ein', 'eine', 'einer', 'mit', 'sehr', 'heimlich', 'schreibt', 'liebt', 'insgeheim'],
  es: ['el', 'los', 'las', 'y', 'una', 'con', 'muy', 'que', 'escribe', 'secreto', 'secretamente', 'ama'],
  en: ['the', 'and', 'a', 'an', 'who', 'with', 'very', 'secretly', 'writes', 'loves'],
};

interface Found<K extends string> {
  key: K;
  at: number;
  word: string;
}

function normalize(words: string): string {
  return words.normalize('NFKC').toLowerCase().replace(/[’`]/g, "'");
}

/** A plural, a feminine or a declined adjective of a lexicon word: "cats", "Hackerin", "schüchterner", "bourrues". */
const inflected = (word: string, entry: string) => word.length > entry.length && word.startsWith(entry) && /^(?:s|es|e|em|en|er|n|x|in|innen)$/.test(word.slice(entry.length));

/** Where each entry of a table first occurs: whole words (a plural "s" forgiven) for Latin text, substrings for CJK. */
function findAll<K extends string>(text: string, latinWords: string[], table: Readonly<Record<K, readonly string[]>>): Found<K>[] {
  const found: Found<K>[] = [];
  const latinAt = (entry: string) => {
    const parts = entry.split(' ');
    return latinWords.findIndex((word, i) => (parts.length > 1 ? latinWords.slice(i, i + parts.length).join(' ') === entry : word === entry || inflected(word, entry)));
  };
  for (const [key, entries] of Object.entries(table) as [K, readonly string[]][]) {
    let best: Found<K> | undefined;
    for (const entry of entries) {
      const at = CJK.test(entry) ? text.indexOf(entry) : latinAt(entry);
      if (at >= 0 && (!best || at < best.at)) best = { key, at, word: entry };
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

/** "who secretly writes poetry" → "secretly writes poetry": a clause the writer can say of the character. */
function ownSecretOf(text: string): string | undefined {
  const match = /\b(?:who\s+)?((?:is\s+)?secretly\s+[a-z][a-z' -]{2,80}?)(?=[,.;!?]|\s+and\s+(?:is|has|who)\b|$)/.exec(text);
  if (!match) return undefined;
  const clause = match[1]!.trim().replace(/\s+/g, ' ');
  return clause.split(' ').length >= 2 ? clause : undefined;
}

/** Reads archetype, species, temperament, quirk, setting and gender from words in any of the lexicon's languages. */
export function readWords(words: string): WordReading {
  const text = normalize(words);
  const latinWords = text.split(/[^\p{L}'-]+/u).filter(Boolean);
  const archetypes = findAll(text, latinWords, LEXICON.archetypes);
  const species = findAll(text, latinWords, LEXICON.species);
  const temperaments = findAll(text, latinWords, LEXICON.temperaments);
  const quirks = findAll(text, latinWords, LEXICON.quirks);
  const settings = findAll(text, latinWords, LEXICON.settings);
  const genders = findAll(text, latinWords, LEXICON.genders);
  // "gato" is a cat, "fox" a fox spirit only when nothing else is the character's kind; the last noun names the character.
  const archetype = archetypes.at(-1)?.key;
  // German feminine nouns ("Hackerin", "Ärztin") say the gender too.
  const feminine = latinWords.some((w) => /[a-zäöü]{3,}in$/.test(w) && [...Object.values(LEXICON.archetypes), ...Object.values(LEXICON.species)].some((entries) => entries.some((e) => w === `${e}in`)));
  const gender = genders.find((g) => g.key === 'non')?.key ?? genders[0]?.key ?? (feminine ? 'female' : undefined);
  return {
    archetype,
    species: species.find((s) => !(s.key === 'fox-spirit' && quirks.length > 0 && archetype))?.key,
    temperaments: temperaments.slice(0, MAX_TEMPERAMENTS).map((t) => t.key),
    quirk: quirks[0]?.key,
    setting: settings[0]?.key,
    gender,
    ownSecret: ownSecretOf(text),
    language: languageOf(text, latinWords),
  };
}
