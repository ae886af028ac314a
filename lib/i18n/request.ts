import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, LOCALE_HEADER, resolveLocale, type Locale } from './locales';
import { MESSAGE_NAMESPACES } from './namespaces';

async function loadMessages(locale: Locale) {
  const parts = await Promise.all(
    MESSAGE_NAMESPACES.map(async (namespace) => [namespace, (await import(`../../messages/${locale}/${namespace}.json`)).default] as const),
  );
  return Object.fromEntries(parts);
}

/** Locale without URL prefixes (DESIGN §4): `?hl=` (set by the proxy), else the chosen language, else Accept-Language, else en-US. */
export default getRequestConfig(async () => {
  const h = await headers();
  const locale = resolveLocale({ asked: h.get(LOCALE_HEADER), chosen: (await cookies()).get(LOCALE_COOKIE)?.value, acceptLanguage: h.get('accept-language') });
  return { locale, messages: await loadMessages(locale) };
});
