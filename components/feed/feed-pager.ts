import type { PageInfo } from '@/lib/contracts/paging';

/** Seed §4 and §9: three failed page loads stop further loading. */
export const MAX_FAILED_LOADS = 3;

/** What a page says about the list: its items and the server's paging. */
export interface LoadedPage {
  list: unknown[];
  page: PageInfo;
}

/**
 * The page to load after these, or undefined when the list has ended: a short page ends it (seed §4), so
 * does reaching the total, and a single-page feed (the Dance tab loads once and ends) ends after its first.
 */
export function nextPageParam(pages: LoadedPage[], pageSize: number, singlePage = false): number | undefined {
  const last = pages.at(-1);
  if (!last) return 1;
  if (singlePage) return undefined;
  const loaded = pages.reduce((sum, p) => sum + p.list.length, 0);
  if (last.list.length < pageSize || loaded >= last.page.total) return undefined;
  return last.page.current + 1;
}

export type PagerPhase =
  /** Nothing loaded yet, a load under way: the grid is all placeholders. */
  | 'first-load'
  /** The next page is on its way: placeholders after the cards. */
  | 'loading-more'
  /** More can be loaded when the reader gets near the end. */
  | 'ready'
  /** The list has ended: the end marker. */
  | 'ended'
  /** Loading stopped after failures (or a network error waits for the reader): retry is offered. */
  | 'stopped';

export interface PagerInput {
  loadedPages: number;
  loading: boolean;
  hasMore: boolean;
  /** Failed loads since the last one that succeeded. */
  failures: number;
  /** A network error waits for the reader's Retry instead of trying again by itself. */
  waitingForRetry: boolean;
}

export function pagerPhase(s: PagerInput): PagerPhase {
  if (s.loading) return s.loadedPages === 0 ? 'first-load' : 'loading-more';
  if (s.waitingForRetry || s.failures >= MAX_FAILED_LOADS) return 'stopped';
  if (s.loadedPages > 0 && !s.hasMore) return 'ended';
  return 'ready';
}

/** Whether the pager may start a load by itself (the sentinel came near): not while one runs or after it stopped. */
export const canAutoLoad = (phase: PagerPhase) => phase === 'ready';

/**
 * How many placeholder cards stand in for the page on its way: a whole page, or only what is left of the
 * total when the server has told it.
 */
export function placeholderCount(phase: PagerPhase, pageSize: number, loadedItems: number, total: number | undefined): number {
  if (phase !== 'first-load' && phase !== 'loading-more') return 0;
  if (total === undefined || phase === 'first-load') return pageSize;
  return Math.max(0, Math.min(pageSize, total - loadedItems));
}

/** A failed load waits a little longer each time before the next try (1 s, 2 s). */
export const retryDelayMs = (failures: number) => failures * 1000;
