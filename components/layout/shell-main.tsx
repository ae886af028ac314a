'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NAV_RESELECT_EVENT } from '@/lib/shell/events';
import { isFeedPath } from './shell-routes';
import { useShellRefresh } from './use-shell-refresh';

// Neither draws anything until a person scrolls, leaves or pulls: their code comes after the first load.
const ScrollKeeper = dynamic(() => import('./scroll-keeper').then((m) => m.ScrollKeeper), { ssr: false });
const PullToRefresh = dynamic(() => import('./pull-to-refresh').then((m) => m.PullToRefresh), { ssr: false });

/**
 * The page area of the shell: it slides pages in by route depth (seed §2), keeps scroll positions for
 * back navigation, refreshes the home feeds on a pull or a double tap on Home, and holds the main landmark.
 */
export function ShellMain({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const area = useRef<HTMLDivElement>(null);
  const previous = useRef<string | null>(null);
  const { refresh } = useShellRefresh();
  // The transitions (and the route table behind them) are only needed once a person navigates: fetched after hydration.
  const transitions = useRef<typeof import('./page-transition') | null>(null);
  useEffect(() => {
    void import('./page-transition').then((m) => (transitions.current = m));
  }, []);

  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (area.current) return transitions.current?.animatePage(area.current, from, pathname);
  }, [pathname]);

  useEffect(() => {
    const onReselect = (event: Event) => {
      if ((event as CustomEvent<{ item: string }>).detail?.item !== 'home' || !isFeedPath(pathname)) return;
      window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
      void refresh();
    };
    window.addEventListener(NAV_RESELECT_EVENT, onReselect);
    return () => window.removeEventListener(NAV_RESELECT_EVENT, onReselect);
  }, [pathname, refresh]);

  return (
    <>
      <ScrollKeeper />
      <PullToRefresh enabled={isFeedPath(pathname)} onRefresh={refresh} />
      <div ref={area}>{children}</div>
    </>
  );
}
