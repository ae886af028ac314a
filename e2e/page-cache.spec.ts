import { expect, test } from '@playwright/test';

/** What the server's page cache answers (server/http/page-cache.ts). */
const CACHE = 'x-koko-page-cache';
const PUBLIC = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=600$/;

test.describe('shared pages at the speed of a static file', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'the same answers on every device'));

  test('a visitor without a session gets discover, a profile and the sitemap from the cache, publicly cacheable', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const profile = sitemap.match(/<loc>[^<]*?(\/character\/profile\/[^<]+\/\d+)<\/loc>/)![1]!;
    for (const path of ['/', '/discover', profile, '/sitemap.xml']) {
      await request.get(path);
      const again = await request.get(path);
      expect({ path, status: again.status() }).toEqual({ path, status: 200 });
      expect({ path, cache: again.headers()[CACHE] }).toEqual({ path, cache: 'hit' });
      expect(again.headers()['cache-control']).toMatch(PUBLIC);
      expect(again.headers().vary).toMatch(/cookie/);
    }
    await request.dispose();
  });

  test('two languages get two pages, each in its own language', async ({ playwright, baseURL }) => {
    const french = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'fr-FR' } });
    const english = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'en-US' } });
    const [fr, en] = await Promise.all([(await french.get('/')).text(), (await english.get('/')).text()]);
    expect(fr).toContain('<html lang="fr-FR"');
    expect(en).toContain('<html lang="en-US"');
    expect((await french.get('/')).headers()[CACHE]).toBe('hit');
    expect(await (await french.get('/')).text()).toBe(fr);
    await Promise.all([french.dispose(), english.dispose()]);
  });

  test("once the browser holds a session, its pages are its own: private, never from the cache, and nobody else's page shows its name", async ({ page, playwright, baseURL }) => {
    await page.goto('/');
    // The first visit makes this device's visitor session.
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'koko_session')).toBe(true);
    const own = await page.request.get('/');
    expect(own.headers()[CACHE]).toBeUndefined();
    expect(own.headers()['cache-control']).toMatch(/private/);
    expect(own.headers()['cache-control']).toMatch(/no-store/);
    const user = (await (await page.request.get('/koko/app/api/user')).json()).data as { name: string; avatar: string };
    const session = (await page.context().cookies()).find((c) => c.name === 'koko_session')!;
    const wallet = await page.request.post('/koko/app/api/app/user/getWallet', { data: {} });
    expect(wallet.headers()['cache-control'] ?? '').not.toMatch(/public/);

    const stranger = await playwright.request.newContext({ baseURL });
    const shared = await (await stranger.get('/')).text();
    for (const personal of [user.name, user.avatar, session.value].filter(Boolean)) expect(shared).not.toContain(personal);
    await stranger.dispose();
  });
});
