import type { StereoAudio } from './synthesizer';

/** Loudness the pieces are brought to: about -16 LUFS, which streaming players and podcasts aim for, read as RMS. */
export const TARGET_RMS_DB = -16;
/** No sample goes above -1 dBFS, which leaves the MP3 encoder room so its output does not clip either. */
export const CEILING = 10 ** (-1 / 20);
const LIMITER_BLOCK = 256;
const RELEASE_SECONDS = 0.15;
const FADE_IN_SECONDS = 0.01;
/** The waveform the page draws: this many peaks, each 0–1. */
export const PEAK_COUNT = 200;

/** Root-mean-square level of both channels, in dBFS (-Infinity for silence). */
export function rmsDb({ left, right }: StereoAudio): number {
  let sum = 0;
  for (let i = 0; i < left.length; i++) sum += left[i]! * left[i]! + right[i]! * right[i]!;
  return 10 * Math.log10(sum / (2 * left.length));
}

/**
 * A loop's last bar rings on past its end (reverb, released notes): that tail is laid over the loop's
 * start, so played round and round it never clicks or drops out. The result is `seconds` long.
 */
export function wrapTail(audio: StereoAudio, seconds: number): StereoAudio {
  const length = Math.round(seconds * audio.sampleRate);
  const left = audio.left.slice(0, length);
  const right = audio.right.slice(0, length);
  for (let i = length; i < audio.left.length; i++) {
    left[(i - length) % length]! += audio.left[i]!;
    right[(i - length) % length]! += audio.right[i]!;
  }
  return { left, right, sampleRate: audio.sampleRate };
}

/** A short fade in, and for a piece that ends, a fade over its last `fadeOutSeconds` so the final chord dies away. */
export function fade(audio: StereoAudio, fadeOutSeconds: number): void {
  const fadeIn = Math.round(FADE_IN_SECONDS * audio.sampleRate);
  const fadeOut = Math.round(fadeOutSeconds * audio.sampleRate);
  const n = audio.left.length;
  for (let i = 0; i < Math.min(fadeIn, n); i++) {
    audio.left[i]! *= i / fadeIn;
    audio.right[i]! *= i / fadeIn;
  }
  for (let i = 0; i < Math.min(fadeOut, n); i++) {
    const g = (i / fadeOut) ** 2;
    audio.left[n - 1 - i]! *= g;
    audio.right[n - 1 - i]! *= g;
  }
}

/**
 * Brings the audio to the target loudness, then holds its peaks under the ceiling with a look-ahead
 * limiter: the gain falls one block before a peak arrives and recovers over a fraction of a second, so
 * loud hits are tamed without the crackle of clipping. In place.
 */
export function normalise(audio: StereoAudio): void {
  const level = rmsDb(audio);
  if (!Number.isFinite(level)) return;
  const gain = 10 ** ((TARGET_RMS_DB - level) / 20);
  const { left, right } = audio;
  const blocks = Math.ceil(left.length / LIMITER_BLOCK);
  const required = new Float32Array(blocks + 1).fill(1);
  for (let b = 0; b < blocks; b++) {
    let peak = 0;
    for (let i = b * LIMITER_BLOCK; i < Math.min(left.length, (b + 1) * LIMITER_BLOCK); i++) peak = Math.max(peak, Math.abs(left[i]!), Math.abs(right[i]!));
    required[b] = Math.min(1, CEILING / (peak * gain || 1));
  }
  const release = LIMITER_BLOCK / audio.sampleRate / RELEASE_SECONDS;
  let previous = Math.min(required[0]!, 1);
  for (let b = 0; b < blocks; b++) {
    const target = Math.min(previous + release, required[b]!, required[b + 1]!);
    for (let i = b * LIMITER_BLOCK, k = 0; i < Math.min(left.length, (b + 1) * LIMITER_BLOCK); i++, k++) {
      const g = gain * (previous + ((target - previous) * k) / LIMITER_BLOCK);
      left[i] = clamp(left[i]! * g);
      right[i] = clamp(right[i]! * g);
    }
    previous = target;
  }
}

const clamp = (x: number) => Math.max(-CEILING, Math.min(CEILING, x));

/** The loudest sample of each of `PEAK_COUNT` stretches, 0–1 of full scale, to two decimals. */
export function waveformPeaks({ left, right }: StereoAudio, count = PEAK_COUNT): number[] {
  const size = left.length / count;
  return Array.from({ length: count }, (_, p) => {
    let peak = 0;
    for (let i = Math.floor(p * size); i < Math.min(left.length, Math.floor((p + 1) * size)); i++) peak = Math.max(peak, Math.abs(left[i]!), Math.abs(right[i]!));
    return Math.round(Math.min(1, peak) * 100) / 100;
  });
}
