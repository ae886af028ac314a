'use client';

import { Suspense, useMemo, useState } from 'react';
import type { AvatarMetrics } from '@/lib/avatar/rig';
import type { RenderProfile } from '../graphics-settings';
import { avatarKey } from '../rig-source';
import { useSceneStore } from '../scene-store';
import { skyPalette } from '../sky-palette';
import { ActorBoundary } from './actor-boundary';
import { AvatarActor } from './avatar-actor';
import { CameraRig } from './camera-rig';
import { PerformanceGovernor } from './performance-governor';
import { ProceduralSky } from './procedural-sky';
import { SkyboxImage } from './skybox-image';
import { StudioLight } from './studio-light';

/** The role's space, the lights, the character and the camera. */
export function SceneContents({ profile, level, lift, host }: { profile: RenderProfile; level: number; lift: number; host: HTMLElement | null }) {
  const avatar = useSceneStore((s) => s.avatar);
  const skybox = useSceneStore((s) => s.skybox);
  const seed = useSceneStore((s) => s.skySeed);
  const backdrop = useSceneStore((s) => s.backdrop);
  const palette = useMemo(() => skyPalette(seed, backdrop), [seed, backdrop]);
  const [metrics, setMetrics] = useState<AvatarMetrics | null>(null);
  return (
    <>
      {skybox ? null : <color attach="background" args={[palette.middle]} />}
      <fog attach="fog" args={[palette.horizon, 8, 40]} />
      {skybox ? (
        <Suspense fallback={<ProceduralSky palette={palette} />}>
          <SkyboxImage url={skybox} />
        </Suspense>
      ) : (
        <ProceduralSky palette={palette} />
      )}
      <mesh rotation-x={-Math.PI / 2} receiveShadow={profile.shadows}>
        <circleGeometry args={[6, 48]} />
        <meshStandardMaterial color={palette.floor} roughness={0.95} transparent opacity={skybox ? 0 : 0.55} depthWrite={false} />
      </mesh>
      <StudioLight profile={profile} />
      {avatar ? (
        <ActorBoundary key={avatarKey(avatar)} onError={() => useSceneStore.setState({ failed: true })}>
          <Suspense fallback={null}>
            <AvatarActor avatar={avatar} castShadow={profile.shadows} host={host} onMetrics={setMetrics} />
          </Suspense>
        </ActorBoundary>
      ) : null}
      <CameraRig metrics={metrics} lift={lift} />
      <PerformanceGovernor level={level} />
    </>
  );
}
