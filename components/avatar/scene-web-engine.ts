'use client';

import type { CameraShot, MotionTypeCode, RenderLevel, VisemeCue } from '@/lib/bridge/engine-commands';
import { BLANK_IMAGE, type WebEngine } from '@/lib/bridge/web-engine';
import { useGraphicsSettings } from './graphics-settings';
import { nextSeq, useSceneStore } from './scene-store';

let capture: (() => string) | null = null;

/** The live canvas registers how to draw a fresh frame into an image, for `screenshot`. */
export function registerSceneCapture(fn: (() => string) | null) {
  capture = fn;
}

let enterXr: ((mode: XRSessionMode) => Promise<void>) | null = null;

/** The live canvas registers how to enter an immersive session with its renderer. */
export function registerSceneXr(fn: ((mode: XRSessionMode) => Promise<void>) | null) {
  enterXr = fn;
}

/** Enters WebXR with the scene; false when there is no canvas to do it with. */
export async function startSceneXr(mode: XRSessionMode): Promise<boolean> {
  if (!enterXr) return false;
  await enterXr(mode);
  return true;
}

/** A new voice that starts now, for a caller that has not started one itself. */
function startVoice(url: string): HTMLAudioElement {
  const audio = new Audio(url);
  void audio.play().catch(() => undefined);
  return audio;
}

/**
 * The browser's 3D scene behind the engine controller: every call becomes scene state that the canvas
 * (loaded on its own, later) acts on, so nothing said before the canvas exists is lost.
 */
export class SceneWebEngine implements WebEngine {
  /** `playing` finds the element already playing a url (the chat's reply voice) so the mouth follows it. */
  constructor(private readonly playing: (url: string) => HTMLAudioElement | undefined = () => undefined) {}

  setEmotion(code: number) {
    useSceneStore.setState({ emotion: { value: code, seq: nextSeq() } });
  }
  playMotion(type: MotionTypeCode) {
    useSceneStore.setState({ motion: { value: type, seq: nextSeq() } });
  }
  loadModel(url: string) {
    const now = useSceneStore.getState().avatar;
    if (now?.kind === 'vrm' && now.url === url) return;
    useSceneStore.setState({ avatar: { kind: 'vrm', url }, ready: false, failed: false });
  }
  loadSkybox(url: string) {
    // A picture from the bridge carries no palette: the studio light stays.
    useSceneStore.setState({ skybox: url, skyboxLight: null });
  }
  setCamera(shot: CameraShot) {
    useSceneStore.setState({ shot });
  }
  speak(audioUrl: string, visemes?: VisemeCue[]) {
    const audio = this.playing(audioUrl) ?? startVoice(audioUrl);
    useSceneStore.setState({ speech: { value: { audio, visemes }, seq: nextSeq() } });
  }
  async screenshot() {
    return capture?.() ?? BLANK_IMAGE;
  }
  setRenderLevel(level: RenderLevel) {
    useGraphicsSettings.getState().setRenderLevel(level);
    useSceneStore.setState({ adaptedLevel: null });
  }
}
