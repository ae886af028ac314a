'use client';

import { Suspense, useMemo } from 'react';
import { BackSide, Color, ShaderMaterial } from 'three';
import type { SkyPalette } from '../sky-palette';
import { LaterSkyMotes } from './later-parts';

const vertexShader = /* glsl */ `
varying vec3 vDir;
void main() {
  vDir = normalize(position);
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}`;

// A three-stop gradient dome with a soft glow behind the character and a faint floor haze.
const fragmentShader = /* glsl */ `
uniform vec3 top;
uniform vec3 middle;
uniform vec3 horizon;
uniform vec3 floorColor;
uniform vec3 glow;
varying vec3 vDir;
void main() {
  float y = vDir.y;
  vec3 sky = y > 0.18 ? mix(middle, top, smoothstep(0.18, 0.85, y)) : mix(horizon, middle, smoothstep(-0.02, 0.18, y));
  vec3 col = y < -0.02 ? mix(horizon, floorColor, smoothstep(-0.02, -0.35, y)) : sky;
  float behind = max(0.0, -vDir.z);
  float halo = pow(behind, 6.0) * smoothstep(-0.1, 0.25, y) * smoothstep(0.75, 0.2, y);
  col = mix(col, glow, halo * 0.55);
  gl_FragColor = vec4(col, 1.0);
  #include <colorspace_fragment>
}`;

/** The role's space when it has no skybox image: a gradient dome in the mood of its portrait, with motes. */
export function ProceduralSky({ palette }: { palette: SkyPalette }) {
  const material = useMemo(
    () =>
      new ShaderMaterial({
        vertexShader,
        fragmentShader,
        side: BackSide,
        depthWrite: false,
        uniforms: {
          top: { value: new Color(palette.top) },
          middle: { value: new Color(palette.middle) },
          horizon: { value: new Color(palette.horizon) },
          floorColor: { value: new Color(palette.floor) },
          glow: { value: new Color(palette.glow) },
        },
      }),
    [palette],
  );
  return (
    <group>
      <mesh material={material} renderOrder={-1} frustumCulled={false}>
        <sphereGeometry args={[60, 48, 24]} />
      </mesh>
      {palette.moteCount > 0 ? (
        <Suspense fallback={null}>
          <LaterSkyMotes palette={palette} />
        </Suspense>
      ) : null}
    </group>
  );
}
