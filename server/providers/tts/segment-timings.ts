import type { Phoneme } from './speech-model';

const SEGMENT = /^([a-z#]+):(\d+(?:\.\d+)?)$/;

/**
 * Reads flite's `-psdur` output: one line per utterance, each segment as `phone:end` in seconds from
 * the start of its utterance. The utterances' lengths add up to a little more than the audio (a diphone
 * voice such as kal16 cuts the last pause of each utterance in half), so each utterance gives up an equal
 * share of the difference from its final pause, and the result runs back to back from 0 to `durationMs`.
 */
export function readSegmentTimings(stdout: string, durationMs: number): Phoneme[] {
  const utterances = stdout
    .split('\n')
    .map((line) =>
      line
        .trim()
        .split(/\s+/)
        .map((token) => SEGMENT.exec(token))
        .filter((match) => match !== null)
        .map((match) => ({ phoneme: match[1]!, endMs: Number(match[2]) * 1000 })),
    )
    .filter((segments) => segments.length > 0);
  if (utterances.length === 0 || durationMs <= 0) return [];

  const spoken = utterances.reduce((sum, segments) => sum + segments.at(-1)!.endMs, 0);
  const share = (spoken - durationMs) / utterances.length;
  const ends: { phoneme: string; endMs: number }[] = [];
  let offset = 0;
  for (const segments of utterances) {
    let previous = 0;
    segments.forEach(({ phoneme, endMs }, i) => {
      const end = i === segments.length - 1 ? Math.max(previous, endMs - share) : Math.max(previous, endMs);
      ends.push({ phoneme, endMs: offset + end });
      previous = end;
    });
    offset += previous;
  }

  const scale = offset > 0 ? durationMs / offset : 0;
  const phonemes: Phoneme[] = [];
  let startMs = 0;
  for (const { phoneme, endMs } of ends) {
    const end = Math.min(durationMs, Math.round(endMs * scale));
    if (end <= startMs) continue;
    phonemes.push({ phoneme, startMs, endMs: end });
    startMs = end;
  }
  if (phonemes.length > 0) phonemes.at(-1)!.endMs = durationMs;
  return phonemes;
}
