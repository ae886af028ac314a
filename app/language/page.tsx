import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { LanguagePicker, type LanguageOption } from '@/components/language/language-picker';
import { PageHeader } from '@/components/ui/page-header';
import { LOCALE_NAMES, localeNameIn } from '@/lib/i18n/locale-names';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '@/lib/i18n/locales';
import { prefetchAccount } from '@/server/web/account-prefetch';
import { requireAccount } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Language'))('title') };
}

export default async function LanguagePage() {
  const account = await requireAccount();
  const [t, locale, state] = await Promise.all([getTranslations('Language'), getLocale(), prefetchAccount(account)]);
  const current = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const options: LanguageOption[] = LOCALES.map((l) => {
    const localName = localeNameIn(l, current);
    return { locale: l, name: LOCALE_NAMES[l], localName: l === current || !localName || localName === LOCALE_NAMES[l] ? undefined : localName };
  });
  return (
    <div className="mx-auto max-w-xl pb-8">
      <PageHeader title={t('title')} backHref="/setting" backLabel={t('back')} />
      <HydrationBoundary state={state}>
        <LanguagePicker current={current} options={options} />
      </HydrationBoundary>
    </div>
  );
}
