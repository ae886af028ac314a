import type { ListPage } from '@/lib/contracts/paging';
import { flattenPages, nextPageParam } from './paging';

const pageOf = (current: number, size: number, total: number, count = size): ListPage<number> => ({
  list: Array.from({ length: count }, (_, i) => (current - 1) * size + i),
  page: { current, size, total },
});

describe('nextPageParam', () => {
  it('asks for the next page while the total is not reached', () => {
    expect(nextPageParam(pageOf(1, 6, 20))).toBe(2);
    expect(nextPageParam(pageOf(3, 6, 20))).toBe(4);
  });

  it('ends on a short page', () => {
    expect(nextPageParam(pageOf(4, 6, 20, 2))).toBeUndefined();
    expect(nextPageParam(pageOf(1, 6, 100, 0))).toBeUndefined();
  });

  it('ends when a full page reaches the total', () => {
    expect(nextPageParam(pageOf(2, 6, 12))).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('keeps the order and the first of each id', () => {
    const pages: ListPage<{ id: number; n: string }>[] = [
      { list: [{ id: 1, n: 'a' }, { id: 2, n: 'b' }], page: { current: 1, size: 2, total: 4 } },
      { list: [{ id: 2, n: 'b again' }, { id: 3, n: 'c' }], page: { current: 2, size: 2, total: 4 } },
    ];
    expect(flattenPages(pages, (x) => x.id).map((x) => x.n)).toEqual(['a', 'b', 'c']);
    expect(flattenPages(undefined, (x: { id: number }) => x.id)).toEqual([]);
  });
});
