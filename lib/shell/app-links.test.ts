import { storesFor } from './app-links';

describe('storesFor', () => {
  const all = { appStore: 'https://a.test/ios', googlePlay: 'https://a.test/play', apk: 'https://a.test/koko.apk', community: 'https://a.test/c' };

  it("puts the visitor's own store first and never offers the community as a store", () => {
    expect(storesFor(all, 'android').map((s) => s.store)).toEqual(['googlePlay', 'apk', 'appStore']);
    expect(storesFor(all, 'ios').map((s) => s.store)).toEqual(['appStore', 'googlePlay', 'apk']);
    expect(storesFor(all).map((s) => s.href)).toEqual(['https://a.test/ios', 'https://a.test/play', 'https://a.test/koko.apk']);
  });

  it('offers only the stores that are set', () => {
    expect(storesFor({ apk: 'https://a.test/koko.apk' }, 'ios')).toEqual([{ store: 'apk', href: 'https://a.test/koko.apk' }]);
    expect(storesFor({})).toEqual([]);
  });
});
