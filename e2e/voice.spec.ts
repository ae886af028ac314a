import type { Page } from '@playwright/test';
import { expect, FAKE_MICROPHONE, portraitOnly, test } from './support/test';

test.use(FAKE_MICROPHONE);

/** Every audio the page starts playing, by URL, so a test can tell a reply's voice played or stayed silent. */
async function recordPlayback(page: Page) {
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __played: string[] }).__played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.currentSrc || this.src);
      return play.call(this);
    };
  });
}
const playedVoices = (page: Page) => page.evaluate(() => (window as unknown as { __played: string[] }).__played.filter((url) => url.includes('/media/')));

async function openChat(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: /^Chat with / }).first().click();
  await expect(page).toHaveURL(/\/chat-play\/\d+$/, { timeout: 60_000 });
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await expect(page.getByText('Online')).toBeVisible({ timeout: 60_000 });
  // The character's greeting comes first; counts of replies start after it.
  await expect(replies(page)).not.toHaveCount(0, { timeout: 30_000 });
  return { name };
}

/** The wallet as the server has it, read with the page's own session. */
async function balance(page: Page): Promise<number> {
  const response = await page.request.post('/koko/app/api/app/user/getWallet', { data: {} });
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

/** A mouse on the desktop project, a finger (touch events) on the phone one: hold, slide, release. */
async function pointer(page: Page) {
  if (!test.info().project.use.hasTouch) {
    return {
      down: async (x: number, y: number) => {
        await page.mouse.move(x, y);
        await page.mouse.down();
      },
      move: (x: number, y: number) => page.mouse.move(x, y, { steps: 5 }),
      up: () => page.mouse.up(),
    };
  }
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  return {
    down: (x: number, y: number) => touch('touchStart', x, y),
    move: async (x: number, y: number) => {
      for (let step = 1; step <= 5; step++) await touch('touchMove', x + (150 * (5 - step)) / 5, y);
    },
    up: (x: number, y: number) => touch('touchEnd', x, y),
  };
}

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });
const replies = (page: Page) => messages(page).getByRole('listitem').filter({ has: page.getByTestId('message-text') });

test.describe('voice messages', () => {
  // Recording takes real seconds, and each test waits for the character's answer.
  test.describe.configure({ timeout: 150_000 });
  test.beforeEach(({ page }) => portraitOnly(page));

  test('records with a live timer, sends a voice message, and the character answers it', async ({ page }) => {
    await openChat(page);
    const before = await balance(page);
    const answered = await replies(page).count();

    // Tap to record: the composer turns into the recorder with its timer and level meter.
    await page.getByRole('button', { name: 'Record a voice message' }).click();
    const recorder = page.getByTestId('voice-recorder');
    await expect(recorder).toBeVisible();
    await expect(recorder.getByRole('status')).toHaveText(/Recording/);
    // At least two seconds on the timer (a loaded machine may show a later second first).
    await expect(page.getByTestId('voice-timer')).toHaveText(/^0:(0[2-9]|[1-5]\d)$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Send voice message' }).click();
    await expect(recorder).toHaveCount(0, { timeout: 15_000 });

    const bubble = messages(page).getByTestId('voice-bubble').last();
    await expect(bubble).toBeVisible();
    // Its length is what was recorded: at least the 2 s the timer showed (a loaded machine takes a moment to press Send).
    const shown = (await bubble.getByTestId('voice-duration').textContent())!;
    const seconds = Number(/^0:(\d\d)$/.exec(shown)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThanOrEqual(60);
    await expect(bubble.getByRole('button', { name: `Play voice message, ${seconds} seconds` })).toBeVisible();
    // The character answers it like any message, for 1 koin.
    await expect(replies(page)).toHaveCount(answered + 1, { timeout: 30_000 });
    await expect.poll(() => balance(page)).toBe(before - 1);

    // It plays (once the reply has finished typing and the list stands still), and the history keeps it.
    await expect(replies(page).last()).toHaveAttribute('data-typing', 'false', { timeout: 30_000 });
    await bubble.getByRole('button', { name: /^Play voice message/ }).click();
    await expect(bubble.getByRole('button', { name: 'Pause voice message' })).toBeVisible();
    await page.reload();
    await expect(messages(page).getByTestId('voice-bubble').last().getByTestId('voice-duration')).toHaveText(shown);
  });

  test('hold to talk sends on release; sliding left cancels', async ({ page }) => {
    await openChat(page);
    const mic = page.getByRole('button', { name: 'Record a voice message' });
    const box = (await mic.boundingBox())!;
    const bubbles = messages(page).getByTestId('voice-bubble');
    const sent = await bubbles.count();

    const finger = await pointer(page);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;

    await finger.down(x, y);
    await expect(page.getByText('Slide left to cancel')).toBeVisible();
    await finger.move(x - 150, y);
    await expect(page.getByText('Release to cancel')).toBeVisible();
    await finger.up(x - 150, y);
    await expect(page.getByTestId('voice-recorder')).toHaveCount(0);
    await expect(bubbles).toHaveCount(sent);

    await finger.down(x, y);
    await expect(page.getByTestId('voice-timer')).toHaveText(/^0:(0[1-9]|[1-5]\d)$/, { timeout: 15_000 });
    await finger.up(x, y);
    await expect(bubbles).toHaveCount(sent + 1, { timeout: 15_000 });
  });

  test('a refused microphone says how to allow it', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await openChat(page);
    await page.getByRole('button', { name: 'Record a voice message' }).click();
    await expect(page.getByText('Microphone access is blocked. Allow it in your browser or app settings to send voice messages.')).toBeVisible();
    await expect(page.getByTestId('voice-recorder')).toHaveCount(0);
  });

  test("replies speak until muted; the auto-audio tip shows once; mute is remembered", async ({ page }) => {
    await recordPlayback(page);
    const { name } = await openChat(page);
    const box = page.getByRole('textbox', { name: `Message to ${name}` });
    const answered = await replies(page).count();

    await box.fill('Tell me about your day.');
    await box.press('Enter');
    await expect(replies(page)).toHaveCount(answered + 1, { timeout: 30_000 });
    await expect.poll(() => playedVoices(page), { timeout: 30_000 }).toHaveLength(1);

    // The tip explains the voices and how to mute them, and stays dismissed.
    const tip = page.getByRole('note', { name: 'Voices play automatically' });
    await expect(tip).toBeVisible();
    await tip.getByRole('button', { name: 'Got it' }).click();
    await expect(tip).toHaveCount(0);

    const mute = page.getByRole('button', { name: 'Mute voices' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await box.fill('And what about tomorrow?');
    await box.press('Enter');
    await expect(replies(page)).toHaveCount(answered + 2, { timeout: 30_000 });
    await expect(replies(page).last().getByRole('button', { name: /^Play \(/ })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await playedVoices(page)).toHaveLength(1);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Mute voices' })).toHaveAttribute('aria-pressed', 'true');
    await expect(replies(page).last()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('note', { name: 'Voices play automatically' })).toHaveCount(0);
  });
});
