import type { Emotion } from '@/lib/contracts/chat';
import { capitalise } from './persona-words';

/** One example exchange of the card: what the user says and how the character answers (placeholders kept). */
export interface Exchange {
  user: string;
  char: string;
}

/** An `*action*` from the card, with the feeling it shows. */
export interface CardAction {
  text: string;
  emotion: Emotion;
  /** The greeting's scene-setting action: it fits a greeting, not a reply in the middle of a chat. */
  opening: boolean;
}

const ACTION_FEELINGS: readonly [RegExp, Emotion][] = [
  [/blush|ears? (?:go |turn )?(?:red|pink)|looks? away|turns? away|hides?|fluster|fidget|cheeks/i, 'embarrassment'],
  [/sigh|rolls? \w+ eyes|cross(?:es)? \w+ arms|glare|huff|scowl|frown|shove|grumble/i, 'annoyance'],
  [/grin|laugh|chuckle|smirk|wink|swish|snort|giggle/i, 'amusement'],
  [/smile|beam|bounce|spin|cheer/i, 'joy'],
  [/cracks? \w+ knuckles|clench|fist|slams?|points? .+ at/i, 'anger'],
  [/droop|slump|sniff|looks? down|goes quiet/i, 'sadness'],
  [/tilt|peer|lean|stare|squint|looks? up/i, 'curiosity'],
  [/sets? .+ (?:in front of you|down)|\bpats?\b|offers?|hands? you|pours?|tucks?/i, 'caring'],
];

const INTERJECTIONS = new Set(
  'hmph tch hmm hm ugh ah oh heh ha haha huh well look listen geez jeez ooh wow whoa heavens darling alright ahem hah pfft aw aww oho ara yikes gosh blimey gah argh oof tsk bah hark behold sweetie honey kid mortal right'.split(' '),
);

const ACTION = /\*([^*]+)\*/g;
const withoutActions = (text: string) => text.replace(ACTION, ' ').replace(/\s+/g, ' ').trim();

/** The `{{user}}:` / `{{char}}:` lines paired up; a character line may also start with the character's name. */
export function readExchanges(exampleDialogue: string, names: readonly string[]): Exchange[] {
  const exchanges: Exchange[] = [];
  let user: string | undefined;
  const charPrefix = new RegExp(`^\\s*(?:\\{\\{\\s*char\\s*\\}\\}|${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s*:\\s*`, 'i');
  for (const line of exampleDialogue.split(/\r?\n/)) {
    const userLine = /^\s*(?:\{\{\s*user\s*\}\}|you|user)\s*:\s*(.*)$/i.exec(line);
    if (userLine) user = userLine[1]!.trim();
    else if (charPrefix.test(line) && user !== undefined) {
      exchanges.push({ user, char: line.replace(charPrefix, '').trim() });
      user = undefined;
    }
  }
  return exchanges;
}

export function readActions(greeting: string, exchanges: readonly Exchange[]): CardAction[] {
  const found: CardAction[] = [];
  const add = (text: string, opening: boolean) => {
    for (const match of text.matchAll(ACTION)) {
      const action = match[1]!.trim().replace(/[.…]+$/, '');
      if (!action || found.some((a) => a.text === action)) continue;
      const emotion = ACTION_FEELINGS.find(([pattern]) => pattern.test(action))?.[1] ?? 'neutral';
      found.push({ text: action, emotion, opening });
    }
  };
  add(greeting, true);
  for (const exchange of exchanges) add(exchange.char, false);
  return found;
}

/** The character's spoken lines, actions removed. */
export function spokenLines(greeting: string, exchanges: readonly Exchange[]): string[] {
  return [greeting, ...exchanges.map((e) => e.char)].map(withoutActions).filter(Boolean);
}

/** Sentence openers the character uses ("Hmph.", "Heavens,"), as the card writes them. */
export function readInterjections(lines: readonly string[]): string[] {
  const found = new Set<string>();
  for (const line of lines) {
    for (const sentence of line.split(/(?<=[.!?…])\s+/)) {
      const match = /^(?:\.\.\.)?([\p{L}]+)([.!,…]+)/u.exec(sentence.trim());
      if (match && INTERJECTIONS.has(match[1]!.toLowerCase())) found.add(`${capitalise(match[1]!)}${match[2]!.startsWith(',') ? '.' : match[2]}`);
    }
  }
  return [...found];
}

/** "O-of course": a character who stammers when flustered. */
export const stammers = (lines: readonly string[]) => lines.some((l) => /\b(\p{L})-\1/iu.test(l));
