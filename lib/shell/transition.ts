import { matchRoute } from './route-table';

/** Pages outside the table (the 404 page) sit one level below the tab roots. */
const DEFAULT_DEPTH = 2;

export function routeDepth(pathname: string): number {
  return matchRoute(pathname)?.depth ?? DEFAULT_DEPTH;
}

/**
 * Seed §2: transitions slide by route depth. Going deeper pushes the new page in from the right, going
 * back up slides it in from the left, and pages at the same depth (the home tabs) cross-fade.
 */
export type PageTransition = 'push' | 'pop' | 'fade' | 'none';

export function transitionBetween(from: string | null, to: string, reducedMotion: boolean): PageTransition {
  if (reducedMotion || from === null || from === to) return 'none';
  const a = routeDepth(from);
  const b = routeDepth(to);
  if (b > a) return 'push';
  if (b < a) return 'pop';
  return 'fade';
}
