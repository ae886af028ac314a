import type { SkyboxScene } from './skybox-scene';
import { SkyboxRendererError, type SkyboxPicture, type SkyboxRenderer, type SkyboxRequest } from './skybox-renderer';

export interface ImagesEndpoint {
  /** Up to and including `/v1`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** `WIDTHxHEIGHT`, the endpoint's widest landscape size. */
  size: string;
  timeoutMs?: number;
}

/** Image models take tens of seconds for a large picture; a local server on CPU can take minutes. */
const TIMEOUT_MS = 180_000;

/** What the endpoint is asked for: the person's words, and what makes the picture usable around an avatar. */
export function panoramaPrompt(prompt: string, scene: SkyboxScene): string {
  return `A seamless 360-degree equirectangular panorama, 2:1, viewed from eye height, horizon across the middle, no people, no text: ${prompt}. (${scene.setting}, ${scene.timeOfDay}, ${scene.weather})`;
}

/**
 * An OpenAI-compatible `POST /images/generations`. The answer may carry the picture as `b64_json` or as a
 * `url` to fetch; either way the generator fits it to a seamless 2:1 panorama afterwards.
 */
export class OpenAiSkyboxRenderer implements SkyboxRenderer {
  readonly name: string;

  constructor(private readonly endpoint: ImagesEndpoint) {
    this.name = `openai:${endpoint.model}`;
  }

  async render({ prompt, scene, signal, progress }: SkyboxRequest): Promise<SkyboxPicture> {
    const { apiKey, baseUrl, model, size } = this.endpoint;
    const timeout = AbortSignal.timeout(this.endpoint.timeoutMs ?? TIMEOUT_MS);
    const both = AbortSignal.any([signal, timeout]);
    try {
      const response = await fetch(`${baseUrl}/images/generations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ model, prompt: panoramaPrompt(prompt, scene), n: 1, size }),
        signal: both,
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new SkyboxRendererError('http', `the images endpoint answered ${response.status}: ${detail}`);
      }
      progress(0.7);
      const body = (await response.json().catch(() => null)) as { data?: { b64_json?: unknown; url?: unknown }[] } | null;
      const first = body?.data?.[0];
      if (typeof first?.b64_json === 'string' && first.b64_json) return { encoded: Buffer.from(first.b64_json, 'base64') };
      if (typeof first?.url === 'string' && /^https?:\/\//.test(first.url)) {
        const picture = await fetch(first.url, { signal: both });
        if (!picture.ok) throw new SkyboxRendererError('http', `the picture's address answered ${picture.status}`);
        return { encoded: Buffer.from(await picture.arrayBuffer()) };
      }
      throw new SkyboxRendererError('bad-response', 'the images endpoint answered without a picture (no b64_json or url)');
    } catch (error) {
      if (signal.aborted) throw new SkyboxRendererError('aborted', 'the generation was cancelled');
      if (timeout.aborted) throw new SkyboxRendererError('timeout', 'the images endpoint did not answer in time');
      if (error instanceof SkyboxRendererError) throw error;
      throw new SkyboxRendererError('http', `could not reach the images endpoint: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`);
    }
  }
}
