import { AssetStatus, TaskState, type PropertyResource, type PropertyTask } from '@/lib/contracts/property';
import { avatarLookFrom, parseAvatarLook, type AvatarLook } from '@/lib/avatar/look';
import type { PreviewKind } from './generator-kinds';

/**
 * The file a finished asset's preview plays, from its resource (seed §3 Asset): null when the resource lacks
 * it, which the page says as 'Missing file, please regenerate.' (seed §5).
 */
export function previewSource(preview: PreviewKind, resource: PropertyResource): string | null {
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
  switch (preview) {
    case 'image':
    case 'panorama':
      return text(resource.cardUrl);
    case 'audio':
      return text(resource.audioUrl?.[0]) ?? text(resource.bgmUrl);
    case 'model':
      return text(resource.modelUrl) ?? (hasLook(resource) ? 'look' : text(resource.avatar_model));
    case 'motion':
      return text(resource.modelUrl);
  }
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasLook = (resource: PropertyResource) => isObject(resource.look) || isObject(resource.avatar_model);

/**
 * The 3D character a finished avatar asset shows: drawn from the character look its portrait was painted from
 * (`look`, with the seed the generator drew both with), else a 3D look stored whole in `avatar_model`; null when
 * the resource holds neither.
 */
export function resourceAvatarLook(resource: PropertyResource, fallbackSeed: string): AvatarLook | null {
  if (isObject(resource.look)) return avatarLookFrom(resource.look, typeof resource.lookSeed === 'string' ? resource.lookSeed : fallbackSeed);
  return parseAvatarLook(resource.avatar_model);
}

/** What an asset card's chip says (seed §4 asset status, and its latest task when that failed or runs). */
export type AssetChip =
  | { kind: 'generating'; percent: number }
  | { kind: 'queued' }
  | { kind: 'failed'; reason: string }
  | { kind: 'cancelled' }
  | { kind: 'draft' }
  | { kind: 'published' }
  | { kind: 'approved' };

export function assetChip(asset: { status: number; task: Pick<PropertyTask, 'state' | 'progress' | 'error' | 'cancelled'> | null }): AssetChip {
  const { task } = asset;
  if (task?.state === TaskState.Fail && asset.status === AssetStatus.Generating) return task.cancelled ? { kind: 'cancelled' } : { kind: 'failed', reason: task.error ?? '' };
  if (asset.status === AssetStatus.Generating) return task?.state === TaskState.Idle ? { kind: 'queued' } : { kind: 'generating', percent: task?.progress ?? 0 };
  if (asset.status === AssetStatus.Approved) return { kind: 'approved' };
  if (asset.status === AssetStatus.Published) return { kind: 'published' };
  return { kind: 'draft' };
}
