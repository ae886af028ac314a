import { searchResultPath } from '@/lib/routes';
import { keywordFromSegment, MAX_KEYWORD_LENGTH, normaliseKeyword } from './keyword';

describe('normaliseKeyword', () => {
  it.each([
    ['  elf  ', 'elf'],
    ['fox\nspirit', 'fox spirit'],
    ['fox\r\n\r\nspirit\n', 'fox spirit'],
    ['a   b\tc', 'a b c'],
    ['\n\n  \n', ''],
    ['', ''],
  ])('turns %p into %p', (raw, keyword) => {
    expect(normaliseKeyword(raw)).toBe(keyword);
  });

  it('keeps at most the length the search accepts, without a trailing space', () => {
    const long = `${'a'.repeat(MAX_KEYWORD_LENGTH - 1)} ${'b'.repeat(20)}`;
    const keyword = normaliseKeyword(long);
    expect(keyword).toBe('a'.repeat(MAX_KEYWORD_LENGTH - 1));
    expect(normaliseKeyword('x'.repeat(500))).toHaveLength(MAX_KEYWORD_LENGTH);
  });
});

describe('keywordFromSegment', () => {
  it.each(['Kirara', 'slice of life', '狐狸', 'rock & roll', '50% off', 'a/b?c#d'])('round-trips %p', (keyword) => {
    const segment = searchResultPath(keyword).slice('/search-result/'.length);
    expect(segment).not.toMatch(/[/?#\s]/);
    expect(keywordFromSegment(segment)).toBe(keyword);
    // The router may hand the segment over already decoded.
    expect(keywordFromSegment(decodeURIComponent(segment))).toBe(keyword);
  });
});
