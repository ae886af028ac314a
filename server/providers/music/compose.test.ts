import { Midi } from '@tonejs/midi';
import { fitBars, planSections } from './arrangement';
import { compose } from './compose';
import { writeMidi } from './midi-writer';
import { musicInput, resolveBrief, type MusicBrief } from './music-brief';
import { voiceChord } from './progression';
import { DRUM } from './rhythm';
import type { Score } from './score';
import { GENRES, MOODS } from './styles';
import { degreeOf, inKey, keyName } from './theory';

const brief = (body: object, seed = 5, loop = false): MusicBrief => resolveBrief(musicInput.parse(body), seed, loop);
const partOf = (score: Score, role: string) => score.parts.find((p) => p.role === role)!;

describe('form and harmony', () => {
  it('fits whole bars into the length and adjusts the tempo to fill it exactly', () => {
    const { bars, bpm } = fitBars(30, 120, 4);
    expect(bars).toBe(15);
    expect((bars * 4 * 60) / bpm).toBeCloseTo(30, 6);
  });

  it('plans intro, A, B and outro for a piece, and only A and B for a loop, covering every bar', () => {
    const piece = planSections(32, false);
    expect(piece.map((s) => s.kind)).toEqual(['intro', 'A', 'B', 'A', 'outro']);
    expect(piece.reduce((n, s) => n + s.bars, 0)).toBe(32);
    expect(planSections(36, false).map((s) => s.bars)).toEqual([4, 8, 8, 8, 4, 4]);
    const loop = planSections(32, true);
    expect(loop.map((s) => s.kind)).toEqual(['A', 'B', 'A', 'B']);
    expect(loop.find((s) => s.kind === 'B')!.energy).toBeGreaterThan(loop[0]!.energy);
  });

  it('voices each chord close to the last one', () => {
    const c = voiceChord([0, 4, 7], undefined, 52, 74);
    const f = voiceChord([5, 9, 0], c, 52, 74);
    const moved = f.reduce((sum, p, i) => sum + Math.abs(p - c[i]!), 0);
    expect(moved).toBeLessThanOrEqual(3); // C E G → C F A: two voices step up
    expect(f.every((p) => p >= 52 && p <= 74)).toBe(true);
  });
});

describe('the composer', () => {
  it('writes a melody in the key that closes on the tonic, over a bass and chords in their registers', () => {
    for (const mood of MOODS) {
      const score = compose(brief({ mood, durationSeconds: 60 }));
      const melody = partOf(score, 'melody').notes;
      expect(melody.length).toBeGreaterThan(30);
      expect(melody.every((n) => inKey(score.key, n.pitch))).toBe(true);
      expect(melody.every((n) => n.pitch >= 55 && n.pitch <= 90)).toBe(true);
      const last = melody.reduce((a, b) => (b.start > a.start ? b : a));
      expect(degreeOf(score.key, last.pitch)).toBe(0);
      expect(partOf(score, 'bass').notes.every((n) => n.pitch >= 28 && n.pitch <= 60)).toBe(true);
      expect(partOf(score, 'chords').notes.every((n) => n.pitch >= 48 && n.pitch <= 88)).toBe(true);
    }
  });

  it('repeats its motifs: the second A section opens with the first A section\'s rhythm', () => {
    const score = compose(brief({ mood: 'happy', genre: 'pop', durationSeconds: 80, bpm: 120 }));
    const [a1, a2] = score.sections.filter((s) => s.kind === 'A');
    const onsets = (bar: number) => partOf(score, 'melody').notes.filter((n) => Math.floor(n.start / 4) === bar).map((n) => n.start % 4);
    expect(onsets(a2!.startBar)).toEqual(onsets(a1!.startBar));
  });

  it('puts drums on the beat grid, with the genre\'s kit and a fill before each new section', () => {
    for (const genre of GENRES) {
      const score = compose(brief({ genre, durationSeconds: 60 }));
      const drums = partOf(score, 'drums');
      expect(drums.channel).toBe(9);
      expect(drums.notes.length).toBeGreaterThan(20);
      // Straight genres land on sixteenths exactly; swung ones move only their off-beat eighths.
      const offGrid = drums.notes.filter((n) => Math.abs(n.start * 4 - Math.round(n.start * 4)) > 1e-6);
      expect(offGrid.length <= drums.notes.filter((n) => Math.abs((n.start % 1) - 0.5) < 0.2).length).toBe(true);
    }
    const rock = compose(brief({ genre: 'rock', durationSeconds: 60, bpm: 120 }));
    const b = rock.sections.find((s) => s.kind === 'B')!;
    const toms: number[] = [DRUM.highTom, DRUM.midTom, DRUM.lowTom, DRUM.snare];
    const fillBar = partOf(rock, 'drums').notes.filter((n) => Math.floor(n.start / 4) === b.startBar - 1 && n.start % 4 >= 2.5);
    expect(fillBar.filter((n) => toms.includes(n.pitch)).length).toBeGreaterThanOrEqual(4);
    expect(partOf(rock, 'drums').notes.some((n) => n.pitch === DRUM.crash && n.start === b.startBar * 4)).toBe(true);
  });

  it('gives different moods different keys, tempos and notes', () => {
    const happy = compose(brief({ mood: 'happy', durationSeconds: 30 }));
    const sad = compose(brief({ mood: 'sad', durationSeconds: 30 }));
    expect(keyName(happy.key)).not.toBe(keyName(sad.key));
    expect(Math.round(happy.bpm)).not.toBe(Math.round(sad.bpm));
    expect(partOf(happy, 'melody').notes).not.toEqual(partOf(sad, 'melody').notes);
  });

  it('is the same score for the same seed, another for another seed', () => {
    const body = { prompt: 'calm lofi for studying', durationSeconds: 40 };
    expect(compose(brief(body, 9))).toEqual(compose(brief(body, 9)));
    expect(partOf(compose(brief(body, 9)), 'melody').notes).not.toEqual(partOf(compose(brief(body, 10)), 'melody').notes);
  });

  it('ends a loop on the dominant, leading back into its tonic start', () => {
    const score = compose(brief({ mood: 'happy', durationSeconds: 32 }, 5, true));
    expect(score.chords[0]!.root).toBe(0);
    expect(score.chords[score.chords.length - 1]!.root).toBe(4);
    expect(score.sections.some((s) => s.kind === 'intro' || s.kind === 'outro')).toBe(false);
  });
});

describe('the MIDI file', () => {
  it('has named melody, chords, bass and drums tracks with their programs, tempo and notes in range', () => {
    const score = compose(brief({ mood: 'romantic', genre: 'jazz', durationSeconds: 30 }));
    const midi = new Midi(writeMidi(score));
    expect(midi.header.tempos[0]!.bpm).toBeCloseTo(score.bpm, 1);
    const track = (name: string) => midi.tracks.find((t) => t.name === name)!;
    expect(track('melody').instrument.number).toBe(65);
    expect(track('drums').channel).toBe(9);
    expect(track('melody').notes.length).toBe(partOf(score, 'melody').notes.length);
    expect(track('bass').notes.every((n) => n.midi >= 28 && n.midi <= 60)).toBe(true);
    expect(track('drums').notes.every((n) => n.midi >= 35 && n.midi <= 81)).toBe(true);
    expect(midi.duration).toBeLessThanOrEqual(30.01);
    expect(midi.duration).toBeGreaterThan(27);
  });
});
