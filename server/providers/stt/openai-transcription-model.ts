import { SpeechToTextError, type SpeechToText, type Transcript } from './speech-to-text';

export interface TranscriptionEndpoint {
  /** Up to and including `/v1` (`https://api.openai.com/v1`). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The longest wait for the whole answer. */
  timeoutMs: number;
}

/** File names the endpoint reads the format from (it sniffs the extension as much as the bytes). */
const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a', 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

/**
 * An OpenAI-compatible `POST /audio/transcriptions` (OpenAI, and local servers that copy it such as
 * faster-whisper-server or LocalAI): the clip as multipart `file`, the model, the language hint; the
 * answer's `text` (and `duration` in seconds, which whisper models add to a verbose answer).
 */
export class OpenAiTranscriptionModel implements SpeechToText {
  readonly name: string;

  constructor(private readonly endpoint: TranscriptionEndpoint) {
    this.name = `openai:${endpoint.model}`;
  }

  async transcribe(audio: Buffer, mime: string, options: { language?: string; signal?: AbortSignal } = {}): Promise<Transcript> {
    const signal = options.signal ?? new AbortController().signal;
    if (signal.aborted) throw new SpeechToTextError('aborted', 'the transcript is no longer wanted');
    const timeout = AbortSignal.timeout(this.endpoint.timeoutMs);
    const type = mime.split(';')[0]!.trim().toLowerCase();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(audio)], { type }), `voice.${EXTENSIONS[type] ?? 'bin'}`);
    form.set('model', this.endpoint.model);
    form.set('response_format', 'json');
    const language = options.language?.split('-')[0]?.toLowerCase();
    if (language && /^[a-z]{2}$/.test(language)) form.set('language', language);
    let body: unknown;
    try {
      const response = await fetch(`${this.endpoint.baseUrl}/audio/transcriptions`, {
        method: 'POST',
        headers: this.endpoint.apiKey ? { authorization: `Bearer ${this.endpoint.apiKey}` } : {},
        body: form,
        signal: AbortSignal.any([signal, timeout]),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new SpeechToTextError('http', `the transcription endpoint answered ${response.status}: ${detail}`, response.status);
      }
      body = await response.json().catch(() => {
        throw new SpeechToTextError('bad-response', 'the transcription endpoint answered with something other than JSON');
      });
    } catch (error) {
      if (signal.aborted) throw new SpeechToTextError('aborted', 'the transcript is no longer wanted');
      if (timeout.aborted) throw new SpeechToTextError('timeout', `the transcription endpoint did not answer in ${this.endpoint.timeoutMs} ms`);
      if (error instanceof SpeechToTextError) throw error;
      throw new SpeechToTextError('http', `could not reach the transcription endpoint: ${causeOf(error)}`);
    }
    const answer = body as { text?: unknown; duration?: unknown } | null;
    if (typeof answer?.text !== 'string') throw new SpeechToTextError('bad-response', 'the transcription endpoint answered without a text');
    const seconds = typeof answer.duration === 'number' && Number.isFinite(answer.duration) ? answer.duration : undefined;
    return { text: answer.text.trim(), ...(seconds !== undefined ? { durationMs: Math.round(seconds * 1000) } : {}) };
  }
}

const causeOf = (error: unknown) => (error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error));
