'use client';

import { getBridge } from '@/lib/bridge';
import { createEngineController, type EngineController } from '@/lib/bridge/engine-controller';
import { currentReplyVoice } from '@/components/chat/reply-audio';
import { SceneWebEngine } from './scene-web-engine';

let engine: EngineController | undefined;

function playingReplyVoice(url: string): HTMLAudioElement | undefined {
  const audio = currentReplyVoice();
  return audio && audio.src === new URL(url, location.href).href ? audio : undefined;
}

/**
 * The page's avatar API (one per window): inside the native wrappers it drives the native engine, in the
 * browser the 3D scene of components/avatar.
 */
export function getAvatarEngine(): EngineController {
  if (!engine) {
    const bridge = getBridge();
    engine = createEngineController({ transport: bridge.transport, unity: bridge.unity, app: bridge.app, web: new SceneWebEngine(playingReplyVoice) });
  }
  return engine;
}
