import { expect, test } from './support/test';

/** A page's first visit may compile it on a development server: navigations get this long. */
const NAVIGATION_MS = 60_000;
test.describe.configure({ timeout: 180_000 });

/** An Android app that is older than the update minimum (seed §6: 1.4.0). */
const OLD_ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile Safari/537.36 KOKO/1.3.0 (android)';

test.describe('route guards (seed §2)', () => {
  test('a guest opening /friends lands on the home page', async ({ page }) => {
    await page.goto('/friends');
    await expect(page).toHaveURL(/\/$/, { timeout: NAVIGATION_MS });
    await expect(page.getByRole('navigation', { name: 'Home feeds' }).first()).toBeAttached();
  });

  test('retired test pages go home and the old guide goes to chat', async ({ page }) => {
    for (const path of ['/jsbTest', '/test-tools', '/test-unity', '/test-spline', '/ugc-test-ui']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/, { timeout: NAVIGATION_MS });
    }
    await page.goto('/guidence');
    await expect(page).toHaveURL(/\/chat$/, { timeout: NAVIGATION_MS });
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-place/at-all');
    await expect(page).toHaveURL(/\/404$/, { timeout: NAVIGATION_MS });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('version gates inside the native app (seed §5, §6, §8)', () => {
  test.use({ userAgent: OLD_ANDROID_APP });

  test('an app below the update minimum gets the Update / Later dialog once', async ({ page }) => {
    await page.goto('/discover');
    const dialog = page.getByRole('dialog', { name: 'New Android Version Available' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Download the latest APK to experience the all-new KOKO.');
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Later' }).click();
    await expect(dialog).toBeHidden();
    // Later holds for this app start: another page does not ask again.
    await page.getByRole('link', { name: 'Chats' }).first().click();
    await expect(page).toHaveURL(/\/chat$/, { timeout: NAVIGATION_MS });
    await expect(page.getByRole('dialog', { name: 'New Android Version Available' })).toBeHidden();
  });

  test('a strict gate turns an old app back home, where it is asked to update', async ({ page }) => {
    await page.goto('/game', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/foryou\?gate=game$/, { timeout: NAVIGATION_MS });
    await expect(page.getByRole('dialog', { name: 'New Android Version Available' })).toBeVisible();
  });

  test('the app opens on its loading screen, which gives way to the page', async ({ page }) => {
    // The screen is there from the first byte; waiting for every image to load could outlast it.
    await page.goto('/discover', { waitUntil: 'commit' });
    const boot = page.getByTestId('boot-screen');
    await expect(boot).toContainText("Everyone's 3D Playground");
    await expect(boot).toBeHidden({ timeout: 15_000 });
  });
});

test.describe('an app version under store review (seed §3 inCheck)', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile Safari/537.36 KOKO/9.9.9 (android)' });

  test('opens home on Discover, not For you, and shows no banner', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/, { timeout: NAVIGATION_MS });
    // The feed is there (the banner would come before it), and the banner is not.
    await expect(page.locator('main article[data-role-id]').first()).toBeVisible({ timeout: NAVIGATION_MS });
    await expect(page.getByRole('region', { name: 'Featured' })).toHaveCount(0);
  });
});
