'use client';

import dynamic from 'next/dynamic';
import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { RenderLevel } from '@/lib/bridge/engine-commands';
import { EngineNotices } from './engine-notices';
import { useGraphicsSettings } from './graphics-settings';
import { useSceneStore } from './scene-store';

// three.js and the scene load in their own chunk, on the client only. Only pages with a stage import this
// module, so the chunk starts loading as soon as it runs (while the page hydrates), unless 3D is off.
const loadCanvas = () => import('./avatar-canvas');
if (typeof window !== 'undefined' && useGraphicsSettings.getState().renderLevel !== RenderLevel.none) void loadCanvas();
const AvatarCanvas = dynamic(loadCanvas, { ssr: false });

interface StageSlot {
  element: HTMLElement;
  lift: number;
}

interface StageContextValue {
  /** Shows the one canvas inside `element`; the returned function takes it out again (it stays alive). */
  attach(element: HTMLElement, lift: number): () => void;
  level: RenderLevel;
}

const StageContext = createContext<StageContextValue | null>(null);

function createHost(): HTMLDivElement | null {
  if (typeof document === 'undefined') return null;
  const div = document.createElement('div');
  div.className = 'absolute inset-0';
  div.dataset.testid = 'avatar-canvas';
  return div;
}

/** The render level in force: the one chosen, or lower when adaptive quality stepped down this session. */
export function useEffectiveRenderLevel(): RenderLevel {
  const chosen = useGraphicsSettings((s) => s.renderLevel);
  const adapted = useSceneStore((s) => s.adaptedLevel);
  return adapted === null ? chosen : (Math.min(chosen, adapted) as RenderLevel);
}

/**
 * Keeps the one 3D canvas alive across the pages under it (the chat pages): a page shows it by placing an
 * <AvatarStage>, and leaving that page only hides it, so the next character appears without a new
 * WebGL context.
 */
export function AvatarStageProvider({ children }: { children: React.ReactNode }) {
  // One host element for the page's lifetime (made on the client only); the canvas lives inside it.
  const [host] = useState(createHost);
  const [slot, setSlot] = useState<StageSlot | null>(null);
  const [wanted, setWanted] = useState(false);
  const level = useEffectiveRenderLevel();

  useEffect(() => () => host?.remove(), [host]);

  const attach = useCallback(
    (element: HTMLElement, lift: number) => {
      if (!host) return () => {};
      element.appendChild(host);
      setSlot({ element, lift });
      setWanted(true);
      return () => {
        if (host.parentElement === element) element.removeChild(host);
        setSlot((now) => (now?.element === element ? null : now));
      };
    },
    [host],
  );

  const value = useMemo(() => ({ attach, level }), [attach, level]);
  return (
    <StageContext value={value}>
      <EngineNotices />
      {children}
      {host && wanted && level !== RenderLevel.none ? createPortal(<AvatarCanvas level={level} active={slot !== null} lift={slot?.lift ?? 0} host={host} />, host) : null}
    </StageContext>
  );
}

export function useStage(): StageContextValue {
  const stage = use(StageContext);
  if (!stage) throw new Error('AvatarStage needs an AvatarStageProvider above it');
  return stage;
}
