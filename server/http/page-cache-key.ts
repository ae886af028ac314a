import type { IncomingHttpHeaders } from 'node:http';
import { parseUserAgent } from '@/lib/bridge/app-version';
import { SESSION_COOKIE } from '@/lib/contracts/session';
import { isLocale, LOCALE_COOKIE, LOCALE_HEADER, LOCALE_PARAM, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { readCookie } from './session-bridge';

/**
 * The pages that are the same for everyone of a language and adult setting (seed §2 discover, profiles, search
 * results, the tag list, the sitemap), with the query parameters each may carry and still be shared.
 */
const SHARED_PAGES: { path: RegExp; params: readonly string[] }[] = [
  { path: /^\/(discover)?$/, params: ['tab', LOCALE_PARAM] },
  { path: /^\/tag-collection$/, params: [LOCALE_PARAM] },
  { path: /^\/search-result\/[^/]+$/, params: [LOCALE_PARAM] },
  { path: /^\/character\/profile\/[^/]+\/(\d{1,10})$/, params: [LOCALE_PARAM] },
  { path: /^\/sitemap\.xml$/, params: [] },
];

/** The profile page's address names its role: a change to that role drops the page. */
const PROFILE_PATH = /^\/character\/profile\/[^/]+\/(\d{1,10})$/;

/** Headers of Next's client navigations and server actions: their answers are not the page's HTML. */
const NAVIGATION_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'next-url'] as const;

/** What a shared page is drawn for: everything of the request its HTML depends on, and nothing else. */
export interface PageCacheKey {
  /** Path and query as asked. */
  url: string;
  locale: Locale;
  /** Whether adult content shows: never for a request without a session, the only kind the cache takes. */
  adult: boolean;
  /** Phones and computers get different page sizes (seed §9). */
  platform: 'pc' | 'h5';
  /** The origin the page's links and alternates are written with. */
  origin: string;
  /** The role a profile page shows, so a change to it drops the page. */
  roleId?: number;
}

export const pageCacheKeyString = (key: PageCacheKey) => [key.url, key.locale, key.adult ? 'adult' : 'all-ages', key.platform, key.origin].join('\n');

/**
 * The shared page a request asks for, or undefined when its answer is its own: a session (visitor or account),
 * the native app (its home, loading screen and version gates), a client navigation, or an address outside the list.
 */
export function pageCacheKeyOf(request: { method?: string; url?: string; headers: IncomingHttpHeaders }): PageCacheKey | undefined {
  const { method, headers } = request;
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const cookie = one(headers.cookie);
  if (readCookie(cookie, SESSION_COOKIE)) return undefined;
  if (NAVIGATION_HEADERS.some((name) => headers[name] !== undefined)) return undefined;
  const userAgent = parseUserAgent(one(headers['user-agent']) ?? '');
  if (userAgent.inApp) return undefined;
  let address: URL;
  try {
    address = new URL(request.url ?? '/', 'http://page');
  } catch {
    return undefined;
  }
  const page = SHARED_PAGES.find((p) => p.path.test(address.pathname));
  if (!page || [...address.searchParams.keys()].some((name) => !page.params.includes(name))) return undefined;
  const asked = address.searchParams.get(LOCALE_PARAM);
  const locale = resolveLocale({ asked: isLocale(asked) ? asked : one(headers[LOCALE_HEADER]), chosen: readCookie(cookie, LOCALE_COOKIE), acceptLanguage: one(headers['accept-language']) });
  const host = one(headers['x-forwarded-host']) ?? one(headers.host) ?? '';
  const proto = one(headers['x-forwarded-proto']) ?? '';
  const roleId = PROFILE_PATH.exec(address.pathname)?.[1];
  return {
    url: address.pathname + address.search,
    locale,
    adult: false,
    platform: userAgent.platform === 'h5' ? 'h5' : 'pc',
    origin: `${proto}://${host}`,
    ...(roleId ? { roleId: Number(roleId) } : {}),
  };
}

/** Whether a page is one of the lists the catalogue shapes (everything but a profile). */
export const isListPage = (key: PageCacheKey) => key.roleId === undefined;

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
