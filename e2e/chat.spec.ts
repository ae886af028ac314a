import type { Page } from '@playwright/test';
import { expect, portraitOnly, test } from './support/test';

/** Opens the first character on Discover and starts a chat from its card, as a newcomer would. */
async function openFirstCharacter(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('koin-balance')).toHaveText(/^\d+$/, { timeout: 30_000 });
  await page.getByRole('main').getByRole('link', { name: /^Chat with / }).first().click();
  await expect(page).toHaveURL(/\/chat-play\/\d+$/);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  return { name, roleId: Number(page.url().split('/').pop()) };
}

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

test.describe('chat', () => {
  // The chat page draws a 3D character in software on a two-core machine: a slow page is not a failure.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(({ page }) => portraitOnly(page));
  test('a guest sends a message, watches the reply typed out, and finds the conversation after a reload', async ({ page }) => {
    const { name } = await openFirstCharacter(page);
    // The character greets first (seed §3 roleAppearInfo), once; the first chat of a fresh server also starts its voice.
    await expect(messages(page).getByRole('listitem')).not.toHaveCount(0, { timeout: 30_000 });
    // The balance as shown once any count-up of koin just collected has finished.
    const before = Number(await page.getByTestId('koin-balance').getAttribute('data-balance'));

    const box = page.getByRole('textbox', { name: `Message to ${name}` });
    await box.fill('Hi! My name is Sam');
    await box.press('Shift+Enter');
    await box.pressSequentially('and I love rainy days.');
    await expect(box).toHaveValue('Hi! My name is Sam\nand I love rainy days.');
    // The reply may be typed out between two looks at the page: a watcher notes that it was.
    await page.evaluate(() => {
      const seen = window as unknown as { sawTyping?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[data-typing="true"]')) seen.sawTyping = true;
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-typing'], childList: true });
    });
    await box.press('Enter');
    await expect(box).toHaveValue('');

    const mine = messages(page).getByRole('listitem').filter({ hasText: 'and I love rainy days.' });
    await expect(mine).toBeVisible();
    // The reply is revealed a few characters at a time (seed §4: 40 a second).
    const reply = messages(page).getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Say it differently' }) });
    await expect(reply).toBeVisible({ timeout: 20_000 });
    const text = reply.getByTestId('message-text');
    await expect(reply).toHaveAttribute('data-typing', 'false', { timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { sawTyping?: boolean }).sawTyping)).toBe(true);
    const said = await text.innerText();
    expect(said.length).toBeGreaterThan(0);
    await expect(page.getByTestId('koin-balance')).toHaveText(String(before - 1));
    // No model is configured: the offline engine acknowledges what was told, and the chat says the replies are offline.
    expect(said).toMatch(/rainy days/i);
    const note = page.getByTestId('offline-replies-note');
    await expect(note).toHaveText('Offline replies — connect a model for full conversations');

    // The local message database (seed §3) has the conversation, and a reload shows it.
    const stored = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('KOKO');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('msg').objectStore('msg').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(stored).toBeGreaterThanOrEqual(3);
    await page.reload();
    await expect(messages(page).getByRole('listitem').filter({ hasText: 'and I love rainy days.' })).toBeVisible();
    await expect(messages(page).getByTestId('message-text').filter({ hasText: said })).toBeVisible();
    await page.getByTestId('offline-replies-note').getByRole('link', { name: 'connect a model' }).click();
    await expect(page).toHaveURL(/\/connect-a-model$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connect a model' })).toBeVisible();
    await expect(page.getByText('KOKO_LLM_BASE_URL')).toBeVisible();
  });

  test('an empty wallet shows the koin tip, which stays until closed', async ({ page }) => {
    const { name, roleId } = await openFirstCharacter(page);
    // Give every koin away to the character, as a gift.
    // The whole wallet, koin still waiting in a dialog included.
    const wallet = await page.request.post('/koko/app/api/app/user/getWallet', { data: {} });
    const balance = ((await wallet.json()) as { data: { balance: number } }).data.balance;
    const gift = await page.request.post('/koko/app/api/ugc/wallet/giftCoin', { data: { roleId, amount: balance } });
    expect((await gift.json()).data.balance).toBe(0);

    const box = page.getByRole('textbox', { name: `Message to ${name}` });
    await box.fill('Are you still there?');
    await box.press('Enter');
    const tip = page.getByRole('alert').filter({ hasText: 'Not Enough Koin! Get more in Profile' });
    await expect(tip).toBeVisible();
    const login = page.getByRole('dialog', { name: 'Sign in to KOKO' });
    if (await login.isVisible()) await page.keyboard.press('Escape');
    await page.waitForTimeout(2500);
    await expect(tip).toBeVisible();
    await tip.getByRole('button', { name: 'Close' }).click();
    await expect(tip).toHaveCount(0);
  });
});
