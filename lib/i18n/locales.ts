/** The interface languages: the ten of seed §1, then Japanese and Korean; en-US is the source and the fallback. */
export const LOCALES = ['en-US', 'zh-CN', 'es-ES', 'fr-FR', 'de-DE', 'pt-BR', 'it-IT', 'id-ID', 'fil-PH', 'ru-RU', 'ja-JP', 'ko-KR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** An address may ask for a language (`?hl=fr-FR`): the alternates of a profile for search engines. */
export const LOCALE_PARAM = 'hl';
/**
 * The language a request asks for explicitly: the proxy sets it from `?hl=`, and the browser's API calls send
 * the page's language in it, so the lists a page loads later speak the language the page was drawn in.
 */
export const LOCALE_HEADER = 'x-koko-locale';

export function isLocale(value: string | undefined | null): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}

/** Picks the best supported locale from an Accept-Language header: exact tag first, then language. */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const wanted = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const sameLanguage = LOCALES.find((l) => l.toLowerCase().split('-')[0] === (language === 'tl' ? 'fil' : language));
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

/**
 * The locale of a request (DESIGN §4), one rule for pages and API: the language the request asks for
 * (LOCALE_HEADER), else the one the reader chose (the NEXT_LOCALE cookie, which a signed-in account's
 * language setting is kept in), else Accept-Language, else en-US.
 */
export function resolveLocale(request: { asked?: string | null; chosen?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(request.asked)) return request.asked;
  return isLocale(request.chosen) ? request.chosen : negotiateLocale(request.acceptLanguage);
}
