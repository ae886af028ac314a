import fc from 'fast-check';
import { normalizeKeyword } from './search-keyword';

describe('the search keyword (seed §2, §5)', () => {
  it('refuses blank keywords', () => {
    for (const raw of ['', '   ', '\n', '\r\n \n', '\t']) expect(normalizeKeyword(raw)).toBeNull();
  });

  it('takes out line breaks and trims', () => {
    expect(normalizeKeyword('cat\ngirl')).toBe('catgirl');
    expect(normalizeKeyword('  fox spirit \r\n')).toBe('fox spirit');
    expect(normalizeKeyword('dragon')).toBe('dragon');
  });

  it('never returns a keyword with a line break or outer spaces', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const keyword = normalizeKeyword(raw);
        return keyword === null || (!/[\r\n]/.test(keyword) && keyword === keyword.trim() && keyword.length > 0);
      }),
    );
  });
});
