'use client';

import { API_BASE } from '@/lib/contracts/api-base';
import type { Envelope } from '@/lib/contracts/envelope';
import { isLocale, LOCALE_HEADER } from '@/lib/i18n/locales';

/** A call that answered with a non-zero code (seed §8: code 0 is success, anything else a failure). */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** Login status is invalid (401): the session handler decides what happens (seed §8). */
type LoginInvalidHandler = (path: string) => void;
let onLoginInvalid: LoginInvalidHandler | undefined;
export const setLoginInvalidHandler = (handler: LoginInvalidHandler | undefined) => {
  onLoginInvalid = handler;
};

/** While a logout is under way the old token stops working on purpose: its 401s are not "login invalid". */
let suppressed = 0;
export async function whileLoggingOut<T>(work: () => Promise<T>): Promise<T> {
  suppressed += 1;
  try {
    return await work();
  } finally {
    suppressed -= 1;
  }
}

/** The socket's own "login status is invalid" (401, or a close for a deleted account) takes the same path. */
export const reportLoginInvalid = (path: string) => {
  if (suppressed === 0) onLoginInvalid?.(path);
};

/** Report, login and user calls are left out of the "login status is invalid" handling (seed §8). */
const EXEMPT = [/^\/app\/report\//, /^\/user\/login/, /^\/user$/, /^\/user\/logout/];

/** The language the page was drawn in (`<html lang>`): the lists it loads later speak it too. */
function pageLocaleHeader(): Record<string, string> {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? { [LOCALE_HEADER]: lang } : {};
}

/**
 * Calls the backend through the BFF: JSON in, the envelope's data out, a 30-second timeout (seed §7).
 * The session cookie travels by itself; the browser never holds the token. The page's language goes along.
 */
export async function api<T>(path: string, options: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const method = options.method ?? 'POST';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: { ...pageLocaleHeader(), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      credentials: 'same-origin',
      signal: options.signal ?? AbortSignal.timeout(30_000),
    });
  } catch {
    throw new ApiFailure(-1, 'Network error');
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiFailure(response.status || -1, `Request failure: ${response.status || -1}`);
  }
  if (envelope.code !== 0) {
    if (envelope.code === 401 && !EXEMPT.some((p) => p.test(path))) reportLoginInvalid(path);
    throw new ApiFailure(envelope.code, envelope.message);
  }
  return envelope.data as T;
}
