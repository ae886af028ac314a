import type { TtsSettings } from '@/server/env';
import { FliteSpeechModel } from './flite-speech-model';
import { OpenAiSpeechModel } from './openai-speech-model';
import type { SpeechModel } from './speech-model';

/** The voice the configuration asks for: an OpenAI-compatible `/audio/speech` when a base URL is set, else flite. */
export function createSpeechModel(settings: TtsSettings): SpeechModel {
  if (settings.baseUrl) return new OpenAiSpeechModel({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.model });
  return new FliteSpeechModel();
}
