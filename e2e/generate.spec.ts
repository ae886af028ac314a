import { signInAs, uniqueEmail } from './pages/sign-in';
import { expect, test } from './support/test';

test.describe('generating a cover', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a guest opening a generator goes home (seed §2: an auth route)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('koin-balance')).toHaveText(/^\d+$/, { timeout: 30_000 });
    await page.goto('/generate/cover/new');
    await expect(page).toHaveURL(/\/$/);
  });

  test('prompt, price, progress, the picture, and the cover in My assets', async ({ page }) => {
    await signInAs(page, uniqueEmail('cover'), '/generate/cover/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a cover' })).toBeVisible();

    // An empty prompt is refused with the seed's words, before anything is charged.
    await page.getByTestId('generate-start').click();
    await expect(page.getByTestId('generate-problem')).toHaveText('Please enter prompt to generate.');
    await expect(page.getByTestId('generate-prompt')).toHaveAttribute('aria-invalid', 'true');

    // An inspiration chip fills the prompt; the price shows before the start.
    await page.getByRole('button', { name: 'Cozy room with a cat' }).click();
    await expect(page.getByTestId('generate-prompt')).toHaveValue('Cozy room with a cat');
    await expect(page.getByTestId('generate-problem')).toHaveCount(0);
    await expect(page.getByTestId('generate-price')).toHaveText(/Free · \d+ of \d+ free today left|Costs \d+ koin/);

    await page.getByTestId('generate-start').click();
    await expect(page.getByTestId('generate-progress').or(page.getByTestId('generate-done'))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('generate-done')).toBeVisible({ timeout: 120_000 });
    const image = page.getByTestId('generate-result-image');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);

    // The address now names the cover, and My assets lists it.
    await expect(page).toHaveURL(/\/generate\/cover\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByTestId('generate-library').click();
    await expect(page).toHaveURL(/\/assets\/character\?kind=cover$/);
    const card = page.locator(`[data-testid="asset-card"][data-asset-id="${id}"]`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId('asset-status')).toHaveText('Draft');

    // Opening the card brings the finished cover back.
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/generate/cover/${id}$`));
    await expect(page.getByTestId('generate-result-image')).toBeVisible({ timeout: 30_000 });
  });

  test('/assets opens its character tab, and each tab leads to its generator when empty', async ({ page }) => {
    await signInAs(page, uniqueEmail('assets'), '/create');
    await page.goto('/assets');
    await expect(page).toHaveURL(/\/assets\/character$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My assets' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Asset types' }).getByRole('link', { name: 'Space' }).click();
    await expect(page).toHaveURL(/\/assets\/space$/);
    await expect(page.getByTestId('assets-empty').getByRole('link', { name: 'Create a space' })).toHaveAttribute('href', '/gen-space');
  });
});
