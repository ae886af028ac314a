import type { Page } from '@playwright/test';
import { signInAs, signInAsAdmin, uniqueEmail } from './pages/sign-in';
import { expect, test } from './support/test';

/**
 * Text people write comes back on pages other people and staff open: a nickname in the header, the profile
 * and a character's greeting; a search word in the results' heading; feedback in the staff's list. Each
 * must be shown as the characters typed, never run. A payload that runs calls alert() or adds an element.
 */
const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '</script><script>alert(2)</script>';
const LINK = '[tap](javascript:alert(3))';

/** Fails the test on any script dialog, and counts the elements a payload would have added. */
function watchForScripts(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    alerts,
    injected: () => page.evaluate(() => document.querySelectorAll('img[src="x"], a[href^="javascript:"]').length),
  };
}

async function agnesProfile(page: Page) {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  return new URL(/[^<>]*\/character\/profile\/agnes-pell\/\d+/.exec(sitemap)![0]).pathname;
}

test.describe('text people write is shown, never run', () => {
  test.describe.configure({ timeout: 120_000 });
  test.skip(({ isMobile }) => isMobile, 'the pages are the same; one viewport is enough');

  test('a nickname made of markup shows as typed in the header, the profile and a greeting', async ({ page }) => {
    const scripts = watchForScripts(page);
    await signInAs(page, uniqueEmail('xss-name'));
    const saved = await page.request.post('/koko/app/api/userSetting', { data: { nickname: IMG } });
    expect(((await saved.json()) as { code: number }).code).toBe(0);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(IMG);
    await page.goto(await agnesProfile(page));
    // The greeting calls the person by name: the name is text inside it.
    await expect(page.getByTestId('profile-greeting')).toContainText(IMG);
    expect(await scripts.injected()).toBe(0);
    expect(scripts.alerts).toEqual([]);
  });

  test('a search word made of markup is echoed as text in the results', async ({ page }) => {
    const scripts = watchForScripts(page);
    for (const word of [IMG, SCRIPT, LINK]) {
      await page.goto(`/search-result/${encodeURIComponent(word)}`);
      await expect(page.getByRole('main')).toContainText(word);
      expect(await scripts.injected()).toBe(0);
    }
    expect(scripts.alerts).toEqual([]);
  });

  test('feedback made of markup reaches the staff as text', async ({ page, browser }) => {
    const text = `${IMG} ${SCRIPT} ${LINK} ${Date.now()}`;
    await page.goto('/feedback');
    await page.getByRole('textbox', { name: 'Your feedback' }).fill(text);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    const staff = await browser.newContext();
    const admin = await staff.newPage();
    const scripts = watchForScripts(admin);
    await signInAsAdmin(admin, '/feedback-list');
    await expect(admin.getByTestId('feedback-list').getByRole('listitem').filter({ hasText: text })).toBeVisible();
    expect(await scripts.injected()).toBe(0);
    expect(scripts.alerts).toEqual([]);
    await staff.close();
  });
});
