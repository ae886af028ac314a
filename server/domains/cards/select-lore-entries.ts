import type { LoreEntry, Lorebook } from '@/lib/contracts/character-card';

/** How many recent turns are searched for keys when neither the book nor the caller says. */
export const DEFAULT_LORE_SCAN_DEPTH = 4;
/** Tokens of lorebook entries a prompt takes at most when neither the book nor the caller says. */
export const DEFAULT_LORE_TOKEN_BUDGET = 600;

export interface LoreSelectOptions {
  tokenBudget?: number;
  scanDepth?: number;
}

/** A rough token count: about four UTF-8 bytes a token (a Latin word is 1–2, a CJK character about one). */
export const estimateTokens = (text: string) => Math.ceil(Buffer.byteLength(text, 'utf8') / 4);

/** Scripts that put spaces between words: there a key must be a whole word; elsewhere (CJK) any match counts. */
const SPACED = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{N}_]/u;
const WORD = /[\p{L}\p{N}_]/u;

function containsWord(haystack: string, key: string): boolean {
  const needsStart = SPACED.test(key[0]!);
  const needsEnd = SPACED.test(key[key.length - 1]!);
  for (let at = haystack.indexOf(key); at >= 0; at = haystack.indexOf(key, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + key.length];
    if ((!needsStart || before === undefined || !WORD.test(before)) && (!needsEnd || after === undefined || !WORD.test(after))) return true;
  }
  return false;
}

/** The scanned text twice: as written, and lower-cased for the keys that ignore case. */
interface Scan {
  text: string;
  lower: string;
}

const anyKey = (keys: readonly string[], scan: Scan, caseSensitive: boolean) =>
  keys.some((raw) => {
    const key = raw.trim();
    return key.length > 0 && (caseSensitive ? containsWord(scan.text, key) : containsWord(scan.lower, key.toLowerCase()));
  });

/**
 * Whether the chat names the entry: one of its keys as a whole word (any case unless the entry says otherwise), and
 * for a selective entry one of its secondary keys too. A card's regular expressions are never run (use_regex entries
 * only enter as constants): they are untrusted and could take forever.
 */
function named(entry: LoreEntry, scan: Scan): boolean {
  if (entry.useRegex || !anyKey(entry.keys, scan, entry.caseSensitive)) return false;
  return !entry.selective || entry.secondaryKeys.length === 0 || anyKey(entry.secondaryKeys, scan, entry.caseSensitive);
}

/** Kept first when the budget is short: constant entries, then higher priority, then lower insertion order. */
const keepOrder = (a: { entry: LoreEntry; index: number }, b: { entry: LoreEntry; index: number }) =>
  Number(b.entry.constant) - Number(a.entry.constant) || b.entry.priority - a.entry.priority || a.entry.insertionOrder - b.entry.insertionOrder || a.index - b.index;

/** In the prompt: constant entries first, then by insertion order (lower first). */
const promptOrder = (a: { entry: LoreEntry; index: number }, b: { entry: LoreEntry; index: number }) =>
  Number(b.entry.constant) - Number(a.entry.constant) || a.entry.insertionOrder - b.entry.insertionOrder || a.index - b.index;

/**
 * The lorebook entries a reply should know: constant ones always, others when the last `scanDepth` turns name them,
 * as many as fit in `tokenBudget` (estimated), most important first. Pure string matching in memory, run on every
 * reply: a 200-entry book costs well under a millisecond.
 */
export function selectLoreEntries(book: Lorebook, recentTurns: readonly string[], options: LoreSelectOptions = {}): LoreEntry[] {
  const depth = options.scanDepth ?? book.scanDepth ?? DEFAULT_LORE_SCAN_DEPTH;
  const budget = options.tokenBudget ?? book.tokenBudget ?? DEFAULT_LORE_TOKEN_BUDGET;
  const text = depth > 0 ? recentTurns.slice(-depth).join('\n') : '';
  const scan = { text, lower: text.toLowerCase() };
  const candidates = book.entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.enabled && entry.content.trim() && (entry.constant || named(entry, scan)))
    .sort(keepOrder);
  const kept: typeof candidates = [];
  let used = 0;
  for (const candidate of candidates) {
    const cost = estimateTokens(candidate.entry.content);
    if (used + cost > budget) continue;
    used += cost;
    kept.push(candidate);
  }
  return kept.sort(promptOrder).map(({ entry }) => entry);
}
