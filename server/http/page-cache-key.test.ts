import { pageCacheKeyOf, pageCacheKeyString } from './page-cache-key';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const key = (url: string, headers: Record<string, string> = {}, method = 'GET') => pageCacheKeyOf({ method, url, headers: { host: 'koko.test', ...headers } });

describe('pageCacheKeyOf', () => {
  it('takes the shared pages of a request without a session', () => {
    for (const url of ['/', '/discover', '/discover?tab=hot', '/tag-collection', '/search-result/moon', '/character/profile/mira/12', '/sitemap.xml']) {
      expect({ url, key: key(url)?.url }).toEqual({ url, key: url });
    }
    expect(key('/character/profile/mira/12')?.roleId).toBe(12);
  });

  it('leaves a session, the native app, client navigations, writes and other addresses to be drawn per request', () => {
    expect(key('/', { cookie: 'koko_session=abc' })).toBeUndefined();
    expect(key('/', { 'user-agent': 'Mozilla/5.0 KOKO/1.4.42 (ios)' })).toBeUndefined();
    expect(key('/', { rsc: '1' })).toBeUndefined();
    expect(key('/', {}, 'POST')).toBeUndefined();
    expect(key('/chat')).toBeUndefined();
    expect(key('/profile')).toBeUndefined();
    expect(key('/?utm_source=x')).toBeUndefined();
    expect(key('/sitemap.xml?hl=fr-FR')).toBeUndefined();
  });

  it('keeps apart what changes the page: language, adult setting, phone or computer, origin', () => {
    const base = key('/')!;
    const variants = [
      key('/', { 'accept-language': 'fr-FR' })!,
      key('/', { cookie: 'NEXT_LOCALE=de-DE' })!,
      key('/?hl=ja-JP')!,
      key('/', { 'user-agent': PHONE })!,
      key('/', { host: 'other.test' })!,
      { ...base, adult: true },
    ];
    const ids = new Set([base, ...variants].map(pageCacheKeyString));
    expect(ids.size).toBe(variants.length + 1);
    expect(variants.map((v) => v.locale).slice(0, 2)).toEqual(['fr-FR', 'de-DE']);
    expect(key('/', { 'user-agent': PHONE })!.platform).toBe('h5');
    // The chosen language comes before the browser's, as the page itself decides (DESIGN §4).
    expect(key('/', { cookie: 'NEXT_LOCALE=de-DE', 'accept-language': 'fr-FR' })!.locale).toBe('de-DE');
    expect(key('/', { 'accept-language': 'de-DE,de;q=0.9' })!.locale).toBe(key('/', { 'accept-language': 'de' })!.locale);
  });

  it('never lets a request without a session see adult content', () => {
    expect(key('/')!.adult).toBe(false);
  });
});
