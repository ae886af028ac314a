import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { expect, test } from './support/test';

/**
 * A brand-new server of its own (a fresh data folder, no owner, no sign-in provider): the owner claims it with the
 * setup code from its log, then people sign up, sign in and reset their passwords with email and password only.
 * The build is the one the shared test server made (playwright.config.ts); this spawns `node scripts/start.mjs`.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const PASSWORD = 'the owner keeps a long phrase';

let server: FreshServer | undefined;
let origin = '';
let dataDir = '';
let setupCode = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startFreshServer();
  ({ origin, dataDir, setupCode } = server);
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * A guest whose koin are gone (a signed-out account's device: its koin went into the account) is offered the sign-in
 * overlay; these tests use the sign-in page, so the overlay is closed whenever it shows.
 */
async function closeSignInOverlay(page: Page) {
  const overlay = page.getByRole('dialog', { name: 'Sign in to KOKO' });
  // A koin dialog may sit above it: the click goes to the button itself.
  await page.addLocatorHandler(overlay, async () => void (await overlay.getByRole('button', { name: 'Close' }).dispatchEvent('click')), { noWaitAfter: true });
}

/** The sign-in page's email form (the header's sign-in opens the same panel). */
async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto(`${origin}/pclogin`);
  const form = page.getByTestId('password-sign-in').first();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('the setup code is also in <data dir>/setup-code, readable by its owner only', () => {
  const file = path.join(dataDir, 'setup-code');
  expect(fs.readFileSync(file, 'utf8').trim()).toBe(setupCode);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
});

test('a fresh server points to setup; the owner claims it with the code, signs out, signs in with the password and manages users', async ({ page }) => {
  await closeSignInOverlay(page);
  await page.goto(`${origin}/pclogin`);
  await expect(page.getByTestId('setup-pointer')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('setup-pointer').getByRole('link', { name: 'Set up this server' }).click();
  await expect(page).toHaveURL(`${origin}/setup`);

  const form = page.getByTestId('setup-form');
  await form.getByLabel('Setup code').fill('WRONG-CODE-0000');
  await form.getByLabel('Name').fill('Olive Owner');
  await form.getByLabel('Email').fill('olive@fresh.koko.test');
  await form.getByLabel('Password').fill(PASSWORD);
  await expect(form.getByLabel('Password')).toHaveAttribute('autocomplete', 'new-password');
  await form.getByRole('button', { name: 'Create the owner account' }).click();
  await expect(form.getByRole('alert')).toHaveText(/setup code is wrong/);

  await form.getByLabel('Setup code').fill(setupCode.toLowerCase());
  await form.getByRole('button', { name: 'Create the owner account' }).click();
  await expect(page).toHaveURL(`${origin}/user-manage`, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'User management' }).first()).toBeVisible();
  // Setup is closed now: it goes to the sign-in page, which sends a signed-in owner on home.
  await page.goto(`${origin}/setup`);
  await expect(page).toHaveURL(`${origin}/`);
  expect(fs.existsSync(path.join(dataDir, 'setup-code'))).toBe(false);

  await page.goto(`${origin}/setting`);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible({ timeout: 30_000 });

  await signInWithPassword(page, 'olive@fresh.koko.test', 'not the password at all');
  await expect(page.getByTestId('password-sign-in').first().getByRole('alert')).toHaveText('The email or password is wrong.');
  await page.getByTestId('password-sign-in').first().getByLabel('Password').fill(PASSWORD);
  await page.getByTestId('password-sign-in').first().getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible({ timeout: 30_000 });
  await page.goto(`${origin}/user-manage`);
  await expect(page.getByRole('heading', { name: 'User management' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invite someone' })).toBeVisible();
});

test('someone signs up, mistypes the password, gets a reset link from the owner and sets a new password', async ({ page }) => {
  await closeSignInOverlay(page);
  const email = `sam-${Date.now().toString(36)}@fresh.koko.test`;
  await page.goto(`${origin}/pclogin`);
  await page.getByRole('button', { name: 'Create an account' }).first().click();
  const signUp = page.getByTestId('password-sign-up').first();
  await signUp.getByLabel('Name').fill('Sam Signup');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill('short');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByRole('alert')).toHaveText('The password needs at least 8 characters.');
  await signUp.getByLabel('Password').fill('password123');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByRole('alert')).toHaveText(/too common/);
  await signUp.getByLabel('Password').fill('sam likes long walks');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible({ timeout: 30_000 });
  await page.goto(`${origin}/setting`);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible({ timeout: 30_000 });

  await signInWithPassword(page, email, 'sam likes short walks');
  await expect(page.getByTestId('password-sign-in').first().getByRole('alert')).toHaveText('The email or password is wrong.');
  await page.getByRole('button', { name: 'Forgot password?' }).first().click();
  const forgot = page.getByTestId('password-forgot').first();
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('status')).toHaveText(/reset link is on its way/);

  // No mail on this server: the owner sees the request in user management and hands over a link. The owner is still
  // signed in on the first test's device, so this sign-in asks first.
  await signInWithPassword(page, 'olive@fresh.koko.test', PASSWORD);
  await page.getByRole('dialog', { name: 'Sign in here?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible({ timeout: 30_000 });
  await page.goto(`${origin}/user-manage`);
  await page.getByLabel('Search by name, email or user ID').fill(email);
  await page.getByLabel('Search by name, email or user ID').press('Enter');
  await expect(page.getByText('Asked for a reset link')).toBeVisible();
  await page.getByRole('button', { name: 'Password reset link for Sam Signup' }).click();
  const link = await page.getByTestId('made-link').inputValue();
  expect(link).toMatch(new RegExp(`^${origin}/reset-password\\?token=[\\w-]{43}$`));
  await page.getByRole('button', { name: 'Done' }).click();
  await page.goto(`${origin}/setting`);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible({ timeout: 30_000 });

  await page.goto(link);
  const reset = page.getByTestId('reset-form');
  await reset.getByLabel('New password').fill('sam walks a new path');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('account-notice')).toHaveText(/password is changed/);
  await signInWithPassword(page, email, 'sam walks a new path');
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible({ timeout: 30_000 });
});
