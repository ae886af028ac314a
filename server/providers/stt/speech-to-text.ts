/** What a transcription gives back: the words, and how long the clip ran when the endpoint says. */
export interface Transcript {
  text: string;
  durationMs?: number;
}

/**
 * Speech to text for voice messages (DESIGN §5): an OpenAI-compatible `/audio/transcriptions` by
 * configuration. Without one the server has no transcriber and uses the words the client heard (the
 * browser's Web Speech API, the native wrapper's speech recognizer).
 */
export interface SpeechToText {
  readonly name: string;
  /** `language` is a BCP 47 tag (en-US) or a bare ISO 639-1 code; a hint, never a filter. */
  transcribe(audio: Buffer, mime: string, options?: { language?: string; signal?: AbortSignal }): Promise<Transcript>;
}

export type SpeechToTextFailure = 'timeout' | 'http' | 'aborted' | 'bad-response';

export class SpeechToTextError extends Error {
  constructor(
    readonly failure: SpeechToTextFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SpeechToTextError';
  }
}
