import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * A phone (390×844) in three languages, German and French having the longest words: what a person needs
 * is on screen and no text is cut in the middle of a word.
 */
const LOCALES = ['en-US', 'fr-FR', 'de-DE'] as const;

/** Texts inside cards cut short on one line (an ellipsis in the middle of a word): there must be none. */
async function cutTexts(page: Page, cards: string): Promise<string[]> {
  return page.locator(cards).evaluateAll((articles) =>
    articles.flatMap((article) =>
      [...article.querySelectorAll<HTMLElement>('*')].flatMap((el) => {
        const style = getComputedStyle(el);
        const oneLine = style.whiteSpace === 'nowrap' && style.textOverflow === 'ellipsis';
        return oneLine && el.scrollWidth > el.clientWidth + 1 ? [el.textContent ?? ''] : [];
      }),
    ),
  );
}

/** Whether the field's placeholder fits in its box (measured with the field's own font). */
async function placeholderFits(page: Page, field: ReturnType<Page['getByRole']>) {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: input.placeholder, width: Math.ceil(context.measureText(input.placeholder).width), room };
  });
}

for (const locale of LOCALES) {
  test.describe(`a phone in ${locale}`, () => {
    test.skip(({ isMobile }) => !isMobile, 'the phone layout');
    test.use({ locale, viewport: { width: 390, height: 844 } });
    test.describe.configure({ timeout: 120_000 });

    test('the profile’s Chat now is on screen without scrolling, above the bottom nav', async ({ page }) => {
      await page.goto('/');
      const profile = page.locator('main article[data-role-id] a[href^="/character/profile/"]').first();
      await expect(profile).toBeAttached({ timeout: 30_000 });
      const href = (await profile.getAttribute('href'))!;
      await page.goto(href);
      const chat = page.getByTestId('profile-actions').getByRole('link');
      await expect(chat).toHaveAttribute('href', `/chat-play/${href.split('/').pop()}`);
      await expect(chat).toBeInViewport({ ratio: 1 });
      const nav = await page.locator('nav').filter({ has: page.getByTestId('nav-home') }).boundingBox();
      const box = (await chat.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(nav!.y);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // It stays in reach as the page scrolls.
      await page.mouse.wheel(0, 600);
      await expect(chat).toBeInViewport({ ratio: 1 });
    });

    test('the search placeholder fits its field, and card texts are never cut mid-word', async ({ page }) => {
      await page.goto('/search');
      const field = page.locator('#koko-search');
      await expect(field).toBeVisible({ timeout: 30_000 });
      const fit = await placeholderFits(page, field);
      expect(fit.width, `“${fit.text}” needs ${fit.width}px, has ${fit.room}px`).toBeLessThanOrEqual(fit.room);
      await expect(page.locator('main article[data-role-id]').first()).toBeVisible({ timeout: 30_000 });
      expect(await cutTexts(page, 'main article')).toEqual([]);

      await page.goto('/');
      await expect(page.locator('main article[data-role-id]').first()).toBeVisible({ timeout: 30_000 });
      expect(await cutTexts(page, 'main article')).toEqual([]);
      // Long words wrap (and hyphenate where the language allows) instead of being clipped.
      const names = page.locator('main article[data-role-id] h2');
      await expect(names.first()).toHaveCSS('overflow-wrap', 'break-word');
      await expect(names.first()).toHaveCSS('hyphens', 'auto');
    });
  });
}
