import type { CameraShot, MotionTypeCode, RenderLevel, VisemeCue } from './engine-commands';

/**
 * What the browser's 3D scene provides to the engine controller. Inputs arrive checked: a known emotion
 * code (1–28), motion type, shot and level, and a non-empty url.
 */
export interface WebEngine {
  setEmotion(code: number): void;
  playMotion(type: MotionTypeCode): void;
  loadModel(url: string): void;
  loadSkybox(url: string): void;
  setCamera(shot: CameraShot): void;
  speak(audioUrl: string, visemes?: VisemeCue[]): void;
  /** The current frame as an image data URL. */
  screenshot(): Promise<string>;
  setRenderLevel(level: RenderLevel): void;
}

export type WebEngineCall = { [K in keyof WebEngine]: { method: K; args: Parameters<WebEngine[K]> } }[keyof WebEngine];

/** An empty image data URL: what the recorder's screenshot returns. */
export const BLANK_IMAGE = 'data:,';

/**
 * A WebEngine that draws nothing and remembers what it was told: the stand-in until the 3D scene
 * registers itself, and the scene state tests read.
 */
export class RecordingWebEngine implements WebEngine {
  readonly calls: WebEngineCall[] = [];
  readonly state: {
    emotion?: number;
    motion?: MotionTypeCode;
    model?: string;
    skybox?: string;
    camera?: CameraShot;
    renderLevel?: RenderLevel;
    speaking?: { audioUrl: string; visemes?: VisemeCue[] };
  } = {};

  setEmotion(code: number) {
    this.calls.push({ method: 'setEmotion', args: [code] });
    this.state.emotion = code;
  }
  playMotion(type: MotionTypeCode) {
    this.calls.push({ method: 'playMotion', args: [type] });
    this.state.motion = type;
  }
  loadModel(url: string) {
    this.calls.push({ method: 'loadModel', args: [url] });
    this.state.model = url;
  }
  loadSkybox(url: string) {
    this.calls.push({ method: 'loadSkybox', args: [url] });
    this.state.skybox = url;
  }
  setCamera(shot: CameraShot) {
    this.calls.push({ method: 'setCamera', args: [shot] });
    this.state.camera = shot;
  }
  speak(audioUrl: string, visemes?: VisemeCue[]) {
    this.calls.push({ method: 'speak', args: [audioUrl, visemes] });
    this.state.speaking = { audioUrl, visemes };
  }
  async screenshot() {
    this.calls.push({ method: 'screenshot', args: [] });
    return BLANK_IMAGE;
  }
  setRenderLevel(level: RenderLevel) {
    this.calls.push({ method: 'setRenderLevel', args: [level] });
    this.state.renderLevel = level;
  }
}
