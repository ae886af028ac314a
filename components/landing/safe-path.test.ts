import { inAppPath } from './safe-path';

describe('inAppPath', () => {
  it.each([
    ['/chat-play/12', '/chat-play/12'],
    ['/search-result/fox?x=1#top', '/search-result/fox?x=1#top'],
    [' /friends ', '/friends'],
    [['/played', '/other'], '/played'],
  ])('keeps the in-app path %p', (value, path) => {
    expect(inAppPath(value)).toBe(path);
  });

  it.each([undefined, null, '', 'https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'chat'])('falls back for %p', (value) => {
    expect(inAppPath(value)).toBe('/');
    expect(inAppPath(value, '/discover')).toBe('/discover');
  });
});
