import { LOCALE_PARAM, LOCALES, type Locale } from '@/lib/i18n/locales';

/** A page's address in one language: `?hl=` asks for it (the proxy draws the page in it). */
export const inLanguage = (path: string, locale: Locale) => `${path}?${LOCALE_PARAM}=${locale}`;

/**
 * The language alternates of a public page (hreflang): one address per interface language, and the plain
 * address as x-default, which speaks the reader's own language (cookie, else Accept-Language).
 */
export function languageAlternates(path: string): Record<string, string> {
  return { ...Object.fromEntries(LOCALES.map((locale) => [locale, inLanguage(path, locale)])), 'x-default': path };
}
