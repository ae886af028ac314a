'use client';

import { Canvas } from '@react-three/fiber';
import { Suspense, useEffect, useState } from 'react';
import { ACESFilmicToneMapping, NoToneMapping } from 'three';
import type { RenderLevel } from '@/lib/bridge/engine-commands';
import { RENDER_PROFILES } from './graphics-settings';
import { registerSceneCapture, registerSceneXr } from './scene-web-engine';
import { profileForRenderer, softwareRendering } from './software-renderer';
import { SceneContents } from './scene/scene-contents';

export interface AvatarCanvasProps {
  level: Exclude<RenderLevel, 0>;
  /** Drawing stops while the canvas is not on screen (no page shows the stage). */
  active: boolean;
  /** 0–1: how far up the frame the character stands, for layouts whose lower part the chat covers. */
  lift: number;
  /** The element tests read the character's state from (data-avatar-* attributes). */
  host: HTMLElement | null;
}

/**
 * The one WebGL canvas of the app (DESIGN §4): loaded client-side only, in its own chunk, so three.js
 * stays out of every page that shows no 3D.
 */
export default function AvatarCanvas({ level, active, lift, host }: AvatarCanvasProps) {
  const profile = profileForRenderer(RENDER_PROFILES[level]!, softwareRendering());
  // The context is made once: antialiasing and tone mapping are fixed then; a later step down changes the
  // pixel ratio, shadows and effects, never the context.
  const [gl] = useState(() => ({ antialias: profile.antialias, powerPreference: 'high-performance' as const, alpha: false, toneMapping: level === 1 ? NoToneMapping : ACESFilmicToneMapping }));
  useEffect(
    () => () => {
      registerSceneCapture(null);
      registerSceneXr(null);
    },
    [],
  );
  return (
    <Canvas
      shadows={profile.shadows ? 'percentage' : false}
      dpr={profile.dpr}
      frameloop={active ? 'always' : 'never'}
      gl={gl}
      camera={{ fov: 30, near: 0.05, far: 200, position: [0, 1.4, 2.4] }}
      onCreated={({ gl, scene, camera }) => {
        gl.toneMappingExposure = 1.05;
        // Reading each shader's compile log makes the page wait for the compile, one program at a time, in the
        // character's first frame; the app's shaders are fixed, so production builds skip it.
        gl.debug.checkShaderErrors = process.env.NODE_ENV !== 'production';
        registerSceneCapture(() => {
          gl.render(scene, camera);
          return gl.domElement.toDataURL('image/png');
        });
        registerSceneXr(async (mode) => {
          const session = await (navigator as Navigator & { xr: XRSystem }).xr.requestSession(mode, { optionalFeatures: ['local-floor'] });
          gl.xr.enabled = true;
          session.addEventListener('end', () => {
            gl.xr.enabled = false;
          });
          await gl.xr.setSession(session);
        });
      }}
      style={{ touchAction: 'pan-y' }}
    >
      <Suspense fallback={null}>
        <SceneContents profile={profile} level={level} lift={lift} host={host} />
      </Suspense>
    </Canvas>
  );
}
