import { safeRedirect } from './login';

describe('safeRedirect', () => {
  it.each([
    ['/koin', '/koin'],
    ['/search-result/cat?x=1', '/search-result/cat?x=1'],
    ['https://koko.example/profile?tab=2#top', '/profile?tab=2'],
    ['http://other.example/setting', '/setting'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['koin', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
