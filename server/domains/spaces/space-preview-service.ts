import sharp from 'sharp';
import type { SkyboxInput, SkyboxTextPreview } from '@/lib/contracts/skybox';
import { hashString } from '@/lib/seeded-random';
import { skyboxPalette } from '@/server/providers/skybox/panorama-files';
import { paintPanorama } from '@/server/providers/skybox/skybox-painter';
import { understandPrompt } from '@/server/providers/skybox/skybox-scene';

/** Wide enough to recognise the scene, small enough to paint in a few milliseconds on the request. */
const PREVIEW_WIDTH = 256;

/** `app/skybox/textPreview`: what a space prompt is understood as, and a small picture of it, before anything is generated. */
export class SpacePreviewService {
  async textPreview(input: SkyboxInput): Promise<SkyboxTextPreview> {
    const scene = understandPrompt(input);
    // The same words preview the same picture.
    const panorama = paintPanorama(scene, hashString(input.prompt), PREVIEW_WIDTH);
    const webp = await sharp(panorama.rgb, { raw: { width: panorama.width, height: panorama.height, channels: 3 } }).webp({ quality: 70, effort: 2 }).toBuffer();
    return { ...scene, palette: skyboxPalette(panorama.light), preview: `data:image/webp;base64,${webp.toString('base64')}` };
  }
}
