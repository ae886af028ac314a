import { COLOUR_MODIFIERS, COLOUR_NAMES, HAIR_ONLY_COLOURS, colourOf } from './colour-words';
import { ENGLISH_WORDS, NEGATIONS, type ColourField, type Effect, type WordMeaning } from './prompt-words';
import { FOREIGN_PHRASES, FOREIGN_WORDS } from './prompt-words-i18n';

/**
 * Reads an avatar prompt into what each of its words says: the traits, the colours bound to the thing
 * they colour ("red beard", "pelo rojo", "赤い髪"), ages in years, and negations ("no glasses").
 */

/** One word or phrase of the prompt as it was understood. */
export interface Reading {
  /** The words as the person wrote them. */
  text: string;
  /** Token positions [start, end). */
  start: number;
  end: number;
  effects: Effect[];
  negated: boolean;
  paints?: ColourField;
}

export interface ColourReading {
  text: string;
  start: number;
  end: number;
  hex: string;
  /** Where it was bound; unbound colours go to the outfit. */
  field: ColourField;
  /** The second colour of a garment ("black and white dress") is its trim. */
  secondary: boolean;
  /** Bound by its neighbourhood rather than a noun: the weaker claim. */
  implied: boolean;
}

export interface YearsReading {
  text: string;
  years: number;
}

export interface PromptReading {
  words: Reading[];
  colours: ColourReading[];
  years?: YearsReading;
}

/** The longest phrase of the table, in words. */
const MAX_PHRASE_TOKENS = 4;
/** Han, kana and Hangul, with the long-vowel mark (ー) and the repeat mark (々), which Unicode files under no script. */
const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005`;
const CJK_RUN = new RegExp(`[${CJK}]+`, 'u');
const TOKEN = new RegExp(`[${CJK}]+|[\\p{L}\\p{N}']+`, 'gu');
const CJK_KEYS = Object.keys(FOREIGN_WORDS).filter((key) => CJK_RUN.test(key));
const CJK_LONGEST = Math.max(...CJK_KEYS.map((key) => key.length));

/** Table keys with hyphens as spaces, since the tokenizer splits "red-haired" into "red haired". */
const WORDS = new Map(Object.entries(ENGLISH_WORDS).map(([key, meaning]) => [key.replace(/'s\b/g, '').replace(/['-]/g, ' '), meaning]));
const LONE_MODIFIER_COLOURS: Record<string, string> = { dark: '#2a2233', light: '#c98e4e', pale: '#eee3d0', bright: '#f2b35c' };
const FILLERS = new Set(['and', 'with', 'a', 'an', 'the', 'of', 'in', 'her', 'his', 'their', 'y', 'et', 'und', 'mit', 'con', 'avec', 'de', 'le', 'la', 'les', 'el', 'los', 'las', 'die', 'der', 'das', 'den', 'の', '和', '과', '와']);
const OUTFIT_CUES = new Set(['in', 'wearing', 'dressed', 'clad', 'all', 'en', 'vestida', 'vestido', 'habillé', 'habillée', 'trägt']);
const YEAR_WORDS = new Set(['year', 'years', 'yr', 'yrs', 'yo', 'y', 'años', 'ans', 'jahre', 'jahr', '歳', '岁', '歲', '살', 'yearold']);
const AGE_CUES = new Set(['aged', 'age', 'edad']);
const UNIT_WORDS = new Set(['foot', 'feet', 'ft', 'cm', 'm', 'metre', 'metres', 'meter', 'meters', 'inch', 'inches', 'kg', 'lb', 'lbs', 'percent', '%']);

type Written = Omit<Token, 'from'>;

interface PendingColour {
  start: number;
  end: number;
  hex: string;
  hairOnly: boolean;
  /** Already bound by the phrase it sits in. */
  field?: ColourField;
}

interface Token {
  /** Lower case, or the English word a foreign word means. */
  norm: string;
  /** As written; the words of one foreign word ("金髪" → "blonde hair") share it. */
  raw: string;
  /** Which written word it comes from. */
  from: number;
}

