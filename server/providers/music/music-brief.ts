import { z } from 'zod';
import { createRandom, hashString } from '@/lib/seeded-random';
import { promptHints } from './prompt-words';
import { GENRE_FOR_MOOD, GENRE_PROFILES, GENRES, MOOD_FOR_GENRE, MOOD_PROFILES, MOODS, type Genre, type Mood } from './styles';

/** The longest piece one request may ask for (seed §5 'The duration of the music exceeds ... minutes'). */
export const MAX_MUSIC_MINUTES = 5;
export const MIN_MUSIC_SECONDS = 10;
export const DEFAULT_MUSIC_SECONDS = 60;
export const MIN_BPM = 50;
export const MAX_BPM = 200;
const PROMPT_MAX_CHARS = 500;

/** The seed's creation message for a request that says nothing about what to make (seed §5). */
export const EMPTY_PROMPT_MESSAGE = 'Please enter prompt to generate.';

/** A request for music or BGM, as a user sends it: a prompt, explicit choices, or both. */
export const musicInput = z
  .object({
    prompt: z.string().trim().max(PROMPT_MAX_CHARS, `prompt must be at most ${PROMPT_MAX_CHARS} characters`).optional(),
    mood: z.enum(MOODS, { message: `mood must be one of ${MOODS.join(', ')}` }).optional(),
    genre: z.enum(GENRES, { message: `genre must be one of ${GENRES.join(', ')}` }).optional(),
    bpm: z
      .number({ message: 'bpm must be a number' })
      .int('bpm must be a whole number')
      .min(MIN_BPM, `bpm must be from ${MIN_BPM} to ${MAX_BPM}`)
      .max(MAX_BPM, `bpm must be from ${MIN_BPM} to ${MAX_BPM}`)
      .optional(),
    durationSeconds: z
      .number({ message: 'durationSeconds must be a number of seconds' })
      .min(MIN_MUSIC_SECONDS, `durationSeconds must be at least ${MIN_MUSIC_SECONDS}`)
      .max(MAX_MUSIC_MINUTES * 60, `The duration of the music exceeds ${MAX_MUSIC_MINUTES} minutes`)
      .default(DEFAULT_MUSIC_SECONDS),
    title: z.string().trim().min(1).max(80, 'title must be at most 80 characters').optional(),
  })
  .refine((v) => Boolean(v.prompt || v.mood || v.genre), { message: EMPTY_PROMPT_MESSAGE, path: ['prompt'] });
export type MusicInput = z.infer<typeof musicInput>;

/** Everything a provider needs to make one piece: the request with the prompt's words resolved. */
export interface MusicBrief {
  prompt: string;
  mood: Mood;
  genre: Genre;
  bpm: number;
  durationSeconds: number;
  /** BGM loops: it has no intro or ending, and its last bar leads back into its first. */
  loop: boolean;
  title: string;
  seed: number;
}

const TITLE_WORDS: Record<Mood, { first: readonly string[]; second: readonly string[] }> = {
  happy: { first: ['Sunny', 'Golden', 'Bright', 'Lucky'], second: ['Morning', 'Parade', 'Days', 'Skies'] },
  calm: { first: ['Quiet', 'Soft', 'Slow', 'Still'], second: ['Afternoon', 'Tide', 'Window', 'Garden'] },
  sad: { first: ['Fading', 'Grey', 'Distant', 'Last'], second: ['Letters', 'Rain', 'Platform', 'Light'] },
  epic: { first: ['Rising', 'Iron', 'Crimson', 'Endless'], second: ['Horizon', 'Oath', 'Banners', 'Summit'] },
  romantic: { first: ['Moonlit', 'Velvet', 'Secret', 'Tender'], second: ['Waltz', 'Promise', 'Evening', 'Letters'] },
  mysterious: { first: ['Hidden', 'Silver', 'Hollow', 'Midnight'], second: ['Door', 'Forest', 'Lanterns', 'Tides'] },
  tense: { first: ['Broken', 'Racing', 'Red', 'Shadow'], second: ['Signal', 'Pulse', 'Corridor', 'Hour'] },
  playful: { first: ['Bouncy', 'Tiny', 'Pocket', 'Candy'], second: ['Steps', 'Hop', 'Machine', 'Picnic'] },
};

/**
 * Turns a request into a brief: explicit choices first, then what the prompt's words say, then what the
 * mood and genre suggest of each other; what is still open is drawn from the seed and the prompt.
 */
export function resolveBrief(input: MusicInput, seed: number, loop: boolean): MusicBrief {
  const prompt = input.prompt ?? '';
  const hints = promptHints(prompt);
  const random = createRandom(`${seed}:${hashString(prompt)}`, 'brief');
  const askedMood = input.mood ?? hints.mood;
  const askedGenre = input.genre ?? hints.genre;
  const mood = askedMood ?? (askedGenre ? MOOD_FOR_GENRE[askedGenre] : random.pick(MOODS));
  const genre = askedGenre ?? GENRE_FOR_MOOD[mood];
  const bpm = input.bpm ?? suggestedBpm(mood, genre, hints.pace, random.int(-4, 4));
  const words = TITLE_WORDS[mood];
  const title = input.title ?? `${random.pick(words.first)} ${random.pick(words.second)}`;
  return { prompt, mood, genre, bpm, durationSeconds: input.durationSeconds, loop, title, seed };
}

function suggestedBpm(mood: Mood, genre: Genre, pace: -1 | 1 | undefined, jitter: number): number {
  const [low, high] = GENRE_PROFILES[genre].bpmRange;
  const paced = MOOD_PROFILES[mood].bpm * (pace === 1 ? 1.2 : pace === -1 ? 0.8 : 1) + jitter;
  return Math.round(Math.min(high, Math.max(low, paced)));
}
