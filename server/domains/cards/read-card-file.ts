import { MAX_CARD_FILE_BYTES } from '@/lib/contracts/character-card';
import { cardError } from './card-error';
import { parseCardText } from './parse-card';
import type { ParsedCard } from './card-schema';
import { isPng, readPngTexts } from './png-chunks';
import { listZipEntries, readZipEntry, type ZipEntry } from './zip-entries';

export type CardContainer = 'json' | 'png' | 'charx';

/** A card read from a file, with the picture it carries (the PNG itself, a CHARX's icon). */
export interface CardFile {
  card: ParsedCard;
  container: CardContainer;
  picture?: Buffer;
}

/** card.json of a CHARX is text; a few MB is already a very large card. */
const MAX_CHARX_CARD_BYTES = 8 * 1024 * 1024;
const ZIP_SIGNATURE = 0x04034b50;

const base64Json = (text: string, keyword: string) => {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/=\s_-]*$/.test(trimmed)) throw cardError(`the PNG text ${keyword} is not base64`);
  return Buffer.from(trimmed, 'base64').toString('utf8');
};

/** A character card file: JSON, a PNG with `ccv3` (preferred) or `chara` text, or a CHARX zip. Told apart by bytes. */
export function readCardFile(bytes: Buffer): CardFile {
  if (bytes.length === 0) throw cardError('the file is empty');
  if (bytes.length > MAX_CARD_FILE_BYTES) throw cardError(`larger than ${MAX_CARD_FILE_BYTES / 1024 / 1024} MB`);
  if (isPng(bytes)) return readPngCard(bytes);
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_SIGNATURE) return readCharx(bytes);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (!text.trimStart().startsWith('{')) throw cardError('not a character card (send a .png, .json or .charx card)');
  return { card: parseCardText(text), container: 'json' };
}

function readPngCard(png: Buffer): CardFile {
  const texts = readPngTexts(png);
  const v3 = texts.get('ccv3');
  const v2 = texts.get('chara');
  if (v3 === undefined && v2 === undefined) throw cardError('the PNG carries no character card (no chara or ccv3 text)');
  const keyword = v3 !== undefined ? 'ccv3' : 'chara';
  return { card: parseCardText(base64Json((v3 ?? v2)!, keyword)), container: 'png', picture: png };
}

/** The icon a CHARX names (type icon, the one called main first), found by its embedded path. */
function iconEntry(card: ParsedCard, entries: Map<string, ZipEntry>): ZipEntry | undefined {
  const icons = (card.assets ?? []).filter((a) => a.type === 'icon');
  const main = icons.find((a) => a.name === 'main') ?? icons[0];
  // The spec spells the scheme "embeded://"; "embedded://" is accepted too.
  const path = main?.uri.match(/^embedd?ed:\/\/(.+)$/)?.[1];
  return path === undefined ? undefined : entries.get(path.replace(/^\/+/, ''));
}

function readCharx(zip: Buffer): CardFile {
  const entries = new Map(listZipEntries(zip).map((e) => [e.name, e]));
  const cardEntry = entries.get('card.json');
  if (!cardEntry) throw cardError('the CHARX has no card.json');
  const card = parseCardText(readZipEntry(zip, cardEntry, MAX_CHARX_CARD_BYTES).toString('utf8'));
  const icon = iconEntry(card, entries);
  return { card, container: 'charx', picture: icon && readZipEntry(zip, icon, MAX_CARD_FILE_BYTES) };
}
