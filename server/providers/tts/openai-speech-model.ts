import { mp3DurationMs } from './mp3-duration';
import { openAiVoiceFor } from './role-voice';
import { speechAborted, SpeechModelError, type Speech, type SpeechModel, type SpeechRequest } from './speech-model';

export interface SpeechEndpoint {
  /** Up to and including `/v1` (`https://api.openai.com/v1`). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The longest wait for the whole answer. */
  timeoutMs?: number;
}

/** Speech of a long reply takes a few seconds at most on the hosted APIs; a local server on CPU may take longer. */
const TIMEOUT_MS = 30_000;

/**
 * An OpenAI-compatible `POST /audio/speech` (OpenAI, and local servers that copy it). The answer is
 * MP3 without phoneme timings, so the client moves the avatar's mouth with the audio's loudness instead.
 */
export class OpenAiSpeechModel implements SpeechModel {
  readonly name: string;

  constructor(private readonly endpoint: SpeechEndpoint) {
    this.name = `openai:${endpoint.model}`;
  }

  async synthesize({ text, voice, signal }: SpeechRequest): Promise<Speech> {
    if (signal.aborted) throw speechAborted();
    const timeout = AbortSignal.timeout(this.endpoint.timeoutMs ?? TIMEOUT_MS);
    const { apiKey, baseUrl, model } = this.endpoint;
    let audio: Buffer;
    try {
      const response = await fetch(`${baseUrl}/audio/speech`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ model, input: text, ...openAiVoiceFor(voice), response_format: 'mp3' }),
        signal: AbortSignal.any([signal, timeout]),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new SpeechModelError('http', `the voice endpoint answered ${response.status}: ${detail}`, response.status);
      }
      audio = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (signal.aborted) throw speechAborted();
      if (timeout.aborted) throw new SpeechModelError('timeout', 'the voice endpoint did not answer in time');
      if (error instanceof SpeechModelError) throw error;
      throw new SpeechModelError('http', `could not reach the voice endpoint: ${causeOf(error)}`);
    }
    const durationMs = mp3DurationMs(audio);
    if (durationMs === undefined) throw new SpeechModelError('bad-response', 'the voice endpoint answered with something other than MP3');
    return { audio, mimeType: 'audio/mpeg', durationMs };
  }

  async close(): Promise<void> {}
}

const causeOf = (error: unknown) => (error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error));
