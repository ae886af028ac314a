'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ClockIcon, EmptyState } from '@/components/search/empty-state';
import { FeedGrid, FeedGridSkeleton } from '@/components/search/feed-grid';
import { FEED_GRID_PAGE_SIZE, feedKeys } from '@/components/search/feed-keys';
import type { FeedPage } from '@/lib/contracts/feed';
import { LoadMore } from '@/components/search/load-more';
import { flattenPages, nextPageParam } from '@/components/search/paging';
import { LoadError } from '@/components/ui/load-error';
import { api } from '@/lib/client/api';

/** Played history (feedInfoHistoryV2): the roles the caller has chatted with, newest first, page by page. */
export function PlayedHistory() {
  const t = useTranslations('Played');
  const locale = useLocale();
  const query = useInfiniteQuery({
    queryKey: feedKeys.played(locale),
    queryFn: ({ pageParam, signal }) => api<FeedPage>('/feed/feedInfoHistoryV2', { body: { current: pageParam, size: FEED_GRID_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 30_000,
  });
  const items = flattenPages(query.data?.pages, (x) => x.role.roleId);

  if (query.isPending) return <FeedGridSkeleton />;
  if (query.isError && items.length === 0) return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <EmptyState testId="played-empty" icon={<ClockIcon />} title={t('empty')} body={t('emptyHint')} actionHref="/" actionLabel={t('discover')} />;
  return (
    <>
      <FeedGrid items={items} label={t('title')} chatLabel={(name) => t('chatAgain', { name })} />
      {query.isFetchNextPageError && (
        <div className="mt-6">
          <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.fetchNextPage()} />
        </div>
      )}
      <LoadMore auto hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} label={t('loadMore')} loadingLabel={t('loading')} />
    </>
  );
}
