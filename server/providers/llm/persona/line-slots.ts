import type { Random } from '@/lib/seeded-random';
import type { Tone } from './card-tone';
import type { ToneLines } from './persona-lines';
import { grammarProblems } from './reply-grammar';

export type Slots = Readonly<Record<string, string | undefined>>;

/**
 * What each slot holds, so a fill is checked before it is spoken: a name, a noun phrase ("the worn paperback",
 * "sailing"), a verb phrase that follows "I" or "you" ("run a bookshop"), or whole sentences. A slot not listed
 * here cannot be filled: a template that names it is never used.
 */
export const SLOT_KINDS = {
  user: 'name',
  char: 'name',
  pet: 'name',
  noun: 'noun',
  noun2: 'noun',
  place: 'noun',
  topic: 'noun',
  mention: 'noun',
  like: 'noun',
  dislike: 'noun',
  petKind: 'noun',
  petDesc: 'noun',
  home: 'noun',
  love: 'noun',
  talked: 'nouns',
  when: 'noun',
  job: 'verb',
  plan: 'verb',
  activity: 'verb',
  age: 'number',
  P: 'pronoun',
  echo: 'sentence',
  intro: 'sentence',
  facts: 'sentence',
} as const satisfies Record<string, 'name' | 'noun' | 'nouns' | 'verb' | 'number' | 'pronoun' | 'sentence'>;
type SlotName = keyof typeof SLOT_KINDS;

/** Words a phrase cannot end on (it was cut off) or start with (it is not a thing). */
const DANGLING = new Set('the a an my your his her their its our this that of to in at on with for from by about into and or but nor if because as than so'.split(' '));
const NOT_A_THING = new Set('who what which when where why how is are was were be been not very it'.split(' '));
/** Words that are never part of a thing's name: "the nowhere else". */
const NEVER_IN_A_THING = new Set('nowhere anywhere somewhere everywhere else'.split(' '));
const PHRASE_WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u;
const NAME = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?$/u;

function phraseFits(value: string, maxWords: number): boolean {
  const words = value.split(' ');
  const first = words[0]!.toLowerCase();
  const last = words.at(-1)!.toLowerCase();
  return words.length <= maxWords && words.every((w) => PHRASE_WORD.test(w) && !NEVER_IN_A_THING.has(w.toLowerCase())) && !NOT_A_THING.has(first) && !DANGLING.has(last) && !words.some((w, i) => i > 0 && w.toLowerCase() === words[i - 1]!.toLowerCase());
}

/** Whether a value may fill a slot of its kind. */
export function slotFits(slot: string, value: string): boolean {
  const kind = SLOT_KINDS[slot as SlotName] as (typeof SLOT_KINDS)[SlotName] | undefined;
  const text = value.trim();
  if (!kind || !text || text !== value) return false;
  switch (kind) {
    case 'name':
      return NAME.test(text) && !NOT_A_THING.has(text.toLowerCase());
    case 'noun':
      return phraseFits(text, 7);
    case 'nouns':
      return text.split(/, | and /).every((item) => phraseFits(item, 7));
    case 'verb':
      return /^\p{Ll}/u.test(text) && !/^(?:is|am|are|was|were)\b/.test(text) && phraseFits(text, 14);
    case 'pronoun':
      return /^(?:his|her|their|its)$/.test(text);
    case 'number':
      return /^\d{1,3}$/.test(text);
    case 'sentence':
      return grammarProblems(text).length === 0;
  }
}

/** Capitalises the start of the text and of every sentence in it. */
export function sentenceCase(text: string): string {
  return text.replace(/(^|(?<![.…])[.!?]\s+|\*\s*)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * Fills `{slot}`s, and `{,slot}` with ", value" or nothing (a name said in passing: "Hello{,user}."). A line that
 * needs a slot this chat cannot fill, or whose fill does not fit the slot's kind, is not used.
 */
export function fillLine(template: string, slots: Slots): string | undefined {
  let missing = false;
  const text = template.replace(/\{(,?)(\w+)\}/g, (_, optional: string, name: string) => {
    const value = slots[name];
    const fits = value !== undefined && slotFits(name, value);
    if (optional) return fits ? `, ${value}` : '';
    if (!fits) missing = true;
    return fits ? value : '';
  });
  return missing ? undefined : sentenceCase(text);
}

/**
 * A line for this tone (its own lines weigh double against the ones for anyone), filled, and not
 * one the character said in the recent turns.
 */
export function pickLine(lines: ToneLines | undefined, tone: Tone, rng: Random, slots: Slots, avoid: readonly string[] = []): string | undefined {
  if (!lines) return undefined;
  const own = lines[tone] ?? [];
  const pool = [...own, ...own, ...(lines.any ?? [])]
    .map((t) => fillLine(t, slots))
    .filter((t): t is string => t !== undefined && !avoid.some((said) => said.includes(t)));
  return pool.length > 0 ? rng.pick(pool) : undefined;
}

export const sentenceCount = (text: string) => text.replace(/\*[^*]*\*/g, '').split(/[.!?…]+(?:\s|$)/).filter((s) => s.trim()).length;
