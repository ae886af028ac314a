import { SESSION_COOKIE } from '@/lib/contracts/session';
import { AUTH_HEADER } from './auth';

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The BFF's one job on the way in (DESIGN §1): a browser request carries the session cookie, the backend
 * wants x-auth. A request that already has x-auth (a native app) is passed through as it is.
 */
export function withSessionAuth(request: Request): Request {
  if (request.headers.has(AUTH_HEADER)) return request;
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  if (!token) return request;
  const headers = new Headers(request.headers);
  headers.set(AUTH_HEADER, token);
  return new Request(request, { headers });
}
