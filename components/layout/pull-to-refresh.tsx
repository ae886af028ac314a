'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/loading-mask';
import { pullDistance, pullPhase, startsPull } from '@/lib/shell/pull-refresh';

/** A move this small is still a tap, not a pull. */
const SLOP_PX = 6;

/**
 * Pull-down refresh (seed §2): at the top of the page a downward drag shows "Pull to refresh", past
 * 30 px "Release to refresh", and letting go refreshes with a spinner. Any other touch (scrolling, sideways
 * swipes on tabs and banners) is left to the browser.
 */
export function PullToRefresh({ enabled, onRefresh }: { enabled: boolean; onRefresh: () => Promise<void> }) {
  const t = useTranslations('Shell');
  const [distance, setDistance] = useState(0);
  const [released, setReleased] = useState(false);
  const [dragging, setDragging] = useState(false);
  const touch = useRef<{ x: number; y: number; pulling: boolean } | null>(null);
  const latest = useRef({ distance: 0, onRefresh });
  useEffect(() => {
    latest.current.onRefresh = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    // Chrome's own pull-to-reload would fire on top of ours.
    root.style.overscrollBehaviorY = 'contain';
    const setPull = (value: number) => {
      latest.current.distance = value;
      setDistance(value);
    };
    const onStart = (e: TouchEvent) => {
      // A second finger, or a new touch after a lost touchend, never leaves a half-pulled indicator.
      if (latest.current.distance > 0) setPull(0);
      const point = e.touches[0];
      touch.current = e.touches.length === 1 && point && window.scrollY <= 0 ? { x: point.clientX, y: point.clientY, pulling: false } : null;
    };
    const onMove = (e: TouchEvent) => {
      const start = touch.current;
      const point = e.touches[0];
      if (!start || !point) return;
      const dx = point.clientX - start.x;
      const dy = point.clientY - start.y;
      if (!start.pulling) {
        if (Math.abs(dx) < SLOP_PX && Math.abs(dy) < SLOP_PX) return;
        if (!startsPull(window.scrollY, dx, dy)) {
          touch.current = null;
          return;
        }
        start.pulling = true;
        setDragging(true);
      }
      if (e.cancelable) e.preventDefault();
      setPull(pullDistance(dy));
    };
    const onEnd = () => {
      const wasPulling = touch.current?.pulling;
      touch.current = null;
      setDragging(false);
      if (!wasPulling) return;
      if (pullPhase(latest.current.distance) === 'armed') {
        setReleased(true);
        void latest.current.onRefresh().finally(() => {
          setReleased(false);
          setPull(0);
        });
      } else setPull(0);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: false });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      root.style.overscrollBehaviorY = '';
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);

  const shown = released ? Math.max(distance, 44) : distance;
  const phase = released ? 'refreshing' : pullPhase(distance);

  if (!enabled) return null;
  return (
    <div
      aria-live="polite"
      data-testid="pull-refresh"
      data-phase={phase}
      className="pointer-events-none flex items-end justify-center overflow-hidden"
      style={{ height: shown, transition: dragging ? 'none' : 'height 200ms ease-out' }}
    >
      {phase === 'idle' ? null : (
        <span className="mb-2 flex items-center gap-2 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-ink-soft shadow-sm ring-1 ring-ink/5">
          {phase === 'refreshing' ? (
            <>
              <Spinner className="h-4 w-4" />
              {t('refreshing')}
            </>
          ) : (
            <>
              <svg aria-hidden viewBox="0 0 24 24" className={`h-4 w-4 transition-transform ${phase === 'armed' ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
                <path d="M12 5v14m0 0 5-5m-5 5-5-5" />
              </svg>
              {phase === 'armed' ? t('releaseToRefresh') : t('pullToRefresh')}
            </>
          )}
        </span>
      )}
    </div>
  );
}
