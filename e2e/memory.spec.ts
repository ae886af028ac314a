import type { Page } from '@playwright/test';
import type { ChatMemoryView } from '@/lib/contracts/memory';
import { call } from './support/api';
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

test.describe("what a character remembers about you", () => {
  // The chat page draws a 3D character in software on a two-core machine: a slow page is not a failure.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(({ page }) => portraitOnly(page));

  test('a guest tells the character about themselves, sees it remembered, forgets one fact, then everything', async ({ page }, info) => {
    const { name, roleId } = await openFirstCharacter(page);
    await expect(messages(page).getByRole('listitem')).not.toHaveCount(0, { timeout: 30_000 });
    const box = page.getByRole('textbox', { name: `Message to ${name}` });
    await box.fill('My name is Sam and I have a cat called Biscuit.');
    await box.press('Enter');
    await expect(messages(page).getByRole('listitem').filter({ hasText: 'a cat called Biscuit' })).toBeVisible();
    await expect.poll(async () => (await call<ChatMemoryView>(page, '/app/memory/get', { roleId })).facts.map((f) => f.value), { timeout: 30_000 }).toEqual(['Sam', 'Biscuit']);
    await expect(page.getByTestId('relation-meter')).toContainText('Stranger');

    const open = page.getByRole('button', { name: `What ${name} remembers about you` });
    await open.click();
    const sheet = page.getByRole('dialog', { name: `What ${name} remembers about you` });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('memory-fact-value')).toHaveText(['Sam', 'Biscuit']);
    await expect(sheet.getByRole('progressbar')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`memory-sheet-${info.project.name}.png`) });

    await sheet.getByRole('button', { name: 'Forget “Biscuit”' }).click();
    await expect(sheet.getByTestId('memory-fact-value')).toHaveText(['Sam']);
    expect((await call<ChatMemoryView>(page, '/app/memory/get', { roleId })).facts).toEqual([{ kind: 'name', value: 'Sam' }]);

    // Escape closes the sheet and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();

    // Forgetting everything asks first; cancelling keeps it all.
    await open.click();
    await sheet.getByTestId('memory-forget').click();
    const confirm = page.getByRole('dialog', { name: `Make ${name} forget everything?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet.getByTestId('memory-fact-value')).toHaveText(['Sam']);
    await sheet.getByTestId('memory-forget').click();
    await confirm.getByRole('button', { name: 'Forget' }).click();
    await expect(sheet.getByText(`${name} hasn't learned anything about you yet.`)).toBeVisible();
    expect(await call<ChatMemoryView>(page, '/app/memory/get', { roleId })).toEqual({ roleId, facts: [], summary: '' });
  });

  test('two messages that tell the character about oneself make the two of you acquaintances: it celebrates, and the meter moves', async ({ page, isMobile }, info) => {
    test.skip(isMobile, 'the same chat on a phone; once on a computer is enough');
    const { name } = await openFirstCharacter(page);
    await expect(messages(page).getByRole('listitem')).not.toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('relation-meter')).toContainText('Stranger');
    const box = page.getByRole('textbox', { name: `Message to ${name}` });
    await box.fill('My name is Sam, I work as a nurse and I have a dog called Biscuit at home.');
    await box.press('Enter');
    await expect(messages(page).getByRole('listitem').filter({ hasText: 'a dog called Biscuit' })).toBeVisible();
    await expect(page.getByText(`You and ${name} are now`)).toHaveCount(0);
    // Messages sent within three seconds of the last earn nothing (a flood is not a bond).
    await page.waitForTimeout(3_500);
    await box.fill('I live in Lisbon by the river, and I have a cat called Pim who sleeps on my piano.');
    await box.press('Enter');
    await expect(page.getByText(`You and ${name} are now acquaintances!`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('relation-meter')).toContainText('Acquaintance');
    await page.screenshot({ path: info.outputPath('celebration.png') });
  });
});
