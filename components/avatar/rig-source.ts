'use client';

import type { AvatarRig } from '@/lib/avatar/rig';
import type { SceneAvatar } from './scene-store';

const rigs = new Map<string, Promise<AvatarRig>>();
const holders = new Map<string, number>();

export const avatarKey = (avatar: SceneAvatar) => (avatar.kind === 'vrm' ? `vrm:${avatar.url}` : `look:${JSON.stringify(avatar.look)}`);

async function build(avatar: SceneAvatar): Promise<AvatarRig> {
  if (avatar.kind === 'look') {
    const { createProceduralRig } = await import('@/lib/avatar/procedural/procedural-rig');
    return createProceduralRig(avatar.look);
  }
  const { loadVrmRig } = await import('@/lib/avatar/vrm/vrm-rig');
  return loadVrmRig(avatar.url, { seed: avatar.url });
}

/** The rig of a scene avatar, built once while it is on stage (React `use` needs the same promise). */
export function rigFor(avatar: SceneAvatar): Promise<AvatarRig> {
  const key = avatarKey(avatar);
  let rig = rigs.get(key);
  if (!rig) {
    rig = build(avatar);
    // A failed load is tried again the next time it is asked for.
    rig.catch(() => rigs.delete(key));
    rigs.set(key, rig);
  }
  return rig;
}

/** Marks a rig as on stage; the returned function takes it off, freeing it unless it comes straight back. */
export function holdRig(avatar: SceneAvatar, rig: AvatarRig): () => void {
  const key = avatarKey(avatar);
  holders.set(key, (holders.get(key) ?? 0) + 1);
  return () => {
    holders.set(key, (holders.get(key) ?? 1) - 1);
    // A remount in the same tick (React's development double effects, a quick route change) keeps it.
    setTimeout(() => {
      if ((holders.get(key) ?? 0) > 0) return;
      holders.delete(key);
      rigs.delete(key);
      rig.dispose();
    }, 0);
  };
}
