import type { GateName } from '@/lib/bridge/version-gates';

/**
 * Every page route of the app with its seed §2 meta, in one table: the proxy guards by it, the shell
 * animates by its depth, and a path that matches nothing is unknown (→ /404).
 *
 * Pattern syntax: `:name` one segment, `:name?` an optional segment, `*` any number of further segments.
 */
export interface RouteMeta {
  /** Login required (seed §2 "auth"): a guest goes home. */
  auth?: boolean;
  /** Whitelisted users only (seed §2 "whiteListAuth"); always with auth. */
  whitelist?: boolean;
  /** Page depth for transitions: tab roots are 1, pages opened from them 2, and so on. */
  depth: number;
  /** A native app below this gate's version is asked to update (seed §2, §5, §6). */
  gate?: GateName;
  /** Uses the 3D engine (seed §2 "unity"): inside the app, leaving such routes pauses the engine 60 s later. */
  unity?: boolean;
}

export interface RouteEntry extends RouteMeta {
  pattern: string;
}

const PUBLIC = { depth: 2 } as const;
const AUTH = { auth: true, depth: 2 } as const;
const WHITELIST = { auth: true, whitelist: true, depth: 2 } as const;

export const ROUTES: readonly RouteEntry[] = [
  // Discover and general (seed §2): the home tabs are the root of the stack.
  { pattern: '/', depth: 1 },
  { pattern: '/discover', depth: 1 },
  { pattern: '/foryou', depth: 1 },
  { pattern: '/search', ...PUBLIC },
  { pattern: '/search-result/:keyword', depth: 3 },
  { pattern: '/tag-collection', ...PUBLIC },
  { pattern: '/anime-activity', ...PUBLIC },
  { pattern: '/chat', ...PUBLIC },
  { pattern: '/chat-play/:roleId?', depth: 3, unity: true },
  { pattern: '/feedback', ...PUBLIC },
  { pattern: '/friend-profile', ...PUBLIC },
  { pattern: '/assets-preview-3d', ...PUBLIC, unity: true },
  { pattern: '/graphics-setting', ...PUBLIC, gate: 'graphicsSetting' },
  { pattern: '/terms-of-service', ...PUBLIC },
  { pattern: '/privacy-policy', ...PUBLIC },
  { pattern: '/connect-a-model', ...PUBLIC },
  { pattern: '/launch-app', ...PUBLIC },
  { pattern: '/share-friend', ...PUBLIC },
  { pattern: '/act-share-friend', ...PUBLIC },
  { pattern: '/404', ...PUBLIC },
  { pattern: '/character/profile/:name/:id', ...PUBLIC },
  { pattern: '/character/profile/:name/:id/*', ...PUBLIC },
  // Landing pages (no login).
  { pattern: '/landscape-choose', ...PUBLIC },
  { pattern: '/landscape-pick', ...PUBLIC },
  { pattern: '/landscape-unlock', ...PUBLIC },
  { pattern: '/landscape-pick2/:onelinkId?', ...PUBLIC },
  { pattern: '/ddrchallenge', depth: 3, unity: true },
  { pattern: '/singing-valentine', depth: 3, unity: true },
  { pattern: '/game', ...PUBLIC, gate: 'game', unity: true },
  { pattern: '/login', ...PUBLIC },
  { pattern: '/pclogin', ...PUBLIC },
  // Local accounts: first-run setup, sign-up (invitations), reset and verification links.
  { pattern: '/setup', ...PUBLIC },
  { pattern: '/signup', ...PUBLIC },
  { pattern: '/reset-password', ...PUBLIC },
  { pattern: '/verify-email', ...PUBLIC },
  // Auth routes.
  { pattern: '/friends', ...AUTH },
  { pattern: '/played', ...AUTH },
  { pattern: '/koin', ...AUTH },
  { pattern: '/profile', auth: true, depth: 1 },
  { pattern: '/profile-edit', auth: true, depth: 3 },
  { pattern: '/profile-nickname-edit', auth: true, depth: 3 },
  { pattern: '/profile-character-edit', auth: true, depth: 3 },
  { pattern: '/persona-editor', auth: true, depth: 3 },
  { pattern: '/language', auth: true, depth: 3 },
  { pattern: '/setting', ...AUTH },
  { pattern: '/change-password', auth: true, depth: 3 },
  { pattern: '/user-gen-space/:id?', ...AUTH, unity: true },
  { pattern: '/assets-perform-preview', ...AUTH, unity: true },
  { pattern: '/gen-3d', ...AUTH, unity: true },
  { pattern: '/gen-animation', ...AUTH, unity: true },
  { pattern: '/gen-space', ...AUTH, unity: true },
  { pattern: '/create-friend-draft', ...AUTH },
  { pattern: '/my-draft', ...AUTH },
  // Whitelist only.
  { pattern: '/user-manage', ...WHITELIST },
  { pattern: '/koin-manage', ...WHITELIST },
  { pattern: '/feedback-list', ...WHITELIST },
  { pattern: '/model-manage', ...WHITELIST },
  { pattern: '/role-review', ...WHITELIST },
  // Play editing: {playId?}/{roleId}.
  { pattern: '/gen-play-edit/:a/:b?', auth: true, depth: 3 },
  { pattern: '/gen-play-music/:a/:b?', auth: true, depth: 3 },
  { pattern: '/gen-play-action/:a/:b?', auth: true, depth: 3, unity: true },
  { pattern: '/gen-play-vta/:a/:b?', auth: true, depth: 3 },
  // Creation (seed §2 Creation): the hub the Create item opens, then each flow with its sub-steps.
  { pattern: '/create', auth: true, depth: 1 },
  { pattern: '/create-game/*', ...AUTH },
  { pattern: '/create-performance/*', auth: true, depth: 1, gate: 'performanceCreation' },
  { pattern: '/create-friend/*', ...AUTH, gate: 'friendCreation' },
  { pattern: '/create-friend-avatar/*', ...AUTH, gate: 'friendCreation' },
  { pattern: '/generate/voice/:id?', auth: true, depth: 3 },
  { pattern: '/generate/bgm/:id?', auth: true, depth: 3 },
  { pattern: '/generate/space/:id', auth: true, depth: 3 },
  { pattern: '/generate/cover/:id', auth: true, depth: 3 },
  // The editors of a character already made are the create-friend steps again, so they need the same version.
  { pattern: '/create/*', ...AUTH, gate: 'friendCreation' },
  { pattern: '/assets/*', ...AUTH },
];

