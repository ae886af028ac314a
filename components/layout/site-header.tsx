import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { KoinIcon } from '@/components/wallet/koin-icon';
import { AccountChip } from './account-chip';
import { CreateLink } from './create-link';
import { DownloadQr } from './download-qr';
import { HeaderIcon } from './header-icons';
import { HeaderSearch } from './header-search';
import { HomeTabs } from './home-tabs';
import { MobileFeedBar } from './mobile-feed-bar';

function Logo({ label, name, tagline }: { label: string; name: string; tagline?: string }) {
  return (
    // The name people see is the start of the name read out (WCAG 2.5.3), then where the link goes.
    <Link href="/" className="flex shrink-0 items-center gap-2 rounded-xl" aria-label={`${name} · ${label}`}>
      {/* The mark's letter is drawn by CSS, not written: the link's visible words stay exactly the name it is read by. */}
      <span
        aria-hidden
        className="grid h-8 w-8 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-indigo-500 text-sm font-black text-white shadow-sm before:content-['K']"
      />
      <span className="text-lg font-extrabold tracking-tight md:hidden lg:inline">{name}</span>
      {tagline ? <span className="hidden text-sm font-medium text-ink-soft 2xl:inline">{tagline}</span> : null}
    </Link>
  );
}

/**
 * The app's top: on PC the navigation bar (seed §2: logo, feed tabs, search, chats, download with the QR
 * popup, account), on phones the brand row with the account and, on the home feeds, the Discover / For you
 * header.
 */
export async function SiteHeader({ inApp, communityUrl }: { inApp: boolean; communityUrl?: string }) {
  const t = await getTranslations('Common');
  const shell = await getTranslations('Shell');
  return (
    <header className="sticky top-0 z-30 border-b border-white/60 bg-white/75 backdrop-blur-md">
      {/* One row for both layouts, so the account corner exists once; the PC-only parts hide on phones. */}
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 md:h-16 md:px-6 lg:gap-5">
        <Logo label={t('home')} name={t('appName')} tagline={t('tagline')} />
        <HomeTabs inApp={inApp} className="hidden shrink-0 md:block" />
        <div className="hidden min-w-[140px] flex-1 justify-center md:flex lg:min-w-[200px]">
          <HeaderSearch />
        </div>
        <nav aria-label={shell('appNav')} className="hidden shrink-0 items-center gap-2 whitespace-nowrap md:flex">
          <CreateLink />
          <Link href="/chat" className="flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink transition hover:bg-ink/[0.05]">
            <HeaderIcon name="chats" className="h-5 w-5" />
            {/* Between tablet and laptop widths the bar keeps the icons; the names stay for screen readers. */}
            <span className="sr-only lg:not-sr-only">{shell('chats')}</span>
          </Link>
          {communityUrl ? (
            <a href={communityUrl} target="_blank" rel="noopener noreferrer" className="hidden h-10 items-center rounded-full px-3 text-sm font-semibold text-ink transition hover:bg-ink/[0.05] xl:flex">
              {shell('community')}
            </a>
          ) : null}
          {inApp ? null : <DownloadQr />}
        </nav>
        <AccountChip koinIcon={<KoinIcon />} />
      </div>
      <MobileFeedBar inApp={inApp} />
    </header>
  );
}
