import type { Page } from '@playwright/test';
import { matchRoute } from '../lib/shell/route-table';
import { signInAs, uniqueEmail } from './pages/sign-in';
import { expect, test } from './support/test';

/** A page's first visit may compile it on a development server, and the crawl visits many. */
test.describe.configure({ timeout: 420_000 });

/** Pages of one route visited at most this often (sixty-odd character profiles are one route). */
const PER_ROUTE = 2;
/** The crawl stops after this many pages: every route the shell links to is well within it. */
const MAX_PAGES = 45;

/** In-app links on the page: a[href] to this origin, without the API, sign-in handlers or files. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== origin) return [];
    if (/^\/(api|koko\/app\/api|_next)\//.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return [];
    return [`${url.pathname}${url.search}`];
  });
}

/**
 * Visits every page reachable by links from the starting pages, a few per route, and returns the links
 * that ended on a missing page (a 404 answer or the /404 page), with the page they were found on.
 */
async function crawl(page: Page, starts: string[]): Promise<{ visited: string[]; dead: string[] }> {
  const queue = starts.map((path) => ({ path, from: '(start)' }));
  const seen = new Set<string>();
  const perRoute = new Map<string, number>();
  const visited: string[] = [];
  const dead: string[] = [];
  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const { path, from } = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const route = matchRoute(path.split('?')[0]!)?.pattern ?? path;
    if ((perRoute.get(route) ?? 0) >= PER_ROUTE) continue;
    perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    visited.push(path);
    const landed = new URL(page.url()).pathname;
    if ((response?.status() ?? 200) === 404 || landed === '/404' || (await page.getByRole('heading', { name: 'Page not found' }).count()) > 0) {
      dead.push(`${path} (linked from ${from})`);
      continue;
    }
    await page.waitForLoadState('load');
    for (const link of await linksOn(page)) if (!seen.has(link)) queue.push({ path: link, from: path });
  }
  return { visited, dead };
}

test.describe('no link leads to a missing page', () => {
  test('a visitor: home, bottom nav or PC bar, search and what they link to', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('koin-balance')).toHaveText(/^\d+$/, { timeout: 30_000 });
    const { visited, dead } = await crawl(page, ['/', '/search', '/chat', '/foryou']);
    expect(visited.length).toBeGreaterThan(8);
    expect(visited).toEqual(expect.arrayContaining(['/', '/search']));
    expect(dead).toEqual([]);
  });

  test('a signed-in person: also Create, My, the settings and the account pages', async ({ page, isMobile }) => {
    await signInAs(page, uniqueEmail('links'));
    // The Create item of the bottom nav or the PC bar opens the create hub, a real page.
    const create = isMobile ? page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create' }) : page.getByTestId('bar-create');
    await create.click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create' })).toBeVisible();
    const { visited, dead } = await crawl(page, ['/create', '/profile', '/setting', '/']);
    expect(visited).toEqual(expect.arrayContaining(['/create', '/profile', '/setting', '/persona-editor']));
    expect(dead).toEqual([]);
  });
});
