import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The search page once React has taken over the field (recent searches and the toast need it). */
async function openSearch(page: Page) {
  await page.goto('/search');
  await page.waitForFunction(() => {
    const field = document.querySelector('#koko-search');
    return field !== null && Object.keys(field).some((key) => key.startsWith('__react'));
  });
}

test.describe('search', () => {
  test('a keyword typed on /search leads to its results, and a result opens the profile', async ({ page }) => {
    await openSearch(page);
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search characters' });
    await expect(field).toBeFocused();
    await field.fill('Kirara');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search-result\/Kirara$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“Kirara”');
    const results = page.getByRole('list', { name: 'Characters matching “Kirara”' });
    const first = results.getByRole('listitem').first();
    await expect(first.locator('h2')).toHaveText('Kirara Hoshimiya');
    await first.getByRole('link', { name: 'Open Kirara Hoshimiya' }).click();
    await expect(page).toHaveURL(/\/character\/profile\/[^/]+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirara Hoshimiya');
  });

  test('the search is remembered as a recent search until cleared', async ({ page }) => {
    await openSearch(page);
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search characters' });
    await field.fill('  dragon\n');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search-result\/dragon$/);
    await expect(page.getByRole('list', { name: 'Characters matching “dragon”' }).getByRole('listitem').first()).toBeVisible();
    await page.goto('/search');
    const recent = page.getByTestId('recent-searches');
    await expect(recent.getByRole('link', { name: 'dragon' })).toBeVisible();
    await recent.getByRole('button', { name: 'Clear' }).click();
    await expect(recent).toHaveCount(0);
  });

  test('a blank search shows "Please enter keywords" and stays on the page', async ({ page }) => {
    await openSearch(page);
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search characters' });
    await field.fill('   ');
    await field.press('Enter');
    await expect(page.getByRole('status').getByText('Please enter keywords')).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('a keyword that matches nothing says so and offers the tag collection', async ({ page }) => {
    await page.goto(`/search-result/${encodeURIComponent('zzqx nothing here')}`);
    await expect(page.getByText('No characters match “zzqx nothing here”')).toBeVisible();
    await page.getByRole('link', { name: 'Browse all tags' }).click();
    await expect(page).toHaveURL(/\/tag-collection$/);
    await page.getByRole('link', { name: /^Romance: \d+ characters$/ }).click();
    await expect(page).toHaveURL(/\/\?tab=Romance$/);
  });
});
