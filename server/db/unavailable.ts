import { DatabaseUnavailableError } from './client';

/** What a caller is told while the database cannot be reached (HTTP 503, socket refusals), and when to try again. */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable, please try again shortly';
export const RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL's answers for "not now": class 08 (connection exception), 57P01 admin_shutdown (a backend
 * terminated), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down) and 53300
 * too_many_connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The socket's answers when the server cannot be reached or drops the connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What node-postgres, its pool and PGlite (in-process or on its thread) say when a connection is gone, was never made, or the database is closed. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated\b/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
  /^The embedded database stopped\b/,
];

function saysUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Why an error means the database cannot be reached right now (rather than that a statement is wrong): the
 * message of the error that says so, the error itself or one it wraps (Drizzle wraps a driver's error as its
 * `cause`; a connection tried on several addresses fails with an AggregateError of them). undefined when it
 * does not mean that. The reason names no statement and no parameter, so it can be logged.
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0 && seen.size < 16) {
    const next = pending.shift();
    if (next === undefined || next === null || seen.has(next)) continue;
    seen.add(next);
    if (saysUnavailable(next)) {
      const { code, message } = next as { code?: unknown; message?: unknown };
      return [code, message].filter((part) => typeof part === 'string' && part).join(' ') || 'unavailable';
    }
    if (next instanceof Error) {
      pending.push(next.cause);
      if (next instanceof AggregateError) pending.push(...next.errors);
    }
  }
  return undefined;
}

export const isDatabaseUnavailable = (error: unknown) => databaseUnavailableReason(error) !== undefined;
