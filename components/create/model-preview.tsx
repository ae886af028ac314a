'use client';

import { useEffect } from 'react';
import { getAvatarEngine } from '@/components/avatar/avatar-engine';
import { AvatarStage } from '@/components/avatar/avatar-stage';
import { stageRole } from '@/components/avatar/scene-store';
import { avatarLookFromSeed } from '@/lib/avatar/look';
import { CameraShot, type MotionTypeCode } from '@/lib/bridge/engine-commands';
import { MotionType } from '@/lib/contracts/chat-codes';
import type { PropertyResource } from '@/lib/contracts/property';
import { resourceAvatarLook } from '@/lib/create/preview-source';

const MOTION_CODES = new Set<number>(Object.values(MotionType));

/**
 * A generated character or motion in the app's one 3D canvas (loaded on demand, so the page's own bundle
 * carries no three.js): the VRM file or the procedural look of an avatar; a motion on a stand-in character.
 */
export function ModelPreview({ resource, label, seed, motion = false }: { resource: PropertyResource; label: string; seed: string; motion?: boolean }) {
  useEffect(() => {
    const engine = getAvatarEngine();
    const look = motion ? null : resourceAvatarLook(resource, seed);
    if (!motion && resource.modelUrl) engine.loadModel(resource.modelUrl);
    else stageRole({ kind: 'look', look: look ?? avatarLookFromSeed(seed) }, { skybox: null, seed });
    engine.setCamera(CameraShot.Normal);
    const code = typeof resource.motionType === 'number' && MOTION_CODES.has(resource.motionType) ? (resource.motionType as MotionTypeCode) : undefined;
    if (motion && code !== undefined) engine.playMotion(code);
  }, [resource, seed, motion]);

  return <AvatarStage cover={resource.cardUrl ?? null} coverAlt={label} className="aspect-[3/4] w-full rounded-3xl shadow-sm ring-1 ring-ink/10 md:aspect-[4/5]" />;
}
