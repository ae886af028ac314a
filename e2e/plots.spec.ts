import type { Page } from '@playwright/test';
import { call } from './support/api';
import { signInAs, uniqueEmail } from './pages/sign-in';
import { expect, portraitOnly, test } from './support/test';


const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

/** Sends a message in the chat and waits for the character's finished reply to it. */
async function say(page: Page, name: string, text: string) {
  const replies = messages(page).getByRole('listitem').filter({ has: page.getByTestId('message-text') });
  const before = await replies.count();
  const box = page.getByRole('textbox', { name: `Message to ${name}` });
  await box.fill(text);
  await box.press('Enter');
  await expect(messages(page).getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expect(replies).toHaveCount(before + 1, { timeout: 30_000 });
}

test.describe("a character's plots", () => {
  // The chat page draws a 3D character in software on a two-core machine: a slow page is not a failure.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(({ page }) => portraitOnly(page));

  test('an author adds plots to their character, reorders them, then plays one in chat to its end and leaves another early', async ({ page }, info) => {
    const viewport = info.project.name;
    await page.setViewportSize(viewport === 'mobile' ? { width: 390, height: 844 } : { width: 1440, height: 900 });
    await signInAs(page, uniqueEmail('plots'), '/create');
    const name = `Odile ${Date.now().toString(36)}`;
    const { roleId } = await call<{ roleId: number }>(page, '/app/role/createAiRole', { roleName: name });
    await call(page, '/app/role/pipeSave', { roleId, intro: 'A ferry pilot who knows every lantern on the river.', roleAppearInfo: 'Evening, {{user}}. Hop on, the river is calm tonight.', exampleDialogue: '{{user}}: Where to?\n{{char}}: Wherever the lanterns point.' });

    // The draft's page leads to the editors; the hub links each one with what it holds.
    await page.goto(`/create-friend/${roleId}`);
    await page.getByTestId('draft-edit').click();
    await expect(page).toHaveURL(new RegExp(`/create/${roleId}$`));
    await expect(page.getByTestId('editor-link-character')).toContainText('A ferry pilot');
    await expect(page.getByTestId('editor-link-plots')).toContainText('Not set yet');
    await expect(page.getByTestId('editor-link-animation')).toHaveAttribute('href', `/create/bind-animation/${roleId}`);
    await page.screenshot({ path: info.outputPath(`editor-hub-${viewport}.png`) });

    await page.getByTestId('editor-link-plots').click();
    await expect(page).toHaveURL(new RegExp(`/create/plotsDeck/${roleId}$`));
    await expect(page.getByTestId('plots-empty')).toBeVisible();
    await page.getByTestId('plot-add').click();
    await expect(page).toHaveURL(new RegExp(`/create/plotEdit/${roleId}/new$`));

    // Every field is checked in the seed's words before anything is saved.
    await page.getByTestId('plot-rounds').fill('');
    await page.getByTestId('plot-save').click();
    await expect(page.getByText('Please enter the content.')).toHaveCount(2);
    await expect(page.getByText("Dialog example can't be empty, please fill in.")).toBeVisible();
    await expect(page.getByText('Please enter the number of dialogue rounds to complete (maximum 5 rounds).')).toBeVisible();
    await page.getByTestId('plot-title').fill('Lanterns on the river');
    await page.getByTestId('plot-scene').fill('{{user}} and {{char}} float paper lanterns down the river before the night market closes.');
    await page.getByTestId('plot-dialogue').fill('{{user}}: Will the lantern float?\n{{char}}: *sets the lantern on the water* Watch it drift toward the market lights.');
    await page.getByTestId('plot-rounds').fill('9');
    await page.getByTestId('plot-save').click();
    await expect(page.getByText('Enter a number 1-5')).toBeVisible();
    await page.getByTestId('plot-rounds').fill('2');
    await page.screenshot({ path: info.outputPath(`plot-editor-${viewport}.png`) });
    await page.getByTestId('plot-save').click();
    await expect(page).toHaveURL(new RegExp(`/create/plotsDeck/${roleId}$`));
    await expect(page.getByTestId('plot-item')).toHaveCount(1);

    // A second plot, then it goes first.
    await page.getByTestId('plot-add').click();
    await page.getByTestId('plot-title').fill('The lost ticket');
    await page.getByTestId('plot-scene').fill('{{user}} lost the ferry ticket and {{char}} helps look for it on the deck.');
    await page.getByTestId('plot-dialogue').fill('{{user}}: It was right here!\n{{char}}: Check under the bench by the rope.');
    await page.getByTestId('plot-rounds').fill('3');
    await page.getByTestId('plot-save').click();
    await expect(page.getByTestId('plot-item')).toHaveCount(2);
    await page.getByRole('button', { name: 'Move The lost ticket up' }).click();
    await expect(page.getByTestId('plot-item').first()).toContainText('The lost ticket');
    await page.reload();
    await expect(page.getByTestId('plot-item').first()).toContainText('The lost ticket');
    await expect(page.getByTestId('plot-item').first()).toContainText('3 rounds');
    // The deck reads like the chat does: the character's name and "you", not the placeholders the author typed.
    await expect(page.getByTestId('plot-item').first()).toContainText(`You lost the ferry ticket and ${name} helps`);
    await expect(page.getByTestId('plot-list')).not.toContainText('{{');
    await page.screenshot({ path: info.outputPath(`plots-deck-${viewport}.png`), fullPage: true });

    // In chat: the plots button lists them; one starts and its round counter shows.
    await page.getByRole('link', { name: 'Try in chat' }).click();
    await expect(page).toHaveURL(new RegExp(`/chat-play/${roleId}$`));
    await expect(messages(page).getByRole('listitem')).not.toHaveCount(0, { timeout: 30_000 });
    await page.getByTestId('plots-button').click();
    const picker = page.getByRole('dialog', { name: 'Play a plot' });
    await expect(picker.getByTestId('plot-choice')).toHaveCount(2);
    await picker.getByRole('button', { name: 'Start Lanterns on the river' }).click();
    await expect(picker).toBeHidden();
    const banner = page.getByTestId('plot-banner');
    await expect(banner).toContainText('Lanterns on the river');
    await expect(page.getByTestId('plot-round')).toHaveText('Round 1 of 2');

    await say(page, name, 'Will the lantern float?');
    await expect(page.getByTestId('plot-round')).toHaveText('Round 2 of 2');
    await page.screenshot({ path: info.outputPath(`chat-plot-${viewport}.png`) });
    // A reload resumes the plot where it was.
    await page.reload();
    await expect(page.getByTestId('plot-round')).toHaveText('Round 2 of 2', { timeout: 30_000 });
    await say(page, name, 'Look, it reached the market lights!');
    await expect(page.getByText('Plot complete: Lanterns on the river')).toBeVisible();
    await expect(banner).toBeHidden();

    // Another plot, left early.
    await page.getByTestId('plots-button').click();
    await page.getByRole('dialog', { name: 'Play a plot' }).getByRole('button', { name: 'Start The lost ticket' }).click();
    await expect(page.getByTestId('plot-round')).toHaveText('Round 1 of 3');
    await page.getByTestId('plot-exit').click();
    await expect(banner).toBeHidden();
    await expect(page.getByText('You left the plot The lost ticket.')).toBeVisible();
  });

  test('the create hub still opens at /create, and another user cannot open the editors of a character', async ({ page, browser }) => {
    await signInAs(page, uniqueEmail('plots-owner'), '/create');
    const { roleId } = await call<{ roleId: number }>(page, '/app/role/createAiRole', { roleName: 'Private Draft' });
    await page.goto('/create');
    await expect(page.getByRole('link', { name: /^Create a character/ })).toBeVisible();
    await page.goto('/my-draft');
    await page.getByTestId('draft-edit').first().click();
    await expect(page).toHaveURL(new RegExp(`/create/${roleId}$`));

    const other = await browser.newContext();
    const stranger = await other.newPage();
    await signInAs(stranger, uniqueEmail('plots-other'), `/create/plotsDeck/${roleId}`);
    await expect(stranger.getByText('This character does not exist, or it is not yours.')).toBeVisible();
    const response = await stranger.goto('/create/nothing-here/1');
    expect(response?.status()).toBe(404);
    await other.close();
  });
});
