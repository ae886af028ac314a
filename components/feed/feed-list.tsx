'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { PagerPhase } from './feed-pager';

/**
 * The placeholders, the inline retry and the network retry dialog are not part of the feed's first load:
 * their code is fetched once the list is up, so it is at hand when more is loading or the network goes away.
 * (A list that starts with placeholders has it server-rendered with it.)
 */
const loadStates = () => import('./feed-list-states');
const SkeletonCard = dynamic(() => loadStates().then((m) => m.SkeletonCard));
const LoadError = dynamic(() => loadStates().then((m) => m.LoadError), { ssr: false });
const Dialog = dynamic(() => loadStates().then((m) => m.Dialog), { ssr: false });

/** The card grids: two columns on phones up to six on wide screens; performances are wide. */
export const GRID = {
  role: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5 xl:grid-cols-6',
  perform: 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3',
} as const;

interface FeedListProps {
  label: string;
  shape: keyof typeof GRID;
  phase: PagerPhase;
  placeholders: number;
  count: number;
  sentinelRef: (node: HTMLElement | null) => void;
  networkError: boolean;
  onRetry: () => void;
  onDismissNetworkError: () => void;
  emptyText: string;
  children: React.ReactNode;
}

/**
 * A feed's grid with its states: placeholders while a page loads, the sentinel that asks for the next,
 * the end marker, the empty text, an inline retry once loading stopped, and the network retry dialog.
 */
export function FeedList({ label, shape, phase, placeholders, count, sentinelRef, networkError, onRetry, onDismissNetworkError, emptyText, children }: FeedListProps) {
  const t = useTranslations('Feed');
  useEffect(() => {
    void loadStates();
  }, []);
  return (
    <section aria-label={label} aria-busy={phase === 'first-load' || phase === 'loading-more'}>
      <ul className={GRID[shape]}>
        {children}
        {Array.from({ length: placeholders }, (_, i) => (
          <li key={`placeholder-${i}`}>
            <SkeletonCard shape={shape} />
          </li>
        ))}
      </ul>
      <div ref={sentinelRef} aria-hidden className="h-px" />
      {phase === 'ended' && count === 0 ? <p className="py-16 text-center text-ink-soft">{emptyText}</p> : null}
      {phase === 'ended' && count > 0 ? (
        <p data-testid="feed-end" className="flex items-center gap-3 py-8 text-xs font-semibold uppercase tracking-[0.14em] text-ink-soft/80">
          <span aria-hidden className="h-px flex-1 bg-gradient-to-r from-transparent to-ink/15" />
          {t('end')}
          <span aria-hidden className="h-px flex-1 bg-gradient-to-l from-transparent to-ink/15" />
        </p>
      ) : null}
      {phase === 'stopped' && !networkError ? (
        <div className="py-6">
          <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />
        </div>
      ) : null}
      {networkError ? (
        <Dialog
          open
          title={t('networkErrorTitle')}
          leftLabel={t('cancel')}
          rightLabel={t('retry')}
          onLeft={onDismissNetworkError}
          onRight={onRetry}
          testId="feed-network-error"
        >
          {t('networkErrorContent')}
        </Dialog>
      ) : null}
    </section>
  );
}
