import type { Random } from '@/lib/seeded-random';
import type { BarChord, Section } from './score';
import { chordPitchClasses, type Key } from './theory';

const TONIC = 0;
const DOMINANT = 4;

/**
 * One chord per bar. A and B sections each get their own four-bar progression from the mood's list (the
 * intro and outro borrow A's); a B section that leads back into A ends on the dominant, a piece ends on the
 * tonic, and a loop ends on the dominant so its last bar pulls back into its first.
 */
export function planChords(
  key: Key,
  sections: readonly Section[],
  progressions: readonly (readonly number[])[],
  sevenths: boolean,
  loop: boolean,
  random: Random,
): BarChord[] {
  const first = random.int(0, progressions.length - 1);
  const second = progressions.length > 1 ? (first + random.int(1, progressions.length - 1)) % progressions.length : first;
  const byKind = { intro: progressions[first]!, A: progressions[first]!, B: progressions[second]!, outro: progressions[first]! };
  const roots: number[] = [];
  sections.forEach((section, index) => {
    const progression = byKind[section.kind];
    for (let bar = 0; bar < section.bars; bar++) roots.push(progression[bar % progression.length]!);
    const next = sections[index + 1];
    if (section.kind === 'B' && next?.kind === 'A' && section.bars >= 4) roots[roots.length - 1] = DOMINANT;
  });
  roots[roots.length - 1] = loop ? DOMINANT : TONIC;
  if (!loop && roots.length >= 3) roots[roots.length - 2] = DOMINANT;
  return roots.map((root) => {
    // The dominant and the tonic of the ending stay triads: they should sound settled, not coloured.
    const size = sevenths && root !== TONIC ? 4 : 3;
    return { root, size, pitchClasses: chordPitchClasses(key, root, size) };
  });
}

/**
 * Voice leading: among the chord's inversions in the accompaniment's register, the one whose voices move
 * least from the previous chord's.
 */
export function voiceChord(pitchClasses: readonly number[], previous: readonly number[] | undefined, low: number, high: number): number[] {
  const candidates: number[][] = [];
  for (let rotation = 0; rotation < pitchClasses.length; rotation++) {
    const order = [...pitchClasses.slice(rotation), ...pitchClasses.slice(0, rotation)];
    for (let base = low; base < low + 12; base++) {
      if ((base - order[0]! + 120) % 12 !== 0) continue;
      const voicing = [base];
      for (const pc of order.slice(1)) {
        let pitch = voicing[voicing.length - 1]! + 1;
        while ((pitch - pc + 120) % 12 !== 0) pitch++;
        voicing.push(pitch);
      }
      if (voicing[voicing.length - 1]! <= high) candidates.push(voicing);
    }
  }
  if (!candidates.length) throw new RangeError('no voicing fits the register');
  const centre = (low + high) / 2;
  const cost = (v: number[]) =>
    previous ? v.reduce((sum, p, i) => sum + Math.abs(p - (previous[i] ?? previous[previous.length - 1]!)), 0) : Math.abs(v.reduce((a, b) => a + b, 0) / v.length - centre);
  return candidates.reduce((best, v) => (cost(v) < cost(best) ? v : best));
}
