import { expect, test } from './support/test';
import { DiscoverPage } from './pages/discover-page';

test.describe('discover', () => {
  test('a newcomer sees the catalogue with covers and tabs', async ({ page }) => {
    const discover = new DiscoverPage(page);
    await discover.open();
    await expect(discover.heading).toBeVisible();
    expect(await discover.tabs.count()).toBeGreaterThanOrEqual(9);
    expect(await discover.cards.count()).toBeGreaterThanOrEqual(12);
    await discover.expectCoversLoaded(4);
    await expect(discover.tab('NSFW')).toHaveCount(0);
  });

  test('a tab filters the characters and keeps the choice in the address', async ({ page }) => {
    const discover = new DiscoverPage(page);
    await discover.open();
    await discover.tab('Romance').click();
    await expect(page).toHaveURL(/\?tab=Romance/);
    await expect(discover.tab('Romance')).toHaveAttribute('aria-current', 'page');
    expect(await discover.cards.count()).toBeGreaterThanOrEqual(5);
  });

  test('a card opens the shareable profile with greeting and example dialogue', async ({ page }) => {
    const discover = new DiscoverPage(page);
    await discover.open();
    const firstName = (await discover.cards.first().locator('h3').textContent())!.trim();
    await discover.cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/character\/profile\/[^/]+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
    await expect(page.getByRole('heading', { name: 'Greeting' })).toBeVisible();
    await expect(page.getByText('{{user}}')).toHaveCount(0);
    await expect(page.getByText('{{char}}')).toHaveCount(0);
  });

  test('the keyboard reaches the skip link first and the tabs after', async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboard use is a desktop concern');
    const discover = new DiscoverPage(page);
    await discover.open();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });

  test('an unknown page shows the 404 page and legacy test pages go home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/test-tools');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown role id answers 404', async ({ page }) => {
    const response = await page.goto('/character/profile/nobody/99999999');
    expect(response?.status()).toBe(404);
  });
});
