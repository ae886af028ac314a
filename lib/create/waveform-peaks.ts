/**
 * The bars of an audio preview's waveform: the loudest sample of each slice, scaled so the loudest bar is
 * full height. A resource that carries its own peaks (`resource.peaks`) is drawn from those; otherwise the
 * browser decodes the audio and the peaks come from its samples.
 */
export const WAVEFORM_BARS = 64;

export function peaksFromSamples(channels: readonly Float32Array[], bars = WAVEFORM_BARS): number[] {
  const length = Math.max(0, ...channels.map((c) => c.length));
  if (length === 0 || bars <= 0) return new Array<number>(Math.max(0, bars)).fill(0);
  const peaks = new Array<number>(bars).fill(0);
  for (let bar = 0; bar < bars; bar++) {
    const from = Math.floor((bar * length) / bars);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * length) / bars));
    let peak = 0;
    for (const channel of channels) {
      for (let i = from; i < to && i < channel.length; i++) {
        const value = Math.abs(channel[i]!);
        if (value > peak) peak = value;
      }
    }
    peaks[bar] = peak;
  }
  return normalise(peaks);
}

/** Peaks of any length and scale (the resource's) fitted to `bars` bars between 0 and 1. */
export function resamplePeaks(source: readonly number[], bars = WAVEFORM_BARS): number[] {
  const clean = source.map((v) => (Number.isFinite(v) ? Math.abs(v) : 0));
  if (clean.length === 0 || bars <= 0) return new Array<number>(Math.max(0, bars)).fill(0);
  const peaks = Array.from({ length: bars }, (_, bar) => {
    const from = Math.floor((bar * clean.length) / bars);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * clean.length) / bars));
    return Math.max(...clean.slice(from, Math.min(to, clean.length)));
  });
  return normalise(peaks);
}

function normalise(peaks: number[]): number[] {
  const max = Math.max(...peaks);
  return max > 0 ? peaks.map((p) => p / max) : peaks.map(() => 0);
}

/** The peaks a resource carries, if it carries a usable list of numbers. */
export function resourcePeaks(resource: Record<string, unknown> | null | undefined): number[] | undefined {
  const peaks = resource?.peaks;
  if (!Array.isArray(peaks) || peaks.length === 0 || !peaks.every((p) => typeof p === 'number' && Number.isFinite(p))) return undefined;
  return peaks as number[];
}
