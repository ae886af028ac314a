import { canAutoLoad, MAX_FAILED_LOADS, nextPageParam, pagerPhase, placeholderCount, type LoadedPage } from './feed-pager';

const page = (current: number, length: number, total: number, size = 10): LoadedPage => ({ list: Array.from({ length }), page: { current, size, total } });
const base = { loadedPages: 1, loading: false, hasMore: true, failures: 0, waitingForRetry: false };

describe('nextPageParam', () => {
  it('starts at page 1', () => {
    expect(nextPageParam([], 10)).toBe(1);
  });

  it('asks for the next page after a full one', () => {
    expect(nextPageParam([page(1, 10, 60), page(2, 10, 60)], 10)).toBe(3);
  });

  it('ends the list with a short page', () => {
    expect(nextPageParam([page(1, 10, 60), page(2, 7, 60)], 10)).toBeUndefined();
  });

  it('ends the list when the total is reached by full pages', () => {
    expect(nextPageParam([page(1, 10, 20), page(2, 10, 20)], 10)).toBeUndefined();
  });

  it('ends a single-page feed (the Dance tab) after its first page', () => {
    expect(nextPageParam([page(1, 200, 500, 200)], 200, true)).toBeUndefined();
  });
});

describe('pagerPhase', () => {
  it('shows the first load while nothing is loaded', () => {
    expect(pagerPhase({ ...base, loadedPages: 0, loading: true })).toBe('first-load');
  });

  it('loads more after the first page', () => {
    expect(pagerPhase({ ...base, loading: true })).toBe('loading-more');
  });

  it('is ready, and may load by itself, while more pages remain', () => {
    expect(pagerPhase(base)).toBe('ready');
    expect(canAutoLoad('ready')).toBe(true);
  });

  it('keeps trying after one or two failures and stops at the third', () => {
    expect(pagerPhase({ ...base, failures: MAX_FAILED_LOADS - 1 })).toBe('ready');
    expect(pagerPhase({ ...base, failures: MAX_FAILED_LOADS })).toBe('stopped');
    expect(canAutoLoad('stopped')).toBe(false);
  });

  it('stops at once on a network error until the reader retries', () => {
    expect(pagerPhase({ ...base, failures: 1, waitingForRetry: true })).toBe('stopped');
  });

  it('ends when no page remains', () => {
    expect(pagerPhase({ ...base, hasMore: false })).toBe('ended');
    expect(canAutoLoad('ended')).toBe(false);
  });

  it('does not call an empty first failure the end of the list', () => {
    expect(pagerPhase({ ...base, loadedPages: 0, hasMore: false, failures: 3 })).toBe('stopped');
  });
});

describe('placeholderCount', () => {
  it('fills a whole page on the first load', () => {
    expect(placeholderCount('first-load', 24, 0, undefined)).toBe(24);
  });

  it('stands in only for what is left of the total', () => {
    expect(placeholderCount('loading-more', 10, 50, 60)).toBe(10);
    expect(placeholderCount('loading-more', 10, 56, 60)).toBe(4);
  });

  it('shows none when nothing is loading', () => {
    expect(placeholderCount('ready', 10, 10, 60)).toBe(0);
    expect(placeholderCount('ended', 10, 60, 60)).toBe(0);
    expect(placeholderCount('stopped', 10, 10, 60)).toBe(0);
  });
});
