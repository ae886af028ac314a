import type { CharacterGender } from '@/lib/contracts/character-suggestion';

export const GENDER_INDEX: Readonly<Record<CharacterGender, 0 | 1 | 2>> = { male: 0, female: 1, non: 2 };
/** English verb endings that agree with "they" only when "they" is their subject ("they write", but "Sage writes"). */
const ENGLISH_VERB_SLOTS = new Set(['is', 'has', 's', 'es', 'was', 'does', 'ies']);
const AFTER_THEY = /\b[Tt]hey(?:\s+[\p{L}']+){0,2}\s*$/u;
/** The sentence being written has "they" as its subject: right before the verb, or where the sentence starts. */
const theySays = (written: string) => AFTER_THEY.test(written) || /(?:^|[.!?]\s+)[Tt]hey\b[^.!?]*$/.test(written);
/** `{slot}`, never the `{{user}}` / `{{char}}` placeholders of the card itself. */
const SLOT = /(?<!\{)\{([A-Za-z][A-Za-z0-9]*)\}(?!\})/g;
/** `[male|female|non]` word forms in a bank line; a missing third form is the first. */
const FORMS = /\[([^\]|]*)\|([^\]|]*)(?:\|([^\]|]*))?\]/g;

export interface SlotContext {
  gender: CharacterGender;
  /** The bank's gendered words ({he}, {his}, {is}…), [male, female, non]. */
  slots: Readonly<Record<string, readonly [string, string, string]>>;
  values: Readonly<Record<string, string>>;
  english: boolean;
  /** The language's contractions after filling ("de une" → "d'une", "a el" → "al"), as [pattern, replacement]. */
  contractions?: readonly (readonly [string, string])[];
}

export class UnknownSlotError extends Error {}

/** Fills a bank line: values first, then gendered words, then word forms; English "a(n)" agrees with the next word. */
export function fillSlots(line: string, context: SlotContext, before = ''): string {
  const index = GENDER_INDEX[context.gender];
  let out = '';
  let last = 0;
  for (const match of line.matchAll(SLOT)) {
    out += line.slice(last, match.index);
    last = match.index + match[0].length;
    const name = match[1]!;
    const value = context.values[name];
    if (value !== undefined) {
      // A value's own slots agree with what was written before it ("they {is}" inside a secret).
      out += fillSlots(value, context, before + out);
      continue;
    }
    const forms = context.slots[name];
    if (!forms) throw new UnknownSlotError(`no value for {${name}} in "${line}"`);
    const plural = context.english && index === 2 && ENGLISH_VERB_SLOTS.has(name) ? theySays(before + out) : true;
    const form = plural ? forms[index] : forms[0];
    // A form may name the character ("{first}" where a language has no neutral pronoun).
    out += form.includes('{') ? fillSlots(form, context, before + out) : form;
  }
  out += line.slice(last);
  out = out.replace(FORMS, (_, male: string, female: string, non?: string) => [male, female, non ?? male][index]!);
  if (context.english) out = out.replace(/\b([Aa])\(n\) (\S)/g, (_, a: string, next: string) => `${a}${/[aeiou]/i.test(next) ? 'n' : ''} ${next}`);
  for (const [pattern, replacement] of context.contractions ?? []) out = out.replace(new RegExp(pattern, 'g'), replacement);
  return out.replace(/ {2,}/g, ' ').trim();
}

/** Joins sentences with the language's full stop, each starting with a capital. */
export function joinSentences(sentences: readonly string[], stop: string): string {
  return sentences
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => capitalize(/[.!?。！？…]$/.test(s) ? s : `${s}${stop}`))
    .join(stop === '。' ? '' : ' ');
}

export function capitalize(text: string): string {
  // A placeholder keeps its spelling; an action (*snorts*) stays lower case as the catalogue writes it.
  if (text.startsWith('{{') || text.startsWith('*')) return text;
  const first = text.match(/\p{L}/u);
  if (!first || first.index === undefined) return text;
  // A quote keeps its mark; the first letter inside is raised.
  return text.slice(0, first.index) + text[first.index]!.toUpperCase() + text.slice(first.index + 1);
}
