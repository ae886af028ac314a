import { readSegmentTimings } from './segment-timings';
import type { Phoneme } from './speech-model';

/** Back to back from 0 to the end, each phoneme longer than nothing. */
function expectContiguous(phonemes: Phoneme[], durationMs: number) {
  expect(phonemes[0]!.startMs).toBe(0);
  expect(phonemes.at(-1)!.endMs).toBe(durationMs);
  phonemes.forEach((p, i) => {
    expect(p.endMs).toBeGreaterThan(p.startMs);
    if (i > 0) expect(p.startMs).toBe(phonemes[i - 1]!.endMs);
  });
}

describe('readSegmentTimings', () => {
  it('reads one utterance whose length matches the audio', () => {
    const phonemes = readSegmentTimings('pau:0.164 hh:0.255 ax:0.304 l:0.412 ow:0.523 pau:0.700 \n', 700);
    expect(phonemes).toEqual([
      { phoneme: 'pau', startMs: 0, endMs: 164 },
      { phoneme: 'hh', startMs: 164, endMs: 255 },
      { phoneme: 'ax', startMs: 255, endMs: 304 },
      { phoneme: 'l', startMs: 304, endMs: 412 },
      { phoneme: 'ow', startMs: 412, endMs: 523 },
      { phoneme: 'pau', startMs: 523, endMs: 700 },
    ]);
  });

  it('places each utterance after the one before', () => {
    const phonemes = readSegmentTimings('pau:0.2 y:0.3 eh:0.5 s:0.6 pau:0.8 \npau:0.2 n:0.3 ow:0.5 pau:0.7 \n', 1500);
    expect(phonemes.map((p) => p.phoneme)).toEqual(['pau', 'y', 'eh', 's', 'pau', 'pau', 'n', 'ow', 'pau']);
    expect(phonemes[5]).toEqual({ phoneme: 'pau', startMs: 800, endMs: 1000 });
    expectContiguous(phonemes, 1500);
  });

  it('takes the difference to a shorter audio from each utterance’s final pause (diphone voices)', () => {
    // Two utterances of 1000 ms whose audio is 1800 ms: each final pause gives up 100 ms.
    const phonemes = readSegmentTimings('pau:0.2 aa:0.7 pau:1.0 \npau:0.2 iy:0.7 pau:1.0 \n', 1800);
    expect(phonemes.find((p) => p.phoneme === 'aa')).toEqual({ phoneme: 'aa', startMs: 200, endMs: 700 });
    expect(phonemes.find((p) => p.phoneme === 'iy')).toEqual({ phoneme: 'iy', startMs: 1100, endMs: 1600 });
    expectContiguous(phonemes, 1800);
  });

  it('stretches to a longer audio and drops empty segments and stray words', () => {
    const phonemes = readSegmentTimings('flite says hi\npau:0.1 k:0.1 ae:0.3 t:0.4 \n', 500);
    expect(phonemes.map((p) => p.phoneme)).toEqual(['pau', 'ae', 't']);
    expectContiguous(phonemes, 500);
  });

  it('answers nothing without segments or audio', () => {
    expect(readSegmentTimings('', 1000)).toEqual([]);
    expect(readSegmentTimings('pau:0.2 \n', 0)).toEqual([]);
  });
});
