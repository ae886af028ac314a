import { rowWindowOf, toListPage } from './paging';

describe('paging', () => {
  it('skips the pages before the one asked for', () => {
    expect(rowWindowOf({ current: 1, size: 10 })).toEqual({ offset: 0, limit: 10 });
    expect(rowWindowOf({ current: 3, size: 24 })).toEqual({ offset: 48, limit: 24 });
  });

  it('answers a page as list then page (current, size, total)', () => {
    expect(JSON.stringify(toListPage(['a', 'b'], 12, { current: 2, size: 2 }))).toBe('{"list":["a","b"],"page":{"current":2,"size":2,"total":12}}');
  });
});
