import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AccountChip } from './account-chip';

export async function SiteHeader() {
  const t = await getTranslations('Common');
  return (
    <header className="sticky top-0 z-20 border-b border-white/60 bg-white/70 backdrop-blur-md">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 rounded-lg" aria-label={t('home')}>
          <span aria-hidden className="grid h-8 w-8 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-indigo-500 text-sm font-black text-white shadow-sm">
            K
          </span>
          <span className="text-lg font-extrabold tracking-tight">{t('appName')}</span>
        </Link>
        <span className="hidden text-sm text-ink-soft sm:inline">{t('tagline')}</span>
        <AccountChip />
      </div>
    </header>
  );
}
