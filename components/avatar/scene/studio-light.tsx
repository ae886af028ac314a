'use client';

import { Suspense, useMemo } from 'react';
import type { RenderProfile } from '../graphics-settings';
import { useSceneStore } from '../scene-store';
import { spaceLights, STUDIO_LIGHTS } from '../space-light';
import { useAfterFirstFrame } from './after-first-frame';
import { LaterStudioExtras } from './later-parts';

/**
 * Key, fill and rim lights around the character, image-based light from the HDRI, and a soft floor shadow.
 * In a generated space they take its colours and the sun's side, so the character looks lit by its surroundings.
 * The HDRI and the contact shadow join once the character has drawn its first frame: decoding the one and
 * compiling the other's passes would otherwise delay the character's first appearance.
 */
export function StudioLight({ profile }: { profile: RenderProfile }) {
  const skyboxLight = useSceneStore((s) => s.skyboxLight);
  const lights = useMemo(() => (skyboxLight ? spaceLights(skyboxLight) : STUDIO_LIGHTS), [skyboxLight]);
  // Once on, they stay through a change of character.
  const drawn = useAfterFirstFrame();
  return (
    <>
      <hemisphereLight args={[lights.hemisphere.sky, lights.hemisphere.ground, lights.hemisphere.intensity]} />
      <directionalLight
        position={lights.key.position}
        intensity={lights.key.intensity}
        color={lights.key.color}
        castShadow={profile.shadows}
        shadow-mapSize={[profile.shadowMapSize || 512, profile.shadowMapSize || 512]}
        shadow-bias={-0.0004}
        shadow-camera-left={-1.5}
        shadow-camera-right={1.5}
        shadow-camera-top={2.2}
        shadow-camera-bottom={-0.5}
      />
      <directionalLight position={[-2.2, 1.8, 1.2]} intensity={lights.fill.intensity} color={lights.fill.color} />
      <directionalLight position={[0, 2.4, -2.6]} intensity={lights.rim.intensity} color={lights.rim.color} />
      {drawn && (profile.environment || profile.contactShadow) ? (
        <Suspense fallback={null}>
          <LaterStudioExtras profile={profile} environment={lights.environment} />
        </Suspense>
      ) : null}
    </>
  );
}
