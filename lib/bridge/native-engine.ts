import { systemTimers, type Timers } from '@/lib/chat/timers';
import type { AppUserAgent } from './app-version';
import { ENGINE_OK, EngineCode, engineFailure, XR_MESSAGES, type EngineNotice, type EngineResult } from './engine-codes';
import type { EngineBackend, EngineState, SceneCommand, ScreenshotResult, XrResult } from './engine-backend';
import { COMMAND_GATES, EngineEvent, SCENE_COMMANDS, type EngineCommand } from './engine-commands';
import type { UnityModule, UnityMessage } from './unity';
import { canIUse, type GateName } from './version-gates';

/** Seed §4: pausing the engine waits 60 s, in case the next route needs it again. */
export const ENGINE_PAUSE_DELAY_MS = 60_000;
/** How long a screenshot may take the engine (the seed gives no figure; a queued one waits for the main scene too). */
export const ENGINE_SCREENSHOT_TIMEOUT_MS = 10_000;

type SceneCommandName = (typeof SCENE_COMMANDS)[number];
const isSceneCommand = (command: EngineCommand): command is Extract<EngineCommand, { cmd: SceneCommandName }> =>
  (SCENE_COMMANDS as readonly string[]).includes(command.cmd);

const dataOf = (message: UnityMessage) => (message.data ?? {}) as Record<string, unknown>;

/**
 * Drives the native engine through Unity.sendToUnity (seed §4 Engine): commands wait in order until the
 * engine reports its main scene loaded; an engine error reloads it and sends the scene again.
 */
export class NativeEngine implements EngineBackend {
  private readonly queue: EngineCommand[] = [];
  private readonly scene = new Map<SceneCommandName, EngineCommand>();
  private readonly loaded = { model: false, skybox: false };
  private readonly screenshots = new Map<string, (reply: Record<string, unknown>) => void>();
  private readonly listeners = new Set<(notice: EngineNotice) => void>();
  private readonly stopListening: () => void;
  private mainSceneLoaded = false;
  private reloading = false;
  private paused = false;
  private resumedOnce = false;
  private usesEngine = false;
  private pauseTimer: unknown = null;
  private screenshotSequence = 0;

  constructor(
    private readonly unity: UnityModule,
    private readonly app: AppUserAgent,
    private readonly timers: Timers = systemTimers,
  ) {
    this.stopListening = unity.onMessage((message) => this.receive(message));
  }

  get state(): EngineState {
    return { native: true, mainSceneLoaded: this.mainSceneLoaded, queued: this.queue.length, paused: this.paused };
  }

  run(command: SceneCommand): EngineResult {
    if (!this.supports(command)) return engineFailure(EngineCode.AppVersionTooLow);
    if (isSceneCommand(command)) this.scene.set(command.cmd, command);
    if (command.cmd === 'loadModel') this.loaded.model = false;
    if (command.cmd === 'loadSkybox') this.loaded.skybox = false;
    this.deliver(command);
    return ENGINE_OK;
  }

  screenshot(): Promise<ScreenshotResult> {
    const command: EngineCommand = { cmd: 'screenshot', data: { requestId: `shot${++this.screenshotSequence}` } };
    if (!this.supports(command)) return Promise.resolve(engineFailure(EngineCode.AppVersionTooLow));
    const { requestId } = command.data;
    return new Promise((resolve, reject) => {
      const timer = this.timers.setTimeout(() => {
        this.screenshots.delete(requestId);
        reject(new Error(`The engine sent no screenshot within ${ENGINE_SCREENSHOT_TIMEOUT_MS} ms`));
      }, ENGINE_SCREENSHOT_TIMEOUT_MS);
      this.screenshots.set(requestId, (reply) => {
        this.timers.clearTimeout(timer);
        const code = Number(reply.code ?? EngineCode.Ok);
        if (code !== EngineCode.Ok) resolve(engineFailure(code));
        else if (typeof reply.image === 'string') resolve({ code: 0, image: reply.image });
        else reject(new Error('The engine answered the screenshot without an image'));
      });
      this.deliver(command);
    });
  }

