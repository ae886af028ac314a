import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { expect, test } from './support/test';
import { virtualAuthenticator } from './support/virtual-authenticator';

/**
 * A newcomer's first hour on a brand-new server: the owner claims it with a passkey alone, signs out and back in
 * with it, then walks every page of the phone's bottom nav and the PC bar in three languages, on a phone-sized and
 * a PC-sized screen, with a screenshot of each for a person to look at (in this test's output folder).
 */
test.describe.configure({ mode: 'serial', timeout: 420_000 });

const LOCALES = ['en-US', 'fr-FR', 'ja-JP'] as const;
const VIEWPORTS = { phone: { width: 390, height: 844 }, pc: { width: 1440, height: 900 } } as const;
/** The pages the bottom nav (Home, Create, My) and the PC bar (feeds, search, Create, chats, account) lead to. */
const PAGES = ['/', '/discover', '/create', '/chat', '/search', '/profile', '/koin', '/setting'] as const;

let server: FreshServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startFreshServer();
});

test.afterAll(async () => {
  await server?.stop();
});

const me = async (page: Page) =>
  ((await (await page.request.get(`${server!.origin}/koko/app/api/user`)).json()) as { data: { userId: number; name: string; source: string } }).data;

const navLabels = (locale: string) => JSON.parse(fs.readFileSync(path.join('messages', locale, 'Nav.json'), 'utf8')) as Record<string, string>;

test('the owner sets up a fresh server with a passkey, then finds every page of the nav in three languages', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one walk sets both screen sizes itself');
  const { origin, setupCode } = server!;
  const authenticator = await virtualAuthenticator(page);

  // Setup: the code the server printed, a name, a passkey; no email, no password, no third party.
  // Straight to setup, as the server's log says: the passkey may be asked for before the visit has a session.
  await page.goto(`${origin}/setup`);
  // The passkey choice shows once the page runs (it asks the browser what it can do): the form is live.
  await expect(page.getByTestId('setup-passkey')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('setup-code').fill(setupCode);
  await page.getByTestId('account-name').fill('Olive Owner');
  await page.getByTestId('setup-passkey').click();
  await page.waitForURL('**/user-manage', { timeout: 60_000 });
  const owner = await me(page);
  expect(owner).toMatchObject({ name: 'Olive Owner', source: 'passkey' });
  expect(await authenticator.credentials()).toHaveLength(1);
  // The code is spent: setup is closed for everyone after the owner.
  expect(fs.existsSync(path.join(server!.dataDir, 'setup-code'))).toBe(false);

  // Out and back in with the passkey alone.
  await page.goto(`${origin}/setting`);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  expect((await me(page)).source).toBe('visitor');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog', { name: 'Sign in to KOKO' }).getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible({ timeout: 30_000 });
  expect((await me(page)).userId).toBe(owner.userId);

  for (const locale of LOCALES) {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: origin }]);
    const labels = navLabels(locale);
    for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      for (const pathname of PAGES) {
        const response = await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
        expect(response?.status(), `${locale} ${screen} ${pathname}`).toBeLessThan(400);
        expect(new URL(page.url()).pathname, `${locale} ${screen} ${pathname} stays`).toBe(pathname);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
        if (screen === 'phone') {
          // The bottom nav is there, in the page's language, with each of its items.
          for (const key of ['home', 'create', 'my']) await expect(page.getByTestId(`nav-${key}`)).toContainText(labels[key]!);
        } else {
          await expect(page.getByTestId('bar-create')).toBeVisible();
        }
        await page.screenshot({ path: testInfo.outputPath(`${locale}-${screen}${pathname === '/' ? '-home' : pathname.replace(/\//g, '-')}.png`) });
      }
    }
  }
});
