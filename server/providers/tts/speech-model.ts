/** The three genders a role can have (roles.gender). */
export type VoiceGender = 'female' | 'male' | 'non';

/**
 * How a role sounds (roles.voice): `pitch` and `rate` are relative to a neutral voice (1 = neutral),
 * `voice` names a voice the provider knows (flite `slt`, OpenAI `nova` …) when the role's author picked one.
 */
export interface RoleVoice {
  voice?: string;
  pitch?: number;
  rate?: number;
  gender?: VoiceGender;
}

/** One speech sound and when it is heard, in milliseconds from the start of the audio. */
export interface Phoneme {
  phoneme: string;
  startMs: number;
  endMs: number;
}

export interface SpeechRequest {
  text: string;
  voice: RoleVoice;
  signal: AbortSignal;
}

export interface Speech {
  audio: Buffer;
  mimeType: 'audio/wav' | 'audio/mpeg';
  durationMs: number;
  /** Back to back from 0 to `durationMs`; absent when the provider does not report them (lip sync then follows loudness). */
  phonemes?: Phoneme[];
}

/** Text to speech (DESIGN §5): flite in WebAssembly by default, an OpenAI-compatible `/audio/speech` by configuration. */
export interface SpeechModel {
  /** Names the model in storage keys, so a change of model never serves another model's audio. */
  readonly name: string;
  synthesize(request: SpeechRequest): Promise<Speech>;
  /** Frees what the model holds (the flite worker); a later synthesis starts it again. */
  close(): Promise<void>;
}

export type SpeechModelFailure = 'timeout' | 'http' | 'aborted' | 'bad-response' | 'engine';

export class SpeechModelError extends Error {
  constructor(
    readonly failure: SpeechModelFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SpeechModelError';
  }
}

/** The error for a synthesis whose caller has gone (the user left the chat). */
export const speechAborted = () => new SpeechModelError('aborted', 'the voice is no longer wanted');
