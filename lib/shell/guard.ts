import type { AppUserAgent } from '@/lib/bridge/app-version';
import { passesGate, VERSION_GATES, type GateName } from '@/lib/bridge/version-gates';
import { isAssetPath, matchRoute, NOT_FOUND_PATH, REDIRECTS } from './route-table';

/** The query parameter that tells the shell which version gate turned the user back (its Update dialog). */
export const GATE_QUERY = 'gate';

export interface GuardInput {
  pathname: string;
  /** The request carries a session cookie (visitor or account). Without one the viewer is surely a guest. */
  hasSession: boolean;
  app: AppUserAgent;
  /** The store-review switch (seed §2, §6): while the app is in review, home stays on discover. */
  inReview: boolean;
}

export type GuardDecision = { kind: 'next' } | { kind: 'redirect'; to: string };

/**
 * Seed §2 "Named routes and guards": home is discover on the web; inside the native app it is for-you
 * unless the app is in review.
 */
export function homeRouteFor(app: AppUserAgent, inReview: boolean): '/discover' | '/foryou' {
  return app.inApp && !inReview ? '/foryou' : '/discover';
}

/**
 * What the proxy does with a page request, decided from what the request alone tells: the redirect
 * table, unknown paths, guests on auth routes, the home choice per platform and strict version gates.
 * A visitor holds a session cookie too, so telling a visitor from an account needs the database: the
 * pages' server components do that (server/web/guards.ts), as they do for whitelist levels.
 */
export function decideGuard({ pathname, hasSession, app, inReview }: GuardInput): GuardDecision {
  if (isAssetPath(pathname)) return { kind: 'next' };
  const redirect = REDIRECTS[pathname];
  if (redirect) return { kind: 'redirect', to: redirect };
  const route = matchRoute(pathname);
  if (!route) return { kind: 'redirect', to: NOT_FOUND_PATH };
  if (route.auth && !hasSession) return { kind: 'redirect', to: '/' };
  if (route.gate && VERSION_GATES[route.gate].strict && !passesGate(route.gate, app)) {
    return { kind: 'redirect', to: `${homeRouteFor(app, inReview)}?${GATE_QUERY}=${route.gate}` };
  }
  // The web keeps "/" as the discover page itself (its canonical URL); the app opens on for-you.
  if (pathname === '/' && homeRouteFor(app, inReview) === '/foryou') return { kind: 'redirect', to: '/foryou' };
  return { kind: 'next' };
}

/** The gate whose Update dialog a page should show: the one the proxy sent the user back from, or the route's own. */
export function gateToAnnounce(pathname: string, gateParam: string | null, app: AppUserAgent): GateName | undefined {
  if (gateParam && gateParam in VERSION_GATES && !passesGate(gateParam as GateName, app)) return gateParam as GateName;
  const gate = matchRoute(pathname)?.gate;
  return gate && !passesGate(gate, app) ? gate : undefined;
}