/** Words and CJK dictionary pieces, lower case, foreign words as the English word they mean. */
export function tokenize(prompt: string): Token[] {
  let text = prompt.normalize('NFKC').toLowerCase().replace(/[’`]/g, "'");
  for (const [phrase, english] of Object.entries(FOREIGN_PHRASES)) text = text.replaceAll(phrase, english);
  const tokens: Token[] = [];
  let written = 0;
  for (const match of text.matchAll(TOKEN)) {
    const piece = match[0];
    const pieces = CJK_RUN.test(piece) ? segmentCjk(piece) : piece.split(/(?<=\p{L})'s$/u)[0]!.split("'").filter(Boolean).map(latinToken);
    // A foreign word that means an English phrase ("金髪" → "blonde hair") becomes its words.
    for (const token of pieces) {
      for (const norm of token.norm.split(' ')) tokens.push({ norm, raw: token.raw, from: written });
      written++;
    }
  }
  return tokens;
}

function latinToken(raw: string): Written {
  if (WORDS.has(raw) || COLOUR_NAMES[raw] || /^\d/.test(raw)) return { norm: raw, raw };
  // German adjectives decline ("grauem Bart", "roten Haaren"): try the stem too.
  return { norm: FOREIGN_WORDS[raw] ?? FOREIGN_WORDS[raw.replace(/(em|en|er|es|e)$/, '')] ?? raw, raw };
}

/** Longest dictionary match at each position; characters no entry knows are skipped. */
function segmentCjk(run: string): Written[] {
  const tokens: Written[] = [];
  let i = 0;
  while (i < run.length) {
    let found = '';
    for (let length = Math.min(CJK_LONGEST, run.length - i); length > 0; length--) {
      const piece = run.slice(i, i + length);
      if (FOREIGN_WORDS[piece]) {
        found = piece;
        break;
      }
    }
    if (found) {
      tokens.push({ norm: FOREIGN_WORDS[found]!, raw: found });
      i += found.length;
    } else {
      const digits = /^\d+/.exec(run.slice(i));
      i += digits ? digits[0].length : 1;
    }
  }
  return tokens;
}

/** A phrase of the table starting at `i`, longest first; plural "-s" forgiven on one word. */
function phraseAt(tokens: Token[], i: number): { meaning: WordMeaning; length: number } | undefined {
  for (let length = Math.min(MAX_PHRASE_TOKENS, tokens.length - i); length > 0; length--) {
    const words = tokens.slice(i, i + length).map((t) => t.norm);
    const key = words.join(' ');
    const meaning = WORDS.get(key) ?? (length === 1 && key.length > 3 && key.endsWith('s') ? WORDS.get(key.slice(0, -1)) : undefined);
    if (meaning) return { meaning, length };
  }
  return undefined;
}

/** "pastel pink", "navy", "ginger", or a bare "dark" right before the thing it colours. */
function colourAt(tokens: Token[], i: number): { hex: string; length: number; hairOnly: boolean } | undefined {
  const [first, second, third] = [tokens[i]?.norm, tokens[i + 1]?.norm, tokens[i + 2]?.norm];
  if (!first) return undefined;
  const pair = second ? `${first} ${second}` : '';
  const triple = second && third ? `${pair} ${third}` : '';
  if (HAIR_ONLY_COLOURS[triple]) return { hex: HAIR_ONLY_COLOURS[triple], length: 3, hairOnly: true };
  if (HAIR_ONLY_COLOURS[pair]) return { hex: HAIR_ONLY_COLOURS[pair], length: 2, hairOnly: true };
  if (COLOUR_MODIFIERS.includes(first) && second) {
    const modified = colourOf(second, first);
    if (modified) return { hex: modified, length: 2, hairOnly: Boolean(HAIR_ONLY_COLOURS[second]) };
    const next = phraseAt(tokens, i + 1);
    if (LONE_MODIFIER_COLOURS[first] && next?.meaning.paints) return { hex: LONE_MODIFIER_COLOURS[first], length: 1, hairOnly: false };
  }
  if (HAIR_ONLY_COLOURS[first]) return { hex: HAIR_ONLY_COLOURS[first], length: 1, hairOnly: true };
  const plain = colourOf(first);
  return plain ? { hex: plain, length: 1, hairOnly: false } : undefined;
}

/** A phrase with a colour inside it: "long crimson hair", "short grey beard"; the colour paints the phrase's thing. */
function phraseAroundColour(tokens: Token[], i: number): { meaning: WordMeaning; length: number; colour: { hex: string; length: number } } | undefined {
  if (colourAt(tokens, i)) return undefined;
  const colour = colourAt(tokens, i + 1);
  if (!colour) return undefined;
  const rest = [tokens[i]!, ...tokens.slice(i + 1 + colour.length)];
  const phrase = phraseAt(rest, 0);
  if (!phrase || phrase.length < 2 || !phrase.meaning.paints) return undefined;
  return { meaning: phrase.meaning, length: phrase.length + colour.length, colour };
}

/** "81", "81 year old", "aged 81", "70s", "81歳". */
function yearsAt(tokens: Token[], i: number): { years: number; length: number } | undefined {
  const here = tokens[i]!.norm;
  const cue = AGE_CUES.has(here) ? 1 : 0;
  const number = /^(\d{1,4})(s?)$/.exec(tokens[i + cue]?.norm ?? '');
  if (!number) return undefined;
  const next = tokens[i + cue + 1]?.norm;
  if (next && UNIT_WORDS.has(next)) return undefined;
  const years = Number(number[1]) + (number[2] ? 5 : 0);
  if (years < 3 || years > 5000) return undefined;
  let length = cue + 1;
  if (next && YEAR_WORDS.has(next)) {
    length++;
    if (tokens[i + length]?.norm === 'old') length++;
  }
  return { years, length };
}

export function readPrompt(prompt: string): PromptReading {
  const tokens = tokenize(prompt);
  const words: Reading[] = [];
  const pendingColours: PendingColour[] = [];
  let years: YearsReading | undefined;
  let negateUntil = -1;
  const text = (start: number, end: number) => joinRaw(tokens.slice(start, end));

  for (let i = 0; i < tokens.length; ) {
    const age = yearsAt(tokens, i);
    if (age) {
      years = { text: text(i, i + age.length), years: age.years };
      i += age.length;
      continue;
    }
    const inside = phraseAroundColour(tokens, i);
    if (inside) {
      const { meaning, length, colour } = inside;
      words.push({ text: text(i, i + length), start: i, end: i + length, effects: meaning.effects, negated: i <= negateUntil, paints: meaning.paints! });
      pendingColours.push({ start: i + 1, end: i + 1 + colour.length, hex: colour.hex, hairOnly: false, field: meaning.paints! });
      negateUntil = -1;
      i += length;
      continue;
    }
    const colour = colourAt(tokens, i);
    const phrase = phraseAt(tokens, i);
    // A colour word that is also part of a longer phrase ("olive skin", "fox tail") reads as the phrase.
    if (colour && !(phrase && phrase.length > colour.length)) {
      pendingColours.push({ start: i, end: i + colour.length, hex: colour.hex, hairOnly: colour.hairOnly });
      i += colour.length;
      continue;
    }
    if (phrase) {
      const { meaning, length } = phrase;
      words.push({ text: text(i, i + length), start: i, end: i + length, effects: meaning.effects, negated: i <= negateUntil && meaning.effects.length > 0, ...(meaning.paints ? { paints: meaning.paints } : {}) });
      if (meaning.effects.length > 0) negateUntil = -1;
      i += length;
      continue;
    }
    if (NEGATIONS.has(tokens[i]!.norm)) negateUntil = i + 3;
    i++;
  }
  return { words, colours: bindColours(pendingColours, words, tokens), ...(years ? { years } : {}) };
}

function joinRaw(tokens: Token[]): string {
  const raw = tokens.filter((t, n) => n === 0 || t.from !== tokens[n - 1]!.from).map((t) => t.raw);
  return raw.join(CJK_RUN.test(raw[0] ?? '') ? '' : ' ');
}

/**
 * Binds each colour to the thing it colours: the next noun that can be coloured (skipping "and" and other
 * colours), else the one just before it that has no colour yet ("pelo rojo"), else the outfit.
 */
function bindColours(colours: PendingColour[], words: Reading[], tokens: Token[]): ColourReading[] {
  const taken = new Set<Reading>();
  const bound: ColourReading[] = [];
  const text = (start: number, end: number) => joinRaw(tokens.slice(start, end));
  const isColourAt = (index: number) => colours.some((c) => index >= c.start && index < c.end);
  for (const colour of colours) {
    const base = { text: text(colour.start, colour.end), start: colour.start, end: colour.end, hex: colour.hex };
    if (colour.hairOnly || colour.field) {
      bound.push({ ...base, field: colour.field ?? 'hairColor', secondary: false, implied: false });
      continue;
    }
    // The noun right next to it first, on either side ("red hair", "pelo rojo"), then the next one along.
    const after = words.find((w) => w.start === colour.end && w.paints && !w.negated);
    const before = words.find((w) => w.end === colour.start && w.paints && !w.negated && !taken.has(w));
    let target = after ?? before;
    let skippedColour = false;
    for (let index = colour.end; !target && index < Math.min(tokens.length, colour.end + 4); index++) {
      const word = words.find((w) => w.start === index);
      if (word?.paints && !word.negated) target = word;
      else if (isColourAt(index)) skippedColour = true;
      else if (!FILLERS.has(tokens[index]!.norm) && !word) break;
    }
    if (target) {
      taken.add(target);
      const trim = target.paints === 'outfitColor' && bound.some((b) => b.field === 'outfitColor' && b.start < colour.start && !b.implied && b.end >= colour.start - 2);
      bound.push({ ...base, field: target.paints!, secondary: trim && !skippedColour, implied: false });
      continue;
    }
    const cue = tokens[colour.start - 1]?.norm;
    bound.push({ ...base, field: 'outfitColor', secondary: false, implied: !(cue && OUTFIT_CUES.has(cue)) });
  }
  return bound;
}
