import type { Key } from './theory';

/** One note of a part; times are in beats (quarter notes) from the start of the piece. */
export interface Note {
  pitch: number;
  start: number;
  duration: number;
  /** MIDI velocity, 1–127. */
  velocity: number;
}

export type PartRole = 'melody' | 'chords' | 'pad' | 'bass' | 'drums';

export interface Part {
  role: PartRole;
  /** General MIDI program (0-based); ignored on the drum channel. */
  program: number;
  /** MIDI channel; 9 is the General MIDI drum kit. */
  channel: number;
  /** Channel volume and pan (MIDI CC 7 and 10, 0–127). */
  volume: number;
  pan: number;
  notes: Note[];
}

export type SectionKind = 'intro' | 'A' | 'B' | 'outro';

export interface Section {
  kind: SectionKind;
  startBar: number;
  bars: number;
  /** How loud and busy the section plays, 0–1. */
  energy: number;
  /** Which time this kind of section comes round (0 the first), so a repeat can vary. */
  repeat: number;
}

/** A chord for one bar: its root as a scale degree and the chord's pitch classes. */
export interface BarChord {
  root: number;
  size: 3 | 4;
  pitchClasses: number[];
}

export const BEATS_PER_BAR = 4;

export interface Score {
  title: string;
  key: Key;
  bpm: number;
  bars: number;
  sections: Section[];
  chords: BarChord[];
  parts: Part[];
  reverb: number;
  chorus: number;
}
