'use client';

import { PerformanceMonitor } from '@react-three/drei';
import { stepDown, useGraphicsSettings } from '../graphics-settings';
import { useSceneStore } from '../scene-store';

/**
 * Adaptive quality: when frames stay slow the render level steps down one notch for this session
 * (down to low, never off); the level the person chose is kept for the next visit.
 */
export function PerformanceGovernor({ level }: { level: number }) {
  const adaptive = useGraphicsSettings((s) => s.adaptive);
  if (!adaptive) return null;
  return (
    <PerformanceMonitor
      key={level}
      flipflops={3}
      bounds={(refreshRate) => (refreshRate > 90 ? [50, 90] : [40, 60])}
      onDecline={() => {
        const next = stepDown(level as Parameters<typeof stepDown>[0]);
        if (next !== level) useSceneStore.setState({ adaptedLevel: next });
      }}
    />
  );
}
