'use client';

import { Sparkles } from '@react-three/drei';
import type { SkyPalette } from '../sky-palette';

/** Motes drifting in the role's space, in the colour of its mood. */
export function SkyMotes({ palette }: { palette: SkyPalette }) {
  return <Sparkles count={palette.moteCount} scale={[6, 3.5, 4]} position={[0, 1.7, -1.5]} size={2.4} speed={0.25} opacity={0.7} color={palette.motes} />;
}
