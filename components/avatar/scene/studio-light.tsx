'use client';

import { ContactShadows, Environment } from '@react-three/drei';
import { Suspense, use, useMemo, useState } from 'react';
import type { RenderProfile } from '../graphics-settings';
import { useSceneStore } from '../scene-store';
import { spaceLights, STUDIO_LIGHTS } from '../space-light';

// A bundled CC0 HDRI (a base64 module split into its own chunk): nothing is fetched from a CDN.
let hdri: Promise<string> | undefined;
const studioHdri = () => (hdri ??= import('@pmndrs/assets/hdri/studio.exr').then((m) => m.default));

function HdriEnvironment({ strength }: { strength: number }) {
  const files = use(studioHdri());
  return <Environment files={files} environmentIntensity={0.55 * strength} />;
}

/**
 * Key, fill and rim lights around the character, image-based light from the HDRI, and a soft floor shadow.
 * In a generated space they take its colours and the sun's side, so the character looks lit by its surroundings.
 * The HDRI and the contact shadow join once the character has drawn its first frame: decoding the one and
 * compiling the other's passes would otherwise delay the character's first appearance.
 */
export function StudioLight({ profile }: { profile: RenderProfile }) {
  const ready = useSceneStore((s) => s.ready);
  const skyboxLight = useSceneStore((s) => s.skyboxLight);
  const lights = useMemo(() => (skyboxLight ? spaceLights(skyboxLight) : STUDIO_LIGHTS), [skyboxLight]);
  // Once on, they stay through a change of character.
  const [drawn, setDrawn] = useState(ready);
  if (ready && !drawn) setDrawn(true);
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
      {profile.environment && drawn ? (
        // The character does not wait for the image-based light: it fades in when decoded.
        <Suspense fallback={null}>
          <HdriEnvironment strength={lights.environment} />
        </Suspense>
      ) : null}
      {profile.contactShadow && drawn ? <ContactShadows position={[0, 0.002, 0]} opacity={0.42} scale={3.2} blur={2.6} far={2.2} resolution={profile.shadows ? 512 : 256} color="#3a2440" frames={Infinity} /> : null}
    </>
  );
}
