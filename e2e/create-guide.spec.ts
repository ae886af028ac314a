import { call } from './support/api';
import { signInAs, uniqueEmail } from './pages/sign-in';
import { expect, test } from './support/test';

test.describe('creating a friend with the guide', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a new account describes a look, picks one, names it, picks a voice, gets a character, resumes after a reload, and meets the friend', async ({ page }, info) => {
    const viewport = info.project.name;
    await signInAs(page, uniqueEmail('guided'), '/create-friend');
    // A new account's welcome dialog may open as the link is clicked and take the click: click until it leads on.
    await expect(async () => {
      await page.getByTestId('guide-link').click();
      await expect(page).toHaveURL(/\/create-friend\/guide$/, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText("Hi! Let's make a new friend.")).toBeVisible();

    // An empty description is refused on the page; a real one draws three looks.
    await page.getByTestId('guide-draw').click();
    await expect(page.getByText('Please enter prompt to generate.')).toBeVisible();
    await page.getByTestId('guide-look').fill('a cheerful old fisherman with a white beard and a yellow raincoat');
    await page.getByTestId('guide-draw').click();
    const looks = page.getByTestId('guide-looks').getByRole('button');
    await expect(looks).toHaveCount(3);
    await expect(page.getByTestId('guide-looks').getByRole('img').first()).toHaveAttribute('src', /^data:image\/webp/);
    await page.screenshot({ path: info.outputPath(`looks-${viewport}.png`) });
    await looks.nth(1).click();

    // The name: no Latin letter is refused before anything is sent.
    await expect(page.getByText("Lovely. What's their name?")).toBeVisible();
    await page.getByTestId('guide-name').fill('老渔夫');
    await page.getByTestId('guide-name-go').click();
    await expect(page.getByText('The name needs at least one Latin letter (A–Z).')).toBeVisible();
    const name = `Old Tam ${Date.now().toString(36)}`;
    await page.getByTestId('guide-name').fill(name);
    await page.getByTestId('guide-name-go').click();

    // The voices come while the avatar draws; each can be heard first.
    const voices = page.getByTestId('guide-voices');
    await expect(voices.getByRole('listitem')).toHaveCount(3);
    await expect(voices.locator('audio').first()).toHaveAttribute('src', /\/media\/voices\//);
    await expect(page.getByTestId('guide-avatar-status')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`voices-${viewport}.png`) });
    await voices.getByRole('button', { name: 'Use this voice' }).first().click();

    // The address names the draft the guide made; a reload resumes at the character question.
    await expect(page.getByTestId('guide-write')).toBeVisible();
    await expect(page).toHaveURL(/\/create-friend\/guide\/\d+$/);
    const roleId = Number(page.url().split('/').pop());
    await page.reload();
    await expect(page.getByText(`Welcome back! Let's finish ${name}.`)).toBeVisible();
    await expect(page.getByTestId('guide-write')).toBeVisible();

    await page.getByTestId('guide-words').fill('mends nets on the pier, tells tall tales about the sea');
    await page.getByTestId('guide-write').click();
    const character = page.getByTestId('guide-character');
    await expect(character).toBeVisible({ timeout: 60_000 });
    await expect(character).toContainText('Old Tam');
    await page.screenshot({ path: info.outputPath(`character-${viewport}.png`) });
    await page.getByTestId('guide-keep').click();
    await page.getByTestId('guide-skip-space').click();
    await page.getByTestId('guide-finish').click();

    // Finishing waits for the avatar, then the friend is ready, with its portrait, its greeting and its voice.
    const done = page.getByTestId('guide-done');
    await expect(done).toBeVisible({ timeout: 120_000 });
    await expect(done.getByRole('img')).toHaveAttribute('src', /\/media\//);
    await expect(page.getByTestId('guide-greeting')).toHaveAttribute('src', /\/media\/voices\//);
    await page.screenshot({ path: info.outputPath(`done-${viewport}.png`), fullPage: true });
    await page.getByTestId('guide-meet').click();
    await expect(page).toHaveURL(new RegExp(`/chat-play/${roleId}$`));
    // In chat the friend greets the person, drawn in 3D from the look its portrait was painted from.
    await expect.poll(() => page.getByRole('list', { name: 'Messages' }).getByRole('listitem').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('avatar-stage')).toHaveAttribute('data-avatar-ready', 'true', { timeout: 120_000 });
    await page.screenshot({ path: info.outputPath(`chat-${viewport}.png`) });
    const friends = await call<{ list: { role: { roleId: number } }[] }>(page, '/user/getMyFriendList', { current: 1, size: 500 });
    expect(friends.list.map((f) => f.role.roleId)).toContain(roleId);
  });
});
