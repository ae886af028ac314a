import fs from 'node:fs';
import path from 'node:path';
import { signInAs, uniqueEmail } from './pages/sign-in';
import { expect, test } from './support/test';

const shell = (locale: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', locale, 'Shell.json'), 'utf8')) as Record<string, string>;
const title = (locale: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', locale, 'Home.json'), 'utf8')).title as string;

test.describe('language from the browser (Accept-Language)', () => {
  for (const locale of ['zh-CN', 'de-DE', 'ja-JP', 'ko-KR']) {
    test.describe(locale, () => {
      test.use({ locale });
      test(`the page speaks ${locale}`, async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(locale));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // The shell around the page speaks it too.
        await expect(page.getByRole('link', { name: shell(locale).forYou }).first()).toBeAttached();
      });
    });
  }

  test('an unsupported language falls back to en-US', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'th-TH' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title('en-US'));
    await context.close();
  });
});

test.describe("the user's language comes before the browser's (seed §1)", () => {
  test.use({ locale: 'en-US' });

  test("an account's saved language follows it to a browser that speaks another", async ({ page, context }) => {
    test.setTimeout(180_000);
    await signInAs(page, uniqueEmail('lang'));
    const saved = await page.request.post('/koko/app/api/userSetting', { data: { lang: 'fr-FR' } });
    expect(((await saved.json()) as { code: number }).code).toBe(0);
    // A browser that never chose a language: only Accept-Language (en-US) and the account speak.
    await context.clearCookies({ name: 'NEXT_LOCALE' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR', { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title('fr-FR'));
    await expect(page.getByRole('link', { name: shell('fr-FR').forYou }).first()).toBeAttached();
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('fr-FR');
  });
});
