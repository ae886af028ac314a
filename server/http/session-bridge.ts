import { SESSION_COOKIE } from '@/lib/contracts/session';
import { ErrorCode } from '@/server/errors';
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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/**
 * Cross-site request forgery (DESIGN §6): a state-changing call that rides on the session cookie must come
 * from this site. The browser says where a call comes from in Sec-Fetch-Site (only same-origin, or none for
 * what the user did themselves, pass) and, where it does not send that, in Origin, which must name this
 * host or KOKO_PUBLIC_URL. Calls with x-auth (native apps) and calls without the cookie carry no ambient
 * authority and are not checked; neither are GET, HEAD and OPTIONS, which change nothing.
 */
export function isCrossSiteCookieCall(request: Request, publicUrl?: string): boolean {
  if (SAFE_METHODS.has(request.method) || request.headers.has(AUTH_HEADER)) return false;
  if (!readCookie(request.headers.get('cookie'), SESSION_COOKIE)) return false;
  const site = request.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const from = hostOf(origin);
  const here = [request.headers.get('x-forwarded-host'), request.headers.get('host'), hostOf(request.url), publicUrl && hostOf(publicUrl)];
  return !from || !here.includes(from);
}

/** The answer to a refused cross-site call, in the envelope. */
export const crossSiteRefused = () =>
  Response.json({ code: ErrorCode.Forbidden, message: 'Cross-site request refused', data: null, request_id: '' }, { status: 403 });

/** The bridge in full: a cross-site cookie call is refused; any other gets its x-auth and goes on to `send`. */
export function throughSessionBridge(request: Request, publicUrl: string | undefined, send: (request: Request) => Response | Promise<Response>): Response | Promise<Response> {
  if (isCrossSiteCookieCall(request, publicUrl)) return crossSiteRefused();
  return send(withSessionAuth(request));
}
