import { cardError } from './card-error';
import { inflateCapped } from './inflate-capped';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A CHARX holds a card and its assets: more entries than this is not a card. */
const MAX_ZIP_ENTRIES = 4_000;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * A zip's entries from its central directory (no ZIP64: a card is far below 4 GB). Only names and sizes are read;
 * `readZipEntry` unpacks one, capped.
 */
export function listZipEntries(zip: Buffer): ZipEntry[] {
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw cardError('not a CHARX (zip) file, or a truncated one');
  const count = zip.readUInt16LE(eocd + 10);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count > MAX_ZIP_ENTRIES) throw cardError(`the CHARX has more than ${MAX_ZIP_ENTRIES} files`);
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw cardError('the CHARX (zip) directory is damaged');
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > zip.length) throw cardError('the CHARX (zip) directory is damaged');
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/** One entry's bytes, at most `cap` of them whatever its header claims (stored or deflated only). */
export function readZipEntry(zip: Buffer, entry: ZipEntry, cap: number): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw cardError(`the CHARX entry ${entry.name} is damaged`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw cardError(`the CHARX entry ${entry.name} runs past the end of the file`);
  const data = zip.subarray(start, end);
  if (entry.method === 0) {
    if (data.length > cap) throw cardError(`${entry.name} is larger than ${cap} bytes`);
    return data;
  }
  if (entry.method === 8) return inflateCapped(data, cap, entry.name, true);
  throw cardError(`the CHARX entry ${entry.name} uses a compression KOKO does not read (method ${entry.method})`);
}
