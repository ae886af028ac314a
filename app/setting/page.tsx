import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { SettingsPanel } from '@/components/settings/settings-panel';
import { PageHeader } from '@/components/ui/page-header';
import { LOCALE_NAMES } from '@/lib/i18n/locale-names';
import { isLocale } from '@/lib/i18n/locales';
import { prefetchAccount } from '@/server/web/account-prefetch';
import { requireAccount } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Settings'))('title') };
}

export default async function SettingPage() {
  const account = await requireAccount();
  const [t, locale, state] = await Promise.all([getTranslations('Settings'), getLocale(), prefetchAccount(account)]);
  return (
    <div className="mx-auto max-w-xl pb-8">
      <PageHeader title={t('title')} backHref="/profile" backLabel={t('back')} />
      <HydrationBoundary state={state}>
        <SettingsPanel languageName={isLocale(locale) ? LOCALE_NAMES[locale] : locale} />
      </HydrationBoundary>
    </div>
  );
}
