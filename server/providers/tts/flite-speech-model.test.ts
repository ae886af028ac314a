import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { RUNS_PER_WORKER } from './flite-runner';
import { FliteSpeechModel } from './flite-speech-model';
import { roleVoice } from './role-voice';
import type { Phoneme, RoleVoice, Speech } from './speech-model';
import { isFlitePhone } from './viseme-timeline';
import { readWav } from './wav';

// One model, so one worker that compiles flite once, for the whole file.
const model = new FliteSpeechModel();
afterAll(() => model.close());

const signal = () => new AbortController().signal;
const say = (text: string, voice: RoleVoice) => model.synthesize({ text, voice, signal: signal() });

const starter = (slug: string) => roleVoice(STARTER_ROLES.find((role) => role.slug === slug)!);
const KIRIHA = starter('kiriha-aoyagi'); // female, pitch 1.25, rate 1.1
const MALGRATH = starter('malgrath-final-boss'); // male, pitch 0.55, rate 0.8

const LINE = 'Hello there, how are you today?';
const PARAGRAPH =
  'It was a bright cold day in April, and the clocks were striking thirteen. Did you hear that? ' +
  'I counted 13 chimes at 10:30 pm, and Dr. Moore says the tower has been wrong since 1984!';

function samplesOf(speech: Speech): Int16Array {
  const wav = readWav(speech.audio)!;
  return new Int16Array(speech.audio.buffer.slice(speech.audio.byteOffset + wav.dataOffset, speech.audio.byteOffset + wav.dataOffset + wav.dataLength));
}

/** Root mean square of the samples between two times, 0–1. */
function loudness(samples: Int16Array, fromMs: number, toMs: number, sampleRate = 16000): number {
  const part = samples.subarray(Math.floor((fromMs / 1000) * sampleRate), Math.floor((toMs / 1000) * sampleRate));
  return part.length ? Math.sqrt(part.reduce((sum, s) => sum + (s / 32768) ** 2, 0) / part.length) : 0;
}

/** The median fundamental frequency of the loud 40 ms frames (autocorrelation, 60–400 Hz). */
function pitchHz(samples: Int16Array, sampleRate = 16000): number {
  const frame = Math.round(sampleRate * 0.04);
  const estimates: number[] = [];
  for (let at = 0; at + frame <= samples.length; at += frame) {
    const x = Array.from(samples.subarray(at, at + frame), (s) => s / 32768);
    if (x.reduce((sum, v) => sum + v * v, 0) / frame < 1e-3) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(sampleRate / 400); lag <= Math.floor(sampleRate / 60); lag++) {
      let c = 0;
      for (let i = 0; i + lag < frame; i++) c += x[i]! * x[i + lag]!;
      if (c > best) [best, bestLag] = [c, lag];
    }
    if (bestLag) estimates.push(sampleRate / bestLag);
  }
  return estimates.sort((a, b) => a - b)[Math.floor(estimates.length / 2)]!;
}

function expectSpanning(phonemes: Phoneme[], durationMs: number) {
  expect(phonemes[0]!.startMs).toBe(0);
  expect(phonemes.at(-1)!.endMs).toBe(durationMs);
  phonemes.forEach((p, i) => {
    expect(p.endMs).toBeGreaterThan(p.startMs);
    if (i > 0) expect(p.startMs).toBe(phonemes[i - 1]!.endMs);
  });
}

