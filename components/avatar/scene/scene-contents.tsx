'use client';

import { Suspense, useEffect, useMemo, useState } from 'react';
import type { AvatarMetrics } from '@/lib/avatar/rig';
import type { RenderProfile } from '../graphics-settings';
import { avatarKey } from '../rig-source';
import { useSceneStore } from '../scene-store';
import { skyPalette } from '../sky-palette';
import { ActorBoundary } from './actor-boundary';
import { useAfterFirstFrame } from './after-first-frame';
import { AvatarActor } from './avatar-actor';
import { CameraRig } from './camera-rig';
import { LaterPerformanceGovernor } from './later-parts';
import { ProceduralSky } from './procedural-sky';
import { loadSkybox, SkyboxImage } from './skybox-image';
import { StudioLight } from './studio-light';

/** The role's space, the lights, the character and the camera. */
export function SceneContents({ profile, level, lift, host }: { profile: RenderProfile; level: number; lift: number; host: HTMLElement | null }) {
  const avatar = useSceneStore((s) => s.avatar);
  const failed = useSceneStore((s) => s.failed);
  const skybox = useSceneStore((s) => s.skybox);
  const seed = useSceneStore((s) => s.skySeed);
  const backdrop = useSceneStore((s) => s.backdrop);
  const palette = useMemo(() => skyPalette(seed, backdrop), [seed, backdrop]);
  const [metrics, setMetrics] = useState<AvatarMetrics | null>(null);
  // The first frame that shows the character draws it on the sky's middle colour (the cover is still fading
  // out over it); the dome, its motes and the floor join in the frames after.
  const drawn = useAfterFirstFrame();
  const surroundings = drawn || !avatar || failed;
  useEffect(() => {
    if (skybox) loadSkybox(skybox).catch(() => {});
  }, [skybox]);
  return (
    <>
      {skybox && surroundings ? null : <color attach="background" args={[palette.middle]} />}
      <fog attach="fog" args={[palette.horizon, 8, 40]} />
      {!surroundings ? null : skybox ? (
        <Suspense fallback={<ProceduralSky palette={palette} />}>
          <SkyboxImage url={skybox} />
        </Suspense>
      ) : (
        <ProceduralSky palette={palette} />
      )}
      {surroundings ? (
        <mesh rotation-x={-Math.PI / 2} receiveShadow={profile.shadows}>
          <circleGeometry args={[6, 48]} />
          <meshStandardMaterial color={palette.floor} roughness={0.95} transparent opacity={skybox ? 0 : 0.55} depthWrite={false} />
        </mesh>
      ) : null}
      <StudioLight profile={profile} />
      {avatar ? (
        <ActorBoundary key={avatarKey(avatar)} onError={() => useSceneStore.setState({ failed: true })}>
          <Suspense fallback={null}>
            <AvatarActor avatar={avatar} castShadow={profile.shadows} host={host} onMetrics={setMetrics} />
          </Suspense>
        </ActorBoundary>
      ) : null}
      <CameraRig metrics={metrics} lift={lift} />
      {surroundings ? (
        // Adaptive quality reads the frame rate once the first frame's shader compiles are behind it.
        <Suspense fallback={null}>
          <LaterPerformanceGovernor level={level} />
        </Suspense>
      ) : null}
    </>
  );
}
