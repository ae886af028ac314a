'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { dailyActionState } from '@/components/wallet/daily-action-state';
import { api } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { isVisitor, useUser } from '@/lib/client/session';
import { useLoginPrompt } from '@/lib/client/stores';
import type { DailyAction } from '@/lib/contracts/wallet';
import { NAV_RESELECT_EVENT, type NavItemKey } from '@/lib/shell/events';
import { isNavItemActive, NAV_ITEMS } from '@/lib/shell/nav-items';

const ICONS: Record<NavItemKey, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  create: 'M12 5v14M5 12h14',
  my: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0',
};

/** Two taps on the open page's item within this long are a double tap (seed §2). */
const DOUBLE_TAP_MS = 400;

const isActive = isNavItemActive;

/** What waits on the My page: koin to claim today (check-in, refill). Signed-in users only. */
function useMyBadge(signedIn: boolean): number {
  const daily = useQuery({
    queryKey: queryKeys.dailyActions,
    queryFn: () => api<{ list: DailyAction[] }>('/app/wallet/getDailyActionList'),
    staleTime: 15_000,
    enabled: signedIn,
  });
  if (!signedIn) return 0;
  return daily.data?.list.filter((action) => dailyActionState(action) === 'claim').length ?? 0;
}

/**
 * Phone bottom nav (seed §2): Home, Create and My with its badge. A guest tapping an auth item gets the
 * login prompt; tapping the open page's item scrolls it to the top, and a double tap sends the reselect
 * event (the shell refreshes the page).
 */
export function BottomNav() {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const user = useUser();
  const show = useLoginPrompt((s) => s.show);
  const signedIn = Boolean(user.data) && !isVisitor(user.data);
  const badge = useMyBadge(signedIn);
  const lastTap = useRef<{ key: NavItemKey; at: number } | null>(null);
  // A conversation takes the whole screen, as in every chat app; its header leads back.
  if (pathname.startsWith('/chat-play')) return null;

  function tap(event: React.MouseEvent, key: NavItemKey, auth: boolean, href: string) {
    if (auth && !signedIn) {
      event.preventDefault();
      show({ redirectUrl: href });
      return;
    }
    if (!isActive(key, pathname)) return;
    event.preventDefault();
    const now = event.timeStamp;
    const double = lastTap.current?.key === key && now - lastTap.current.at < DOUBLE_TAP_MS;
    lastTap.current = double ? null : { key, at: now };
    if (double) window.dispatchEvent(new CustomEvent(NAV_RESELECT_EVENT, { detail: { item: key } }));
    else window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }

  return (
    <nav aria-label={t('label')} className="fixed inset-x-0 bottom-0 z-30 border-t border-ink/10 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden">
      <ul className="mx-auto flex max-w-md">
        {NAV_ITEMS.map((item) => {
          const active = isActive(item.key, pathname);
          const count = item.key === 'my' ? badge : 0;
          return (
            <li key={item.key} className="flex-1">
              <Link
                href={item.href}
                // Pages behind sign-in are not fetched ahead: a guest tapping one gets the login prompt instead.
                prefetch={item.auth ? false : undefined}
                onClick={(e) => tap(e, item.key, item.auth, item.href)}
                aria-current={active ? 'page' : undefined}
                aria-label={count > 0 ? t('withBadge', { item: t(item.key), count }) : undefined}
                data-testid={`nav-${item.key}`}
                className={`flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold transition active:scale-95 ${active ? 'text-brand-700' : 'text-ink-soft'}`}
              >
                <span className="relative">
                  {item.key === 'create' ? (
                    <span className="grid h-7 w-10 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-indigo-500 text-white shadow-sm">
                      <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
                        <path d={ICONS[item.key]} />
                      </svg>
                    </span>
                  ) : (
                    <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6" fill={active ? 'currentColor' : 'none'} fillOpacity={active ? 0.15 : 0} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                      <path d={ICONS[item.key]} />
                    </svg>
                  )}
                  {count > 0 ? (
                    <span aria-hidden data-testid="nav-badge" className="absolute -right-2.5 -top-1.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-red-600 px-1 text-[10px] font-bold leading-none text-white ring-2 ring-white">
                      {count}
                    </span>
                  ) : null}
                </span>
                {t(item.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
