import type { UserFact } from '@/server/providers/llm/chat-model';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a text names `value` as a whole word or phrase, in any case. */
const names = (text: string, value: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(value)}(?![\\p{L}\\p{N}])`, 'iu').test(text);

/** The sentences of a summary, each with the spacing that follows it. */
const sentences = (summary: string) => summary.match(/[^.!?…\n]+(?:[.!?…]+|\n+|$)\s*/gu) ?? [];

/**
 * The summary without the sentences that name a forgotten fact's value: what the user asked the character to
 * forget is not kept in its summary either.
 */
export function summaryWithout(summary: string, value: string): string {
  if (!value.trim()) return summary;
  return sentences(summary)
    .filter((s) => !names(s, value))
    .join('')
    .trim();
}

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
