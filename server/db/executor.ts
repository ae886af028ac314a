import type { Database } from './client';

/** A database or an open transaction: code that must join a caller's transaction takes one of these. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** The SQLSTATE of a database error, through Drizzle's wrapper when there is one. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
