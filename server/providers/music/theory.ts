/**
 * Music theory the composer needs: keys, modes, scale degrees and chords. A pitch is a MIDI note number
 * (60 = middle C); a degree counts scale steps from the tonic (0 = tonic, 7 = the tonic an octave up, -1 =
 * the step below), so a melody written in degrees fits any key.
 */

export const MODES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
} as const satisfies Record<string, readonly number[]>;
export type Mode = keyof typeof MODES;

const NOTE_NAMES = ['C', 'D♭', 'D', 'E♭', 'E', 'F', 'F♯', 'G', 'A♭', 'A', 'B♭', 'B'];
const MODE_NAMES: Record<Mode, string> = {
  major: 'major',
  minor: 'minor',
  dorian: 'dorian',
  phrygian: 'phrygian',
  lydian: 'lydian',
  mixolydian: 'mixolydian',
  harmonicMinor: 'harmonic minor',
};

export interface Key {
  /** Pitch class of the tonic, 0 (C) to 11 (B). */
  tonic: number;
  mode: Mode;
}

/** "D minor", "B♭ lydian". */
export function keyName(key: Key): string {
  return `${NOTE_NAMES[key.tonic]} ${MODE_NAMES[key.mode]}`;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The MIDI pitch of a scale degree, counted from the tonic in the octave that starts at `tonicPitch`. */
export function degreePitch(key: Key, degree: number, tonicPitch: number): number {
  const steps = MODES[key.mode];
  const octave = Math.floor(degree / steps.length);
  return tonicPitch + octave * 12 + steps[mod(degree, steps.length)]!;
}

/** The tonic's MIDI pitch in the octave that holds `near` or just above it. */
export function tonicNear(key: Key, near: number): number {
  return near + mod(key.tonic - near, 12);
}

/** Whether a pitch belongs to the key's scale. */
export function inKey(key: Key, pitch: number): boolean {
  return (MODES[key.mode] as readonly number[]).includes(mod(pitch - key.tonic, 12));
}

/** The degrees of a chord built in thirds on `root`: triad, or seventh chord with `size` 4. */
export function chordDegrees(root: number, size: 3 | 4): number[] {
  return Array.from({ length: size }, (_, i) => root + 2 * i);
}

/** The pitch classes (0–11) of a chord on scale degree `root`. */
export function chordPitchClasses(key: Key, root: number, size: 3 | 4): number[] {
  return chordDegrees(root, size).map((d) => mod(degreePitch(key, d, key.tonic), 12));
}

/** The pitch of pitch class `pc` closest to `near` (ties go up). */
export function nearestPitch(pc: number, near: number): number {
  const below = near - mod(near - pc, 12);
  return near - below <= below + 12 - near ? below : below + 12;
}

/** Scale degree (0–6) of a pitch in the key, or undefined when it is outside the scale. */
export function degreeOf(key: Key, pitch: number): number | undefined {
  const index = (MODES[key.mode] as readonly number[]).indexOf(mod(pitch - key.tonic, 12));
  return index < 0 ? undefined : index;
}
