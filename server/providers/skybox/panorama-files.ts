/** A painted or fetched picture made into the stored files: a seamless 2:1 WebP panorama and its preview. */
import sharp from 'sharp';
import type { SkyboxPalette } from '@/lib/contracts/skybox';
import { toHex, type SkyLight } from './skybox-light';
import type { SkyboxPicture } from './skybox-renderer';

/** The stored panorama, and the card-sized preview next to it (both 2:1). */
export const PANORAMA_SIZE = { width: 4096, height: 2048 } as const;
export const PREVIEW_SIZE = { width: 1024, height: 512 } as const;

/** Low effort: a 4096 px panorama at the default effort takes seconds longer for a few percent of bytes. */
const WEBP_OPTIONS = { quality: 84, effort: 2 } as const;

/** Columns (as a share of the width) cross-faded at the wrap, and rows eased to one colour at each pole. */
const SEAM_SHARE = 0.06;
const POLE_SHARE = 0.05;

export interface PanoramaFiles {
  panorama: Buffer;
  preview: Buffer;
}

/**
 * Encodes the panorama and its preview. A picture from elsewhere is first stretched to 2:1 and made to wrap:
 * its edges cross-faded with the picture turned half way round, its top and bottom rows eased to their mean.
 */
export async function panoramaFiles(picture: SkyboxPicture, size: { width: number; height: number } = PANORAMA_SIZE): Promise<PanoramaFiles> {
  let raw: Uint8Array;
  if ('raw' in picture && picture.width === size.width && picture.height === size.height) raw = picture.raw;
  else {
    const input = 'raw' in picture ? sharp(picture.raw, { raw: { width: picture.width, height: picture.height, channels: 3 } }) : sharp(picture.encoded);
    raw = await input.removeAlpha().resize(size.width, size.height, { fit: 'fill' }).raw().toBuffer();
    if (!('raw' in picture)) makeWrap(raw, size.width, size.height);
  }
  const image = () => sharp(raw, { raw: { width: size.width, height: size.height, channels: 3 } });
  const [panorama, preview] = await Promise.all([
    image().webp(WEBP_OPTIONS).toBuffer(),
    image().resize(PREVIEW_SIZE.width, PREVIEW_SIZE.height, { kernel: 'lanczos3' }).webp(WEBP_OPTIONS).toBuffer(),
  ]);
  return { panorama, preview };
}

/** In place: a seamless left/right wrap and uniform poles for a picture that was not painted as a sphere. */
export function makeWrap(rgb: Uint8Array, width: number, height: number): void {
  const source = Uint8Array.from(rgb);
  const band = Math.max(1, Math.round(width * SEAM_SHARE));
  const half = width / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const edge = Math.min(x + 0.5, width - x - 0.5) / band;
      if (edge >= 1) continue;
      // Near the edges the picture turned half way round shows instead: its middle columns meet seamlessly.
      const keep = edge * edge * (3 - 2 * edge);
      const o = (y * width + x) * 3;
      const p = (y * width + ((x + half) % width)) * 3;
      for (let c = 0; c < 3; c++) rgb[o + c] = Math.round(source[p + c]! + (source[o + c]! - source[p + c]!) * keep);
    }
  }
  const rows = Math.max(1, Math.round(height * POLE_SHARE));
  for (const [from, step] of [
    [0, 1],
    [height - 1, -1],
  ] as const) {
    const mean = [0, 0, 0];
    for (let x = 0; x < width; x++) for (let c = 0; c < 3; c++) mean[c]! += rgb[(from * width + x) * 3 + c]!;
    for (let c = 0; c < 3; c++) mean[c] = mean[c]! / width;
    for (let r = 0; r < rows; r++) {
      const y = from + r * step;
      const toward = 1 - r / rows;
      const t = toward * toward;
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) rgb[o + c] = Math.round(rgb[o + c]! + (mean[c]! - rgb[o + c]!) * t);
      }
    }
  }
}

/** The lights a stage takes from the scene so the avatar is lit like its surroundings. */
export function skyboxPalette(light: SkyLight): SkyboxPalette {
  return {
    zenith: toHex(light.zenith),
    horizon: toHex(light.horizon),
    ambient: toHex(light.ambient),
    sun: toHex(light.sunColor),
    sunDirection: [round(light.sun[0]), round(light.sun[1]), round(light.sun[2])],
    fog: round(light.fog),
  };
}

const round = (v: number) => Math.round(v * 1000) / 1000;
