import type { SkyboxSettings } from '@/server/env';
import { OpenAiSkyboxRenderer } from './openai-skybox-renderer';
import { ProceduralSkyboxRenderer } from './procedural-skybox-renderer';
import type { SkyboxRenderer } from './skybox-renderer';

/** The painter the configuration asks for: an OpenAI-compatible images endpoint when a base URL is set, else the procedural one. */
export function createSkyboxRenderer(settings: SkyboxSettings): SkyboxRenderer {
  if (settings.baseUrl) return new OpenAiSkyboxRenderer({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.model, size: settings.size });
  return new ProceduralSkyboxRenderer();
}
