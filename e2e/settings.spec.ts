import { LOCALES } from '../lib/i18n/locales';
import { currentUser, signInAs, signInWithGoogle, uniqueEmail } from './pages/sign-in';
import { expect, test } from './support/test';

test.describe('settings', () => {
  // Each test signs people in through the identity provider, which takes a while on a development server.
  test.describe.configure({ timeout: 120_000 });

  test('adult content needs the age question: No keeps it off, Yes turns it on and it stays on', async ({ page }) => {
    await signInWithGoogle(page);
    await page.goto('/setting');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const adult = page.getByRole('switch', { name: 'Adult content' });
    await expect(adult).toHaveAttribute('aria-checked', 'false');

    await adult.click();
    const age = page.getByRole('dialog', { name: 'Age Verification' });
    await expect(age).toContainText('You must be 18 or older to view unfiltered content. Do you confirm your age?');
    await age.getByRole('button', { name: 'No' }).click();
    await expect(age).toHaveCount(0);
    await expect(adult).toHaveAttribute('aria-checked', 'false');
    expect((await currentUser(page)).openNsfw).toBe(false);

    await adult.click();
    await age.getByRole('button', { name: 'Yes' }).click();
    await expect(adult).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Adult content' })).toHaveAttribute('aria-checked', 'true');
    expect((await currentUser(page)).openNsfw).toBe(true);

    // Turning it off again needs no question.
    await page.getByRole('switch', { name: 'Adult content' }).click();
    await expect(page.getByRole('switch', { name: 'Adult content' })).toHaveAttribute('aria-checked', 'false');
    await expect(age).toHaveCount(0);
  });

  test('auto-play voice is saved', async ({ page }) => {
    await signInWithGoogle(page);
    await page.goto('/setting');
    const voice = page.getByRole('switch', { name: 'Auto-play voice' });
    const before = (await voice.getAttribute('aria-checked')) === 'true';
    await voice.click();
    await expect(voice).toHaveAttribute('aria-checked', String(!before));
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Auto-play voice' })).toHaveAttribute('aria-checked', String(!before));
  });

  test('choosing a language switches the whole app and is remembered', async ({ page, context }) => {
    await signInWithGoogle(page);
    await page.goto('/setting');
    await page.getByRole('link', { name: /^Language/ }).click();
    await expect(page).toHaveURL(/\/language$/);
    const languages = page.getByRole('group', { name: /Choose the language/ });
    await expect(languages.getByRole('radio')).toHaveCount(LOCALES.length);
    await expect(languages.getByRole('radio', { name: /English/ })).toBeChecked();

    await languages.getByRole('radio', { name: /Deutsch/ }).check();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprache');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('radio', { name: /Deutsch/ })).toBeChecked();
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('de-DE');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await expect.poll(async () => (await currentUser(page)).lang).toBe('de-DE');

    await page.goto('/setting');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
    await expect(page.getByRole('link', { name: /Sprache/ })).toContainText('Deutsch');

    // And back, from the keyboard.
    await page.goto('/language');
    await page.getByRole('radio', { name: /English/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language');
  });

  test('logging out returns to the guest home', async ({ page }) => {
    await signInWithGoogle(page);
    const session = (await page.context().cookies()).find((c) => c.name === 'koko_session')!.value;
    await page.goto('/setting');
    const logout = page.waitForRequest('**/koko/app/api/user/logout');
    await page.getByRole('button', { name: 'Log out' }).click();
    expect((await logout).method()).toBe('POST');
    await expect(page).toHaveURL(/\/$/);
    // The account's token stopped working on the server, not only in this browser.
    expect((await page.request.get('/koko/app/api/user', { headers: { 'x-auth': session } })).status()).toBe(401);
    // The header offers Sign in (a guest left without koin may also be asked in a panel, seed §6).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await currentUser(page)).source).toBe('visitor');
    await page.goto('/setting');
    await expect(page).toHaveURL(/\/$/);
  });

  test('deleting the account asks first, then continues as a guest; the same Google person comes back as a new account', async ({ page }) => {
    const email = uniqueEmail('leaver');
    await page.goto('/');
    await signInAs(page, email);
    const before = await currentUser(page);
    expect(before).toMatchObject({ source: 'google', email });

    await page.goto('/setting');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(confirm).toContainText('cannot be undone');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    expect((await currentUser(page)).userId).toBe(before.userId);

    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(confirm.getByRole('button', { name: 'Delete' })).toHaveClass(/bg-red-600/);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The header offers Sign in (a guest left without koin may also be asked in a panel, seed §6).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await currentUser(page)).source).toBe('visitor');

    await signInAs(page, email);
    const after = await currentUser(page);
    expect(after).toMatchObject({ source: 'google', email });
    expect(after.userId).not.toBe(before.userId);
  });
});
