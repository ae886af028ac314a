import type { Pcm } from '../tts/pcm';

/** What a voice sample says about its speaker: how high, how fast, how bright. */
export interface VoiceAnalysis {
  /** Median fundamental frequency of the voiced frames, Hz. */
  f0Hz: number;
  /** Syllables (energy peaks) per second of speaking, pauses left out. */
  syllablesPerSecond: number;
  /** RMS frequency of the 0–4 kHz band, Hz: a darker voice is lower. */
  brightnessHz: number;
  /** Seconds of speaking found (pauses left out). */
  speechSeconds: number;
}

/** Every figure is measured at this rate, so samples recorded at 16, 44.1 or 48 kHz compare alike. */
const ANALYSIS_RATE = 8000;
const F0_RANGE_HZ = [60, 450] as const;

/**
 * Measures a sample's pitch (YIN: the cumulative mean normalised difference over 40 ms frames, median of
 * the voiced ones), pace (syllable nuclei as prominent energy peaks) and brightness. Undefined when it
 * holds no speech to measure.
 */
export function analyseVoice(pcm: Pcm): VoiceAnalysis | undefined {
  const x = downsample(pcm);
  const energy = frameLevels(x, ANALYSIS_RATE / 100);
  const loud = percentile(energy, 0.95);
  if (loud < 1e-3) return undefined;
  const speaking = energy.map((e) => e > loud * 0.1);
  const speechFrames = activeFrames(speaking);
  if (speechFrames < 30) return undefined;
  const f0s = pitchTrack(x, speaking);
  if (f0s.length < 5) return undefined;
  const speechSeconds = speechFrames / 100;
  return {
    f0Hz: round1(percentile(f0s, 0.5)),
    syllablesPerSecond: round1(countSyllables(energy, loud) / speechSeconds),
    brightnessHz: Math.round(rmsFrequency(x, energy, loud)),
    speechSeconds: round1(speechSeconds),
  };
}

/** Averages blocks down to about 8 kHz (a box filter is enough for pitch and pace). */
function downsample({ samples, sampleRate }: Pcm): Float32Array {
  const step = sampleRate / ANALYSIS_RATE;
  const out = new Float32Array(Math.floor(samples.length / step));
  for (let i = 0; i < out.length; i++) {
    const from = Math.floor(i * step);
    const to = Math.max(from + 1, Math.floor((i + 1) * step));
    let sum = 0;
    for (let j = from; j < to; j++) sum += samples[j]!;
    out[i] = sum / (to - from);
  }
  return out;
}

/** RMS of consecutive frames of `size` samples. */
function frameLevels(x: Float32Array, size: number): number[] {
  const levels: number[] = [];
  for (let at = 0; at + size <= x.length; at += size) {
    let sum = 0;
    for (let i = at; i < at + size; i++) sum += x[i]! * x[i]!;
    levels.push(Math.sqrt(sum / size));
  }
  return levels;
}

/** Frames from the first to the last loud one, without pauses longer than 300 ms. */
function activeFrames(speaking: boolean[]): number {
  let total = 0;
  let gap = 0;
  let started = false;
  for (const on of speaking) {
    if (on) {
      if (started && gap <= 30) total += gap;
      total += 1;
      gap = 0;
      started = true;
    } else gap += 1;
  }
  return total;
}

/** YIN pitch of every 20 ms hop whose 10 ms frame is loud. */
function pitchTrack(x: Float32Array, speaking: boolean[]): number[] {
  const window = ANALYSIS_RATE * 0.04;
  const minLag = Math.floor(ANALYSIS_RATE / F0_RANGE_HZ[1]);
  const maxLag = Math.ceil(ANALYSIS_RATE / F0_RANGE_HZ[0]);
  const d = new Float64Array(maxLag + 2);
  const f0s: number[] = [];
  for (let frame = 0; frame < speaking.length; frame += 2) {
    const at = frame * (ANALYSIS_RATE / 100);
    if (!speaking[frame] || at + window + maxLag + 1 >= x.length) continue;
    for (let lag = 1; lag <= maxLag + 1; lag++) {
      let sum = 0;
      for (let i = at; i < at + window; i++) {
        const diff = x[i]! - x[i + lag]!;
        sum += diff * diff;
      }
      d[lag] = sum;
    }
    // Cumulative mean normalised difference; the first dip under the threshold is the period.
    let running = 0;
    let best = -1;
    const cmnd = new Float64Array(maxLag + 2);
    for (let lag = 1; lag <= maxLag + 1; lag++) {
      running += d[lag]!;
      cmnd[lag] = running > 0 ? (d[lag]! * lag) / running : 1;
    }
    for (let lag = minLag; lag <= maxLag; lag++) {
      if (cmnd[lag]! < 0.2 && cmnd[lag]! <= cmnd[lag + 1]!) {
        best = lag;
        break;
      }
    }
    if (best < 0) continue;
    // Parabolic interpolation around the dip for a sub-sample period.
    const [a, b, c] = [cmnd[best - 1]!, cmnd[best]!, cmnd[best + 1]!];
    const shift = a + c - 2 * b === 0 ? 0 : (0.5 * (a - c)) / (a + c - 2 * b);
    f0s.push(ANALYSIS_RATE / (best + Math.max(-0.5, Math.min(0.5, shift))));
  }
  return f0s;
}

/** Syllable nuclei: peaks of the smoothed level, 80 ms apart at least, with a dip of 2 dB between them. */
function countSyllables(levels: number[], loud: number): number {
  const db = levels.map((_, i) => {
    const around = levels.slice(Math.max(0, i - 1), i + 2);
    return 20 * Math.log10(around.reduce((sum, level) => sum + level, 0) / around.length + 1e-9);
  });
  const floor = 20 * Math.log10(loud) - 20;
  const peaks: number[] = [];
  for (let i = 1; i < db.length - 1; i++) {
    if (db[i]! < floor || db[i]! < db[i - 1]! || db[i]! < db[i + 1]!) continue;
    const last = peaks.at(-1);
    if (last === undefined) {
      peaks.push(i);
      continue;
    }
    let dip = Infinity;
    for (let j = last; j <= i; j++) dip = Math.min(dip, db[j]!);
    if (i - last >= 8 && Math.min(db[last]!, db[i]!) - dip >= 2) peaks.push(i);
    else if (db[i]! > db[last]!) peaks[peaks.length - 1] = i;
  }
  return peaks.length;
}

/** The RMS frequency of the loud frames: E[Δx²]/E[x²] = (2 sin(πf/fs))² for a tone of frequency f. */
function rmsFrequency(x: Float32Array, levels: number[], loud: number): number {
  const size = ANALYSIS_RATE / 100;
  let signal = 0;
  let change = 0;
  levels.forEach((level, frame) => {
    if (level < loud * 0.1) return;
    for (let i = Math.max(1, frame * size); i < (frame + 1) * size; i++) {
      signal += x[i]! * x[i]!;
      change += (x[i]! - x[i - 1]!) ** 2;
    }
  });
  const ratio = Math.min(4, change / Math.max(signal, 1e-12));
  return (ANALYSIS_RATE / Math.PI) * Math.asin(Math.sqrt(ratio) / 2);
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1) + 0.5))]!;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
