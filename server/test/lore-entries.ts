import type { LoreEntry } from '@/lib/contracts/character-card';

/** A lorebook entry with every field at its card default, for tests; `over` sets what a test is about. */
export const loreEntry = (over: Partial<LoreEntry> = {}): LoreEntry => ({
  keys: [],
  secondaryKeys: [],
  content: 'x',
  enabled: true,
  constant: false,
  selective: false,
  caseSensitive: false,
  insertionOrder: 0,
  priority: 0,
  position: 'before_char',
  name: '',
  comment: '',
  useRegex: false,
  ...over,
});
