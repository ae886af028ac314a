import type { PersonaCard } from '../chat-model';
import { slotFits } from './line-slots';

/** What a character does with their days, read from the card for "what do you like to do?" and "any plans?". */
export interface CardPastimes {
  /** What the card says the character loves or enjoys, as a noun phrase in their own voice ("comfortable silences"). */
  love: string | undefined;
  /** What the character does, as a verb phrase after "I" ("run a secondhand bookshop in a rainy seaside town"). */
  activity: string | undefined;
}

const LOVES = /\b(?:loves|enjoys|adores|likes|is fond of|lives for)\s+([^.,;:!?()"]+)/i;
/** The object ends where another clause starts. */
const OBJECT_END = /\s+(?:and|but|or|when|while|because|though|although|until|if|so|than|as|who|which|that)\b.*$/i;
/** Verbs of a trade: "I run a ramen stall" says what the character does; "I believe…" or "I saved…" does not. */
const TRADE_VERBS = /^(?:run|own|sell|make|keep|brew|bake|teach|fix|repair|cook|write|guard|host|manage|tend|work|paint|build|forge|play|sing|train|study|grow|serve|mend|sew|bind|draw|carve|sail|fly|drive|deliver|hunt|heal|brew|craft|design|coach)\b/;
const ACTIVITY = /\bI\s+(?:(?:now|still|also|just|secretly|quietly|mostly|usually)\s+)?([a-z][^,.;:!?]*)/;

/** The first thing the card says the character loves, turned to their own voice. */
function readLove(card: Pick<PersonaCard, 'personality' | 'intro'>, possessive: string): string | undefined {
  for (const text of [card.personality, card.intro]) {
    const found = LOVES.exec(text)?.[1];
    if (!found) continue;
    const love = found.replace(OBJECT_END, '').replace(new RegExp(`\\b${possessive}\\b`, 'gi'), 'my').replace(/\s+/g, ' ').trim();
    if (slotFits('love', love)) return love;
  }
  return undefined;
}

/** The first verb phrase of the character's self-introduction that says what they do. */
function readActivity(selfIntro: string | undefined): string | undefined {
  const found = selfIntro ? ACTIVITY.exec(selfIntro)?.[1] : undefined;
  if (!found || !TRADE_VERBS.test(found)) return undefined;
  const activity = found.replace(/\s+and\s+.*$/, '').trim();
  return slotFits('activity', activity) ? activity : undefined;
}

export function readPastimes(card: Pick<PersonaCard, 'personality' | 'intro'>, possessive: string, selfIntro: string | undefined): CardPastimes {
  return { love: readLove(card, possessive), activity: readActivity(selfIntro) };
}
