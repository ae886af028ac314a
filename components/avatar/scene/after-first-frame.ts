'use client';

import { useState } from 'react';
import { useSceneStore } from '../scene-store';

/**
 * True from the character's first drawn frame on, and through later changes of character. What the scene
 * holds back until then (the sky dome, the floor, image-based light, the contact shadow) would add its shader
 * compiles and its pixels to the frame that first shows the character: on a CPU renderer, seconds.
 */
export function useAfterFirstFrame(): boolean {
  const ready = useSceneStore((s) => s.ready);
  const [drawn, setDrawn] = useState(ready);
  if (ready && !drawn) setDrawn(true);
  return drawn || ready;
}
