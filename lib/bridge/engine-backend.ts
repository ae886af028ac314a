import type { EngineNotice, EngineResult, XrMessage } from './engine-codes';
import type { EngineCommand } from './engine-commands';

export type ScreenshotResult = { code: 0; image: string } | { code: number; message: string };
export type XrResult = { ok: true } | { ok: false; message: XrMessage };

export interface EngineState {
  /** Driving the native engine (inside the wrappers) rather than the browser scene. */
  native: boolean;
  mainSceneLoaded: boolean;
  /** Commands waiting for the main scene. */
  queued: number;
  paused: boolean;
}

/** Where checked commands go: the native engine or the browser scene. */
export interface EngineBackend {
  run(command: Exclude<EngineCommand, { cmd: 'screenshot' | 'openXR' | 'reloadEngine' }>): EngineResult;
  screenshot(): Promise<ScreenshotResult>;
  openXR(): XrResult;
  routeChanged(usesEngine: boolean): void;
  onNotice(listener: (notice: EngineNotice) => void): () => void;
  readonly state: EngineState;
  dispose(): void;
}
export type SceneCommand = Parameters<EngineBackend['run']>[0];
