import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from './locales';
import { MESSAGE_NAMESPACES } from './namespaces';

async function loadMessages(locale: Locale) {
  const parts = await Promise.all(
    MESSAGE_NAMESPACES.map(async (namespace) => [namespace, (await import(`../../messages/${locale}/${namespace}.json`)).default] as const),
  );
  return Object.fromEntries(parts);
}

/** Locale without URL prefixes (DESIGN §4): the chosen language, else Accept-Language, else en-US. */
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : negotiateLocale((await headers()).get('accept-language'));
  return { locale, messages: await loadMessages(locale) };
});
