'use client';

import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure } from '@/lib/client/api';
import { canAutoLoad, MAX_FAILED_LOADS, nextPageParam, pagerPhase, placeholderCount, retryDelayMs, type LoadedPage } from './feed-pager';

/** Seed §9 scroll helper: the next page is asked for when the end of the list is this close. */
const LOAD_AHEAD = '0px 0px 400px 0px';

interface PagerOptions<TPage extends LoadedPage> {
  queryKey: QueryKey;
  fetchPage: (current: number) => Promise<TPage>;
  pageSize: number;
  /** The Dance tab loads once and ends (seed §4). */
  singlePage?: boolean;
  /** When the first page's ranking expires (discover: nextUpdateTime, seed §9); it is read again after. */
  expiresAt?: (first: TPage) => number | undefined;
}

const isNetworkError = (error: unknown) => !(error instanceof ApiFailure) || error.code === -1;

/**
 * An infinitely scrolled feed (seed §4 feed load) over a react-query infinite query that the server page
 * may have filled: pages load when the sentinel comes near, placeholders stand in while they do, a short
 * page ends the list, three failed loads stop it, and a network error waits for the reader's Retry.
 * Loads start only here (the query is not enabled by itself), so every one of them is counted.
 */
export function useFeedPager<TPage extends LoadedPage>({ queryKey, fetchPage, pageSize, singlePage, expiresAt }: PagerOptions<TPage>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageParam(pages, pageSize, singlePage),
    enabled: false,
    retry: false,
  });
  const [failures, setFailures] = useState(0);
  const [waitingForRetry, setWaitingForRetry] = useState(false);
  const [nearEnd, setNearEnd] = useState(false);
  const busy = useRef(false);
  const { fetchNextPage, refetch } = query;
  const pages = query.data?.pages ?? [];

  // The first page is read again once when its ranking period is over (discover: nextUpdateTime, seed §9).
  const [expired, setExpired] = useState(() => {
    const first = pages[0];
    return first !== undefined && (expiresAt?.(first) ?? Infinity) <= Date.now();
  });

  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (expired) setExpired(false);
      const result = pages.length > 0 && !expired ? await fetchNextPage() : await refetch();
      if (result.isError) {
        setFailures((n) => n + 1);
        if (isNetworkError(result.error)) setWaitingForRetry(true);
      } else {
        setFailures(0);
      }
    } finally {
      busy.current = false;
    }
  }, [pages.length, expired, fetchNextPage, refetch]);

  const phase = pagerPhase({ loadedPages: pages.length, loading: query.isFetching, hasMore: query.hasNextPage, failures, waitingForRetry });
  const items = pages.reduce((sum, p) => sum + p.list.length, 0);

  useEffect(() => {
    // The first page when the server did not bring it (or it expired); the next ones as the end comes near.
    if (!canAutoLoad(phase) || (!nearEnd && pages.length > 0 && !expired)) return;
    const timer = setTimeout(() => void load(), retryDelayMs(failures));
    return () => clearTimeout(timer);
  }, [phase, nearEnd, pages.length, expired, failures, load]);

  const observer = useRef<IntersectionObserver | null>(null);
  const sentinelRef = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!node) return;
    observer.current = new IntersectionObserver((entries) => setNearEnd(entries.some((e) => e.isIntersecting)), { rootMargin: LOAD_AHEAD });
    observer.current.observe(node);
  }, []);

  const retry = useCallback(() => {
    setFailures(0);
    setWaitingForRetry(false);
    void load();
  }, [load]);

  /** The reader closed the network dialog: loading stays stopped, the inline Retry remains. */
  const dismissNetworkError = useCallback(() => {
    setWaitingForRetry(false);
    setFailures(MAX_FAILED_LOADS);
  }, []);

  return {
    pages,
    phase,
    placeholders: placeholderCount(phase, pageSize, items, pages.at(-1)?.page.total),
    sentinelRef,
    retry,
    networkError: waitingForRetry,
    dismissNetworkError,
  };
}

/** A tab change starts its list again from page 1 (seed §4): later pages of an earlier visit are dropped. */
export function resetToFirstPage(queryClient: QueryClient, queryKey: QueryKey) {
  queryClient.setQueryData<InfiniteData<unknown, number>>(queryKey, (data) =>
    data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
}

export const useResetToFirstPage = () => {
  const queryClient = useQueryClient();
  return useCallback((queryKey: QueryKey) => resetToFirstPage(queryClient, queryKey), [queryClient]);
};
