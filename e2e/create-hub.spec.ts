import { signInAs, uniqueEmail } from './pages/sign-in';
import { expect, test } from './support/test';

test.describe('the create hub', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest tapping Create gets the login prompt, not a missing page', async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.getByTestId('koin-balance')).toHaveText(/^\d+$/, { timeout: 30_000 });
    const create = isMobile ? page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create' }) : page.getByTestId('bar-create');
    await expect(create).toHaveAttribute('href', '/create');
    await create.click();
    await expect(page.getByRole('dialog', { name: 'Sign in to KOKO' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Opened directly, the hub sends a guest home (seed §2: an auth route).
    await page.goto('/create');
    await expect(page).toHaveURL(/\/$/);
  });

  test('offers what works as links and lists what is planned, honestly and without links', async ({ page }) => {
    await signInAs(page, uniqueEmail('create'), '/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create' })).toBeVisible();
    const persona = page.getByTestId('create-entry-persona');
    await expect(persona).toContainText('Your persona');
    await expect(persona).toHaveAttribute('href', '/persona-editor');
    const soon = page.getByTestId('create-coming-soon');
    await expect(soon.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
    await expect(soon.getByTestId('create-soon-performance')).toContainText('Create a performance');
    await expect(soon.getByTestId('create-soon-character')).toHaveCount(0);
    await expect(page.getByTestId('create-entry-character')).toHaveAttribute('href', '/create-friend');
    await expect(soon.locator('a')).toHaveCount(0);
    await persona.click();
    await expect(page).toHaveURL(/\/persona-editor$/);
  });
});
