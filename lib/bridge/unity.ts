import { callOrDefault, type ModuleContext } from './module-call';
import { parseNativeValue } from './parse-native';

/** Seed §9: the default touch area top. */
export const DEFAULT_TOUCH_AREA_TOP = 100;

/** A message to or from the engine; the engine commands and their data are in engine-commands.ts. */
export interface UnityMessage {
  cmd: string;
  data?: unknown;
}

const isUnityMessage = (value: unknown): value is UnityMessage =>
  typeof value === 'object' && value !== null && typeof (value as UnityMessage).cmd === 'string';

export function createUnity(ctx: ModuleContext) {
  return {
    sendToUnity: (message: UnityMessage) => callOrDefault<void>(ctx, 'Unity', 'sendToUnity', message, undefined),
    /** Turns the engine's screen-touch area on or off (seed §4); below `top` (px) touches reach the engine. */
    setUnityArea: (area: { active: boolean; top?: number }) =>
      callOrDefault<void>(ctx, 'Unity', 'setUnityArea', { top: DEFAULT_TOUCH_AREA_TOP, ...area }, undefined),
    /** Starts (true) or stops (false) the engine; only on versions that have it (seed §4). */
    resumeUnity: (start: boolean) => callOrDefault<void>(ctx, 'Unity', 'resumeUnity', { start }, undefined, { gate: 'engineResume' }),
    /** Messages from the engine; their data arrives parsed. */
    onMessage(listener: (message: UnityMessage) => void) {
      return ctx.transport.on('unity', (payload) => {
        if (isUnityMessage(payload)) listener({ cmd: payload.cmd, data: parseNativeValue(payload.data) });
      });
    },
  };
}
export type UnityModule = ReturnType<typeof createUnity>;
