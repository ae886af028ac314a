import { inflateRawSync, inflateSync } from 'node:zlib';
import { cardError } from './card-error';

/**
 * Inflates at most `cap` bytes: a small compressed chunk or zip entry that unpacks to gigabytes (a bomb) stops
 * at the cap instead of filling memory. `raw` is a zip entry's deflate stream; otherwise a zlib stream (PNG).
 */
export function inflateCapped(data: Uint8Array, cap: number, what: string, raw = false): Buffer {
  try {
    return raw ? inflateRawSync(data, { maxOutputLength: cap }) : inflateSync(data, { maxOutputLength: cap });
  } catch (error) {
    if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw cardError(`${what} unpacks to more than ${cap} bytes`);
    throw cardError(`${what} is not valid compressed data`);
  }
}
