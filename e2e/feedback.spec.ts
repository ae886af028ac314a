import { signInAsAdmin } from './pages/sign-in';
import { expect, test } from './support/test';

test.describe('feedback', () => {
  // Each test signs people in through the identity provider, which takes a while on a development server.
  test.describe.configure({ timeout: 120_000 });

  test('a guest is told to write something, sends it, is thanked, and the staff read it', async ({ page, browser }) => {
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    const content = page.getByRole('textbox', { name: 'Your feedback' });

    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Please enter the content.')).toBeVisible();
    await expect(content).toBeFocused();
    await expect(content).toHaveAttribute('aria-invalid', 'true');

    const text = `The dragon should sing at night (${Date.now()})`;
    await content.fill(text);
    await expect(page.getByText(`${text.length}/2000`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Contact (optional)' }).fill('night-owl@example.com');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    const staff = await browser.newContext();
    const admin = await staff.newPage();
    await signInAsAdmin(admin, '/feedback-list');
    const item = admin.getByTestId('feedback-list').getByRole('listitem').filter({ hasText: text });
    await expect(item).toBeVisible();
    await expect(item).toContainText('night-owl@example.com');
    await staff.close();
  });

  test('a failed send keeps what was typed', async ({ page }) => {
    await page.goto('/feedback');
    const content = page.getByRole('textbox', { name: 'Your feedback' });
    await content.fill('Please keep this text');
    await page.route('**/koko/app/api/user/setFeedback', (route) => route.abort());
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText(/^Could not send your feedback/)).toBeVisible();
    await expect(content).toHaveValue('Please keep this text');
  });
});
