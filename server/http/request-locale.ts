import type { Context } from 'hono';
import { LOCALE_COOKIE, LOCALE_HEADER, resolveLocale, type Locale } from '@/lib/i18n/locales';
import type { AppEnv } from './context';
import { readCookie } from './session-bridge';

/**
 * The reader's language for the catalogue's text, by the pages' rule: the language the call asks for (the
 * browser's calls send the page's), else the one chosen in this browser (its cookie, which the BFF passes on),
 * else Accept-Language (what the native apps send), else en-US.
 */
export function requestLocale(c: Context<AppEnv>): Locale {
  return resolveLocale({ asked: c.req.header(LOCALE_HEADER), chosen: readCookie(c.req.header('cookie'), LOCALE_COOKIE), acceptLanguage: c.req.header('accept-language') });
}
