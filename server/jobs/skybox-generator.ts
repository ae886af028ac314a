/** The space (skybox) generator: a prompt's scene painted as a 2:1 panorama, with the lights a stage needs. */
import { skyboxInputSchema, type SkyboxInput } from '@/lib/contracts/skybox';
import type { Env } from '@/server/env';
import { createSkyboxRenderer } from '@/server/providers/skybox/create-skybox-renderer';
import { PANORAMA_SIZE, panoramaFiles, skyboxPalette } from '@/server/providers/skybox/panorama-files';
import { sceneLight } from '@/server/providers/skybox/skybox-painter';
import type { SkyboxRenderer } from '@/server/providers/skybox/skybox-renderer';
import { understandPrompt } from '@/server/providers/skybox/skybox-scene';
import type { Generator, GeneratorResult } from './generator';

/** Seed §4 task filter codes for the steps: 11 drawing, 13 packing. */
const STEP_DRAWING = 11;
const STEP_PACKING = 13;

/** File names, and the resource fields the engine stores their URLs under (seed §3 Asset: url, cardUrl). */
export const PANORAMA_FILE = 'panorama.webp';
export const PREVIEW_FILE = 'preview.webp';

export function skyboxGenerator(renderer: SkyboxRenderer): Generator<SkyboxInput> {
  return {
    kind: 'skybox',
    input: skyboxInputSchema,
    cpuHeavy: true,
    async run(input, ctx): Promise<GeneratorResult> {
      const scene = understandPrompt(input);
      ctx.progress(2, STEP_DRAWING);
      const picture = await renderer.render({
        prompt: input.prompt,
        scene,
        seed: ctx.seed,
        signal: ctx.signal,
        progress: (fraction) => ctx.progress(Math.round(2 + fraction * 83), STEP_DRAWING),
      });
      ctx.signal.throwIfAborted();
      ctx.progress(86, STEP_PACKING);
      const files = await panoramaFiles(picture);
      ctx.progress(100, STEP_PACKING);
      return {
        files: [
          { name: PANORAMA_FILE, contentType: 'image/webp', bytes: files.panorama },
          { name: PREVIEW_FILE, contentType: 'image/webp', bytes: files.preview },
        ],
        resource: { ...scene, palette: skyboxPalette(sceneLight(scene, ctx.seed)), prompt: input.prompt, width: PANORAMA_SIZE.width, height: PANORAMA_SIZE.height, painter: renderer.name },
        fileFields: { [PANORAMA_FILE]: 'url', [PREVIEW_FILE]: 'cardUrl' },
      };
    },
  };
}

/** The generator the configuration asks for (the table in generators.ts erases its input type). */
export const createSkyboxGenerator = (env: Env) => skyboxGenerator(createSkyboxRenderer(env.skybox));
