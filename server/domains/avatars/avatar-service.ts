import { createHash } from 'node:crypto';
import { MAX_VRM_BYTES, type AvatarAsset, type RoleStage } from '@/lib/contracts/avatar-asset';
import { skyboxPaletteSchema } from '@/lib/contracts/skybox';
import { avatarLookFrom, type AvatarGender } from '@/lib/avatar/look';
import { propertyResourceSchema } from '@/lib/contracts/property';
import { resourceAvatarLook } from '@/lib/create/preview-source';
import { validateVrm } from '@/lib/avatar/vrm/validate';
import { ApiError, ErrorCode } from '@/server/errors';
import type { MediaStore } from '@/server/providers/media/media-store';
import { mediaUrl } from '@/server/providers/media/media-url';
import type { AvatarRepository } from './avatar-repository';


/** Seed §4 asset status: an upload is usable at once. */
const PUBLISHED = 10;
const MAX_NAME = 60;
const GENDERS = new Set<AvatarGender>(['female', 'male', 'non']);

const ownPrefix = (userId: number) => `avatars/u${userId}/`;

/**
 * Avatars (seed §9 asset type 1): VRM files a user uploads, checked by their bytes before anything is
 * stored (DESIGN §6), and the stage a role is shown on (its character and its space).
 */
export class AvatarService {
  constructor(
    private readonly deps: {
      repository: AvatarRepository;
      media: MediaStore;
    },
  ) {}

  async upload(userId: number, bytes: Buffer, name?: string): Promise<AvatarAsset> {
    if (bytes.length === 0) throw new ApiError(ErrorCode.InvalidParams, 'file: the file is empty');
    if (bytes.length > MAX_VRM_BYTES) throw new ApiError(ErrorCode.PayloadTooLarge, `file: an avatar may be at most ${MAX_VRM_BYTES / 1024 / 1024} MB`);
    const check = validateVrm(bytes, MAX_VRM_BYTES);
    if (!check.ok) throw new ApiError(ErrorCode.UnsupportedMediaType, `file: not a usable VRM avatar (${check.message})`);
    // Named by content: the same file uploaded twice is stored once.
    const key = `${ownPrefix(userId)}${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.vrm`;
    await this.deps.media.put(key, bytes);
    const title = (name?.trim() || check.title?.trim() || 'Avatar').slice(0, MAX_NAME);
    const vrmVersion = check.specVersion === '1' ? 1 : 0;
    const row = await this.deps.repository.insert(userId, title, { url: mediaUrl(key), key, vrmVersion, bytes: bytes.length, modelType: 2 }, PUBLISHED);
    return toAsset(row);
  }

  async list(userId: number): Promise<AvatarAsset[]> {
    return (await this.deps.repository.listOwned(userId)).map(toAsset);
  }

  /**
   * A role's character (its VRM avatar, else the procedural one) and space. The procedural character is drawn from
   * the look its portrait was painted from: the avatar its author chose (a generated one keeps its look and seed), else
   * the role's own look.
   */
  async roleStage(roleId: number): Promise<RoleStage | undefined> {
    const role = await this.deps.repository.roleLooks(roleId);
    if (!role) return undefined;
    const seed = role.slug ?? `role-${roleId}`;
    const chosen = role.avatarResource ? resourceAvatarLook(propertyResourceSchema.parse(role.avatarResource), seed) : null;
    const chosenLook = chosen ? (role.avatarResource!.look as { backdrop?: unknown }) : null;
    const source = (chosenLook ?? role.look ?? null) as { backdrop?: unknown } | null;
    const gender = GENDERS.has(role.gender as AvatarGender) ? (role.gender as AvatarGender) : undefined;
    return {
      roleId,
      vrmUrl: role.avatarUrl,
      look: chosen ?? avatarLookFrom(source, seed, gender),
      skybox: role.skyboxUrl,
      // A generated space keeps its palette in its resource; an uploaded picture has none.
      skyboxLight: role.skyboxUrl ? (skyboxPaletteSchema.safeParse(role.skyboxPalette).data ?? null) : null,
      backdrop: typeof source?.backdrop === 'string' ? source.backdrop : null,
      seed,
    };
  }
}

function toAsset(row: { id: number; name: string; status: number; resource: Record<string, unknown>; createdAt: Date }): AvatarAsset {
  return {
    id: row.id,
    name: row.name,
    url: String(row.resource.url ?? ''),
    vrmVersion: row.resource.vrmVersion === 0 ? 0 : 1,
    bytes: Number(row.resource.bytes ?? 0),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
