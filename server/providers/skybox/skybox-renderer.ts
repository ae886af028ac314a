/** The space generator's provider: turns a prompt and the scene it names into a panorama picture. */
import type { SkyboxScene } from './skybox-scene';

export interface SkyboxRequest {
  prompt: string;
  scene: SkyboxScene;
  seed: number;
  signal: AbortSignal;
  /** 0–1 of the drawing done. */
  progress(fraction: number): void;
}

/** A picture sharp can read: encoded bytes, or raw RGB with its size. */
export type SkyboxPicture = { encoded: Buffer } | { raw: Uint8Array; width: number; height: number };

export interface SkyboxRenderer {
  /** `procedural`, or `openai:<model>`; kept in the asset's resource. */
  readonly name: string;
  render(request: SkyboxRequest): Promise<SkyboxPicture>;
}

export class SkyboxRendererError extends Error {
  constructor(
    readonly failure: 'http' | 'timeout' | 'bad-response' | 'aborted',
    message: string,
  ) {
    super(message);
    this.name = 'SkyboxRendererError';
  }
}
