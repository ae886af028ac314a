'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NAV_RESELECT_EVENT } from '@/lib/shell/events';
import { transitionBetween, type PageTransition } from '@/lib/shell/transition';
import { PullToRefresh } from './pull-to-refresh';
import { ScrollKeeper } from './scroll-keeper';
import { isFeedPath } from './shell-routes';
import { useShellRefresh } from './use-shell-refresh';

const EASE = 'cubic-bezier(0.2, 0.8, 0.2, 1)';
const KEYFRAMES: Record<Exclude<PageTransition, 'none'>, { frames: Keyframe[]; ms: number }> = {
  push: { frames: [{ transform: 'translateX(24%)', opacity: 0.35 }, { transform: 'translateX(0)', opacity: 1 }], ms: 280 },
  pop: { frames: [{ transform: 'translateX(-18%)', opacity: 0.35 }, { transform: 'translateX(0)', opacity: 1 }], ms: 260 },
  fade: { frames: [{ opacity: 0 }, { opacity: 1 }], ms: 200 },
};

/**
 * The page area of the shell: it slides pages in by route depth (seed §2), keeps scroll positions for
 * back navigation, refreshes the home feeds on a pull or a double tap on Home, and holds the main landmark.
 */
export function ShellMain({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const area = useRef<HTMLDivElement>(null);
  const previous = useRef<string | null>(null);
  const { refresh } = useShellRefresh();

  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const kind = transitionBetween(from, pathname, reduced);
    if (kind === 'none' || !area.current?.animate) return;
    const { frames, ms } = KEYFRAMES[kind];
    area.current.dataset.transition = kind;
    const animation = area.current.animate(frames, { duration: ms, easing: EASE });
    const element = area.current;
    animation.onfinish = () => delete element.dataset.transition;
    return () => animation.cancel();
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
      <PullToRefresh enabled={isFeedPath(pathname)} onRefresh={refresh}>
        <div ref={area}>{children}</div>
      </PullToRefresh>
    </>
  );
}
