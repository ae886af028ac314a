/** Our stored pictures at the narrower widths pages ask for (`?w=`), made once and kept in memory. */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { BoundedCache } from '@/lib/bounded-cache';

/** Quality as the covers are drawn at; low encoder effort, since a narrower copy is made on a page's first request. */
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;

/** A narrower copy, or `undefined` when the stored picture should be sent as it is (no wider, or not readable as a picture). */
export type SizedImage = Buffer | undefined;

/**
 * Narrower WebP copies of pictures, kept in a least-recently-used cache bounded by bytes and keyed by the
 * picture's content (so a picture stored again under the same key is never answered with an old copy).
 * Concurrent requests for the same copy share one resize; resizing runs on libuv's pool, off the event loop.
 */
export class SizedImages {
  /** Copies by content and width; `null`: the picture is sent as it is. */
  private readonly kept;
  private readonly making = new Map<string, Promise<SizedImage>>();

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.kept = new BoundedCache<string, Buffer | null>({ maxEntries: 100_000, maxWeight: maxBytes, weigh: (copy) => copy?.length ?? 0 });
  }

  /** `picture` at most `width` pixels wide, as WebP; undefined when it is not wider than that already. */
  async at(picture: Buffer, width: number): Promise<SizedImage> {
    const key = `${createHash('sha1').update(picture).digest('base64url')}:${width}`;
    if (this.kept.has(key)) return this.kept.get(key) ?? undefined;
    const pending = this.making.get(key);
    if (pending) return pending;
    const made = resize(picture, width).finally(() => this.making.delete(key));
    this.making.set(key, made);
    const result = await made;
    this.kept.set(key, result ?? null);
    return result;
  }
}

async function resize(picture: Buffer, width: number): Promise<SizedImage> {
  try {
    const image = sharp(picture, { animated: false });
    const { width: own } = await image.metadata();
    if (!own || own <= width) return undefined;
    return await image.resize({ width }).webp(WEBP_OPTIONS).toBuffer();
  } catch {
    // Not a picture sharp can read: the stored bytes are sent as they are, as they would be without `?w=`.
    return undefined;
  }
}
