import { systemTimers, type Timers } from '@/lib/chat/timers';
import { parseNativeValue } from './parse-native';
import {
  CALLBACK_GLOBAL,
  EVENT_GLOBAL,
  NATIVE_GLOBAL,
  type BridgeCallback,
  type BridgeEventHandler,
  type BridgeEventName,
  type BridgeModuleName,
  type BridgeWindow,
} from './window-contract';

/** How long a call waits for its answer; seed §9 gives the request helper's default wait of 10 s. */
export const BRIDGE_CALL_TIMEOUT_MS = 10_000;

export type BridgeErrorKind = 'unavailable' | 'timeout' | 'native';

export class BridgeError extends Error {
  constructor(
    readonly kind: BridgeErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'BridgeError';
  }
}

export interface CallOptions {
  timeoutMs?: number;
}

export interface BridgeTransport {
  /** The native object is on the window: the page runs inside a wrapper. */
  readonly available: boolean;
  /** Calls the native method; rejects with a BridgeError outside the app, on timeout or on a native error. */
  call<T = unknown>(module: BridgeModuleName, method: string, args?: object, options?: CallOptions): Promise<T>;
  /** Listens to a native event; the payload arrives parsed. Returns the unsubscribe function. */
  on(event: BridgeEventName, listener: (payload: unknown) => void): () => void;
  dispose(): void;
}

export interface TransportOptions {
  timers?: Timers;
  timeoutMs?: number;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: BridgeError): void;
  timer: unknown;
}

let transports = 0;

/**
 * The page side of window-contract.ts. Answers and events for ids it does not know are handed to the
 * handler that was installed before it, so a second transport on the same window does not cut off the first.
 */
export function createWindowTransport(win: BridgeWindow | undefined, options: TransportOptions = {}): BridgeTransport {
  const timers = options.timers ?? systemTimers;
  const defaultTimeout = options.timeoutMs ?? BRIDGE_CALL_TIMEOUT_MS;
  const idPrefix = `kb${(++transports).toString(36)}${Math.random().toString(36).slice(2, 8)}_`;
  let sequence = 0;
  const pending = new Map<string, Pending>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();

  const previousCallback = win?.[CALLBACK_GLOBAL];
  const previousEvent = win?.[EVENT_GLOBAL];
  const onCallback: BridgeCallback = (callbackId, result, error) => {
    const entry = pending.get(callbackId);
    if (!entry) return previousCallback?.(callbackId, result, error);
    pending.delete(callbackId);
    timers.clearTimeout(entry.timer);
    if (error !== undefined && error !== null) entry.reject(new BridgeError('native', String(error)));
    else entry.resolve(parseNativeValue(result));
  };
  const onEvent: BridgeEventHandler = (name, payload) => {
    const parsed = parseNativeValue(payload);
    listeners.get(name)?.forEach((listener) => listener(parsed));
    previousEvent?.(name, payload);
  };
  if (win) {
    win[CALLBACK_GLOBAL] = onCallback;
    win[EVENT_GLOBAL] = onEvent;
  }

  return {
    get available() {
      return typeof win?.[NATIVE_GLOBAL]?.call === 'function';
    },

    call<T>(module: BridgeModuleName, method: string, args: object = {}, callOptions: CallOptions = {}) {
      const native = win?.[NATIVE_GLOBAL];
      const name = `${module}.${method}`;
      if (!native) return Promise.reject(new BridgeError('unavailable', `Bridge call ${name}: not inside the app`));
      const callbackId = `${idPrefix}${++sequence}`;
      const timeoutMs = callOptions.timeoutMs ?? defaultTimeout;
      return new Promise<T>((resolve, reject) => {
        const timer = timers.setTimeout(() => {
          pending.delete(callbackId);
          reject(new BridgeError('timeout', `Bridge call ${name} got no answer within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(callbackId, { resolve: resolve as (value: unknown) => void, reject, timer });
        try {
          native.call(module, method, JSON.stringify(args), callbackId);
        } catch (error) {
          pending.delete(callbackId);
          timers.clearTimeout(timer);
          reject(new BridgeError('native', `Bridge call ${name} failed: ${error instanceof Error ? error.message : String(error)}`));
        }
      });
    },

    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },

    dispose() {
      for (const [id, entry] of pending) {
        timers.clearTimeout(entry.timer);
        entry.reject(new BridgeError('unavailable', `Bridge call ${id} abandoned: the bridge was disposed`));
      }
      pending.clear();
      listeners.clear();
      if (win?.[CALLBACK_GLOBAL] === onCallback) win[CALLBACK_GLOBAL] = previousCallback;
      if (win?.[EVENT_GLOBAL] === onEvent) win[EVENT_GLOBAL] = previousEvent;
    },
  };
}
