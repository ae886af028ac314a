import { CEILING, fade, normalise, rmsDb, TARGET_RMS_DB, waveformPeaks, wrapTail } from './mastering';

const SR = 44_100;
const tone = (seconds: number, amplitude: (t: number) => number) => {
  const left = Float32Array.from({ length: seconds * SR }, (_, i) => amplitude(i / SR) * Math.sin((2 * Math.PI * 220 * i) / SR));
  return { left, right: left.slice(), sampleRate: SR };
};

describe('mastering', () => {
  it('brings a quiet piece up to the target loudness without a sample over the ceiling', () => {
    // Quiet most of the time, with loud hits: raising it to the target needs the limiter.
    const audio = tone(4, (t) => (t % 1 < 0.05 ? 0.9 : 0.02));
    normalise(audio);
    expect(rmsDb(audio)).toBeGreaterThan(TARGET_RMS_DB - 3);
    expect(rmsDb(audio)).toBeLessThan(TARGET_RMS_DB + 1);
    expect(audio.left.reduce((m, x) => Math.max(m, Math.abs(x)), 0)).toBeLessThanOrEqual(CEILING + 1e-6);
  });

  it('brings a loud piece down to the target', () => {
    const audio = tone(2, () => 0.9);
    normalise(audio);
    expect(rmsDb(audio)).toBeCloseTo(TARGET_RMS_DB, 0);
  });

  it('leaves silence alone', () => {
    const audio = tone(1, () => 0);
    normalise(audio);
    expect(audio.left.every((x) => x === 0)).toBe(true);
  });

  it('lays a loop\'s tail over its start and keeps the length asked for', () => {
    const audio = { left: new Float32Array(5 * SR).fill(0.1), right: new Float32Array(5 * SR).fill(0.1), sampleRate: SR };
    const looped = wrapTail(audio, 4);
    expect(looped.left.length).toBe(4 * SR);
    expect(looped.left[0]).toBeCloseTo(0.2);
    expect(looped.left[SR - 1]).toBeCloseTo(0.2);
    expect(looped.left[SR + 1]).toBeCloseTo(0.1);
  });

  it('fades the start in and the end out', () => {
    const audio = tone(2, () => 0.5);
    fade(audio, 1);
    expect(audio.left[0]).toBe(0);
    expect(audio.left[audio.left.length - 1]).toBeCloseTo(0, 6);
    expect(Math.max(...audio.left.subarray(SR / 2, SR / 2 + 500).map(Math.abs))).toBeGreaterThan(0.45);
  });

  it('draws 200 peaks between 0 and 1 that follow the loudness', () => {
    const peaks = waveformPeaks(tone(2, (t) => (t < 1 ? 0.2 : 0.8)));
    expect(peaks).toHaveLength(200);
    expect(peaks[10]).toBeCloseTo(0.2, 1);
    expect(peaks[190]).toBeCloseTo(0.8, 1);
  });
});
