import type { Context } from 'hono';
import { LOCALE_HEADER } from '@/lib/i18n/locales';
import { AUTH_HEADER } from './auth';
import type { AppEnv } from './context';

/** Seed §7 and §9: cacheable calls default to a 30-minute TTL. */
export const LIST_CACHE_SECONDS = 30 * 60;

/**
 * Marks a list answer cacheable for `seconds`. The caller's own data is always private; a shared list is
 * private too when someone is signed in, since their adult setting or whitelist level shapes it, and
 * public for a guest. Lists speak the reader's language (see requestLocale), so a cache keeps one copy per
 * language.
 */
export function cacheList(c: Context<AppEnv>, seconds: number, scope: 'shared' | 'own' = 'shared') {
  const isPrivate = scope === 'own' || c.get('user') !== undefined;
  c.header('cache-control', `${isPrivate ? 'private' : 'public'}, max-age=${Math.max(0, Math.floor(seconds))}`);
  c.header('vary', `${AUTH_HEADER}, ${LOCALE_HEADER}, accept-language, cookie`);
}
