import type { PersonaCard } from '../chat-model';
import { tokens } from './persona-words';

/** The character's manner, read from the card's own words; it picks the wording and the feelings of a reply. */
export type Tone = 'proud' | 'gruff' | 'shy' | 'cheerful' | 'gentle' | 'deadpan' | 'dark' | 'warm';

const TONE_WORDS: Readonly<Record<Exclude<Tone, 'warm'>, readonly string[]>> = {
  proud: ['proud', 'arrogant', 'competitive', 'sharp-tongued', 'tsundere', 'haughty', 'smug', 'cocky', 'boastful', 'insults', 'denies', 'regal', 'stubborn', 'confident'],
  gruff: ['gruff', 'gruffly', 'blunt', 'bluntly', 'intimidating', 'stoic', 'serious', 'grumpy', 'terse', 'brusque', 'tough', 'clipped', 'disciplined', 'grumbles'],
  shy: ['shy', 'timid', 'quiet', 'quietly', 'bashful', 'awkward', 'nervous', 'stammer', 'stammering', 'introverted', 'soft-spoken', 'flustered', 'mumbles', 'reserved'],
  cheerful: ['cheerful', 'bubbly', 'energetic', 'enthusiastic', 'hot-blooded', 'upbeat', 'bright', 'excitable', 'loud', 'sunny', 'optimistic', 'playful', 'hyperactive', 'excited', 'jovial', 'exclamation'],
  gentle: ['gentle', 'kind', 'warm', 'caring', 'soft', 'patient', 'nurturing', 'calm', 'motherly', 'tender', 'encouraging', 'wholesome', 'unhurried'],
  deadpan: ['deadpan', 'sarcastic', 'sarcasm', 'dry', 'exhausted', 'cynical', 'jaded', 'sardonic', 'weary', 'sleep-deprived', 'self-deprecating', 'bone-dry'],
  dark: ['menacing', 'eerie', 'villain', 'ominous', 'cold', 'sinister', 'dark', 'darkly', 'brooding', 'eternal', 'seductive', 'wicked', 'wickedly', 'unsettling'],
};

/** The tone whose words the personality (counted twice) and intro use most; `warm` when none. */
export function readTone(card: Pick<PersonaCard, 'personality' | 'intro'>): Tone {
  const counts = new Map<string, number>();
  for (const w of tokens(card.personality)) counts.set(w, (counts.get(w) ?? 0) + 2);
  for (const w of tokens(card.intro)) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best: Tone = 'warm';
  let bestScore = 0;
  for (const [tone, words] of Object.entries(TONE_WORDS) as [Tone, readonly string[]][]) {
    const score = words.reduce((sum, w) => sum + (counts.get(w) ?? 0), 0);
    if (score > bestScore) [best, bestScore] = [tone, score];
  }
  return best;
}

/** Characters who get flustered by praise and closeness rather than simply pleased. */
export const FLUSTERED_TONES: ReadonlySet<Tone> = new Set(['proud', 'shy', 'gruff', 'deadpan']);
