/** Rasterises procedural cover art to WebP for storage and serving. */
import sharp from 'sharp';
import type { StoredLook } from '@/lib/look/look-model';
import { BANNER_VIEW_WIDTH, COVER_VIEW_WIDTH, renderBannerSvg, renderCoverSvg } from './cover-svg';

/**
 * Low encoder effort: covers are small either way (about 30 KB at 720px), and the default
 * effort would spend more time compressing than drawing, breaking the ~100 ms render budget.
 */
const WEBP_OPTIONS = { quality: 82, effort: 1 } as const;

/**
 * Renders the vector art directly at the target size (via density) instead of scaling a
 * bitmap, so large covers stay crisp; the resize only pins exact pixel dimensions.
 */
async function rasterise(svg: string, viewWidth: number, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * width) / viewWidth })
    .resize(width, height, { fit: 'fill' })
    .webp(WEBP_OPTIONS)
    .toBuffer();
}

/** Widths outside this range are a caller bug; huge ones would also exhaust memory. */
const MIN_WIDTH = 16;
const MAX_WIDTH = 4096;

function pixelWidth(width: number): number {
  const size = Math.round(width);
  if (!(size >= MIN_WIDTH && size <= MAX_WIDTH)) {
    throw new RangeError(`cover width must be ${MIN_WIDTH}-${MAX_WIDTH} px, got ${width}`);
  }
  return size;
}

/** Portrait cover, 3:4, `width` pixels wide. */
export async function renderCoverWebp(look: StoredLook, seed: string, width = 720): Promise<Buffer> {
  const size = pixelWidth(width);
  return rasterise(renderCoverSvg(look, seed), COVER_VIEW_WIDTH, size, Math.round((size * 4) / 3));
}

/** Wide banner, 5:2, `width` pixels wide. */
export async function renderBannerWebp(look: StoredLook, seed: string, width = 1200): Promise<Buffer> {
  const size = pixelWidth(width);
  return rasterise(renderBannerSvg(look, seed), BANNER_VIEW_WIDTH, size, Math.round((size * 2) / 5));
}

/** Square profile picture: the head and shoulders of a portrait cover, `size` pixels. */
export async function renderAvatarWebp(look: StoredLook, seed: string, size = 256): Promise<Buffer> {
  const side = pixelWidth(size);
  const width = Math.round(side * 1.5);
  const portrait = await sharp(Buffer.from(renderCoverSvg(look, seed)), { density: (72 * width) / COVER_VIEW_WIDTH })
    .resize(width, Math.round((width * 4) / 3), { fit: 'fill' })
    .png()
    .toBuffer();
  const crop = Math.round(width * 0.62);
  return sharp(portrait)
    .extract({ left: Math.round((width - crop) / 2 - width * 0.04), top: Math.round(width * 0.12), width: crop, height: crop })
    .resize(side, side)
    .webp(WEBP_OPTIONS)
    .toBuffer();
}
