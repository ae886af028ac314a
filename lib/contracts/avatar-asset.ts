import { z } from 'zod';
import type { SkyboxPalette } from './skybox';

/** A VRM upload is at most this large (a detailed VRM 1.0 character is 10–30 MB): the validator's limit. */
export { VRM_MAX_BYTES as MAX_VRM_BYTES } from '@/lib/avatar/vrm/validate';

/** A user's uploaded avatar (an asset of kind 'avatar', seed §9 asset type 1, model type 2 GLB). */
export const avatarAssetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Where the VRM file is served (the media route). */
  url: z.string(),
  /** 0 for VRM 0.x files, 1 for VRM 1.0. */
  vrmVersion: z.union([z.literal(0), z.literal(1)]),
  bytes: z.number().int(),
  /** Seed §4 asset status: 10 published. */
  status: z.number().int(),
  createdAt: z.string(),
});
export type AvatarAsset = z.infer<typeof avatarAssetSchema>;

/** What the chat and preview pages stage for a role: its character and its space. */
export interface RoleStage {
  roleId: number;
  /** The role's VRM avatar asset, when it has one; else the procedural character from `look`. */
  vrmUrl: string | null;
  /** The procedural character's parameters (lib/avatar/look.ts AvatarLook). */
  look: unknown;
  /** An equirectangular skybox image, when the role has one. */
  skybox: string | null;
  /** The light of a generated space (its sky, sun and ambient colours) so the avatar is lit to match; null otherwise. */
  skyboxLight: SkyboxPalette | null;
  /** The portrait's backdrop (sunset, neon…), the mood of the procedural sky. */
  backdrop: string | null;
  /** Seeds the procedural sky. */
  seed: string;
}

/** An avatar asset's 3D model file: an uploaded VRM's `url`, or a generated avatar's `modelUrl`; null for a look only. */
export function modelFileOf(resource: Record<string, unknown> | undefined): string | null {
  for (const key of ['url', 'modelUrl']) {
    const value = resource?.[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}
