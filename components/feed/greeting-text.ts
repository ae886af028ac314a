import { fillPlaceholders } from '@/lib/contracts/role-rules';

/** A run of the greeting: spoken words, or an action written between asterisks (*smiles*). */
export interface GreetingRun {
  text: string;
  action: boolean;
}

/**
 * The greeting as a card shows it: placeholders filled (seed §3: {{user}} → the user's name, {{char}} →
 * the role's), markdown reduced to plain runs with the actions set apart; the profile and the chat render
 * the full markdown.
 */
export function greetingRuns(markdown: string, names: { user: string; char: string }): GreetingRun[] {
  const plain = fillPlaceholders(markdown, names)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>)\s*/gm, '')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const runs: GreetingRun[] = [];
  const action = /([*_])([^*_]+)\1/g;
  let at = 0;
  for (const match of plain.matchAll(action)) {
    push(runs, plain.slice(at, match.index), false);
    push(runs, match[2] ?? '', true);
    at = match.index + match[0].length;
  }
  push(runs, plain.slice(at), false);
  return runs;
}

function push(runs: GreetingRun[], raw: string, action: boolean) {
  const text = raw.replace(/[*_]/g, '').replace(/\s+/g, ' ').trim();
  if (text) runs.push({ text, action });
}
