import { expect, test, type Page } from '@playwright/test';
import { CHECKED_LOGIN_COOKIE, DEVICE_COOKIE } from '../../lib/contracts/login';

/**
 * The operators the test servers name in KOKO_ADMIN_EMAILS (playwright.config.ts), one for each worker
 * running at the same time: an account holds one live session, so each sign-in ends the one before, and
 * two tests at once signed in as one operator would end each other's.
 */
export const adminEmail = (parallelIndex: number) => `admin-${parallelIndex}@e2e.koko.test`;

/** Every admin test signs in from this one device (a sign-in there ends the operator's session before). */
const ADMIN_DEVICE = 'e2e-admin-device-0001';

/** A person the local identity provider will sign in as again and again (see identity-provider.mjs). */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.koko.test`;

/** Signs in as a new Google person the way people do: the header's Sign in, then Continue with Google. */
export async function signInWithGoogle(page: Page, path = '/') {
  await page.goto(path);
  // The guest session comes first (the balance shows once it exists).
  await expect(page.getByTestId('koin-balance')).toHaveText(/^\d+$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog', { name: 'Sign in to KOKO' }).getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Signs in as the Google person with this email: the same request the sign-in button makes, with the
 * login_hint next-auth passes on to the provider. Starts from wherever the page is (a guest is merged in).
 */
export async function signInAs(page: Page, email: string, redirectUrl = '/') {
  if (!page.url().startsWith('http')) await page.goto('/api/auth/csrf');
  // On an app page, the guest session comes first (the balance shows once it exists).
  if (!new URL(page.url()).pathname.startsWith('/api/')) await expect(page.getByTestId('koin-balance')).toHaveText(/^\d+$/, { timeout: 30_000 });
  await page.evaluate(
    async ({ email, redirectUrl }) => {
      const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
      const response = await fetch(`/api/auth/signin/google?login_hint=${encodeURIComponent(email)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrfToken, callbackUrl: redirectUrl, json: 'true' }),
      });
      window.location.href = ((await response.json()) as { url: string }).url;
    },
    { email, redirectUrl },
  );
  await page.waitForURL((url) => url.pathname === new URL(redirectUrl, url).pathname, { waitUntil: 'commit' });
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible({ timeout: 30_000 });
}

/** Signs in as the operator (whitelist level 1) and opens a staff page. */
export async function signInAsAdmin(page: Page, path: string) {
  await page.goto('/api/auth/csrf');
  const { origin } = new URL(page.url());
  await page.context().addCookies([
    { name: DEVICE_COOKIE, value: ADMIN_DEVICE, url: origin },
    // "Log in here": ends the operator's sessions on other devices (left over from other runs).
    { name: CHECKED_LOGIN_COOKIE, value: '1', url: origin },
  ]);
  await signInAs(page, adminEmail(test.info().parallelIndex), path);
}

/** The signed-in person as the API knows them. */
export async function currentUser(page: Page): Promise<{ userId: number; email: string | null; source: string; name: string; openNsfw: boolean; lang: string | null }> {
  const response = await page.request.get('/koko/app/api/user');
  return ((await response.json()) as { data: never }).data;
}
