import { Midi } from '@tonejs/midi';
import { parseEnv } from '@/server/env';
import { decodeMp3 } from '@/server/providers/music/mp3-audio';
import { CEILING, rmsDb } from '@/server/providers/music/mastering';
import { mp3DurationMs } from '@/server/providers/tts/mp3-duration';
import type { GeneratorContext, GeneratorResult } from './generator';
import { generatorFactories } from './generators';

// Each render is seconds of CPU; on a shared machine a test here may take a minute.
jest.setTimeout(180_000);

const env = parseEnv({});
const context = (seed: number, signal = new AbortController().signal): GeneratorContext & { seen: number[] } => {
  const seen: number[] = [];
  return { seed, signal, progress: (p) => seen.push(p), seen };
};

async function run(kind: 'bgm' | 'music', body: object, seed = 1, ctx = context(seed)): Promise<GeneratorResult> {
  const generator = generatorFactories[kind]!(env);
  return generator.run(generator.input.parse(body), ctx);
}
const file = (result: GeneratorResult, name: string) => Buffer.from(result.files.find((f) => f.name === name)!.bytes);

describe('music and BGM generators', () => {
  let bgm: GeneratorResult;
  beforeAll(async () => {
    bgm = await run('bgm', { prompt: 'cheerful pop for a sunny walk', durationSeconds: 12 }, 3);
  });

  it('are registered as CPU-heavy generators whose input refuses bad requests clearly', () => {
    for (const kind of ['bgm', 'music'] as const) {
      const generator = generatorFactories[kind]!(env);
      expect(generator).toMatchObject({ kind, cpuHeavy: true });
      expect(generator.input.safeParse({ genre: 'polka' }).error?.issues[0]?.message).toMatch(/^genre must be one of/);
      expect(generator.input.safeParse({ mood: 'sad', durationSeconds: 36_000 }).error?.issues[0]?.message).toBe('The duration of the music exceeds 5 minutes');
      expect(generator.input.safeParse({ mood: 'sad', durationSeconds: 0 }).success).toBe(false);
    }
  });

  it('make an MP3 of the requested length that is loud enough, not clipped and never silent for long', async () => {
    expect(bgm.fileFields).toEqual({ 'bgm.mp3': 'bgmUrl', 'bgm.mid': 'midiUrl' });
    const mp3 = file(bgm, 'bgm.mp3');
    expect(Math.abs(mp3DurationMs(mp3)! - 12_000)).toBeLessThan(600);
    const audio = await decodeMp3(mp3);
    expect(audio.sampleRate).toBe(44_100);
    expect(Math.abs(audio.left.length / 44_100 - 12)).toBeLessThan(0.6);
    const level = rmsDb(audio);
    expect(level).toBeGreaterThan(-21);
    expect(level).toBeLessThan(-13);
    let loudest = 0;
    for (let i = 0; i < audio.left.length; i++) loudest = Math.max(loudest, Math.abs(audio.left[i]!), Math.abs(audio.right[i]!));
    // The limiter holds -1 dBFS; MP3 coding may overshoot it a little, but nothing reaches full scale.
    expect(loudest).toBeLessThan(0.99);
    expect(loudest).toBeGreaterThan(CEILING - 0.2);
    // No quarter second anywhere below -40 dBFS: a loop has no gaps, not even at its seam.
    const window = 44_100 / 4;
    for (let start = 0; start + window <= audio.left.length; start += window) {
      let peak = 0;
      for (let i = start; i < start + window; i++) peak = Math.max(peak, Math.abs(audio.left[i]!));
      expect(peak).toBeGreaterThan(0.01);
    }
  });

  it('describe the piece in the resource, with a waveform the page can draw', () => {
    expect(bgm.resource).toMatchObject({ durationMs: 12_000, mood: 'happy', genre: 'pop', loop: true, key: expect.stringMatching(/ (major|mixolydian)$/) });
    expect(bgm.resource.bpm).toBeGreaterThanOrEqual(90);
    expect(typeof bgm.resource.title).toBe('string');
    const peaks = bgm.resource.peaks as number[];
    expect(peaks).toHaveLength(200);
    expect(peaks.every((p) => p >= 0 && p <= 1)).toBe(true);
    expect(Math.min(...peaks)).toBeGreaterThan(0.05);
  });

  it('hand over the MIDI with melody, bass and drums tracks', () => {
    const midi = new Midi(file(bgm, 'bgm.mid'));
    for (const name of ['melody', 'chords', 'bass', 'drums']) expect(midi.tracks.find((t) => t.name === name)?.notes.length).toBeGreaterThan(5);
  });

  it('give the same bytes for the same seed, and another piece for another mood', async () => {
    const again = await run('bgm', { prompt: 'cheerful pop for a sunny walk', durationSeconds: 12 }, 3);
    expect(file(again, 'bgm.mp3').equals(file(bgm, 'bgm.mp3'))).toBe(true);
    const sad = await run('music', { prompt: 'cheerful pop for a sunny walk', mood: 'sad', durationSeconds: 12 }, 3);
    expect(sad.fileFields).toEqual({ 'music.mp3': 'audioUrl', 'music.mid': 'midiUrl' });
    expect(sad.resource.key).not.toBe(bgm.resource.key);
    expect(sad.resource.bpm).not.toBe(bgm.resource.bpm);
    expect(sad.resource.loop).toBe(false);
  });

  it('report progress up to 100 and stop when the task is cancelled', async () => {
    const ctx = context(2);
    await run('music', { mood: 'calm', durationSeconds: 10 }, 2, ctx);
    expect(ctx.seen[ctx.seen.length - 1]).toBe(100);
    expect(ctx.seen.some((p) => p > 0 && p < 100)).toBe(true);
    const controller = new AbortController();
    const cancelled = context(2, controller.signal);
    cancelled.progress = (p) => p > 20 && controller.abort();
    await expect(run('music', { mood: 'calm', durationSeconds: 60 }, 2, cancelled)).rejects.toThrow(/abort/i);
  });
});
