import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';

/**
 * The starter catalogue in French, as its translation files (server/domains/catalogue/starter-data/translations/)
 * have it: the test reads the files, so it follows their wording.
 */
const TRANSLATIONS = path.join(process.cwd(), 'server/domains/catalogue/starter-data/translations/fr-FR');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(TRANSLATIONS, file), 'utf8'));
/** The longest run of words between placeholders and action marks: what shows whatever fills them. */
const longestRun = (text: string) =>
  text
    .split(/\{\{(?:user|char)\}\}|\*/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;

test.describe('the catalogue in the reader’s language', () => {
  test.use({ locale: 'fr-FR' });

  test('in French the discover page shows French tags and greetings, and the profile the French intro and greeting', async ({ page }) => {
    const agnes = read('roles/agnes-pell.json') as { intro: string; greeting: string };
    const horror = (read('catalogue.json') as { tags: Record<string, string> }).tags.Horror!;
    await page.goto('/?tab=Horror');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    // The tab keeps its address (?tab=Horror) and reads in French.
    await expect(page.getByRole('navigation').getByRole('link', { name: horror, exact: true })).toHaveAttribute('aria-current', 'page');
    const card = page.locator('main article[data-role-id]').filter({ has: page.getByRole('heading', { name: 'Agnes Pell' }) });
    await expect(card.getByText(horror, { exact: true })).toBeVisible();
    // The card's text under the name: the greeting running in French (the intro where a card has no greeting).
    await expect(card.getByText(longestRun(agnes.greeting))).toBeAttached();

    await card.locator('h2').getByRole('link').click();
    await expect(page).toHaveURL(/\/character\/profile\/agnes-pell\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agnes Pell' })).toBeVisible();
    await expect(page.getByText(agnes.intro)).toBeVisible();
    await expect(page.getByText(longestRun(agnes.greeting))).toBeVisible();
  });
});

test.describe('a profile in every language, for search engines', () => {
  test('names an address per language and x-default, and ?hl= draws the page in that language', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const address = sitemap.match(/<loc>http:\/\/[^/]+(\/character\/profile\/[^<]+\/\d+)<\/loc>/)![1]!;
    await page.goto(`${address}?hl=de-DE`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${address}\\?hl=de-DE$`));
    await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute('href', new RegExp(`${address}\\?hl=fr-FR$`));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`${address}$`));
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data.inLanguage).toBe('de-DE');
    // The sitemap lists the same alternates.
    expect(sitemap).toContain(`${address}?hl=fr-FR`);
  });
});
