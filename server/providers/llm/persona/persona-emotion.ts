import type { Emotion } from '@/lib/contracts/chat';
import type { UserFact } from '../chat-model';
import { FLUSTERED_TONES, type Tone } from './card-tone';
import type { Intent, MessageReading } from './message-reading';

type ByTone = Partial<Record<Tone, Emotion>> & { any: Emotion };

/** How the character feels about each kind of message, by its manner (a proud one is flustered by praise). */
const FEELINGS: Readonly<Record<Intent, ByTone>> = {
  recall: { proud: 'pride', any: 'joy' },
  insult: { proud: 'anger', shy: 'sadness', gentle: 'disappointment', deadpan: 'annoyance', dark: 'amusement', any: 'disapproval' },
  danger: { shy: 'fear', cheerful: 'excitement', proud: 'excitement', dark: 'amusement', gruff: 'anger', any: 'surprise' },
  sad: { any: 'caring' },
  stress: { any: 'caring' },
  anger: { shy: 'nervousness', gentle: 'nervousness', warm: 'nervousness', any: 'disapproval' },
  news: { cheerful: 'excitement', proud: 'pride', any: 'joy' },
  'self-fact': { any: 'curiosity' },
  goodbye: { shy: 'sadness', cheerful: 'joy', any: 'caring' },
  compliment: { proud: 'embarrassment', shy: 'embarrassment', gruff: 'embarrassment', deadpan: 'embarrassment', any: 'joy' },
  flirt: { proud: 'embarrassment', shy: 'embarrassment', gruff: 'embarrassment', deadpan: 'embarrassment', dark: 'amusement', any: 'love' },
  invite: { proud: 'embarrassment', shy: 'embarrassment', cheerful: 'excitement', gentle: 'joy', any: 'approval' },
  thanks: { any: 'gratitude' },
  apology: { proud: 'approval', any: 'relief' },
  joke: { any: 'amusement' },
  question: { any: 'curiosity' },
  request: { proud: 'annoyance', deadpan: 'annoyance', shy: 'nervousness', dark: 'amusement', any: 'approval' },
  greeting: { cheerful: 'joy', gentle: 'joy', warm: 'joy', shy: 'joy', any: 'neutral' },
  mention: { proud: 'pride', cheerful: 'excitement', any: 'curiosity' },
  statement: { any: 'neutral' },
};

const FACT_FEELINGS: Partial<Record<UserFact['kind'], Emotion>> = { name: 'joy', pet: 'joy', like: 'curiosity', dislike: 'approval', job: 'admiration', home: 'curiosity', age: 'surprise', plan: 'optimism' };

/** The emotion of the character's reply to this message. */
export function chooseEmotion(reading: MessageReading, tone: Tone): Emotion {
  const { primary } = reading;
  if (primary === 'self-fact') {
    const fact = reading.facts.find((f) => f.kind !== 'feeling');
    if (fact?.kind === 'name' && tone === 'proud') return 'approval';
    return (fact && FACT_FEELINGS[fact.kind]) ?? 'curiosity';
  }
  if (primary === 'question' && reading.question === 'how-are-you') return tone === 'cheerful' ? 'joy' : 'neutral';
  if (primary === 'question' && reading.question === 'about-you') return tone === 'proud' ? 'pride' : FLUSTERED_TONES.has(tone) ? 'embarrassment' : 'joy';
  if (primary === 'statement' && reading.topic) return 'curiosity';
  const byTone = FEELINGS[primary];
  return byTone[tone] ?? byTone.any;
}
