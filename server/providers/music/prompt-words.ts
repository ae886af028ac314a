import type { Genre, Mood } from './styles';

/**
 * Words a person may use for a mood, a genre or a pace, and what they mean to the composer. The first
 * word found wins, so "sad piano jazz" is a sad jazz piece.
 */
const MOOD_WORDS: Record<Mood, readonly string[]> = {
  happy: ['happy', 'cheerful', 'joyful', 'joy', 'bright', 'sunny', 'upbeat', 'uplifting', 'fun', 'summer', 'celebration', 'party'],
  calm: ['calm', 'relax', 'relaxing', 'relaxed', 'peaceful', 'chill', 'gentle', 'soft', 'quiet', 'sleep', 'study', 'soothing', 'serene', 'cozy', 'rain'],
  sad: ['sad', 'melancholy', 'melancholic', 'lonely', 'grief', 'tears', 'sorrow', 'nostalgic', 'rainy', 'blue', 'farewell', 'goodbye'],
  epic: ['epic', 'heroic', 'battle', 'war', 'triumphant', 'victory', 'adventure', 'cinematic', 'grand', 'powerful', 'boss', 'legend'],
  romantic: ['romantic', 'romance', 'love', 'date', 'tender', 'sweet', 'wedding', 'heart', 'dreamy', 'valentine'],
  mysterious: ['mysterious', 'mystery', 'dark', 'night', 'magic', 'magical', 'fantasy', 'forest', 'eerie', 'secret', 'space', 'ancient'],
  tense: ['tense', 'tension', 'suspense', 'chase', 'danger', 'thriller', 'horror', 'scary', 'action', 'urgent', 'fight'],
  playful: ['playful', 'cute', 'silly', 'quirky', 'funny', 'bouncy', 'kawaii', 'cartoon', 'game', 'toy', 'kids'],
};

const GENRE_WORDS: Record<Genre, readonly string[]> = {
  lofi: ['lofi', 'lo-fi', 'hiphop', 'hip-hop', 'beats', 'chillhop'],
  pop: ['pop', 'kpop', 'k-pop', 'jpop', 'j-pop', 'anime', 'dance-pop'],
  ambient: ['ambient', 'atmospheric', 'meditation', 'drone', 'new age', 'newage', 'spa'],
  orchestral: ['orchestral', 'orchestra', 'classical', 'strings', 'symphonic', 'film', 'score', 'violin'],
  jazz: ['jazz', 'jazzy', 'swing', 'bossa', 'lounge', 'cafe', 'coffee', 'sax', 'saxophone', 'bar'],
  rock: ['rock', 'guitar', 'metal', 'punk', 'grunge', 'band'],
  chiptune: ['chiptune', 'chip', '8-bit', '8bit', 'retro', 'arcade', 'pixel', 'nes', 'gameboy'],
  electronic: ['electronic', 'edm', 'techno', 'house', 'trance', 'synth', 'synthwave', 'cyberpunk', 'club', 'electro'],
  folk: ['folk', 'acoustic', 'country', 'celtic', 'campfire', 'village', 'tavern', 'pastoral', 'flute'],
};

const FAST_WORDS = ['fast', 'quick', 'energetic', 'driving', 'rapid', 'intense', 'hype'];
const SLOW_WORDS = ['slow', 'lazy', 'laid-back', 'laidback', 'sleepy', 'lullaby', 'drifting'];

export interface PromptHints {
  mood?: Mood;
  genre?: Genre;
  /** -1 slower, +1 faster than the mood's own tempo. */
  pace?: -1 | 1;
}

/** The words of a prompt, lower-cased, split on anything but letters, digits and hyphens. */
function wordsOf(prompt: string): string[] {
  return prompt.toLowerCase().split(/[^\p{L}\p{N}-]+/u).filter(Boolean);
}

function firstMatch<K extends string>(words: string[], text: string, table: Record<K, readonly string[]>): K | undefined {
  let best: { key: K; at: number } | undefined;
  for (const key of Object.keys(table) as K[]) {
    for (const word of table[key]) {
      const at = word.includes(' ') ? text.indexOf(word) : words.indexOf(word);
      if (at >= 0 && (!best || at < best.at)) best = { key, at };
    }
  }
  return best?.key;
}

/** What a free-text prompt says about mood, genre and pace. */
export function promptHints(prompt: string): PromptHints {
  const words = wordsOf(prompt);
  const text = words.join(' ');
  const fast = words.some((w) => FAST_WORDS.includes(w));
  const slow = words.some((w) => SLOW_WORDS.includes(w));
  return {
    mood: firstMatch(words, text, MOOD_WORDS),
    genre: firstMatch(words, text, GENRE_WORDS),
    pace: fast === slow ? undefined : fast ? 1 : -1,
  };
}
