import sharp from 'sharp';
import { alternateGreetingsOfCharacter, lorebookOfCharacter, type CardExportFormat, type ImportedCharacter } from '@/lib/contracts/character-card';
import type { Audience } from '@/server/domains/roles/role-filters';
import type { RoleService } from '@/server/domains/roles/role-service';
import type { CoverService } from '@/server/domains/media/cover-service';
import type { MediaStore } from '@/server/providers/media/media-store';
import { MEDIA_PATH } from '@/server/providers/media/media-url';
import { cardToRole } from './card-to-role';
import { writePngTexts } from './png-chunks';
import { readCardFile } from './read-card-file';
import { cardFileName, roleToV2Card, roleToV3Card, type CardRole } from './role-to-card';

/** The preview of a card's picture: wide enough for the import page, small enough to send back as a data URL. */
const PREVIEW_WIDTH = 768;
/** A card picture larger than this many pixels is not decoded (sharp's own cap is far higher). */
const MAX_PICTURE_PIXELS = 40_000_000;
const ROLE_COVER_KEY = /^covers\/([a-z0-9][a-z0-9-]*)\.webp$/;

/** A card file to download. */
export interface CardDownload {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** The card's picture as a WebP data URL, or null when it has none or it is not a picture sharp reads. */
async function previewOf(picture: Buffer | undefined): Promise<string | null> {
  if (!picture) return null;
  try {
    const webp = await sharp(picture, { limitInputPixels: MAX_PICTURE_PIXELS }).resize({ width: PREVIEW_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    return `data:image/webp;base64,${webp.toString('base64')}`;
  } catch {
    return null;
  }
}

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** Character cards in and out: SillyTavern / RisuAI cards read into role fields, and roles written as cards. */
export class CardService {
  constructor(private readonly deps: { roles: RoleService; covers: CoverService; media: MediaStore }) {}

  /** app/character/readCard: the card read into role fields, with its picture; nothing is stored. */
  async read(bytes: Buffer): Promise<ImportedCharacter> {
    const { card, container, picture } = readCardFile(bytes);
    return cardToRole(card, container, await previewOf(picture));
  }

  /** app/character/exportCard: a role the audience may see, as a v3 card JSON or a PNG carrying a v2 and a v3 card. */
  async export(roleId: number, audience: Audience, format: CardExportFormat): Promise<CardDownload> {
    const { role, character } = await this.deps.roles.getWithCharacter(roleId, audience);
    const source: CardRole = { role, lorebook: lorebookOfCharacter(character), alternateGreetings: alternateGreetingsOfCharacter(character) };
    const now = Math.floor(Date.now() / 1000);
    if (format === 'json') return { fileName: cardFileName(role.roleName, 'json'), contentType: 'application/json', body: Buffer.from(JSON.stringify(roleToV3Card(source, now), null, 2), 'utf8') };
    const v3 = roleToV3Card(source, now, true);
    const png = await sharp(await this.coverOf(role.roleCover, roleId), { limitInputPixels: MAX_PICTURE_PIXELS }).png().toBuffer();
    // Both chunks: SillyTavern reads chara (v2), RisuAI and newer readers prefer ccv3.
    return { fileName: cardFileName(role.roleName, 'png'), contentType: 'image/png', body: writePngTexts(png, { chara: base64Json(roleToV2Card(source)), ccv3: base64Json(v3) }) };
  }

  /** The role's cover from the media store (a starter cover is drawn if never stored); a plain card without one. */
  private async coverOf(coverUrl: string | null, roleId: number): Promise<Buffer> {
    const key = coverUrl?.startsWith(`${MEDIA_PATH}/`) ? coverUrl.slice(MEDIA_PATH.length + 1) : undefined;
    const slug = key && ROLE_COVER_KEY.exec(key)?.[1];
    const stored = slug ? await this.deps.covers.readOrRenderRoleCover(slug) : key ? await this.deps.media.get(key) : undefined;
    if (stored) return stored;
    const shade = 40 + ((roleId * 37) % 60);
    return sharp({ create: { width: 512, height: 768, channels: 3, background: { r: shade, g: 60, b: 110 - (shade >> 1) } } })
      .png()
      .toBuffer();
  }
}
