import type { Random } from '@/lib/seeded-random';
import type { Tone } from './card-tone';
import type { ToneLines } from './persona-lines';

export type Slots = Readonly<Record<string, string | undefined>>;

/** Capitalises the start of the text and of every sentence in it. */
export function sentenceCase(text: string): string {
  return text.replace(/(^|(?<![.…])[.!?]\s+|\*\s*)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** Fills `{slot}`s; a line that needs a slot this chat cannot fill is not used. */
export function fillLine(template: string, slots: Slots): string | undefined {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = slots[name];
    if (!value) missing = true;
    return value ?? '';
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
