import type { SttSettings } from '@/server/env';
import { OpenAiTranscriptionModel } from './openai-transcription-model';
import type { SpeechToText } from './speech-to-text';

/** The transcriber the configuration asks for; undefined without one, and the client's words are used. */
export function createSpeechToText(settings: SttSettings): SpeechToText | undefined {
  if (!settings.baseUrl) return undefined;
  return new OpenAiTranscriptionModel({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.model, timeoutMs: settings.timeoutMs });
}
