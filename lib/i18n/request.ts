import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { isLocale, LOCALE_COOKIE, negotiateLocale } from './locales';

/** Locale without URL prefixes (DESIGN §4): the chosen language, else Accept-Language, else en-US. */
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : negotiateLocale((await headers()).get('accept-language'));
  return { locale, messages: (await import(`../../messages/${locale}.json`)).default };
});
