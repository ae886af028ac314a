import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { currentUser } from './pages/sign-in';
import { seenAnimeToday } from './support/test';

test.describe('guests, sign-in and koin', () => {
  // Sign-in walks through the identity provider and back; on a loaded machine that takes a while.
  test.describe.configure({ timeout: 120_000 });
  // This spec collects the koin dialogs itself; the anime popup (seed §4) is not what it is about.
  test.beforeEach(({ page }) => seenAnimeToday(page));
  test('a guest arrives, gets 15 koin, checks in, signs in through the OpenID provider and keeps their history', async ({ page, context }) => {
    const shell = new AppShell(page);
    await page.goto('/');
    await shell.collect('Welcome to KOKO!');
    await expect(page.getByText('Here are 15 koin to start chatting.')).toHaveCount(0);
    // The day's check-in is already in the wallet, but waits to be offered (one dialog at a time, paced):
    // the balance shows only what was collected.
    await shell.expectBalance(15);

    // The session cookie holds the backend token out of the page's reach.
    const session = (await context.cookies()).find((c) => c.name === 'koko_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(session!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    // Something the guest made before signing in.
    const sent = await shell.call<{ id: number }>('/user/setFeedback', { content: 'I love the dragon in the desert.' });
    expect(sent.code).toBe(0);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(shell.loginDialog).toBeVisible();
    await shell.loginDialog.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(shell.koinDialog).toContainText('100 koin have been added');
    await expect(shell.koinDialog).toContainText('Your 115 guest koin came with you.');
    await shell.collect('Login bonus');
    await shell.expectBalance(115);
    await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();

    // A minute after the welcome (and a sign-in since), the check-in kept from before the sign-in is offered.
    await page.evaluate(() => localStorage.setItem('koko.popups.pacing', JSON.stringify({ lastAutomaticAt: Date.now() - 61_000, lastMeaningfulAt: Date.now() })));
    await page.goto('/discover');
    await shell.collect('Daily check-in');
    await shell.expectBalance(215);

    const user = await page.request.get('/koko/app/api/user');
    expect(await user.json()).toMatchObject({ code: 0, data: { source: 'google', email: expect.stringMatching(/@e2e\.koko\.test$/) } });
    const feedback = await shell.call<{ list: { content: string }[] }>('/user/getFeedbackPage', { current: 1, size: 10 });
    expect(feedback.data.list.map((f) => f.content)).toContain('I love the dragon in the desert.');
    const ledger = await shell.call<{ list: { reason: string; amount: number }[] }>('/app/wallet/getLedger', { current: 1, size: 10 });
    expect(ledger.data.list).toEqual(expect.arrayContaining([expect.objectContaining({ reason: 'merge_in', amount: 115 }), expect.objectContaining({ reason: 'register_bonus', amount: 100 })]));

    // A new page load does not check in twice on the same day.
    await page.reload();
    await shell.expectBalance(215);
    await expect(shell.koinDialog).toHaveCount(0);
  });

  test('a guest comes back by the device secret, which scripts never see; the device id alone opens nothing', async ({ page, context, browser }) => {
    const shell = new AppShell(page);
    await page.goto('/');
    await shell.collect('Welcome to KOKO!');
    const guest = await currentUser(page);
    const cookies = await context.cookies();
    const secret = cookies.find((c) => c.name === 'koko_device_secret');
    expect(secret).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(secret!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    expect(await page.evaluate(() => document.cookie)).not.toContain(secret!.value);
    const device = cookies.find((c) => c.name === 'koko_device')!;

    // This browser without its session signs in again as the same guest.
    await context.clearCookies({ name: 'koko_session' });
    await page.reload();
    await expect.poll(async () => (await currentUser(page))?.userId, { timeout: 30_000 }).toBe(guest.userId);

    // Another browser that knows only the device id is a new guest, on a device id of its own.
    const other = await browser.newContext();
    await other.addCookies([{ name: 'koko_device', value: device.value, url: new URL(page.url()).origin }]);
    const otherPage = await other.newPage();
    await seenAnimeToday(otherPage);
    await otherPage.goto('/');
    await new AppShell(otherPage).collect('Welcome to KOKO!');
    expect((await currentUser(otherPage)).userId).not.toBe(guest.userId);
    expect((await other.cookies()).find((c) => c.name === 'koko_device')!.value).not.toBe(device.value);
    await other.close();
  });

  test('a guest whose first sign-in fails is signed in on a later try, without reloading', async ({ page }) => {
    const shell = new AppShell(page);
    let refused = 0;
    await page.route('**/api/auth/callback/koko', async (route) => {
      if (refused++ === 0) return route.abort('connectionreset');
      return route.continue();
    });
    await page.goto('/');
    await shell.collect('Welcome to KOKO!');
    expect(refused).toBeGreaterThanOrEqual(2);
    await shell.expectBalance(15);
  });

  test('a guest is sent to login from an auth-only action', async ({ page, isMobile }) => {
    const shell = new AppShell(page);
    await page.goto('/');
    await shell.collect('Welcome to KOKO!');
    if (isMobile) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My' }).click();
    } else {
      await shell.balance.click();
    }
    await expect(shell.loginDialog).toBeVisible();
    await expect(shell.loginDialog.getByRole('checkbox')).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(shell.loginDialog).toHaveCount(0);

    // Opening an account page directly as a guest goes home.
    await page.goto('/koin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('login needs the consent box, and a second click while signing in is ignored', async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto('/pclogin?redirectUrl=%2Fdiscover');
    await shell.collect('Welcome to KOKO!');
    await page.getByRole('checkbox').uncheck();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const consent = page.getByRole('dialog', { name: 'Before you continue' });
    await expect(consent).toContainText('Please review and agree to the Terms of Service and Privacy Policy.');
    await consent.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');

    await page.getByRole('checkbox').check();
    const authorizations: string[] = [];
    page.on('request', (r) => r.url().includes('/authorize') && authorizations.push(r.url()));
    const button = page.getByRole('button', { name: 'Continue with Google' });
    await button.click();
    // The page may already be on its way to the provider: then there is no button left to click, which is fine.
    await button.click({ force: true, timeout: 2_000 }).catch(() => undefined);
    await expect(page).toHaveURL(/\/discover$/, { timeout: 45_000 });
    expect(authorizations).toHaveLength(1);
  });

  test('an account signed in on another device is asked before logging in here', async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto('/pclogin?online=google&redirectUrl=%2Fdiscover');
    // The question comes first: the guest's welcome koin wait until it is answered.
    const confirm = page.getByRole('dialog', { name: 'Log in here?' });
    await expect(confirm).toContainText('You are already logged in on another device. Do you confirm to log in here?');
    await expect(page.getByTestId('koin-dialog')).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await shell.collect('Welcome to KOKO!');
  });
});