describe('FliteSpeechModel', () => {
  it('writes a 16 kHz mono WAV that is not silent and lasts as long as its header says', async () => {
    const speech = await say(LINE, KIRIHA);
    expect(speech.mimeType).toBe('audio/wav');
    expect(speech.audio.toString('ascii', 0, 4)).toBe('RIFF');
    expect(speech.audio.toString('ascii', 8, 12)).toBe('WAVE');
    const wav = readWav(speech.audio)!;
    expect(wav).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16 });
    expect(speech.durationMs).toBe(Math.round((wav.dataLength / (16000 * 2)) * 1000));
    expect(speech.durationMs).toBeGreaterThan(1000);
    expect(speech.durationMs).toBeLessThan(4000);
    const samples = samplesOf(speech);
    expect(loudness(samples, 0, speech.durationMs)).toBeGreaterThan(0.02);
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(3000);
  });

  it.each([
    ['slt', KIRIHA],
    ['awb', MALGRATH],
    ['kal16 (a diphone voice)', { gender: 'male', voice: 'kal16' } as RoleVoice],
  ])('reports phonemes in %s back to back over the whole audio, matching where it is loud', async (_name, voice) => {
    const speech = await say(PARAGRAPH, voice);
    const phonemes = speech.phonemes!;
    expect(phonemes.length).toBeGreaterThan(80);
    expectSpanning(phonemes, speech.durationMs);
    expect(phonemes[0]!.phoneme).toBe('pau');
    expect(phonemes.at(-1)!.phoneme).toBe('pau');
    // The timings sit on the audio: pauses are quiet, vowels are loud.
    const samples = samplesOf(speech);
    const mean = (ps: Phoneme[]) => ps.reduce((sum, p) => sum + loudness(samples, p.startMs, p.endMs), 0) / ps.length;
    const pauses = mean(phonemes.filter((p) => p.phoneme === 'pau'));
    const vowels = mean(phonemes.filter((p) => ['aa', 'ae', 'ao', 'ay', 'ey', 'iy', 'ow', 'uw'].includes(p.phoneme)));
    expect(vowels).toBeGreaterThan(pauses * 4);
  });

  it('says a longer text for longer, and a slower role more slowly', async () => {
    const short = await say(LINE, KIRIHA);
    const long = await say(PARAGRAPH, KIRIHA);
    expect(long.durationMs).toBeGreaterThan(short.durationMs * 3);
    const slow = await say(LINE, { ...KIRIHA, rate: 0.8 });
    expect(slow.durationMs / short.durationMs).toBeCloseTo(1.1 / 0.8, 1);
  });

  it('gives two roles two voices: a high female one and a deep male one', async () => {
    const kiriha = await say(LINE, KIRIHA);
    const malgrath = await say(LINE, MALGRATH);
    expect(kiriha.audio.equals(malgrath.audio)).toBe(false);
    expect(pitchHz(samplesOf(kiriha))).toBeGreaterThan(1.6 * pitchHz(samplesOf(malgrath)));
    const higher = await say(LINE, { ...KIRIHA, pitch: 1.5 });
    expect(pitchHz(samplesOf(higher))).toBeGreaterThan(pitchHz(samplesOf(kiriha)));
  });

  it('only emits phones the viseme table knows', async () => {
    const text =
      'The quick brown fox jumps over the lazy dog. Sphinx of black quartz, judge my vow! ' +
      'Thou shalt measure the azure pleasure of a genre; the boy’s toy, a wolf, a bird and a hut. ' +
      'Xylophones, rhythms and 42 zebras in Massachusetts; oh, ahh, hmm, gee, pshaw.';
    const phones = new Set((await say(text, KIRIHA)).phonemes!.map((p) => p.phoneme));
    expect(phones.size).toBeGreaterThan(35);
    expect([...phones].filter((phone) => !isFlitePhone(phone))).toEqual([]);
  });

  it('keeps the event loop free while it synthesizes', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await say(PARAGRAPH, MALGRATH);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
  });

  it('stops a synthesis whose caller has gone, and never starts one that was waiting', async () => {
    const gone = new AbortController();
    gone.abort();
    await expect(model.synthesize({ text: LINE, voice: KIRIHA, signal: gone.signal })).rejects.toMatchObject({ failure: 'aborted' });

    const first = say(PARAGRAPH, KIRIHA);
    const leaving = new AbortController();
    const second = model.synthesize({ text: PARAGRAPH, voice: KIRIHA, signal: leaving.signal });
    leaving.abort();
    await expect(second).rejects.toMatchObject({ failure: 'aborted' });
    expect((await first).durationMs).toBeGreaterThan(5000);
  });

  it('keeps going for many replies in a row (each run leaves memory behind until its worker is replaced)', async () => {
    for (let i = 0; i < RUNS_PER_WORKER * 4 + 1; i += 1) {
      const speech = await say(`${PARAGRAPH} Reply number ${i}.`, i % 2 ? KIRIHA : MALGRATH);
      expect(speech.durationMs).toBeGreaterThan(1000);
    }
  });

  it('refuses a text with nothing to say', async () => {
    await expect(say('', KIRIHA)).rejects.toMatchObject({ failure: 'bad-response' });
  });
});
