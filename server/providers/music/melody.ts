import type { Random } from '@/lib/seeded-random';
import { BEATS_PER_BAR, type BarChord, type Note, type Section } from './score';
import { chordDegrees, degreePitch, tonicNear, type Key } from './theory';

const SLOTS = 8; // eighth notes in a bar
const STRONG_SLOTS = [0, 4];

/** A one-bar idea: where its notes fall (eighth-note slots) and how each moves from the last (scale steps). */
interface Motif {
  onsets: number[];
  steps: number[];
}

export interface MelodyPlan {
  key: Key;
  chords: readonly BarChord[];
  sections: readonly Section[];
  /** 0–1: share of eighth-note slots that carry a note. */
  density: number;
  /** The pitch the tune moves around. */
  centre: number;
  /** Base velocity at full energy. */
  velocity: number;
  loop: boolean;
}

function makeMotif(random: Random, density: number): Motif {
  const onsets = [0];
  for (let slot = 1; slot < SLOTS; slot++) if (random.chance(slot % 2 === 0 ? density + 0.15 : density - 0.2)) onsets.push(slot);
  const steps = onsets.map((_, i) => {
    if (i === 0) return 0;
    const leap = random.chance(0.15);
    const size = leap ? random.int(3, 4) : random.int(1, 2);
    return random.chance(0.5) ? size : -size;
  });
  return { onsets, steps };
}

/** The same rhythm with its steps turned over: the answer to a question. */
const invert = (motif: Motif): Motif => ({ onsets: motif.onsets, steps: motif.steps.map((s) => -s) });

/** A cadence bar: a short pickup, then a long note on the second half of the bar or on its downbeat. */
function cadenceMotif(random: Random): Motif {
  return random.chance(0.5) ? { onsets: [0, 2, 4], steps: [0, -1, -1] } : { onsets: [0, 1, 2], steps: [0, 1, -1] };
}

/** The chord tone (as a degree) nearest to `degree`. */
function snapToChord(degree: number, chord: BarChord): number {
  const tones = chordDegrees(chord.root, chord.size).map((d) => ((d % 7) + 7) % 7);
  for (let distance = 0; distance < 7; distance++) {
    for (const candidate of [degree - distance, degree + distance]) if (tones.includes(((candidate % 7) + 7) % 7)) return candidate;
  }
  return degree;
}

/**
 * The tune: each A or B section is two four-bar phrases built from a motif, its repetition on the next
 * chord, a contrasting bar and a cadence. The first phrase ends open (on a chord tone), the second closes
 * (on the tonic at the end of a section that closes the piece or leads to a new one). Repeats of a section
 * reuse its motifs and vary their last phrase. The intro is left to the band; the outro restates A and ends
 * on a long tonic.
 */
export function writeMelody(plan: MelodyPlan, random: Random): Note[] {
  const { key, chords, sections } = plan;
  const base = tonicNear(key, plan.centre - 6);
  const range = { low: plan.centre - 9, high: plan.centre + 10 };
  const motifs = {
    A: [makeMotif(random, plan.density), makeMotif(random, plan.density)],
    B: [makeMotif(random, Math.min(0.9, plan.density + 0.1)), makeMotif(random, plan.density)],
  };
  const notes: Note[] = [];
  let degree = 0;
  const lastBar = chords.length - 1;

  for (const section of sections) {
    if (section.kind === 'intro') continue;
    const set = section.kind === 'B' ? motifs.B : motifs.A;
    const lift = section.kind === 'B' ? 2 : 0;
    for (let i = 0; i < section.bars; i++) {
      const bar = section.startBar + i;
      const chord = chords[bar]!;
      const inPhrase = i % 4;
      const closing = bar === lastBar || i === section.bars - 1;
      const varied = section.repeat > 0 && i >= 4;
      const motif =
        inPhrase === 3 || closing ? cadenceMotif(random) : inPhrase === 2 ? (varied ? invert(set[1]!) : set[1]!) : inPhrase === 1 && varied ? invert(set[0]!) : set[0]!;
      // Each phrase starts again from a chord tone near the section's register, so repeats sound like repeats.
      if (inPhrase === 0) degree = snapToChord(lift + (i >= 4 ? 2 : 0), chord);
      motif.onsets.forEach((slot, n) => {
        degree += motif.steps[n]!;
        if (STRONG_SLOTS.includes(slot) || n === 0) degree = snapToChord(degree, chord);
        // Out of range: fold the line back by an octave of degrees rather than clamp it.
        if (degreePitch(key, degree, base) > range.high) degree -= 7;
        if (degreePitch(key, degree, base) < range.low) degree += 7;
        let pitch = degreePitch(key, degree, base);
        const lastInBar = n === motif.onsets.length - 1;
        const final = closing && lastInBar;
        if (final) {
          // The piece closes on the tonic; a section (or a loop, which never closes) rests on a chord tone.
          degree = bar === lastBar && !plan.loop ? Math.round(degree / 7) * 7 : snapToChord(degree, chord);
          pitch = degreePitch(key, degree, base);
        }
        const nextSlot = lastInBar ? SLOTS : motif.onsets[n + 1]!;
        const length = (nextSlot - slot) / 2;
        notes.push({
          pitch,
          start: bar * BEATS_PER_BAR + slot / 2,
          duration: Math.max(0.25, final ? length : length * 0.9),
          velocity: accent(plan.velocity * section.energy, slot),
        });
      });
    }
  }
  return notes;
}

/** Downbeats a little louder than off-beats, as a player would. */
export function accent(velocity: number, slot: number): number {
  const shaped = slot === 0 ? velocity * 1.08 : slot % 2 === 1 ? velocity * 0.88 : velocity;
  return Math.max(1, Math.min(127, Math.round(shaped)));
}
