import { expect, type Page } from '@playwright/test';

/** The discover page as a person sees it. */
export class DiscoverPage {
  readonly heading;
  readonly tabs;
  readonly cards;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Discover characters' });
    this.tabs = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
    this.cards = page.locator('main article');
  }

  tab(name: string) {
    return this.tabs.filter({ hasText: new RegExp(`^${name}$`) });
  }

  async open() {
    await this.page.goto('/');
  }

  /** The first n covers really decoded (not a broken image). */
  async expectCoversLoaded(n: number) {
    for (let i = 0; i < n; i++) {
      const img = this.cards.nth(i).locator('img');
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    }
  }
}
