import sharp from 'sharp';

/** A portrait cover is 3:4 at this width. */
export const COVER_WIDTH = 720;
export const COVER_HEIGHT = (COVER_WIDTH * 4) / 3;
/** An uploaded image may be this large before decoding. */
export const MAX_COVER_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;

/** Why an image cannot become a cover, in words a person can act on. */
export class CoverImageError extends Error {}

/**
 * An image someone brought (an upload, a character card's picture) as a cover: known by its bytes, not its name,
 * and re-encoded to the cover's size as WebP, so whatever else the file carried (text chunks, metadata) is dropped.
 */
export async function reencodeCover(bytes: Buffer): Promise<Uint8Array> {
  if (bytes.length === 0 || bytes.length > MAX_COVER_UPLOAD_BYTES) throw new CoverImageError(`the image must be at most ${MAX_COVER_UPLOAD_BYTES / 1024 / 1024} MB`);
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => undefined);
  if (!meta || !['png', 'jpeg', 'webp'].includes(meta.format ?? '')) throw new CoverImageError('the file is not a PNG, JPEG or WebP image');
  const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
  return new Uint8Array(out);
}
