import { EMPTY_PROMPT_MESSAGE, musicInput, resolveBrief } from './music-brief';
import { promptHints } from './prompt-words';

const messageOf = (body: unknown) => {
  const result = musicInput.safeParse(body);
  return result.success ? undefined : result.error.issues.map((i) => i.message).join('; ');
};

describe('music request', () => {
  it('refuses a request that asks for nothing, with the seed message', () => {
    expect(messageOf({})).toBe(EMPTY_PROMPT_MESSAGE);
    expect(messageOf({ prompt: '   ' })).toBe(EMPTY_PROMPT_MESSAGE);
  });

  it('refuses lengths of zero or ten hours, unknown genres and moods, tempos out of range', () => {
    expect(messageOf({ mood: 'calm', durationSeconds: 0 })).toMatch(/at least 10/);
    expect(messageOf({ mood: 'calm', durationSeconds: 36_000 })).toBe('The duration of the music exceeds 5 minutes');
    expect(messageOf({ genre: 'polka' })).toMatch(/^genre must be one of lofi, pop/);
    expect(messageOf({ mood: 'angry' })).toMatch(/^mood must be one of happy, calm/);
    expect(messageOf({ mood: 'calm', bpm: 400 })).toMatch(/bpm must be from 50 to 200/);
    expect(messageOf({ mood: 'calm', durationSeconds: '30' })).toMatch(/number of seconds/);
  });

  it('reads mood, genre and pace from the words of a prompt', () => {
    expect(promptHints('A sad piano piece for a rainy night')).toEqual({ mood: 'sad', genre: undefined, pace: undefined });
    expect(promptHints('fast 8-bit boss battle')).toEqual({ mood: 'epic', genre: 'chiptune', pace: 1 });
    expect(promptHints('Slow, cozy lo-fi beats to study to')).toEqual({ mood: 'calm', genre: 'lofi', pace: -1 });
    expect(promptHints('new age meditation')).toMatchObject({ genre: 'ambient' });
  });

  it('resolves explicit choices over prompt words, and the rest from each other', () => {
    const brief = resolveBrief(musicInput.parse({ prompt: 'happy jazz', mood: 'sad' }), 1, false);
    expect(brief).toMatchObject({ mood: 'sad', genre: 'jazz', durationSeconds: 60, loop: false });
    expect(resolveBrief(musicInput.parse({ genre: 'rock' }), 1, true)).toMatchObject({ mood: 'epic', genre: 'rock', loop: true });
    expect(resolveBrief(musicInput.parse({ mood: 'calm' }), 1, true).genre).toBe('lofi');
  });

  it('keeps the suggested tempo inside the genre, and a slow prompt slower than a fast one', () => {
    const bpm = (prompt: string) => resolveBrief(musicInput.parse({ prompt }), 3, false).bpm;
    expect(bpm('slow rock')).toBeGreaterThanOrEqual(100);
    expect(bpm('fast lofi')).toBeLessThanOrEqual(92);
    expect(bpm('slow happy pop')).toBeLessThan(bpm('fast happy pop'));
    expect(resolveBrief(musicInput.parse({ mood: 'calm', bpm: 150 }), 3, false).bpm).toBe(150);
  });

  it('is the same brief for the same seed and can differ for another', () => {
    const input = musicInput.parse({ prompt: 'something nice' });
    expect(resolveBrief(input, 42, false)).toEqual(resolveBrief(input, 42, false));
    const titles = new Set(Array.from({ length: 12 }, (_, seed) => resolveBrief(input, seed, false).title));
    expect(titles.size).toBeGreaterThan(3);
  });
});
