import type { LlmSettings } from '@/server/env';
import type { ChatModel } from './chat-model';
import { OpenAiChatModel } from './openai/openai-chat-model';
import { PersonaEngine } from './persona/persona-engine';

/** The chat model the configuration asks for: an OpenAI-compatible endpoint when a base URL is set, else the offline persona engine. */
export function createChatModel(settings: LlmSettings): ChatModel {
  if (settings.baseUrl) return new OpenAiChatModel({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.model, timeoutMs: settings.timeoutMs });
  return new PersonaEngine();
}
