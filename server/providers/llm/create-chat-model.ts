import type { LlmSettings } from '@/server/env';
import type { Logger } from '@/server/log';
import type { ChatModel } from './chat-model';
import { LocalChatModel } from './local/local-chat-model';
import { LocalRuntime } from './local/local-runtime';
import { modelToServe } from './local/model-files';
import { OpenAiChatModel } from './openai/openai-chat-model';
import { PersonaEngine } from './persona/persona-engine';

/**
 * The chat model the configuration asks for: an OpenAI-compatible endpoint when a base URL is set, else a `.gguf`
 * model in the data folder's models (loaded on the first reply), else the offline persona engine.
 */
export function createChatModel(settings: LlmSettings, log?: Logger): ChatModel {
  if (settings.baseUrl) return new OpenAiChatModel({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.model, timeoutMs: settings.timeoutMs });
  const file = modelToServe(settings.local.modelsDir);
  if (file) {
    const { sequences, contextSize, threads, gpu, queue, maxTokens } = settings.local;
    return new LocalChatModel(new LocalRuntime({ file, sequences, contextSize, threads, gpu, log }), { queue, maxTokens, timeoutMs: settings.timeoutMs });
  }
  return new PersonaEngine();
}
