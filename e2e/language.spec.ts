import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';

const title = (locale: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', locale, 'Home.json'), 'utf8')).title as string;

test.describe('language from the browser (Accept-Language)', () => {
  for (const locale of ['zh-CN', 'de-DE']) {
    test.describe(locale, () => {
      test.use({ locale });
      test(`the page speaks ${locale}`, async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(locale));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      });
    });
  }

  test('an unsupported language falls back to en-US', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title('en-US'));
    await context.close();
  });
});
