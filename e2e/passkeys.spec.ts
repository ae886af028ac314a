import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { virtualAuthenticator } from './support/virtual-authenticator';

const me = async (page: Page) => ((await (await page.request.get('/koko/app/api/user')).json()) as { data: { userId: number; name: string; source: string } }).data;

test.describe('passkeys', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest creates an account with a passkey, signs out and signs back in with it, no email needed', async ({ page }) => {
    const authenticator = await virtualAuthenticator(page);
    await page.goto('/');
    await expect(page.getByTestId('koin-balance')).toHaveText(/^\d+$/, { timeout: 30_000 });

    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to KOKO' });
    const codeFile = path.join(process.env.KOKO_E2E_DATA_DIR ?? '', 'setup-code');
    const status = (await (await page.request.get('/koko/app/api/user/accounts/status')).json()) as { data: { needsSetup: boolean } };
    if (status.data.needsSetup && fs.existsSync(codeFile)) {
      // A fresh server: the first account is made through setup, with the code the server printed, and owns it.
      await page.goto('/setup');
      await page.getByTestId('setup-code').fill(fs.readFileSync(codeFile, 'utf8').trim());
      await page.getByTestId('account-name').fill('Pia Passkey');
      await page.getByTestId('setup-passkey').click();
      await page.waitForURL('**/user-manage', { timeout: 30_000 });
    } else {
      await dialog.getByRole('button', { name: 'Create an account with a passkey' }).click();
      await dialog.getByLabel('Your name').fill('Pia Passkey');
      await dialog.getByRole('button', { name: 'Create account' }).click();
    }
    await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible({ timeout: 30_000 });
    const account = await me(page);
    expect(account).toMatchObject({ name: 'Pia Passkey', source: 'passkey' });
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    // The account's passkey is in settings, where the person signs out.
    await page.goto('/setting');
    await expect(page.getByRole('region', { name: 'Passkeys' }).getByTestId('passkey-row')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Passkeys' })).toContainText('not used yet');
    await page.getByRole('button', { name: 'Log out' }).click();
    const headerSignIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await expect(headerSignIn).toBeVisible({ timeout: 30_000 });
    expect((await me(page)).source).toBe('visitor');

    // Sign in: the browser offers the passkey it holds for this site. A guest left without koin may already be
    // asked to sign in (seed §6), in the same panel the header's Sign in opens.
    if (!(await dialog.isVisible())) await headerSignIn.click({ timeout: 5_000 }).catch(() => undefined);
    await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible({ timeout: 30_000 });
    expect((await me(page)).userId).toBe(account.userId);
    expect((await authenticator.credentials())[0]!.signCount).toBeGreaterThan(credential!.signCount);

    await page.goto('/setting');
    await expect(page.getByRole('region', { name: 'Passkeys' })).toContainText('last used');
    await page.goto('/profile');
    await expect(page.getByText('Pia Passkey').first()).toBeVisible();
  });

  test('where the browser has no WebAuthn, the passkey choices say why instead', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    await page.goto('/pclogin');
    await expect(page.getByTestId('passkeys-unavailable')).toContainText('Passkeys are not available here');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
  });
});
