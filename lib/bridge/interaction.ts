import { callOrDefault, type ModuleContext } from './module-call';

/** Seed §9: vibration default amplitude 60, duration 50 (ms), throttled to one per 300 ms. */
export const VIBRATION_AMPLITUDE = 60;
export const VIBRATION_DURATION_MS = 50;
export const VIBRATION_THROTTLE_MS = 300;

export type LifecycleState = 'foreground' | 'background';

export function createInteraction(ctx: ModuleContext) {
  let lastVibration = -Infinity;
  return {
    /** Resolves true when the vibration was passed on, false when throttled (or outside the app). */
    async vibrate({ amplitude = VIBRATION_AMPLITUDE, duration = VIBRATION_DURATION_MS }: { amplitude?: number; duration?: number } = {}) {
      if (!ctx.transport.available) return false;
      const now = ctx.timers.now();
      if (now - lastVibration < VIBRATION_THROTTLE_MS) return false;
      lastVibration = now;
      await callOrDefault<void>(ctx, 'Interaction', 'vibrate', { amplitude, duration }, undefined);
      return true;
    },
    /** The app going to the background or coming back. */
    onLifecycle(listener: (state: LifecycleState) => void) {
      return ctx.transport.on('lifecycle', (payload) => {
        const state = (payload as { state?: unknown } | null)?.state;
        if (state === 'foreground' || state === 'background') listener(state);
      });
    },
  };
}
export type InteractionModule = ReturnType<typeof createInteraction>;
