import { createRandom } from '@/lib/seeded-random';
import { writeBass, writeChords, writePad } from './accompaniment';
import { fitBars, planSections } from './arrangement';
import { writeMelody } from './melody';
import type { MusicBrief } from './music-brief';
import { planChords } from './progression';
import { writeDrums } from './rhythm';
import { BEATS_PER_BAR, type Note, type Part, type Score } from './score';
import { GENRE_PROFILES, MOOD_PROFILES } from './styles';
import type { Key } from './theory';

/** Tonics that keep every part in a comfortable register for the instruments used. */
const TONICS = [0, 2, 3, 5, 7, 9, 10];
const DRUM_CHANNEL = 9;

/**
 * Writes a piece from a brief: key and mode from the mood, the form from the length, then harmony, tune,
 * bass, accompaniment and drums, each from its own random stream so changing one leaves the others as they were.
 */
export function compose(brief: MusicBrief): Score {
  const mood = MOOD_PROFILES[brief.mood];
  const genre = GENRE_PROFILES[brief.genre];
  const stream = (name: string) => createRandom(`${brief.seed}:${brief.mood}:${brief.genre}:${brief.prompt}`, name);
  const keyRandom = stream('key');
  const key: Key = { tonic: keyRandom.pick(TONICS), mode: keyRandom.pick(mood.modes) };
  const { bars, bpm } = fitBars(brief.durationSeconds, brief.bpm, BEATS_PER_BAR);
  const sections = planSections(bars, brief.loop);
  const chords = planChords(key, sections, mood.progressions, genre.sevenths, brief.loop, stream('chords'));
  const loud = 50 + 60 * mood.energy;

  const melody = writeMelody({ key, chords, sections, density: mood.density, centre: genre.melodyCentre, velocity: loud, loop: brief.loop }, stream('melody'));
  const parts: Part[] = [
    part('melody', genre.programs.melody, 0, 100, 64, melody),
    part('chords', genre.programs.chords, 1, 80, 44, writeChords(chords, sections, genre.chordStyle, loud * 0.85, brief.loop)),
    part('bass', genre.programs.bass, 2, 96, 64, writeBass(chords, sections, genre.bassStyle, loud, brief.loop)),
    part('drums', 0, DRUM_CHANNEL, 88, 64, writeDrums(brief.genre, sections, bars, loud, brief.loop, stream('drums'))),
  ];
  if (genre.programs.pad !== undefined) parts.push(part('pad', genre.programs.pad, 3, 70, 84, writePad(chords, sections, loud * 0.7)));
  for (const p of parts) p.notes = p.notes.map((n) => swung(n, genre.swing));
  return { title: brief.title, key, bpm, bars, sections, chords, parts, reverb: genre.reverb, chorus: genre.chorus };
}

function part(role: Part['role'], program: number, channel: number, volume: number, pan: number, notes: Note[]): Part {
  return { role, program, channel, volume, pan, notes };
}

/** Swing: an off-beat eighth comes a little late and the note before it lasts that much longer. */
function swung(note: Note, swing: number): Note {
  if (!swing) return note;
  const offBeat = Math.abs((note.start % 1) - 0.5) < 1e-6;
  return offBeat ? { ...note, start: note.start + swing, duration: Math.max(0.1, note.duration - swing) } : note;
}

