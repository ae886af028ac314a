import { EMOTIONS, MotionType, type Timeline } from '@/lib/contracts/chat-codes';
import type { Timers } from '@/lib/chat/timers';
import type { AppUserAgent } from './app-version';
import { ENGINE_OK, EngineCode, engineFailure, XR_MESSAGES, type EngineNotice, type EngineResult } from './engine-codes';
import type { EngineBackend, EngineState, SceneCommand, ScreenshotResult, XrResult } from './engine-backend';
import { CameraShot, RenderLevel, type AssetSource, type MotionTypeCode, type VisemeCue } from './engine-commands';
import { NativeEngine } from './native-engine';
import type { BridgeTransport } from './transport';
import type { UnityModule } from './unity';
import type { WebEngine } from './web-engine';

/** The one avatar API the chat and creation pages use, inside the wrappers and in the browser alike. */
export interface EngineController {
  /** An emotion code of seed §9 (1–28). */
  setEmotion(code: number): EngineResult;
  playMotion(type: MotionTypeCode): EngineResult;
  loadModel(source: string | AssetSource): EngineResult;
  loadSkybox(source: string | AssetSource): EngineResult;
  setCamera(shot: CameraShot): EngineResult;
  speak(audioUrl: string, visemes?: VisemeCue[]): EngineResult;
  /**
   * Hands a reply's whole timeline to the native engine (gaze, camera and music cues with the speech). The page plays
   * the timeline's faces and motions itself (lib/avatar/timeline-player.ts), in the browser and inside the wrappers.
   */
  playTimeline(timeline: Timeline, audioUrl?: string): EngineResult;
  screenshot(): Promise<ScreenshotResult>;
  setRenderLevel(level: RenderLevel): EngineResult;
  openXR(): XrResult;
  /** Tell it on every navigation whether the new route uses the engine (route meta `unity`, seed §2). */
  routeChanged(usesEngine: boolean): void;
  onNotice(listener: (notice: EngineNotice) => void): () => void;
  readonly state: EngineState;
  dispose(): void;
}

const MOTION_TYPES = new Set<number>(Object.values(MotionType));
const CAMERA_SHOTS = new Set<number>(Object.values(CameraShot));
const RENDER_LEVELS = new Set<number>(Object.values(RenderLevel));

const paramError = () => engineFailure(EngineCode.ParamError);

function toSource(source: string | AssetSource): AssetSource | null {
  const { url, localPath, modelType } = typeof source === 'string' ? { url: source } : source;
  const cleaned: AssetSource = {};
  if (url?.trim()) cleaned.url = url.trim();
  if (localPath?.trim()) cleaned.localPath = localPath.trim();
  if (!cleaned.url && !cleaned.localPath) return null;
  if (modelType !== undefined) cleaned.modelType = modelType;
  return cleaned;
}

/** The browser side: the 3D scene behind the WebEngine interface. */
function webBackend(web: WebEngine): EngineBackend {
  const run = (command: SceneCommand): EngineResult => {
    switch (command.cmd) {
      case 'loadModel':
      case 'loadSkybox':
        // A native localPath means nothing to the browser.
        if (!command.data.url) return paramError();
        web[command.cmd](command.data.url);
        break;
      case 'setEmotion':
        web.setEmotion(command.data.emotion);
        break;
      case 'playMotion':
        web.playMotion(command.data.motionType);
        break;
      case 'setCamera':
        web.setCamera(command.data.shot);
        break;
      case 'speak':
        web.speak(command.data.audioUrl, command.data.visemes);
        break;
      case 'setRenderLevel':
        web.setRenderLevel(command.data.level);
        break;
      case 'playTimeline':
        // The page's timeline player drives the web scene segment by segment.
        break;
    }
    return ENGINE_OK;
  };
  return {
    run,
    screenshot: async () => ({ code: 0, image: await web.screenshot() }),
    openXR: () => ({ ok: false, message: XR_MESSAGES.unsupported }),
    routeChanged: () => {},
    onNotice: () => () => {},
    state: { native: false, mainSceneLoaded: true, queued: 0, paused: false },
    dispose: () => {},
  };
}

/** What a character does and how it is drawn, as opposed to what it is and where: every scene gets these. */
const WEB_TOO = new Set<SceneCommand['cmd']>(['setEmotion', 'playMotion', 'speak', 'setCamera', 'setRenderLevel']);

/**
 * Inside the wrappers: everything goes to the native engine, and the character's cues and the render level
 * also reach the web scene, which draws the procedural characters the engine has no file for (it is staged
 * from the role's look directly, not through loadModel).
 */
function nativeBackend(native: NativeEngine, web: EngineBackend): EngineBackend {
  return {
    run(command) {
      if (WEB_TOO.has(command.cmd)) web.run(command);
      return native.run(command);
    },
    screenshot: () => native.screenshot(),
    openXR: () => native.openXR(),
    routeChanged: (usesEngine) => native.routeChanged(usesEngine),
    onNotice: (listener) => native.onNotice(listener),
    get state() {
      return native.state;
    },
    dispose: () => native.dispose(),
  };
}

export interface EngineControllerOptions {
  transport: BridgeTransport;
  unity: UnityModule;
  app: AppUserAgent;
  /** The browser scene; used when the page is not inside a wrapper. */
  web: WebEngine;
  timers?: Timers;
}

/** Checks every call once (param error -3 before anything is sent), then hands it to the native engine or the web scene. */
export function createEngineController({ transport, unity, app, web, timers }: EngineControllerOptions): EngineController {
  const backend = transport.available ? nativeBackend(new NativeEngine(unity, app, timers), webBackend(web)) : webBackend(web);
  const load = (cmd: 'loadModel' | 'loadSkybox', source: string | AssetSource) => {
    const data = toSource(source);
    return data ? backend.run({ cmd, data }) : paramError();
  };
  return {
    setEmotion: (code) =>
      Number.isInteger(code) && code >= 1 && code <= EMOTIONS.length ? backend.run({ cmd: 'setEmotion', data: { emotion: code } }) : paramError(),
    playMotion: (type) => (MOTION_TYPES.has(type) ? backend.run({ cmd: 'playMotion', data: { motionType: type } }) : paramError()),
    loadModel: (source) => load('loadModel', source),
    loadSkybox: (source) => load('loadSkybox', source),
    setCamera: (shot) => (CAMERA_SHOTS.has(shot) ? backend.run({ cmd: 'setCamera', data: { shot } }) : paramError()),
    speak: (audioUrl, visemes) =>
      audioUrl.trim() ? backend.run({ cmd: 'speak', data: visemes ? { audioUrl: audioUrl.trim(), visemes } : { audioUrl: audioUrl.trim() } }) : paramError(),
    playTimeline: (timeline, audioUrl) =>
      timeline.segments.length > 0 ? backend.run({ cmd: 'playTimeline', data: audioUrl?.trim() ? { timeline, audioUrl: audioUrl.trim() } : { timeline } }) : paramError(),
    screenshot: () => backend.screenshot(),
    setRenderLevel: (level) => (RENDER_LEVELS.has(level) ? backend.run({ cmd: 'setRenderLevel', data: { level } }) : paramError()),
    openXR: () => backend.openXR(),
    routeChanged: (usesEngine) => backend.routeChanged(usesEngine),
    onNotice: (listener) => backend.onNotice(listener),
    get state() {
      return backend.state;
    },
    dispose: () => backend.dispose(),
  };
}
