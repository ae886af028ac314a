import { paintPanorama } from './skybox-painter';
import type { SkyboxPicture, SkyboxRenderer, SkyboxRequest } from './skybox-renderer';

/** Panorama width the painter draws at: 2:1, and enough for the stage's field of view on a large screen. */
export const PANORAMA_WIDTH = 4096;

/** The embedded default: paints the scene per pixel, offline, the same bytes for the same seed. */
export class ProceduralSkyboxRenderer implements SkyboxRenderer {
  readonly name = 'procedural';

  constructor(private readonly width = PANORAMA_WIDTH) {}

  async render({ scene, seed, signal, progress }: SkyboxRequest): Promise<SkyboxPicture> {
    const panorama = paintPanorama(scene, seed, this.width, { signal, progress });
    return { raw: panorama.rgb, width: panorama.width, height: panorama.height };
  }
}
