'use client';

import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { hasMoreLedger, LEDGER_PAGE_SIZE, mergeLedgerPages, type LedgerPage } from './ledger';

/** The koin history, newest first, one more page at a time (seed §7 getLedger). */
export function useLedger() {
  const [pageCount, setPageCount] = useState(1);
  const results = useQueries({
    queries: Array.from({ length: pageCount }, (_, i) => ({
      queryKey: queryKeys.ledger(i + 1),
      queryFn: () => api<LedgerPage>('/app/wallet/getLedger', { body: { current: i + 1, size: LEDGER_PAGE_SIZE } }),
      staleTime: 15_000,
    })),
  });
  const pages = results.map((r) => r.data);
  const failed = results.filter((r) => r.isError);
  const last = results.at(-1);
  return {
    entries: mergeLedgerPages(pages),
    loading: results[0]?.isPending ?? true,
    loadingMore: pageCount > 1 && Boolean(last?.isPending),
    hasMore: hasMoreLedger(pages.filter(Boolean)),
    failed: failed.length > 0,
    retry: () => failed.forEach((r) => void r.refetch()),
    loadMore: () => setPageCount((n) => n + 1),
  };
}
