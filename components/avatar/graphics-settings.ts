'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { RenderLevel } from '@/lib/bridge/engine-commands';

/** What each render level of /graphics-setting costs the device. */
export interface RenderProfile {
  /** Device pixel ratio range handed to the canvas. */
  dpr: [number, number];
  /** Real-time shadow maps from the key light. */
  shadows: boolean;
  shadowMapSize: number;
  /** The soft contact shadow under the character. */
  contactShadow: boolean;
  /** Image-based lighting from the bundled HDRI. */
  environment: boolean;
  antialias: boolean;
}

export const RENDER_PROFILES: Record<RenderLevel, RenderProfile | null> = {
  [RenderLevel.none]: null,
  [RenderLevel.low]: { dpr: [0.75, 1], shadows: false, shadowMapSize: 0, contactShadow: false, environment: false, antialias: false },
  [RenderLevel.medium]: { dpr: [1, 1.5], shadows: false, shadowMapSize: 0, contactShadow: true, environment: true, antialias: true },
  [RenderLevel.high]: { dpr: [1, 2], shadows: true, shadowMapSize: 2048, contactShadow: true, environment: true, antialias: true },
};

export const RENDER_LEVELS = [RenderLevel.none, RenderLevel.low, RenderLevel.medium, RenderLevel.high] as const;

interface GraphicsSettings {
  /** The level the person chose. */
  renderLevel: RenderLevel;
  /** Adaptive quality may step the level down when frames are slow. */
  adaptive: boolean;
  setRenderLevel(level: RenderLevel): void;
  setAdaptive(on: boolean): void;
}

/** Graphics settings kept on this device, like the other app settings (seed §3). */
export const useGraphicsSettings = create<GraphicsSettings>()(
  persist(
    (set) => ({
      renderLevel: RenderLevel.medium,
      adaptive: true,
      setRenderLevel: (renderLevel) => set({ renderLevel }),
      setAdaptive: (adaptive) => set({ adaptive }),
    }),
    { name: 'koko-graphics', storage: createJSONStorage(() => localStorage) },
  ),
);

/** One step below `level`, never below low: the adaptive monitor does not switch the 3D off by itself. */
export function stepDown(level: RenderLevel): RenderLevel {
  return level > RenderLevel.low ? ((level - 1) as RenderLevel) : level;
}
