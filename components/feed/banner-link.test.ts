import { bannerTarget } from './banner-link';

const own = ['koko.example', 'localhost:3000'];

describe('bannerTarget', () => {
  it('routes a path in the app', () => {
    expect(bannerTarget('/discover?tab=Romance', own)).toEqual({ kind: 'app', href: '/discover?tab=Romance' });
  });

  it('routes an https link to our own host in the app by path and query', () => {
    expect(bannerTarget('https://koko.example/chat-play/4?x=1', own)).toEqual({ kind: 'app', href: '/chat-play/4?x=1' });
  });

  it('navigates away for other https links', () => {
    expect(bannerTarget('https://events.example.org/fest', own)).toEqual({ kind: 'away', href: 'https://events.example.org/fest' });
  });

  it('leads nowhere for anything else', () => {
    expect(bannerTarget('http://events.example.org', own)).toBeNull();
    expect(bannerTarget('javascript:alert(1)', own)).toBeNull();
    expect(bannerTarget('//evil.example/x', own)).toBeNull();
    expect(bannerTarget('', own)).toBeNull();
  });
});
