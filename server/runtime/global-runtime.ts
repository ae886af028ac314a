import { parseEnv } from '@/server/env';
import { createRuntime, type Runtime } from './runtime';

/**
 * Next bundles route handlers and server components apart from server.ts, so a module singleton is not
 * shared; the runtime is published on globalThis instead (DESIGN §1). Where Next runs without server.ts
 * (next build, next dev) it is created lazily here.
 */
const KEY = Symbol.for('koko.runtime');
type Holder = { [KEY]?: Promise<Runtime> };

export function publishRuntime(runtime: Promise<Runtime>): void {
  (globalThis as Holder)[KEY] = runtime;
}

export function getRuntime(): Promise<Runtime> {
  const holder = globalThis as Holder;
  holder[KEY] ??= createRuntime(parseEnv());
  return holder[KEY];
}

export function clearRuntime(): void {
  delete (globalThis as Holder)[KEY];
}
