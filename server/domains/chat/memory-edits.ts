import type { UserFact } from '@/server/providers/llm/chat-model';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a text names `value` as a whole word or phrase, in any case. */
const names = (text: string, value: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(value)}(?![\\p{L}\\p{N}])`, 'iu').test(text);

/**
 * A value as a person may say it again: each word as written, or its stem with a common ending ("sailing" also finds
 * "sail", "sailed" and "sails"; "Paris" finds "Parisian"), the words in order with any spacing between them.
 */
function spokenPattern(value: string): RegExp {
  const words = value
    .trim()
    .split(/\s+/u)
    .map((word) => {
      const stem = word.toLowerCase().replace(/(?:ing|ed|es|s)$/u, '');
      return stem.length >= 4 ? `${escape(stem)}\\p{L}{0,4}` : `${escape(word)}(?:s|es)?`;
    });
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu');
}

/** The text without its sentences that say any of `values` (see spokenPattern); '' when every sentence did. */
export function textWithout(text: string, values: readonly string[]): string {
  const patterns = values.filter((v) => v.trim()).map(spokenPattern);
  if (patterns.length === 0) return text;
  return sentences(text)
    .filter((s) => !patterns.some((p) => p.test(s)))
    .join('')
    .trim();
}

/** The sentences of a summary, each with the spacing that follows it. */
const sentences = (summary: string) => summary.match(/[^.!?…\n]+(?:[.!?…]+|\n+|$)\s*/gu) ?? [];

/**
 * The summary without the sentences that name a forgotten fact's value: what the user asked the character to
 * forget is not kept in its summary either.
 */
export function summaryWithout(summary: string, value: string): string {
  return textWithout(summary, [value]);
}

/** A value the user took back, and the newest turn that may still say it (turns after it were said since). */
export interface ForgottenValue {
  value: string;
  /** A message id, as a decimal string. */
  through: string;
}

/** At most this many taken-back values are kept; the oldest go first (their turns are the first to be folded away). */
export const FORGOTTEN_MAX = 50;

/**
 * The values still to keep out of the recent turns after `value` is taken back with `newest` the newest turn: those
 * whose turns are not all summarised yet (`summarizedThrough`), and this one when there are turns that may say it.
 */
export function forgottenAfter(forgotten: readonly ForgottenValue[], value: string, newest: bigint | null, summarizedThrough: bigint | null): ForgottenValue[] {
  const pending = (through: bigint) => summarizedThrough === null || through > summarizedThrough;
  const kept = forgotten.filter((f) => pending(BigInt(f.through)) && f.value.toLowerCase() !== value.toLowerCase());
  if (newest !== null && pending(newest)) kept.push({ value, through: newest.toString() });
  return kept.slice(-FORGOTTEN_MAX);
}

/** The values a turn must not say: those taken back after it was said. */
export const forgottenIn = (msgId: bigint, forgotten: readonly ForgottenValue[]): string[] => forgotten.filter((f) => msgId <= BigInt(f.through)).map((f) => f.value);

/** The facts without the one of this kind and value; undefined when there is none. */
export function factsWithout(facts: UserFact[], kind: UserFact['kind'], value: string): UserFact[] | undefined {
  const kept = facts.filter((f) => !(f.kind === kind && f.value === value));
  return kept.length === facts.length ? undefined : kept;
}

/**
 * The facts with the one of this kind and value saying `newValue` instead (its source sentence says it too, so no
 * prompt carries the old value); undefined when there is none.
 */
export function factsEdited(facts: UserFact[], kind: UserFact['kind'], value: string, newValue: string): UserFact[] | undefined {
  const at = facts.findIndex((f) => f.kind === kind && f.value === value);
  if (at < 0) return undefined;
  const old = facts[at]!;
  const source = names(old.source, value) ? old.source.replace(new RegExp(escape(value), 'giu'), newValue) : newValue;
  // The same fact said twice is kept once.
  const others = facts.filter((f, i) => i !== at && !(f.kind === kind && f.value.toLowerCase() === newValue.toLowerCase()));
  return [...others.slice(0, at), { kind, value: newValue, source }, ...others.slice(at)];
}
