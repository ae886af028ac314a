import type { Page } from '@playwright/test';
import { base64, cardPng, tEXt, v3Card } from '../server/test/character-card-files';
import { API, call } from './support/api';
import { signInAs, signInAsAdmin, uniqueEmail } from './pages/sign-in';
import { collectDialogs, expect, test } from './support/test';


/** A cover of the person's own, made by the cover generator and waited for. */
async function makeCover(page: Page): Promise<number> {
  const started = await call<{ task: { id: number }; asset: { id: number } }>(page, '/app/cover/generate', { type: 'animation', prompt: 'a lighthouse keeper with silver braids', name: 'Lighthouse cover' });
  await expect
    .poll(async () => (await call<{ state: number }>(page, '/app/property/taskProcess', { taskId: started.task.id })).state, { timeout: 90_000, intervals: [500, 1000, 2000] })
    .toBe(2);
  return started.asset.id;
}

test.describe('creating a character', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a new account names a character, writes it, picks a cover, resumes after a reload, publishes, and staff put it in Discover', async ({ page, browser }, info) => {
    const viewport = info.project.name;
    await signInAs(page, uniqueEmail('creator'), '/create');
    await page.getByRole('link', { name: /^Create a character/ }).click();
    await expect(page).toHaveURL(/\/create-friend$/);

    // The name is checked as it is typed: blank, then no Latin letter.
    const name = `Maribel ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Please fill in a name.')).toBeVisible();
    await page.getByTestId('create-friend-name').fill('灯台守');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('The name needs at least one Latin letter (A–Z).')).toBeVisible();
    await page.getByTestId('create-friend-name').fill(name);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/create-friend\/character\/\d+$/);
    const roleId = Number(page.url().split('/').pop());

    // The character step: the introduction and greeting are needed; the rest may wait.
    await expect(page.getByTestId('field-roleName')).toHaveValue(name);
    await page.getByTestId('step-next').click();
    await expect(page.getByText('Please enter the content.').first()).toBeVisible();
    await page.getByTestId('field-intro').fill('A retired lighthouse keeper who collects the letters the sea brings back.');
    await page.getByTestId('field-personality').fill('Dry humour, warm hands, never throws a letter away.');
    await page.getByTestId('field-roleAppearInfo').fill('*She sets down a chipped mug.* Another storm, {{user}}. Sit, the kettle is on.');
    await page.getByTestId('field-exampleDialogue').fill("{{user}}: Any letters today?\n{{char}}: *She taps a jar.* Three. One of them is yours, I think.");
    // A tag KOKO does not have yet is made on the way (seed: 'The tag name has been created.').
    const newTag = `Lighthouses ${Date.now().toString(36)}`;
    await page.getByTestId('field-tags').fill(`Fantasy, ${newTag}`);
    await page.screenshot({ path: info.outputPath(`character-${viewport}.png`) });
    await page.getByTestId('step-next').click();
    await expect(page.getByText('The tag name has been created.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/create-friend/create-friend-avatar/${roleId}$`));

    // A reload keeps everything: the draft's page says what is done and where to go on.
    await page.goto(`/create-friend/${roleId}`);
    await page.reload();
    await expect(page.getByTestId('overview-step-character')).toContainText('Done');
    expect((await call<{ tags: string[] }>(page, '/app/role/getDraft', { roleId })).tags).toEqual(['Fantasy', newTag]);
    await expect(page.getByTestId('draft-missing')).toContainText('a cover or an avatar');
    await expect(page.getByRole('link', { name: 'Continue: Avatar' })).toBeVisible();
    // Publishing now is refused in the seed's words.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.locator('main p[role="alert"]')).toContainText('This role resource is incomplete');

    // A cover of their own, chosen on the cover step.
    const coverId = await makeCover(page);
    await page.goto(`/create-friend/cover/${roleId}`);
    const choice = page.locator(`[data-testid="asset-choice"][data-asset-id="${coverId}"]`);
    await choice.getByRole('radio').click();
    await expect(choice.getByRole('radio')).toHaveAttribute('aria-checked', 'true');
    await page.screenshot({ path: info.outputPath(`cover-${viewport}.png`) });
    await page.getByTestId('step-next').click();
    await expect(page).toHaveURL(new RegExp(`/create-friend/${roleId}$`));
    await expect(page.getByTestId('draft-missing')).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('draft-status')).toHaveText('Published');
    await page.getByRole('button', { name: 'Ask to appear in Discover' }).click();
    await expect(page.getByText('Waiting for review')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`published-${viewport}.png`), fullPage: true });

    // Its profile opens by link before review, and it is not in search yet.
    await page.getByRole('link', { name: 'Open the profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    const searchBefore = await call<{ list: { role: { roleId: number } }[] }>(page, '/feed/searchFeedInfo', { keyword: name, current: 1, size: 20 });
    expect(searchBefore.list.map((item) => item.role.roleId)).not.toContain(roleId);

    // Staff approve it; it is found by name.
    const staff = await browser.newContext();
    const admin = await staff.newPage();
    // The staff member's own sign-in koin are collected as they come, as for the person above.
    await collectDialogs(admin);
    await signInAsAdmin(admin, '/role-review');
    const item = admin.locator(`[data-testid="review-item"][data-role-id="${roleId}"]`);
    await expect(item).toContainText(name);
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(item).toHaveCount(0);
    await staff.close();
    await page.goto(`/search-result/${encodeURIComponent(name)}`);
    await expect(page.locator(`main [data-role-id="${roleId}"]`).first()).toBeVisible({ timeout: 30_000 });

    // The person's own list has it among the characters in Discover, with its editors; no longer a draft.
    await page.goto('/my-draft');
    await expect(page.getByTestId('drafts-empty')).toBeVisible();
    await page.getByRole('tab', { name: 'In Discover' }).click();
    const listed = page.getByTestId('listed-list').locator(`[data-role-id="${roleId}"]`);
    await expect(listed).toContainText(name);
    await expect(listed.getByTestId('draft-edit')).toHaveAttribute('href', `/create/${roleId}`);
    await listed.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });

  test('drafts are listed, and another person cannot open or change one', async ({ page, browser }) => {
    await signInAs(page, uniqueEmail('drafter'), '/my-draft');
    await expect(page.getByTestId('drafts-empty')).toBeVisible();
    const draft = await call<{ roleId: number }>(page, '/app/role/createAiRole', { roleName: 'Quentin Draft' });
    await page.reload();
    await page.getByTestId('draft-list').getByRole('link', { name: /Quentin Draft/ }).click();
    await expect(page).toHaveURL(new RegExp(`/create-friend/${draft.roleId}$`));

    const other = await browser.newContext();
    const stranger = await other.newPage();
    await signInAs(stranger, uniqueEmail('stranger'), `/create-friend/${draft.roleId}`);
    await expect(stranger.getByText('This character does not exist, or it is not yours.')).toBeVisible();
    const refused = await stranger.request.post(`${API}/app/role/pipeSave`, { data: { roleId: draft.roleId, intro: 'mine now' } });
    expect(((await refused.json()) as { code: number }).code).not.toBe(0);
    await other.close();
  });

  test('a few words become a whole character to change, and a SillyTavern card becomes a draft with its lorebook', async ({ page }) => {
    await signInAs(page, uniqueEmail('writer'), '/create-friend');
    await page.getByTestId('writer-start').first().click();
    await expect(page.getByText('Please enter the prompt word')).toBeVisible();
    await page.getByTestId('writer-words').first().fill('grumpy dwarf blacksmith who secretly writes poetry');
    await page.getByTestId('writer-start').first().click();
    await expect(page).toHaveURL(/\/create-friend\/character\/\d+$/, { timeout: 60_000 });
    await expect(page.getByTestId('field-roleName')).not.toHaveValue('');
    await expect(page.getByTestId('field-intro')).toHaveValue(/dwarf/i);
    await expect(page.getByTestId('field-exampleDialogue')).toHaveValue(/\{\{user\}\}: /);

    await page.goto('/create-friend');
    const card = cardPng(tEXt('ccv3', base64(v3Card())));
    await page.getByTestId('card-file').setInputFiles({ name: 'seraphina.png', mimeType: 'image/png', buffer: card });
    await expect(page).toHaveURL(/\/create-friend\/character\/\d+$/, { timeout: 60_000 });
    await expect(page.getByTestId('field-roleName')).toHaveValue('Seraphina');
    await expect(page.getByTestId('field-intro')).toHaveValue('A gentle forest guardian.');
  });
});