/** Seed §2 "Redirects": retired test pages go home, the old guide goes to chat. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/guidence': '/chat',
  '/jsbTest': '/',
  '/test-tools': '/',
  '/test-unity': '/',
  '/test-spline': '/',
  '/ugc-test-ui': '/',
};

export const NOT_FOUND_PATH = '/404';

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matches(pattern: string, path: string[]): boolean {
  const parts = segments(pattern);
  let i = 0;
  for (const part of parts) {
    if (part === '*') return true;
    if (part.endsWith('?')) {
      if (i < path.length) i++;
      continue;
    }
    if (i >= path.length) return false;
    if (!part.startsWith(':') && part !== path[i]) return false;
    i++;
  }
  return i === path.length;
}

/** The route a pathname belongs to, or undefined for an unknown path. A trailing slash is ignored. */
export function matchRoute(pathname: string): RouteEntry | undefined {
  const path = segments(pathname);
  return ROUTES.find((route) => matches(route.pattern, path));
}

/** Whether the page at this path uses the 3D engine (route meta `unity`). */
export const usesEngine = (pathname: string): boolean => matchRoute(pathname)?.unity === true;

/**
 * Paths that are not pages and never pass through the guard: Next's own files, the API and sign-in
 * handlers, the socket, and files by extension (icons, robots.txt, the service worker script).
 */
export function isAssetPath(pathname: string): boolean {
  if (pathname.startsWith('/_') || pathname.startsWith('/koko/app/api') || pathname.startsWith('/api/') || pathname.startsWith('/websocket')) return true;
  if (pathname.startsWith('/.well-known/')) return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}
