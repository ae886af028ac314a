import { test as base, type Page } from '@playwright/test';
import { CHROMIUM } from './chromium';

/**
 * Every visit starts as a new visitor, who is greeted with koin dialogs (welcome, daily check-in). Tests
 * about other things collect them whenever they show up, as a person would.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await collectDialogs(page);
    await provide(page);
  },
});

/**
 * Closes koin dialogs and shell popups on `page` whenever they show up before an action; every test page gets it,
 * and a page a test opens in a context of its own (a second person) is given it too.
 */
export async function collectDialogs(page: Page): Promise<void> {
  // The next dialog in line may show the moment one closes: do not wait for "no dialog", the handler
  // simply runs again for it.
  await page.addLocatorHandler(
    page.getByTestId('koin-dialog'),
    async (dialog) => {
      await dialog.getByRole('button').last().click();
    },
    { noWaitAfter: true },
  );
  await seenAnimeToday(page);
  // The anime and review popups (seed §4) are closed the same way: "Close" / "Not now" is the first button.
  for (const testId of SHELL_POPUPS) {
    await page.addLocatorHandler(page.getByTestId(testId), async (popup) => void (await popup.getByRole('button').first().click()), { noWaitAfter: true });
  }
}

/** Where the app keeps when each scheduled popup last showed (lib/client/stores.ts). */
export const POPUP_SHOWN_LOG = 'koko.popups.shown';

/**
 * The visitor saw today's anime popup already (seed §4: once a day), so it does not cover what a test taps.
 * Every page of these tests starts so; the spec about the popup takes it back (e2e/shell.spec.ts).
 */
export async function seenAnimeToday(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const shown = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, number>;
    if (!('anime' in shown)) localStorage.setItem(key, JSON.stringify({ ...shown, anime: Date.now() }));
  }, POPUP_SHOWN_LOG);
}

/** Scheduled popups a test about something else closes whenever they show. */
export const SHELL_POPUPS = ['anime-popup', 'review-popup'] as const;

export { expect } from '@playwright/test';

/**
 * Chooses graphics level "none" (the character's portrait) before the page loads. For specs about other
 * things than the 3D character (e2e/avatar.spec.ts draws it): software WebGL on a two-core machine would
 * otherwise take most of the CPU the test and the server need.
 */
export async function portraitOnly(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('koko-graphics', JSON.stringify({ state: { renderLevel: 0, adaptive: true }, version: 0 })));
}

/**
 * Chromium with its fake microphone (a steady beep) answering getUserMedia without a prompt, and autoplay
 * allowed so a reply's voice plays as it would after the person has touched the page.
 */
export const FAKE_MICROPHONE = {
  launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'] },
};
