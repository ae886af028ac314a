import type { Page } from '@playwright/test';
import { expect, portraitOnly, test } from './support/test';

/** A starter character's profile address, from the sitemap. */
async function profilePath(page: Page, slug: string) {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  return new URL(new RegExp(`[^<>]*/character/profile/${slug}/\\d+`).exec(sitemap)![0]).pathname;
}

const NO_STAR = /^[^*]*$/;

/**
 * The welcome koin (a dialog the test's handler closes) are in, so no dialog opens over the chat and takes the focus
 * from the name question; the check-in waits until after a conversation.
 */
async function koinCollected(page: Page) {
  // Each hover is an action, before which the test's handler closes a koin dialog that has opened by then.
  await expect
    .poll(
      async () => {
        await page.getByTestId('koin-balance').hover();
        return Number(await page.getByTestId('koin-balance').textContent());
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

test.describe('role text and the name characters call you', () => {
  // The chat page draws a character; a slow page on a two-core machine is not a failure.
  test.describe.configure({ timeout: 150_000 });
  test.beforeEach(({ page }) => portraitOnly(page));

  test('a new visitor reads actions set apart, is asked their name in the chat, answers, and is called by it after', async ({ page }) => {
    const agnes = await profilePath(page, 'agnes-pell');
    await page.goto(agnes);
    const greeting = page.getByTestId('profile-greeting');
    // No name told yet: the vocative is left out, never "Guest 12" or a placeholder; the action is in italics, no star shown.
    await expect(greeting).toContainText("You can see me... how extraordinary. Mind the seventh step, it's been rotten since I was alive.");
    await expect(greeting).toHaveText(NO_STAR);
    await expect(greeting.locator('em[data-kind="action"]')).toContainText('A cold draught sweeps up the spiral stairs');
    // The example dialogue likewise.
    await expect(page.locator('main ol li').first()).toBeVisible();
    for (const line of await page.locator('main ol li').allInnerTexts()) expect(line).not.toMatch(/\*|\{\{|Guest/);

    await koinCollected(page);
    await page.getByRole('link', { name: 'Chat now' }).click();
    await expect(page).toHaveURL(/\/chat-play\/\d+$/);
    // Seed enter_nickname: the character asks, in the chat, with the focus on the answer.
    const prompt = page.getByRole('form', { name: 'What should Agnes Pell call you?' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    const field = prompt.getByRole('textbox', { name: 'Your name' });
    await expect(field).toBeFocused();
    const said = messages(page).getByTestId('message-text').first();
    await expect(said).toContainText('Mind the seventh step, it');
    await expect(said).toHaveText(NO_STAR);
    await expect(said.locator('em[data-kind="action"]').first()).toBeVisible();

    // An empty answer is refused in words; a name is saved as the nickname.
    await prompt.getByRole('button', { name: "That's me" }).click();
    await expect(prompt.getByRole('alert')).toHaveText('Please enter a name, or skip.');
    await field.fill('Mira');
    await prompt.getByRole('button', { name: "That's me" }).click();
    await expect(prompt).toBeHidden();

    // A reply streams in without a raw star at any moment.
    await page.evaluate(() => {
      const seen = window as unknown as { starSeen?: string };
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid="message-text"]')) if (el.textContent?.includes('*')) seen.starSeen = el.textContent;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const box = page.getByRole('textbox', { name: 'Message to Agnes Pell' });
    await box.fill('Hello! Tell me about the lamp.');
    await box.press('Enter');
    const reply = messages(page).getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Say it differently' }) });
    await expect(reply).toHaveAttribute('data-typing', 'false', { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { starSeen?: string }).starSeen)).toBeUndefined();

    // The next greeting calls the visitor by the name they gave, and is not asked again.
    await page.goto(await profilePath(page, 'kiriha-aoyagi'));
    await expect(page.getByTestId('profile-greeting')).toContainText("Don't get the wrong idea, Mira, I only accepted you");
    await page.getByRole('link', { name: 'Chat now' }).click();
    await expect(messages(page).getByTestId('message-text').first()).toContainText('Mira', { timeout: 30_000 });
    await expect(page.getByRole('form', { name: /call you\?$/ })).toHaveCount(0);
  });

  test('the question can be skipped with Escape, and the chat list previews read actions in parentheses', async ({ page }) => {
    await page.goto(await profilePath(page, 'agnes-pell'));
    await koinCollected(page);
    await page.getByRole('link', { name: 'Chat now' }).click();
    const prompt = page.getByRole('form', { name: 'What should Agnes Pell call you?' });
    await expect(prompt.getByRole('textbox', { name: 'Your name' })).toBeFocused({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(messages(page).getByTestId('message-text').first()).toHaveText(NO_STAR);

    await page.goto('/chat');
    const row = page.getByRole('link', { name: /Agnes Pell/ });
    await expect(row).toContainText('(A cold draught sweeps up the spiral stairs, and a pale woman in a rain-soaked shawl turns from the great lamp.) You can see me');
    await expect(row).toHaveText(NO_STAR);
  });
});
