import { expect, test, type Page } from '@playwright/test';
import { portraitOnly, POPUP_SHOWN_LOG } from './support/test';

/**
 * A newcomer's first minutes, paced as a person would want: the welcome koin wait for the page to rest,
 * the balance counts what was collected, and the other dialogs (the daily check-in, the promotion) do not
 * pile up behind it. This spec collects the dialogs itself.
 */
test.describe.configure({ timeout: 150_000 });

const PACING_LOG = 'koko.popups.pacing';

const koinDialog = (page: Page) => page.getByTestId('koin-dialog');

/** Fingers on the phone's screen, through the browser's touch input. */
async function finger(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return {
    down: (x: number, y: number) => cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
    move: (x: number, y: number) => cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] }),
    up: () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  };
}

/** No dialog of any kind for this long. */
async function expectNoDialogFor(page: Page, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForTimeout(500);
  }
}

test('a newcomer’s welcome waits for a still screen, shows koin only once collected, and comes alone', async ({ page, hasTouch }) => {
  // The visitor session is made while the newcomer is already scrolling: its sign-in waits for the finger.
  let release: () => void = () => undefined;
  const touching = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/callback/koko', async (route) => {
    await touching;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('main article[data-role-id]').first()).toBeVisible({ timeout: 30_000 });

  if (hasTouch) {
    const touch = await finger(page);
    await touch.down(200, 600);
    release();
    // The finger stays on the screen and drags the feed: the welcome does not open under it.
    for (let i = 1; i <= 20; i++) {
      await touch.move(200, 600 - i * 10);
      await page.waitForTimeout(150);
    }
    await expect(page.getByTestId('koin-balance')).toHaveText(/^\d+$/, { timeout: 30_000 });
    await expect(koinDialog(page)).toHaveCount(0);
    await touch.up();
  } else {
    release();
  }

  const dialog = koinDialog(page);
  await expect(dialog.getByRole('heading')).toHaveText('Welcome to KOKO!', { timeout: 30_000 });
  // Centred and whole on the screen, and the page behind it does not scroll.
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(viewport.height * 0.1);
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

  // The 15 welcome koin (and the day's check-in, not yet offered) are not in the header before Collect.
  const balance = page.getByTestId('koin-balance');
  await expect(balance).toHaveText('0');
  await dialog.getByRole('button', { name: 'Collect' }).click();
  await expect(balance).toHaveText('15');
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

  // One dialog for this moment: the check-in and the promotion do not follow within the next seconds.
  await expectNoDialogFor(page, 8_000);
  await expect(balance).toHaveText('15');

  // A minute later, after a chat, the next page offers the day's check-in, kept across pages.
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ lastAutomaticAt: Date.now() - 61_000, lastMeaningfulAt: Date.now() - 1_000 })), PACING_LOG);
  await page.goto('/search');
  await expect(dialog.getByRole('heading')).toHaveText('Daily check-in', { timeout: 30_000 });
  await expect(dialog).toContainText('115');
  await expect(balance).toHaveText('15');
  await dialog.getByRole('button', { name: 'Collect' }).click();
  await expect(balance).toHaveText('115');
});

test('the voice tip sits by the message box and goes when tapped, for good; used reply ideas go', async ({ page }) => {
  await portraitOnly(page);
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ anime: Date.now() })), POPUP_SHOWN_LOG);
  await page.addLocatorHandler(koinDialog(page), (d) => d.getByRole('button').last().click(), { noWaitAfter: true });
  await page.goto('/');
  await expect(page.getByTestId('koin-balance')).toHaveText(/^\d+$/, { timeout: 30_000 });
  await page.getByRole('main').getByRole('link', { name: /^Chat with / }).first().click();
  await expect(page).toHaveURL(/\/chat-play\/\d+$/);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem')).not.toHaveCount(0, { timeout: 30_000 });
  const box = page.getByRole('textbox', { name: `Message to ${name}` });

  // Reply ideas: asked for, then the person sends their own words: the ideas go.
  const ideas = page.getByRole('button', { name: 'Reply ideas' });
  const ideaButtons = ideas.locator('xpath=..').getByRole('button').filter({ hasNotText: 'Reply ideas' });
  await ideas.click();
  await expect(ideaButtons).not.toHaveCount(0, { timeout: 30_000 });
  await box.fill('Hello there!');
  await box.press('Enter');
  await expect(ideaButtons).toHaveCount(0);

  // The reply is read aloud: the tip says so beside the message box, clear of the character.
  const tip = page.getByTestId('auto-audio-tip');
  await expect(tip).toBeVisible({ timeout: 60_000 });
  const tipBox = (await tip.boundingBox())!;
  const list = (await messages.boundingBox())!;
  const composer = (await box.boundingBox())!;
  expect(tipBox.y).toBeGreaterThanOrEqual(list.y + list.height - 1);
  expect(tipBox.y + tipBox.height).toBeLessThanOrEqual(composer.y + 1);

  // An idea used goes at once, and the tip goes when tapped and stays gone.
  await ideas.click();
  await expect(ideaButtons).not.toHaveCount(0, { timeout: 30_000 });
  const idea = (await ideaButtons.first().textContent())!;
  await ideaButtons.first().click();
  await expect(box).toHaveValue(idea);
  await expect(ideaButtons).toHaveCount(0);
  await tip.click();
  await expect(tip).toHaveCount(0);
  await page.reload();
  await expect(messages.getByRole('listitem')).not.toHaveCount(0, { timeout: 30_000 });
  await page.waitForTimeout(2_000);
  await expect(tip).toHaveCount(0);
});
