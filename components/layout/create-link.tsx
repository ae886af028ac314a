'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { isVisitor, useUser } from '@/lib/client/session';
import { useLoginPrompt } from '@/lib/client/stores';
import { isNavItemActive, navItem } from '@/lib/shell/nav-items';

/** The PC bar's Create item (seed §2, as the phone's bottom nav): the create hub; a guest gets the login prompt. */
export function CreateLink() {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const user = useUser();
  const show = useLoginPrompt((s) => s.show);
  const { href } = navItem('create');
  const signedIn = Boolean(user.data) && !isVisitor(user.data);
  const active = isNavItemActive('create', pathname);
  return (
    <Link
      href={href}
      prefetch={false}
      aria-current={active ? 'page' : undefined}
      data-testid="bar-create"
      onClick={(event) => {
        if (signedIn) return;
        event.preventDefault();
        show({ redirectUrl: href });
      }}
      className={`flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition hover:bg-ink/[0.05] ${active ? 'text-brand-700' : 'text-ink'}`}
    >
      <span aria-hidden className="grid h-6 w-6 place-items-center rounded-lg bg-gradient-to-br from-brand-500 to-indigo-500 text-white">
        <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round">
          <path d="M12 5v14M5 12h14" />
        </svg>
      </span>
      <span className="sr-only lg:not-sr-only">{t('create')}</span>
    </Link>
  );
}
