import type { Mode } from './theory';

/**
 * What each mood and genre asks of the composer. Moods choose the harmony (mode, progressions, tempo,
 * how busy the melody is); genres choose the band (General MIDI programs), how it plays the chords, the
 * bass and the drums, and the tempo range the style lives in.
 */
export const MOODS = ['happy', 'calm', 'sad', 'epic', 'romantic', 'mysterious', 'tense', 'playful'] as const;
export type Mood = (typeof MOODS)[number];

export const GENRES = ['lofi', 'pop', 'ambient', 'orchestral', 'jazz', 'rock', 'chiptune', 'electronic', 'folk'] as const;
export type Genre = (typeof GENRES)[number];

export interface MoodProfile {
  modes: readonly Mode[];
  /** Tempo the mood suggests before the genre's range narrows it. */
  bpm: number;
  /** Four-bar progressions as scale degrees of the chord roots (0 = tonic). */
  progressions: readonly (readonly number[])[];
  /** Loudness of the whole piece, 0–1. */
  energy: number;
  /** How many of the melody's eighth-note slots are played, 0–1. */
  density: number;
}

export const MOOD_PROFILES: Record<Mood, MoodProfile> = {
  happy: { modes: ['major', 'mixolydian'], bpm: 116, progressions: [[0, 4, 5, 3], [0, 3, 4, 3], [0, 5, 3, 4]], energy: 0.8, density: 0.7 },
  calm: { modes: ['major', 'lydian'], bpm: 76, progressions: [[0, 3, 0, 4], [0, 5, 3, 4], [3, 0, 3, 4]], energy: 0.55, density: 0.4 },
  sad: { modes: ['minor', 'dorian'], bpm: 70, progressions: [[0, 5, 2, 6], [0, 3, 5, 4], [0, 6, 5, 6]], energy: 0.55, density: 0.45 },
  epic: { modes: ['minor'], bpm: 96, progressions: [[0, 5, 2, 6], [5, 6, 0, 0], [0, 6, 5, 6]], energy: 0.95, density: 0.6 },
  romantic: { modes: ['major'], bpm: 72, progressions: [[0, 5, 1, 4], [0, 2, 5, 3], [3, 4, 2, 5]], energy: 0.6, density: 0.5 },
  mysterious: { modes: ['dorian', 'phrygian'], bpm: 84, progressions: [[0, 1, 0, 6], [0, 3, 0, 6], [0, 5, 1, 0]], energy: 0.6, density: 0.45 },
  tense: { modes: ['harmonicMinor', 'phrygian'], bpm: 128, progressions: [[0, 5, 4, 0], [0, 3, 4, 4], [0, 1, 0, 4]], energy: 0.85, density: 0.65 },
  playful: { modes: ['major', 'lydian'], bpm: 124, progressions: [[0, 1, 4, 0], [0, 3, 4, 0], [0, 5, 1, 4]], energy: 0.75, density: 0.75 },
};

export type ChordStyle = 'pad' | 'arpeggio' | 'strum' | 'comp' | 'pulse';
export type BassStyle = 'root' | 'rootFifth' | 'eighths' | 'walking' | 'octaves';

export interface GenreProfile {
  bpmRange: readonly [number, number];
  /** General MIDI program numbers (0-based). */
  programs: { melody: number; chords: number; bass: number; pad?: number };
  chordStyle: ChordStyle;
  bassStyle: BassStyle;
  /** Seventh chords instead of triads. */
  sevenths: boolean;
  /** How late the off-beat eighths fall, as a fraction of a beat (0 straight, 1/6 a light swing). */
  swing: number;
  /** Reverb and chorus sends (MIDI CC 91 and 93, 0–127). */
  reverb: number;
  chorus: number;
  /** Melody register: the pitch around which the tune moves. */
  melodyCentre: number;
}

export const GENRE_PROFILES: Record<Genre, GenreProfile> = {
  lofi: { bpmRange: [68, 92], programs: { melody: 4, chords: 4, bass: 33, pad: 89 }, chordStyle: 'comp', bassStyle: 'rootFifth', sevenths: true, swing: 0.16, reverb: 70, chorus: 30, melodyCentre: 72 },
  pop: { bpmRange: [90, 128], programs: { melody: 1, chords: 0, bass: 33, pad: 48 }, chordStyle: 'arpeggio', bassStyle: 'eighths', sevenths: false, swing: 0, reverb: 50, chorus: 20, melodyCentre: 74 },
  ambient: { bpmRange: [56, 84], programs: { melody: 11, chords: 89, bass: 32, pad: 95 }, chordStyle: 'pad', bassStyle: 'root', sevenths: true, swing: 0, reverb: 110, chorus: 60, melodyCentre: 76 },
  orchestral: { bpmRange: [64, 120], programs: { melody: 40, chords: 48, bass: 43, pad: 60 }, chordStyle: 'pad', bassStyle: 'rootFifth', sevenths: false, swing: 0, reverb: 95, chorus: 10, melodyCentre: 74 },
  jazz: { bpmRange: [84, 160], programs: { melody: 65, chords: 0, bass: 32 }, chordStyle: 'comp', bassStyle: 'walking', sevenths: true, swing: 0.17, reverb: 45, chorus: 0, melodyCentre: 70 },
  rock: { bpmRange: [100, 150], programs: { melody: 29, chords: 30, bass: 34 }, chordStyle: 'pulse', bassStyle: 'eighths', sevenths: false, swing: 0, reverb: 35, chorus: 0, melodyCentre: 72 },
  chiptune: { bpmRange: [110, 160], programs: { melody: 80, chords: 80, bass: 38 }, chordStyle: 'arpeggio', bassStyle: 'octaves', sevenths: false, swing: 0, reverb: 20, chorus: 0, melodyCentre: 76 },
  electronic: { bpmRange: [110, 132], programs: { melody: 81, chords: 90, bass: 38, pad: 89 }, chordStyle: 'pulse', bassStyle: 'octaves', sevenths: true, swing: 0, reverb: 60, chorus: 40, melodyCentre: 74 },
  folk: { bpmRange: [80, 124], programs: { melody: 73, chords: 25, bass: 32 }, chordStyle: 'strum', bassStyle: 'rootFifth', sevenths: false, swing: 0.08, reverb: 55, chorus: 10, melodyCentre: 74 },
};

/** The genre a mood sounds most like when the request names none, and the other way round. */
export const GENRE_FOR_MOOD: Record<Mood, Genre> = {
  happy: 'pop',
  calm: 'lofi',
  sad: 'ambient',
  epic: 'orchestral',
  romantic: 'jazz',
  mysterious: 'ambient',
  tense: 'electronic',
  playful: 'chiptune',
};
export const MOOD_FOR_GENRE: Record<Genre, Mood> = {
  lofi: 'calm',
  pop: 'happy',
  ambient: 'calm',
  orchestral: 'epic',
  jazz: 'romantic',
  rock: 'epic',
  chiptune: 'playful',
  electronic: 'tense',
  folk: 'happy',
};
