import { expect, test } from '@playwright/test';

test.describe('what search engines see', () => {
  test('robots.txt points at the sitemap, which lists public profiles and no adult ones', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /koko/app/api/');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    // Each profile once as an address (<loc>); its language alternates are links beside it.
    const profiles = sitemap.match(/<loc>[^<]*\/character\/profile\/[^<]+\/\d+<\/loc>/g) ?? [];
    // Exactly the roles a guest may browse: every listed role but the adult ones.
    const guestFeed = await request.post('/koko/app/api/feed/getFeedForDiscoverV2', { data: { current: 1, size: 1, tagTitle: '' } });
    const listed = (await guestFeed.json()).data.page.total as number;
    expect(listed).toBeGreaterThan(0);
    expect(profiles).toHaveLength(listed);
  });

  test('a profile has its canonical address, social cards and structured data', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const path = sitemap.match(/<loc>[^<]*?(\/character\/profile\/[^<]+\/\d+)<\/loc>/)![1]!;
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person' } });
    await expect(page.getByRole('link', { name: 'Chat now' })).toHaveAttribute('href', /^\/chat-play\/\d+$/);
  });
});
