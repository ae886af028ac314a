import { CALLBACK_GLOBAL, EVENT_GLOBAL, NATIVE_GLOBAL, type BridgeEventName, type BridgeWindow } from '@/lib/bridge/window-contract';

/** Answers one native method: return the result, or throw to answer with an error. */
export type FakeHandler = (args: Record<string, unknown>) => unknown;

export interface FakeNativeCall {
  module: string;
  method: string;
  args: Record<string, unknown>;
  callbackId: string;
}

export interface FakeNativeOptions {
  /** Handlers by 'Module.method'; a method without one is answered with no result. */
  handlers?: Record<string, FakeHandler>;
  /** Methods ('Module.method') that are never answered. */
  silent?: string[];
  /** Deliver results as JSON strings, as some wrappers do. */
  jsonStrings?: boolean;
}

/**
 * A stand-in for the native wrapper, following window-contract.ts: records every call and answers it on
 * the next microtask through the page's callback global. For tests of the page side.
 */
export function installFakeNative(win: BridgeWindow, options: FakeNativeOptions = {}) {
  const calls: FakeNativeCall[] = [];
  const handlers = { ...options.handlers };
  const answer = (callbackId: string, result: unknown, error?: string) =>
    win[CALLBACK_GLOBAL]?.(callbackId, options.jsonStrings && result !== undefined ? JSON.stringify(result) : result, error);

  win[NATIVE_GLOBAL] = {
    call(module, method, argsJson, callbackId) {
      const name = `${module}.${method}`;
      const args = JSON.parse(argsJson) as Record<string, unknown>;
      calls.push({ module, method, args, callbackId });
      if (options.silent?.includes(name)) return;
      // A promise job rather than queueMicrotask, which Jest's fake timers replace.
      void Promise.resolve().then(() => {
        try {
          answer(callbackId, handlers[name]?.(args));
        } catch (error) {
          answer(callbackId, undefined, error instanceof Error ? error.message : String(error));
        }
      });
    },
  };

  return {
    calls,
    /** Calls to one method, e.g. 'Unity.sendToUnity'. */
    callsOf: (name: string) => calls.filter((call) => `${call.module}.${call.method}` === name),
    handle(name: string, handler: FakeHandler) {
      handlers[name] = handler;
    },
    /** An event from the wrapper (window.kokoBridgeEvent). */
    emit(event: BridgeEventName, payload: unknown) {
      win[EVENT_GLOBAL]?.(event, payload);
    },
    answer,
    uninstall() {
      delete win[NATIVE_GLOBAL];
    },
  };
}
export type FakeNative = ReturnType<typeof installFakeNative>;
