import { expect, test } from './support/test';
import { signInAs, uniqueEmail } from './pages/sign-in';

test.describe('friends', () => {
  test('a signed-in person sees the characters they added, and can like one', async ({ page }) => {
    // Straight to the sign-in, without a guest session first.
    await page.goto('/api/auth/csrf');
    await signInAs(page, uniqueEmail('friends'));
    const found = await page.request.post('/koko/app/api/feed/searchFeedInfo', { data: { keyword: 'Kirara', current: 1, size: 1 } });
    const roleId = ((await found.json()) as { data: { list: { role: { roleId: number } }[] } }).data.list[0]!.role.roleId;
    const added = await page.request.post('/koko/app/api/user/subAiFriend', { data: { roleId } });
    expect(((await added.json()) as { code: number }).code).toBe(0);

    await page.goto('/friends');
    await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /My friends/ })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByTestId('friend-card').filter({ hasText: 'Kirara Hoshimiya' });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('friend-card')).toHaveCount(1);

    const like = card.getByRole('button', { name: 'Like Kirara Hoshimiya' });
    await like.click();
    await expect(card.getByRole('button', { name: 'Unlike Kirara Hoshimiya' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('link', { name: 'Chat with Kirara Hoshimiya' })).toHaveAttribute('href', `/chat-play/${roleId}`);
  });

  test('a stranger added from the friends page moves to the friend list', async ({ page }) => {
    // Straight to the sign-in, without a guest session first.
    await page.goto('/api/auth/csrf');
    await signInAs(page, uniqueEmail('strangers'));
    await page.goto('/friends');
    await expect(page.getByTestId('friends-empty')).toBeVisible();
    await page.getByRole('tab', { name: 'Meet someone new' }).click();
    const first = page.getByTestId('friend-card').first();
    const name = (await first.locator('h3').textContent())!.trim();
    await first.getByRole('button', { name: `Add ${name} as a friend` }).click();
    await expect(page.getByRole('status').getByText(`${name} is now your friend`)).toBeVisible();
    await page.getByRole('tab', { name: /My friends/ }).click();
    await expect(page.getByTestId('friend-card').filter({ hasText: name })).toBeVisible();
  });

  test('a guest opening /friends lands on the home page', async ({ page }) => {
    await page.goto('/friends');
    await expect(page).toHaveURL(/\/$/);
  });
});
