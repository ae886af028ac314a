import { crc32 } from 'node:zlib';
import { MAX_CARD_FILE_BYTES } from '@/lib/contracts/character-card';
import { cardError } from './card-error';
import { inflateCapped } from './inflate-capped';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const isPng = (bytes: Uint8Array) => bytes.length >= 8 && PNG_SIGNATURE.equals(bytes.subarray(0, 8));

/** The text chunks (tEXt, zTXt, iTXt) of a PNG by keyword, the first of each keyword winning. */
export type PngTexts = Map<string, string>;

const TEXT_TYPES = new Set(['tEXt', 'zTXt', 'iTXt']);

/**
 * Reads a PNG's text chunks with its own chunk walk: every chunk's length is checked against the file and its CRC
 * against its bytes, the file must end with IEND, and compressed text inflates to at most the card file cap.
 */
export function readPngTexts(png: Buffer): PngTexts {
  if (!isPng(png)) throw cardError('not a PNG file (its signature is wrong)');
  const texts: PngTexts = new Map();
  let at = 8;
  while (at < png.length) {
    if (at + 12 > png.length) throw cardError('the PNG is cut short (a chunk header runs past the end)');
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) throw cardError(`the PNG has a broken chunk at byte ${at}`);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > png.length) throw cardError(`the PNG is cut short (chunk ${type} runs past the end)`);
    const body = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(at + 8 + length)) throw cardError(`the PNG chunk ${type} fails its CRC check (the file is damaged)`);
    if (type === 'IEND') return texts;
    if (TEXT_TYPES.has(type)) {
      const text = readTextChunk(type, body);
      if (text && !texts.has(text.keyword)) texts.set(text.keyword, text.value);
    }
    at = end;
  }
  throw cardError('the PNG is cut short (it has no IEND chunk)');
}

function readTextChunk(type: string, body: Buffer): { keyword: string; value: string } | undefined {
  const nul = body.indexOf(0);
  if (nul < 1 || nul > 79) return undefined;
  const keyword = body.toString('latin1', 0, nul);
  if (type === 'tEXt') return { keyword, value: body.toString('latin1', nul + 1) };
  if (type === 'zTXt') return { keyword, value: inflateCapped(body.subarray(nul + 2), MAX_CARD_FILE_BYTES, `the PNG text ${keyword}`).toString('latin1') };
  // iTXt: keyword, compression flag and method, language tag, translated keyword, then UTF-8 text.
  const compressed = body[nul + 1] === 1;
  const language = body.indexOf(0, nul + 3);
  const translated = language < 0 ? -1 : body.indexOf(0, language + 1);
  if (translated < 0) return undefined;
  const text = body.subarray(translated + 1);
  return { keyword, value: (compressed ? inflateCapped(text, MAX_CARD_FILE_BYTES, `the PNG text ${keyword}`) : text).toString('utf8') };
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * The PNG with these tEXt chunks (keyword → Latin-1 text, base64 for cards) put just before IEND, replacing any text
 * chunk of the same keyword it had.
 */
export function writePngTexts(png: Buffer, texts: Record<string, string>): Buffer {
  if (!isPng(png)) throw new Error('writePngTexts: not a PNG');
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const whole = png.subarray(at, at + 12 + length);
    at += 12 + length;
    if (type === 'IEND') break;
    if (TEXT_TYPES.has(type)) {
      const body = whole.subarray(8, 8 + length);
      const keyword = body.toString('latin1', 0, Math.max(0, body.indexOf(0)));
      if (keyword in texts) continue;
    }
    kept.push(whole);
  }
  for (const [keyword, value] of Object.entries(texts)) kept.push(chunk('tEXt', Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(value, 'latin1')])));
  kept.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(kept);
}
