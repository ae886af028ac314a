'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { isVisitor, useUser } from '@/lib/client/session';
import { useLoginPrompt } from '@/lib/client/stores';

const ITEMS = [
  { key: 'home', href: '/', auth: false, icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  { key: 'create', href: '/create-performance', auth: true, icon: 'M12 5v14M5 12h14' },
  { key: 'my', href: '/profile', auth: true, icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0' },
] as const;

/** Phone bottom nav (seed §2): Home, Create and My; a guest tapping an auth item gets the login prompt. */
export function BottomNav() {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const user = useUser();
  const show = useLoginPrompt((s) => s.show);
  // A conversation takes the whole screen, as in every chat app; its header leads back.
  if (pathname.startsWith('/chat-play')) return null;
  return (
    <nav aria-label={t('label')} className="fixed inset-x-0 bottom-0 z-30 border-t border-ink/10 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden">
      <ul className="mx-auto flex max-w-md">
        {ITEMS.map((item) => {
          const active = item.href === '/' ? pathname === '/' || pathname === '/discover' : pathname.startsWith(item.href);
          return (
            <li key={item.key} className="flex-1">
              <Link
                href={item.href}
                onClick={(e) => {
                  if (item.auth && isVisitor(user.data)) {
                    e.preventDefault();
                    show({ redirectUrl: item.href });
                  }
                }}
                aria-current={active ? 'page' : undefined}
                className={`flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold ${active ? 'text-brand-700' : 'text-ink-soft'}`}
              >
                <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d={item.icon} />
                </svg>
                {t(item.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
