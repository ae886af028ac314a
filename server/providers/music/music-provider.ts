import type { MusicBrief } from './music-brief';

/** A finished piece: MP3 audio and what the page shows about it. */
export interface MusicPiece {
  mp3: Uint8Array;
  /** The score as a Standard MIDI File, when the provider wrote one. */
  midi?: Uint8Array;
  durationMs: number;
  bpm: number;
  /** "D minor"; absent when a remote provider does not say. */
  key?: string;
  /** The waveform for the page, `PEAK_COUNT` values 0–1. */
  peaks: number[];
}

export interface MusicJob {
  signal: AbortSignal;
  /** 0–100. */
  progress(percent: number): void;
}

/** Music and BGM (DESIGN §5): the procedural composer by default, an HTTP service by configuration. */
export interface MusicProvider {
  readonly name: string;
  make(brief: MusicBrief, job: MusicJob): Promise<MusicPiece>;
}

/** A failure said in words a person understands; the task shows it as the reason. */
export class MusicProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MusicProviderError';
  }
}
