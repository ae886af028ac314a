import { MotionType, type Timeline } from '@/lib/contracts/chat-codes';
import type { GateName } from './version-gates';

/** Seed §9 camera shot sizes. */
export const CameraShot = { Normal: 2, Specific: 3 } as const;
export type CameraShot = (typeof CameraShot)[keyof typeof CameraShot];

/** The render levels of /graphics-setting: none, then low to high (1–3). */
export const RenderLevel = { none: 0, low: 1, medium: 2, high: 3 } as const;
export type RenderLevel = (typeof RenderLevel)[keyof typeof RenderLevel];

/** Seed §9 asset types and model types. */
export const AssetType = { avatarModel: 1, skybox: 2, animator: 3, space: 4, object: 5 } as const;
export type AssetType = (typeof AssetType)[keyof typeof AssetType];
export const ModelType = { assetBundle: 1, glb: 2 } as const;
export type ModelType = (typeof ModelType)[keyof typeof ModelType];

export type MotionTypeCode = (typeof MotionType)[keyof typeof MotionType];

/** Where an asset is: a remote url, or a file the native download saved (localPath). */
export interface AssetSource {
  url?: string;
  localPath?: string;
  modelType?: ModelType;
}

/** One mouth shape from `time` (seconds into the audio) with a weight of 0–1. */
export interface VisemeCue {
  time: number;
  viseme: string;
  weight?: number;
}

/** What the page sends to the engine through Unity.sendToUnity. */
export type EngineCommand =
  | { cmd: 'loadModel'; data: AssetSource }
  | { cmd: 'loadSkybox'; data: AssetSource }
  | { cmd: 'setEmotion'; data: { emotion: number } }
  | { cmd: 'playMotion'; data: { motionType: MotionTypeCode } }
  | { cmd: 'setCamera'; data: { shot: CameraShot } }
  | { cmd: 'speak'; data: { audioUrl: string; visemes?: VisemeCue[] } }
  | { cmd: 'screenshot'; data: { requestId: string } }
  | { cmd: 'setRenderLevel'; data: { level: RenderLevel } }
  /**
   * A reply's director timeline, sent once as it starts: the engine times gaze and music from it against its own
   * audio (the voice at `audioUrl`, when the reply is spoken). The page still sends each segment's emotion and motion
   * as it plays, so an engine that only acts on those stays in step.
   */
  | { cmd: 'playTimeline'; data: { timeline: Timeline; audioUrl?: string } }
  | { cmd: 'openXR'; data: Record<string, never> }
  /** The wrapper restarts the engine; it reports mainSceneLoaded again when it is back. */
  | { cmd: 'reloadEngine'; data: Record<string, never> };
export type EngineCommandName = EngineCommand['cmd'];

/** What the engine sends back through the 'unity' bridge event. */
export const EngineEvent = {
  mainSceneLoaded: 'mainSceneLoaded',
  engineError: 'engineError',
  /** data: {target: 'model' | 'skybox', code} — code 0, or -4 / -5 of engine-codes.ts. */
  loadResult: 'loadResult',
  /** data: {requestId, image} or {requestId, code}. */
  screenshot: 'screenshot',
  openXRFailed: 'openXRFailed',
} as const;

/** The version gate each command needs on top of `engine` (version-gates.ts). */
export const COMMAND_GATES: Partial<Record<EngineCommandName, GateName>> = {
  loadSkybox: 'engineSkybox',
  setCamera: 'engineCamera',
  speak: 'engineSpeak',
  playTimeline: 'engineTimeline',
  screenshot: 'engineScreenshot',
  setRenderLevel: 'engineRenderLevel',
};

/** Commands that make up the scene; they are sent again after an engine reload. */
export const SCENE_COMMANDS = ['loadModel', 'loadSkybox', 'setCamera', 'setRenderLevel'] as const satisfies readonly EngineCommandName[];