  /** Seed §4: XR mode needs the native engine with the model and skybox loaded. */
  openXR(): XrResult {
    if (!canIUse('engine', this.app)) return { ok: false, message: XR_MESSAGES.unsupported };
    if (!this.loaded.model || !this.loaded.skybox) return { ok: false, message: XR_MESSAGES.modelLoading };
    this.deliver({ cmd: 'openXR', data: {} });
    return { ok: true };
  }

  /**
   * Seed §4: leaving the engine's routes pauses it 60 s later, unless a route that needs it comes first.
   * The first engine route of a page load resumes it too: a page before this one (a reload, a sign-in) may
   * have paused it.
   */
  routeChanged(usesEngine: boolean) {
    this.usesEngine = usesEngine;
    if (!canIUse('engineResume', this.app)) return;
    if (usesEngine) {
      this.cancelPause();
      if (this.paused || !this.resumedOnce) {
        this.paused = false;
        this.resumedOnce = true;
        this.ignoreFailure(this.unity.resumeUnity(true), 'resumeUnity');
      }
    } else if (!this.paused && this.pauseTimer === null) {
      this.pauseTimer = this.timers.setTimeout(() => {
        this.pauseTimer = null;
        if (this.usesEngine) return;
        this.paused = true;
        this.ignoreFailure(this.unity.resumeUnity(false), 'resumeUnity');
      }, ENGINE_PAUSE_DELAY_MS);
    }
  }

  onNotice(listener: (notice: EngineNotice) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  dispose() {
    this.stopListening();
    this.cancelPause();
    this.listeners.clear();
  }

  private supports(command: EngineCommand) {
    const gates: GateName[] = ['engine'];
    const commandGate = COMMAND_GATES[command.cmd];
    if (commandGate) gates.push(commandGate);
    if ((command.cmd === 'loadModel' || command.cmd === 'loadSkybox') && !command.data.url) gates.push('engineLocalAsset');
    return gates.every((gate) => canIUse(gate, this.app));
  }

  private deliver(command: EngineCommand) {
    if (this.mainSceneLoaded) this.send(command);
    else this.queue.push(command);
  }

  private send(command: EngineCommand) {
    this.ignoreFailure(this.unity.sendToUnity(command), command.cmd);
  }

  /** A bridge failure on a fire-and-forget command is shown, not thrown. */
  private ignoreFailure(sent: Promise<void>, cmd: string) {
    sent.catch((error: unknown) => this.notify({ cmd, message: error instanceof Error ? error.message : String(error) }));
  }

  private notify(notice: EngineNotice) {
    this.listeners.forEach((listener) => listener(notice));
  }

  private cancelPause() {
    if (this.pauseTimer === null) return;
    this.timers.clearTimeout(this.pauseTimer);
    this.pauseTimer = null;
  }

  private receive(message: UnityMessage) {
    const data = dataOf(message);
    switch (message.cmd) {
      case EngineEvent.mainSceneLoaded:
        this.mainSceneLoaded = true;
        this.reloading = false;
        this.queue.splice(0).forEach((command) => this.send(command));
        break;
      case EngineEvent.engineError:
        this.reload();
        break;
      case EngineEvent.loadResult: {
        const code = Number(data.code ?? 0);
        const target = data.target === 'skybox' ? 'skybox' : 'model';
        this.loaded[target] = code === EngineCode.Ok;
        if (code !== EngineCode.Ok) this.notify({ cmd: message.cmd, ...engineFailure(code) });
        break;
      }
      case EngineEvent.screenshot: {
        const settle = this.screenshots.get(String(data.requestId));
        this.screenshots.delete(String(data.requestId));
        settle?.(data);
        break;
      }
      case EngineEvent.openXRFailed:
        this.notify({ cmd: message.cmd, message: XR_MESSAGES.unsupported });
        break;
    }
  }

  /** Seed §4: an engine error reloads the engine; the scene is sent again once its main scene is back. */
  private reload() {
    if (this.reloading) return;
    this.reloading = true;
    this.mainSceneLoaded = false;
    this.loaded.model = false;
    this.loaded.skybox = false;
    const replay = [...this.scene.values()].filter((command) => !this.queue.includes(command));
    this.queue.unshift(...replay);
    this.send({ cmd: 'reloadEngine', data: {} });
  }
}
