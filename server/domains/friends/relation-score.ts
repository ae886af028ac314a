/**
 * How a relation grows from what the user says: substance earns affinity, volume does not. A message of a few real
 * words earns a point, a longer one more; telling the character about oneself earns more; the first message of a
 * day and every few replies exchanged in one sitting earn a bonus. A short, repeated or rapid-fire message earns
 * nothing, and a day earns at most DAY_CAP.
 */

/** What the score keeps between messages (the relations row). */
export interface RelationTally {
  affinity: number;
  daysChatted: number;
  /** The UTC day (YYYY-MM-DD) `dayPoints` count for; null before the first counted message. */
  day: string | null;
  dayPoints: number;
  sessionTurns: number;
  lastMessageAt: Date | null;
  /** The user's last few counted messages, normalised. */
  recent: string[];
}

/** One message the user sent, with the facts about themselves it taught the character. */
export interface RelationMessage {
  text: string;
  facts: number;
  at: Date;
  /** A voice message's length in seconds: with no words heard in it (no speech-to-text), its length stands for them. */
  voiceSeconds?: number;
}

/** How many words a second of speech stands for, for a voice message whose words were not heard (about 150 a minute). */
export const WORDS_PER_VOICE_SECOND = 2.5;

/** What a message is scored as: its words, or for a voice message without them, words standing for its length. */
function countedText(message: RelationMessage): { text: string; words: number; letters: number } {
  const text = normalise(message.text);
  if (!text && message.voiceSeconds) {
    const words = Math.floor(message.voiceSeconds * WORDS_PER_VOICE_SECOND);
    // Each length once: the same clip sent again reads as a repeat.
    return { text: `voice ${message.voiceSeconds.toFixed(1)}`, words, letters: words * 4 };
  }
  return { text, words: text ? text.split(' ').length : 0, letters: text.replace(/[^\p{L}]/gu, '').length };
}

/** Fewer words than this, or fewer letters, is small talk that earns nothing ("ok", "lol", "hi"). */
export const MIN_WORDS = 3;
export const MIN_LETTERS = 10;
/** A message this soon after the last counted one earns nothing (spam comes fast; a real answer takes a moment). */
export const MIN_GAP_MS = 3_000;
/** A message the same as one of this many before it earns nothing. */
export const REMEMBERED_MESSAGES = 6;
/** The most affinity one day can earn. */
export const DAY_CAP = 40;
/** A pause longer than this ends a sitting. */
export const SESSION_GAP_MS = 30 * 60_000;
/** Every this many replies exchanged in one sitting earn SESSION_BONUS. */
export const SESSION_STEP = 8;
export const SESSION_BONUS = 3;
/** The first counted message of a day. */
export const DAY_BONUS = 5;
/** Each fact the user told about themselves, up to FACTS_MAX a message. */
export const FACT_POINTS = 2;
export const FACTS_MAX = 4;

export const EMPTY_TALLY: RelationTally = { affinity: 0, daysChatted: 0, day: null, dayPoints: 0, sessionTurns: 0, lastMessageAt: null, recent: [] };

/** The text as compared for repeats: lower case, letters and digits, single spaces. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The tally after one message, and the affinity it earned. */
export function scoreMessage(tally: RelationTally, message: RelationMessage): { tally: RelationTally; gained: number } {
  const { text, words, letters } = countedText(message);
  const repeated = tally.recent.includes(text);
  const hurried = tally.lastMessageAt !== null && message.at.getTime() - tally.lastMessageAt.getTime() < MIN_GAP_MS;
  if (words < MIN_WORDS || letters < MIN_LETTERS || repeated || hurried) {
    // Spam earns nothing, and a burst of it keeps pushing the gap back.
    return { tally: hurried ? { ...tally, lastMessageAt: message.at } : tally, gained: 0 };
  }
  const day = message.at.toISOString().slice(0, 10);
  const newDay = day !== tally.day;
  const sitting = tally.lastMessageAt !== null && message.at.getTime() - tally.lastMessageAt.getTime() <= SESSION_GAP_MS;
  const sessionTurns = sitting ? tally.sessionTurns + 1 : 1;
  const earned =
    1 +
    (words >= 12 ? 1 : 0) +
    (words >= 30 ? 1 : 0) +
    Math.min(FACTS_MAX, message.facts * FACT_POINTS) +
    (newDay ? DAY_BONUS : 0) +
    (sessionTurns % SESSION_STEP === 0 ? SESSION_BONUS : 0);
  const dayPoints = newDay ? 0 : tally.dayPoints;
  const gained = Math.max(0, Math.min(earned, DAY_CAP - dayPoints));
  return {
    tally: {
      affinity: tally.affinity + gained,
      daysChatted: tally.daysChatted + (newDay ? 1 : 0),
      day,
      dayPoints: dayPoints + gained,
      sessionTurns,
      lastMessageAt: message.at,
      recent: [...tally.recent, text].slice(-REMEMBERED_MESSAGES),
    },
    gained,
  };
}
