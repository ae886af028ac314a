'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { HeaderIcon } from './header-icons';
import { HomeTabs } from './home-tabs';
import { isFeedPath } from './shell-routes';

/** The phone's top header on the home feeds (seed §2): chat history, Discover / For you, search. */
export function MobileFeedBar({ inApp }: { inApp: boolean }) {
  const t = useTranslations('Shell');
  const pathname = usePathname();
  if (!isFeedPath(pathname)) return null;
  const iconLink = 'grid h-10 w-10 shrink-0 place-items-center rounded-full text-ink transition hover:bg-ink/[0.06] active:scale-95';
  return (
    <div className="flex h-12 items-center gap-2 px-2 md:hidden">
      <Link href="/chat" aria-label={t('chats')} className={iconLink}>
        <HeaderIcon name="chats" />
      </Link>
      <HomeTabs inApp={inApp} className="flex flex-1 justify-center" />
      <Link href="/search" aria-label={t('search')} className={iconLink}>
        <HeaderIcon name="search" />
      </Link>
    </div>
  );
}
