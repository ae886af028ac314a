import type { LlmSettings } from '@/server/env';
import type { Logger } from '@/server/log';
import type { CharacterWriter } from './character-writer';
import { ModelCharacterWriter } from './model-writer';
import { OfflineCharacterWriter } from './offline-writer';

/** The writer the configuration asks for: the chat model's endpoint when a base URL is set (KOKO_LLM_BASE_URL), else the offline writer. */
export function createCharacterWriter(settings: LlmSettings, log?: Logger): CharacterWriter {
  if (settings.baseUrl) return new ModelCharacterWriter({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.model, timeoutMs: settings.timeoutMs }, log);
  return new OfflineCharacterWriter();
}
