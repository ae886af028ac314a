'use client';

import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { RenderLevel } from '@/lib/bridge/engine-commands';
import { EngineNotices } from './engine-notices';
import { useGraphicsSettings } from './graphics-settings';
import { loadProceduralBuilder, prepareRig } from './rig-source';
import { useSceneStore } from './scene-store';
import { softwareRendering } from './software-renderer';

type CanvasComponent = (typeof import('./avatar-canvas'))['default'];

// three.js and the scene load in their own chunk, on the client only. Only pages with a stage import this
// module, so the chunk starts loading as soon as it runs (while the page hydrates), unless 3D is off; the
// procedural character's builder comes along, so the character is ready when the canvas first draws.
let canvasChunk: Promise<CanvasComponent> | undefined;
let loadedCanvas: CanvasComponent | undefined;
const loadCanvas = () =>
  (canvasChunk ??= import('./avatar-canvas').then((m) => {
    performance.mark('avatar-canvas-loaded');
    return (loadedCanvas = m.default);
  })).catch((error: unknown) => {
    canvasChunk = undefined;
    throw error;
  });
if (typeof window !== 'undefined' && useGraphicsSettings.getState().renderLevel !== RenderLevel.none) {
  void loadCanvas().catch(() => {});
  void loadProceduralBuilder();
  // Which renderer draws (a GPU, or the CPU) is asked while the chunks are on their way, not when the canvas mounts.
  setTimeout(softwareRendering, 0);
}

/**
 * The canvas component once its chunk is here. It is held in state rather than behind React.lazy: a lazy
 * component suspends once even when its chunk is loaded, and React holds a revealed boundary back for up to
 * 300 ms, which the character's first frame would wait for.
 */
function useCanvasComponent(wanted: boolean): CanvasComponent | undefined {
  const [Canvas, setCanvas] = useState<CanvasComponent | undefined>(() => loadedCanvas);
  useEffect(() => {
    if (!wanted || Canvas) return;
    let live = true;
    loadCanvas().then(
      (loaded) => live && setCanvas(() => loaded),
      () => useSceneStore.setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [wanted, Canvas]);
  return Canvas;
}

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
  const AvatarCanvas = useCanvasComponent(wanted && level !== RenderLevel.none);

  useEffect(() => () => host?.remove(), [host]);

  // The staged character is built while the canvas is still on its way.
  const avatar = useSceneStore((s) => s.avatar);
  useEffect(() => {
    if (avatar && level !== RenderLevel.none) prepareRig(avatar);
  }, [avatar, level]);

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
      {host && wanted && AvatarCanvas && level !== RenderLevel.none
        ? createPortal(
            // eslint-disable-next-line react-hooks/static-components -- the loaded chunk's export: one identity for the page's lifetime
            <AvatarCanvas level={level} active={slot !== null} lift={slot?.lift ?? 0} host={host} />,
            host,
          )
        : null}
    </StageContext>
  );
}

export function useStage(): StageContextValue {
  const stage = use(StageContext);
  if (!stage) throw new Error('AvatarStage needs an AvatarStageProvider above it');
  return stage;
}
