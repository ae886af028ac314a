import type { Timers } from '@/lib/chat/timers';
import type { AppUserAgent } from './app-version';
import type { BridgeTransport, CallOptions } from './transport';
import { canIUse, type GateName } from './version-gates';
import type { BridgeModuleName } from './window-contract';

/** What every bridge module is built from. */
export interface ModuleContext {
  transport: BridgeTransport;
  app: AppUserAgent;
  timers: Timers;
}

/** Calls that wait on the person (a login, a share sheet, a permission dialog) get this long to be answered. */
export const INTERACTIVE_CALL_TIMEOUT_MS = 5 * 60_000;

export interface DefaultCallOptions extends CallOptions {
  /** The version gate the method needs; an older app gets the default as well. */
  gate?: GateName;
}

/** Outside the app (or on an app too old for the method) a call resolves to its empty or default result (seed §7). */
export function callOrDefault<T>(
  ctx: ModuleContext,
  module: BridgeModuleName,
  method: string,
  args: object,
  fallback: T,
  options: DefaultCallOptions = {},
): Promise<T> {
  if (!ctx.transport.available || (options.gate && !canIUse(options.gate, ctx.app))) return Promise.resolve(fallback);
  return ctx.transport.call<T>(module, method, args, options).then((result) => result ?? fallback);
}
