import { test as base } from '@playwright/test';

/**
 * Every visit starts as a new visitor, who is greeted with koin dialogs (welcome, daily check-in). Tests
 * about other things collect them whenever they show up, as a person would.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    // The next dialog in line may show the moment one closes: do not wait for "no dialog", the handler
    // simply runs again for it.
    await page.addLocatorHandler(
      page.getByTestId('koin-dialog'),
      async (dialog) => {
        await dialog.getByRole('button').last().click();
      },
      { noWaitAfter: true },
    );
    await provide(page);
  },
});

export { expect } from '@playwright/test';
