import type { Emotion } from '@/lib/contracts/chat';
import { isEmotion } from './motion-for-emotion';

/** Words models (and people) use instead of the 28 labels. */
const SYNONYMS: Readonly<Record<string, Emotion>> = {
  happy: 'joy',
  glad: 'joy',
  joyful: 'joy',
  cheerful: 'joy',
  delighted: 'joy',
  content: 'joy',
  smiling: 'joy',
  sad: 'sadness',
  unhappy: 'sadness',
  upset: 'sadness',
  lonely: 'sadness',
  hurt: 'sadness',
  angry: 'anger',
  mad: 'anger',
  furious: 'anger',
  rage: 'anger',
  scared: 'fear',
  afraid: 'fear',
  frightened: 'fear',
  terrified: 'fear',
  shy: 'embarrassment',
  embarrassed: 'embarrassment',
  flustered: 'embarrassment',
  blushing: 'embarrassment',
  bashful: 'embarrassment',
  worried: 'nervousness',
  nervous: 'nervousness',
  anxious: 'nervousness',
  excited: 'excitement',
  eager: 'excitement',
  grateful: 'gratitude',
  thankful: 'gratitude',
  proud: 'pride',
  smug: 'pride',
  amused: 'amusement',
  playful: 'amusement',
  teasing: 'amusement',
  laughing: 'amusement',
  laugh: 'amusement',
  laughs: 'amusement',
  giggles: 'amusement',
  grins: 'joy',
  smiles: 'joy',
  sighs: 'sadness',
  blushes: 'embarrassment',
  gasps: 'surprise',
  curious: 'curiosity',
  interested: 'curiosity',
  confused: 'confusion',
  puzzled: 'confusion',
  surprised: 'surprise',
  shocked: 'surprise',
  astonished: 'surprise',
  disgusted: 'disgust',
  annoyed: 'annoyance',
  irritated: 'annoyance',
  grumpy: 'annoyance',
  disappointed: 'disappointment',
  loving: 'love',
  affectionate: 'love',
  romantic: 'love',
  tender: 'caring',
  concerned: 'caring',
  sympathetic: 'caring',
  compassionate: 'caring',
  hopeful: 'optimism',
  optimistic: 'optimism',
  relieved: 'relief',
  calm: 'neutral',
  serious: 'neutral',
  admiring: 'admiration',
  impressed: 'admiration',
  approving: 'approval',
  sorry: 'remorse',
  regretful: 'remorse',
  guilty: 'remorse',
  grieving: 'grief',
  heartbroken: 'grief',
  longing: 'desire',
  yearning: 'desire',
  flirty: 'desire',
  realizing: 'realization',
  disapproving: 'disapproval',
};

/** The one of the 28 emotions a free-form label names (itself or a synonym), if it names one. */
export function matchEmotionLabel(label: string): Emotion | undefined {
  const words = label.toLowerCase().match(/[a-z]+/g) ?? [];
  for (const word of words) {
    if (isEmotion(word)) return word;
    const synonym = SYNONYMS[word];
    if (synonym) return synonym;
  }
  return undefined;
}

/** Maps a free-form emotion label to one of the 28 emotions; anything unknown is `neutral`. */
export const emotionFromLabel = (label: string): Emotion => matchEmotionLabel(label) ?? 'neutral';
