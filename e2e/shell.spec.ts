import type { Page } from '@playwright/test';
import { expect, POPUP_SHOWN_LOG, test } from './support/test';

/** A page's first visit may compile it on a development server: navigations get this long. */
const NAVIGATION_MS = 60_000;
test.describe.configure({ timeout: 180_000 });

/** Waits until the koin dialogs a new visitor is greeted with have been collected and none shows for a while. */
async function collectGreetings(page: Page) {
  const dialog = page.getByTestId('koin-dialog');
  let quiet = 0;
  while (quiet < 4) {
    if (await dialog.isVisible()) {
      // The shared handler (support/test.ts) may have collected it first.
      await dialog.getByRole('button').last().click({ timeout: 2000 }).catch(() => undefined);
      quiet = 0;
    } else quiet++;
    await page.waitForTimeout(500);
  }
}

/** A touch drag from (x, y) down by `dy`, in steps, as a finger does it. */
async function drag(page: Page, x: number, y: number, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * step) / 10 }] });
  }
  return async () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('PC navigation bar (seed §2)', () => {
  test.skip(({ isMobile }) => isMobile, 'the navigation bar is the PC layout');

  test('the search box refuses an empty keyword and searches without line breaks', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search characters' });
    await box.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Please enter keywords' })).toBeVisible();
    await box.fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please enter keywords' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: NAVIGATION_MS });

    await box.fill('fox spirit');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-result\/fox%20spirit$/, { timeout: NAVIGATION_MS });
  });

  test('Download app shows the "Scan to download" QR code, drawn locally at 160 px', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Scan to download' });
    const qr = popup.getByRole('img', { name: 'QR code of the KOKO download page' });
    // A newcomer's koin dialogs may come and be closed meanwhile, taking the pointer away: hover again then.
    await expect(async () => {
      await page.getByRole('button', { name: 'Download app' }).hover();
      await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/, { timeout: 3_000 });
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 3_000 }).toBe(160);
      await expect(popup.getByRole('link', { name: 'Android APK' })).toHaveAttribute('href', '/launch-app?platform=android', { timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('the store links lead to the stores that are set, the Android ones first for Android, and the community is linked', async ({ page }) => {
    await page.goto('/launch-app?platform=android');
    const stores = page.getByRole('navigation', { name: 'Get the app' }).getByRole('link');
    await expect(stores).toHaveText(['Google Play', 'Android APK']);
    await expect(stores.first()).toHaveAttribute('href', 'https://stores.e2e.koko.test/play');
    await expect(page.getByRole('link', { name: 'Community' })).toHaveAttribute('href', 'https://community.e2e.koko.test/');
  });

  test('Discover and For you are tabs with the open one marked', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Home feeds' }).first();
    await expect(tabs.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'For you' }).click();
    await expect(page).toHaveURL(/\/foryou$/, { timeout: NAVIGATION_MS });
    await expect(tabs.getByRole('link', { name: 'For you' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('phone shell (seed §2)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout');

  test('the top header leads to chats, the feeds and search', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await header.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/, { timeout: NAVIGATION_MS });
    await page.goBack();
    await header.getByRole('link', { name: 'Chats' }).click();
    await expect(page).toHaveURL(/\/chat$/, { timeout: NAVIGATION_MS });
  });

  test('a guest tapping Create or My gets the login prompt', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('koin-balance')).toHaveText(/^\d+$/, { timeout: NAVIGATION_MS });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My' }).click();
    const login = page.getByRole('dialog', { name: 'Sign in to KOKO' });
    await expect(login).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: NAVIGATION_MS });
  });

  test('pulling the feed down past 30 px refreshes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('koin-balance')).toHaveText(/^\d+$/, { timeout: NAVIGATION_MS });
    await collectGreetings(page);
    const indicator = page.getByTestId('pull-refresh');
    const release = await drag(page, 200, 300, 40);
    await expect(indicator).toHaveAttribute('data-phase', 'pulling');
    await expect(indicator).toContainText('Pull to refresh');
    await release();
    await expect(indicator).toHaveAttribute('data-phase', 'idle');

    const refreshed = page.evaluate(() => new Promise<string>((resolve) => window.addEventListener('koko:shell-refresh', (e) => resolve((e as CustomEvent<{ pathname: string }>).detail.pathname), { once: true })));
    const releaseArmed = await drag(page, 200, 300, 120);
    await expect(indicator).toContainText('Release to refresh');
    await releaseArmed();
    expect(await refreshed).toBe('/');
    await expect(indicator).toHaveAttribute('data-phase', 'idle');
  });

  test('the anime popup comes 2 s after the first screen, leads to the activity, and waits a day', async ({ page }) => {
    const popup = page.getByTestId('anime-popup');
    await page.removeLocatorHandler(popup);
    // Not seen today yet: only on the first load (later loads keep what the app itself wrote).
    await page.addInitScript((key) => {
      if (sessionStorage.getItem('e2e-anime-reset')) return;
      sessionStorage.setItem('e2e-anime-reset', '1');
      const { anime: _seen, ...others } = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, number>;
      localStorage.setItem(key, JSON.stringify(others));
    }, POPUP_SHOWN_LOG);
    // A newcomer's welcome comes first, and the promotion does not follow it within minutes: this person was
    // welcomed a while ago (their day's check-in is held back, so it does not take the turn).
    await page.route('**/koko/app/api/app/wallet/actionGiftCoin', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByTestId('koin-balance')).toHaveText('15', { timeout: 30_000 });
    await page.waitForTimeout(3000);
    await expect(popup).toHaveCount(0);
    // Minutes later (and the promotion last shown on another day), the first screen of a new load offers it.
    await page.evaluate((key) => {
      localStorage.setItem('koko.popups.pacing', JSON.stringify({ lastAutomaticAt: Date.now() - 4 * 60_000 }));
      localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), anime: Date.now() - 2 * 86_400_000 }));
    }, POPUP_SHOWN_LOG);
    await page.reload();
    await expect(popup).toBeVisible({ timeout: 30_000 });
    await expect(popup.getByRole('heading', { name: 'New this week: anime picks' })).toBeVisible();
    await popup.getByRole('button', { name: 'Take a look' }).click();
    await expect(page).toHaveURL(/\/anime-activity\?/, { timeout: NAVIGATION_MS });
    // Shown today already: a new first screen does not ask again.
    await page.goto('/');
    await expect(page.locator('main article[data-role-id]').first()).toBeVisible({ timeout: NAVIGATION_MS });
    await page.waitForTimeout(3000);
    await expect(popup).toHaveCount(0);
  });

  test('a double tap on Home sends the reselect event and scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 900));
    const reselected = page.evaluate(() => new Promise<string>((resolve) => window.addEventListener('koko:nav-reselect', (e) => resolve((e as CustomEvent<{ item: string }>).detail.item), { once: true })));
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
    await home.dblclick();
    expect(await reselected).toBe('home');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('going back to the feed from a profile returns to where the list was', async ({ page }) => {
  await page.goto('/');
  // The newcomer's welcome opens once the page is at rest, which could be the moment of the click: it is
  // collected first (the balance shows koin once it is).
  await expect(page.getByTestId('koin-balance')).toHaveText(/^[1-9]\d*$/, { timeout: NAVIGATION_MS });
  const profiles = page.locator('main a[href^="/character/profile/"]');
  await expect(profiles.nth(8)).toBeAttached();
  await profiles.nth(8).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  // Where the list is when the card is clicked: a click the page's greeting popups got in the way of is retried
  // by Playwright after scrolling the card elsewhere, so the position is read at the click itself.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (e) => (e.target as Element).closest('a[href^="/character/profile/"]') && sessionStorage.setItem('e2e.leftAt', String(window.scrollY)),
      { capture: true },
    ),
  );
  await profiles.nth(8).click();
  await expect(page).toHaveURL(/\/character\/profile\//, { timeout: NAVIGATION_MS });
  const left = Number(await page.evaluate(() => sessionStorage.getItem('e2e.leftAt')));
  expect(left).toBeGreaterThan(200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/, { timeout: NAVIGATION_MS });
  // The list is back at the place it was left, and stays there once the page has settled.
  await expect.poll(() => page.evaluate((at) => Math.abs(window.scrollY - at), left)).toBeLessThanOrEqual(5);
  await page.waitForTimeout(500);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThanOrEqual(5);
});
