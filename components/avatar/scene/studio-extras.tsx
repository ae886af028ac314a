'use client';

import { ContactShadows, Environment } from '@react-three/drei';
import { Suspense, use } from 'react';
import type { RenderProfile } from '../graphics-settings';

// A bundled CC0 HDRI (a base64 module split into its own chunk): nothing is fetched from a CDN.
let hdri: Promise<string> | undefined;
const studioHdri = () => (hdri ??= import('@pmndrs/assets/hdri/studio.exr').then((m) => m.default));

function HdriEnvironment({ strength }: { strength: number }) {
  const files = use(studioHdri());
  return <Environment files={files} environmentIntensity={0.55 * strength} />;
}

/** Image-based light from the HDRI and a soft floor shadow, as the profile asks for them. */
export function StudioExtras({ profile, environment }: { profile: RenderProfile; environment: number }) {
  return (
    <>
      {profile.environment ? (
        // The character does not wait for the image-based light: it fades in when decoded.
        <Suspense fallback={null}>
          <HdriEnvironment strength={environment} />
        </Suspense>
      ) : null}
      {profile.contactShadow ? <ContactShadows position={[0, 0.002, 0]} opacity={0.42} scale={3.2} blur={2.6} far={2.2} resolution={profile.shadows ? 512 : 256} color="#3a2440" frames={Infinity} /> : null}
    </>
  );
}
