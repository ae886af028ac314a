'use client';

import type { AvatarRig } from '@/lib/avatar/rig';
import type { SceneAvatar } from './scene-store';

const rigs = new Map<string, Promise<AvatarRig>>();
const holders = new Map<string, number>();

export const avatarKey = (avatar: SceneAvatar) => (avatar.kind === 'vrm' ? `vrm:${avatar.url}` : `look:${JSON.stringify(avatar.look)}`);

/** The procedural character's builder, in a chunk of its own (the stage fetches it early, with the canvas). */
export const loadProceduralBuilder = () => import('@/lib/avatar/procedural/procedural-rig');

async function build(avatar: SceneAvatar): Promise<AvatarRig> {
  if (avatar.kind === 'look') {
    const { createProceduralRig } = await loadProceduralBuilder();
    const start = performance.now();
    const rig = createProceduralRig(avatar.look);
    // The benchmark reads this: how long the character's geometry took to build on the page.
    performance.measure('avatar-rig-build', { start });
    return rig;
  }
  const { loadVrmRig } = await import('@/lib/avatar/vrm/vrm-rig');
  return loadVrmRig(avatar.url, { seed: avatar.url });
}

/** A promise React's `use` can read without suspending once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** The rig of a scene avatar, built once while it is on stage (React `use` needs the same promise). */
export function rigFor(avatar: SceneAvatar): Promise<AvatarRig> {
  const key = avatarKey(avatar);
  let rig = rigs.get(key);
  if (!rig) {
    const tracked: TrackedPromise<AvatarRig> = build(avatar);
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
        // A failed load is tried again the next time it is asked for.
        rigs.delete(key);
      },
    );
    rig = tracked;
    rigs.set(key, rig);
  }
  return rig;
}

let prepared: string | null = null;

/**
 * Starts building the staged avatar's rig before the canvas asks for it, so the character is ready for the
 * canvas's first frame. A rig prepared for an avatar that left the stage before it was shown is freed.
 */
export function prepareRig(avatar: SceneAvatar): void {
  const key = avatarKey(avatar);
  if (prepared && prepared !== key && !holders.has(prepared)) {
    const stale = rigs.get(prepared);
    rigs.delete(prepared);
    stale?.then((rig) => rig.dispose(), () => {});
  }
  prepared = key;
  void rigFor(avatar).catch(() => {});
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
