import { sectionAt } from './arrangement';
import { accent } from './melody';
import { voiceChord } from './progression';
import { BEATS_PER_BAR, type BarChord, type Note, type Section } from './score';
import { nearestPitch } from './theory';
import type { BassStyle, ChordStyle } from './styles';

const CHORD_LOW = 52;
const CHORD_HIGH = 74;
const BASS_CENTRE = 40;

/** Where in the bar (beats) and for how long each chord style plays its chord. */
const HITS: Record<Exclude<ChordStyle, 'arpeggio'>, readonly (readonly [number, number])[]> = {
  pad: [[0, 4]],
  strum: [[0, 1], [1.5, 0.5], [2, 1], [3, 0.5], [3.5, 0.5]],
  comp: [[0, 1.4], [2.5, 1.4]],
  pulse: [[0, 0.4], [0.5, 0.4], [1, 0.4], [1.5, 0.4], [2, 0.4], [2.5, 0.4], [3, 0.4], [3.5, 0.4]],
};

/** The harmony part: each bar's chord, voiced close to the last one, played in the genre's manner. */
export function writeChords(chords: readonly BarChord[], sections: readonly Section[], style: ChordStyle, velocity: number, loop: boolean): Note[] {
  const notes: Note[] = [];
  let previous: number[] | undefined;
  chords.forEach((chord, bar) => {
    const voicing = voiceChord(chord.pitchClasses, previous, CHORD_LOW, CHORD_HIGH);
    previous = voicing;
    const section = sectionAt(sections, bar);
    const energy = section.energy;
    const start = bar * BEATS_PER_BAR;
    const ending = !loop && bar === chords.length - 1;
    // Comping leaves gaps the rest of the band fills; in the intro the band has not come in, so the chords ring.
    if (ending || style === 'pad' || (style === 'comp' && section.kind === 'intro')) {
      for (const pitch of voicing) notes.push({ pitch, start, duration: BEATS_PER_BAR, velocity: accent(velocity * energy * 0.85, 0) });
      return;
    }
    if (style === 'arpeggio') {
      const cycle = [...voicing, voicing[0]! + 12, ...voicing.slice(1).reverse()];
      for (let slot = 0; slot < 8; slot++) {
        notes.push({ pitch: cycle[slot % cycle.length]!, start: start + slot / 2, duration: 0.5, velocity: accent(velocity * energy * 0.8, slot) });
      }
      return;
    }
    // Rock and electronic pulses play power chords (root, fifth, octave): full triads get muddy when repeated.
    const played = style === 'pulse' ? powerChord(voicing, chord) : voicing;
    for (const [beat, length] of HITS[style]) {
      played.forEach((pitch, i) => {
        // A strum reaches the strings one after another.
        const stagger = style === 'strum' ? i * 0.015 : 0;
        notes.push({ pitch, start: start + beat + stagger, duration: length, velocity: accent(velocity * energy * 0.8, beat * 2) });
      });
    }
  });
  return notes;
}

function powerChord(voicing: readonly number[], chord: BarChord): number[] {
  const root = nearestPitch(chord.pitchClasses[0]!, voicing[0]!);
  return [root, root + 7, root + 12];
}

/** A soft sustained layer under the B sections and the intro, a bar per chord. */
export function writePad(chords: readonly BarChord[], sections: readonly Section[], velocity: number): Note[] {
  const notes: Note[] = [];
  let previous: number[] | undefined;
  chords.forEach((chord, bar) => {
    const voicing = voiceChord(chord.pitchClasses, previous, 55, 79);
    previous = voicing;
    const kind = sectionAt(sections, bar).kind;
    if (kind !== 'B' && kind !== 'intro') return;
    for (const pitch of voicing) notes.push({ pitch, start: bar * BEATS_PER_BAR, duration: BEATS_PER_BAR, velocity: Math.round(velocity * 0.6) });
  });
  return notes;
}

/** The bass: the chord's root in the low register, moving in the genre's manner toward the next root. */
export function writeBass(chords: readonly BarChord[], sections: readonly Section[], style: BassStyle, velocity: number, loop: boolean): Note[] {
  const notes: Note[] = [];
  chords.forEach((chord, bar) => {
    const section = sectionAt(sections, bar);
    // The intro's first half is left to the chords, so the bass's entry is heard.
    if (section.kind === 'intro' && bar - section.startBar < section.bars / 2) return;
    const root = nearestPitch(chord.pitchClasses[0]!, BASS_CENTRE);
    const fifth = nearestPitch(chord.pitchClasses[2]!, root + 7);
    const third = nearestPitch(chord.pitchClasses[1]!, root + 4);
    const nextRoot = nearestPitch((chords[bar + 1] ?? chords[0]!).pitchClasses[0]!, BASS_CENTRE);
    const v = velocity * section.energy;
    const start = bar * BEATS_PER_BAR;
    const add = (pitch: number, beat: number, length: number) => notes.push({ pitch, start: start + beat, duration: length, velocity: accent(v, beat * 2) });
    if (!loop && bar === chords.length - 1) return add(root, 0, BEATS_PER_BAR);
    switch (style) {
      case 'root':
        return add(root, 0, BEATS_PER_BAR);
      case 'rootFifth':
        add(root, 0, 1.9);
        return add(fifth, 2, 1.9);
      case 'eighths':
        for (let slot = 0; slot < 8; slot++) add(slot === 7 && nextRoot !== root ? nextRoot : root, slot / 2, 0.45);
        return;
      case 'walking': {
        // Root, third, fifth, then a half step into the next root.
        const approach = nextRoot + (nextRoot > fifth ? -1 : 1);
        [root, third, fifth, approach].forEach((pitch, beat) => add(pitch, beat, 0.9));
        return;
      }
      case 'octaves':
        for (let slot = 0; slot < 8; slot++) add(slot % 2 ? root + 12 : root, slot / 2, 0.4);
        return;
    }
  });
  return notes.filter((n) => n.pitch >= 28 && n.pitch <= 60);
}
