'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { api } from '@/lib/client/api';
import { EmptyState, SearchIcon } from './empty-state';
import { FeedGrid, FeedGridSkeleton } from './feed-grid';
import type { FeedPage } from '@/lib/contracts/feed';
import { FEED_GRID_PAGE_SIZE, feedKeys } from './feed-keys';
import { LoadMore } from './load-more';
import { flattenPages, nextPageParam } from './paging';

/** searchFeedInfo results with infinite scroll, their empty state and an error with retry. */
export function SearchResults({ keyword }: { keyword: string }) {
  const t = useTranslations('Search');
  const locale = useLocale();
  const query = useInfiniteQuery({
    queryKey: feedKeys.search(keyword, locale),
    queryFn: ({ pageParam, signal }) => api<FeedPage>('/feed/searchFeedInfo', { body: { keyword, current: pageParam, size: FEED_GRID_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 60_000,
  });
  const items = flattenPages(query.data?.pages, (x) => x.role.roleId);
  const total = query.data?.pages[0]?.page.total ?? 0;

  if (query.isPending) return <FeedGridSkeleton />;
  if (query.isError && items.length === 0) return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  if (items.length === 0) {
    return <EmptyState testId="search-empty" icon={<SearchIcon />} title={t('noResults', { keyword })} body={t('noResultsHint')} actionHref="/tag-collection" actionLabel={t('browseTags')} />;
  }
  return (
    <>
      <p className="mb-4 text-sm text-ink-soft" aria-live="polite">
        {t('resultCount', { count: total })}
      </p>
      <FeedGrid items={items} label={t('resultsLabel', { keyword })} />
      {query.isFetchNextPageError && (
        <div className="mt-6">
          <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.fetchNextPage()} />
        </div>
      )}
      {!query.isFetchNextPageError && (
        <LoadMore auto hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} label={t('loadMore')} loadingLabel={t('loading')} />
      )}
      {!query.hasNextPage && items.length > FEED_GRID_PAGE_SIZE / 2 && <p className="mt-8 text-center text-sm text-ink-soft">{t('end')}</p>}
    </>
  );
}
