import { systemTimers, type Timers } from '@/lib/chat/timers';
import { parseUserAgent } from './app-version';
import { createCommon } from './common';
import { createEventKit } from './event-kit';
import { createInteraction } from './interaction';
import { createLogin } from './login';
import type { ModuleContext } from './module-call';
import { createPermission } from './permission';
import { createRouter } from './router';
import { createSpeechRecognizer } from './speech-recognizer';
import { createTouch } from './touch';
import { createWindowTransport } from './transport';
import { createUnity } from './unity';
import type { BridgeWindow } from './window-contract';

export * from './app-version';
export * from './version-gates';
export * from './window-contract';
export { BRIDGE_CALL_TIMEOUT_MS, BridgeError, type BridgeErrorKind, type BridgeTransport, type CallOptions } from './transport';
export { INTERACTIVE_CALL_TIMEOUT_MS } from './module-call';
export * from './common';
export * from './permission';
export * from './event-kit';
export * from './router';
export * from './login';
export * from './unity';
export * from './interaction';
export * from './touch';
export * from './speech-recognizer';
export * from './engine-codes';
export * from './engine-commands';
export type { EngineState, ScreenshotResult, XrResult } from './engine-backend';
export { createEngineController, type EngineController, type EngineControllerOptions } from './engine-controller';
export { ENGINE_PAUSE_DELAY_MS, ENGINE_SCREENSHOT_TIMEOUT_MS } from './native-engine';
export * from './web-engine';

export interface BridgeOptions {
  win?: BridgeWindow;
  userAgent?: string;
  timers?: Timers;
  /** The default wait for an answer (BRIDGE_CALL_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** The modules of seed §7 over one window transport. */
export function createBridge({ win, userAgent = '', timers = systemTimers, timeoutMs }: BridgeOptions = {}) {
  const transport = createWindowTransport(win, { timers, timeoutMs });
  const app = parseUserAgent(userAgent);
  const ctx: ModuleContext = { transport, app, timers };
  return {
    transport,
    app,
    common: createCommon(ctx),
    permission: createPermission(ctx),
    eventKit: createEventKit(ctx),
    router: createRouter(ctx),
    login: createLogin(ctx),
    unity: createUnity(ctx),
    interaction: createInteraction(ctx),
    touch: createTouch(ctx),
    speechRecognizer: createSpeechRecognizer(ctx),
    dispose: () => transport.dispose(),
  };
}
export type KokoBridge = ReturnType<typeof createBridge>;

let pageBridge: KokoBridge | undefined;

/** The page's bridge (one per window); on the server a bridge that is always outside the app. */
export function getBridge(): KokoBridge {
  if (typeof window === 'undefined') return createBridge();
  pageBridge ??= createBridge({ win: window, userAgent: navigator.userAgent });
  return pageBridge;
}
