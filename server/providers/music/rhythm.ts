import type { Random } from '@/lib/seeded-random';
import { BEATS_PER_BAR, type Note, type Section } from './score';
import type { Genre } from './styles';

/** General MIDI percussion keys (channel 10). */
export const DRUM = {
  bassDrum: 35,
  kick: 36,
  sideStick: 37,
  snare: 38,
  clap: 39,
  lowTom: 41,
  closedHat: 42,
  midTom: 45,
  pedalHat: 44,
  openHat: 46,
  highTom: 48,
  crash: 49,
  ride: 51,
  tambourine: 54,
  shaker: 70,
  triangle: 81,
} as const;

/** A one-bar groove on a grid of sixteen sixteenth notes: which keys sound on which steps, and how hard (0–1). */
type Groove = readonly { key: number; steps: readonly number[]; level: number }[];

const eighths = [0, 2, 4, 6, 8, 10, 12, 14];
const GROOVES: Record<Genre, Groove> = {
  lofi: [
    { key: DRUM.kick, steps: [0, 7, 10], level: 0.85 },
    { key: DRUM.snare, steps: [4, 12], level: 0.7 },
    { key: DRUM.closedHat, steps: eighths, level: 0.45 },
  ],
  pop: [
    { key: DRUM.kick, steps: [0, 6, 8], level: 0.9 },
    { key: DRUM.snare, steps: [4, 12], level: 0.85 },
    { key: DRUM.closedHat, steps: eighths, level: 0.5 },
  ],
  ambient: [
    { key: DRUM.bassDrum, steps: [0], level: 0.5 },
    { key: DRUM.shaker, steps: eighths, level: 0.3 },
  ],
  orchestral: [
    { key: DRUM.bassDrum, steps: [0, 8], level: 0.8 },
    { key: DRUM.lowTom, steps: [14], level: 0.5 },
  ],
  jazz: [
    { key: DRUM.ride, steps: [0, 4, 6, 8, 12, 14], level: 0.55 },
    { key: DRUM.pedalHat, steps: [4, 12], level: 0.45 },
    { key: DRUM.kick, steps: [0], level: 0.4 },
  ],
  rock: [
    { key: DRUM.kick, steps: [0, 6, 8, 10], level: 0.95 },
    { key: DRUM.snare, steps: [4, 12], level: 0.95 },
    { key: DRUM.closedHat, steps: eighths, level: 0.6 },
  ],
  chiptune: [
    { key: DRUM.kick, steps: [0, 8, 10], level: 0.85 },
    { key: DRUM.snare, steps: [4, 12], level: 0.8 },
    { key: DRUM.closedHat, steps: eighths, level: 0.4 },
  ],
  electronic: [
    { key: DRUM.kick, steps: [0, 4, 8, 12], level: 0.95 },
    { key: DRUM.clap, steps: [4, 12], level: 0.75 },
    { key: DRUM.openHat, steps: [2, 6, 10, 14], level: 0.5 },
    { key: DRUM.closedHat, steps: [1, 3, 5, 7, 9, 11, 13, 15], level: 0.3 },
  ],
  folk: [
    { key: DRUM.kick, steps: [0, 8], level: 0.6 },
    { key: DRUM.sideStick, steps: [4, 12], level: 0.55 },
    { key: DRUM.tambourine, steps: eighths, level: 0.35 },
  ],
};

/** The fill played over the last two beats of a section: toms stepping down, or a soft figure for quiet styles. */
function fill(genre: Genre, random: Random): Groove {
  if (genre === 'ambient') return [{ key: DRUM.triangle, steps: [8], level: 0.5 }];
  if (genre === 'jazz' || genre === 'lofi' || genre === 'folk') return [{ key: genre === 'folk' ? DRUM.sideStick : DRUM.snare, steps: [10, 13, 14, 15], level: 0.5 }];
  const toms = random.chance(0.5) ? [DRUM.highTom, DRUM.highTom, DRUM.midTom, DRUM.midTom, DRUM.lowTom, DRUM.lowTom] : [DRUM.snare, DRUM.snare, DRUM.highTom, DRUM.midTom, DRUM.midTom, DRUM.lowTom];
  return [{ key: DRUM.kick, steps: [8], level: 0.9 }, ...toms.map((key, i) => ({ key, steps: [10 + i], level: 0.6 + i * 0.06 }))];
}

/** A shorter pickup at the end of a four-bar phrase inside a section. */
const PICKUP: Groove = [{ key: DRUM.snare, steps: [14, 15], level: 0.55 }];

/**
 * The drum part: the genre's groove in every bar, a crash on the downbeat of each section after the first,
 * a pickup at each four-bar phrase end and a fill at the end of each section. The intro plays only the
 * groove's lightest voices; the last bar of a piece that ends is a single hit.
 */
export function writeDrums(genre: Genre, sections: readonly Section[], bars: number, velocity: number, loop: boolean, random: Random): Note[] {
  const notes: Note[] = [];
  const groove = GROOVES[genre];
  const quietest = Math.min(...groove.map((g) => g.level));
  const quiet = genre === 'ambient' || genre === 'jazz' || genre === 'lofi';
  for (const section of sections) {
    const sectionFill = fill(genre, random);
    for (let i = 0; i < section.bars; i++) {
      const bar = section.startBar + i;
      const start = bar * BEATS_PER_BAR;
      const play = (key: number, step: number, level: number) =>
        notes.push({ pitch: key, start: start + step / 4, duration: 0.25, velocity: Math.max(1, Math.min(127, Math.round(velocity * section.energy * level * (step % 4 === 0 ? 1.05 : 1)))) });
      if (!loop && bar === bars - 1) {
        play(quiet ? DRUM.ride : DRUM.crash, 0, 0.7);
        play(genre === 'ambient' ? DRUM.bassDrum : DRUM.kick, 0, 0.8);
        continue;
      }
      if (i === 0 && section.startBar > 0 && !quiet) play(DRUM.crash, 0, 0.75);
      const lastBar = i === section.bars - 1;
      const phraseEnd = !lastBar && i % 4 === 3;
      const layer = section.kind === 'intro' ? groove.filter((g) => g.level === quietest) : groove;
      for (const voice of layer) {
        for (const step of voice.steps) if (!(lastBar && step >= 8 && section.kind !== 'intro')) play(voice.key, step, voice.level);
      }
      if (lastBar && section.kind !== 'intro') for (const voice of sectionFill) for (const step of voice.steps) play(voice.key, step, voice.level);
      if (phraseEnd && !quiet && section.kind !== 'intro') for (const voice of PICKUP) for (const step of voice.steps) play(voice.key, step, voice.level);
    }
  }
  return notes;
}
