import type { Page } from '@playwright/test';
import { signInAs, uniqueEmail } from './pages/sign-in';
import { CHROMIUM } from './support/chromium';
import { expect, test } from './support/test';

// Every generator page (seed §2: /gen-3d, /gen-animation, /gen-space → /user-gen-space/{id}, /generate/voice,
// /generate/bgm, /generate/space/{id}) run as a person runs it, on the phone and the computer projects:
// words in, the price, the finished thing shown the way it is used, and a screenshot of the page.
test.use({ launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, '--autoplay-policy=no-user-gesture-required'] } });
// Music and panoramas render on the CPU, and the 3D previews draw with SwiftShader.
test.describe.configure({ timeout: 240_000 });

interface Generator {
  name: string;
  path: string;
  title: string;
  /** An inspiration chip to tap, or words to type (music has no chips: its prompt is optional). */
  chip?: string;
  words?: string;
  /** Where the address goes once the task has its asset (none: the page keeps its address). */
  becomes?: RegExp;
  /** Where My assets lists what it makes (its tab, and the kind on a tab of several). */
  library: string;
  shows: (page: Page) => Promise<void>;
}

/** The 3D stage drew the character (or the stand-in dancing the motion). */
async function drawnInThreeD(page: Page) {
  await expect(page.getByTestId('avatar-stage')).toHaveAttribute('data-avatar-ready', 'true', { timeout: 120_000 });
}

/** The player knows the audio's length, and the waveform shows it. */
async function playable(page: Page, seconds: { min: number; max: number }) {
  const preview = page.getByTestId('audio-preview');
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(preview.getByTestId('waveform')).toBeVisible();
  await expect.poll(() => preview.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration || 0), { timeout: 30_000 }).toBeGreaterThan(seconds.min);
  expect(await preview.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration)).toBeLessThan(seconds.max);
}

/** The panorama is a real picture, twice as wide as it is high, that turns with the arrow keys. */
async function panorama(page: Page) {
  const view = page.getByTestId('panorama-preview');
  await expect(view).toBeVisible();
  const size = await view.evaluate(async (box) => {
    const url = /url\("(.+)"\)/.exec(getComputedStyle(box.firstElementChild!).backgroundImage)![1]!;
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  });
  expect(size.width).toBe(size.height * 2);
  expect(size.width).toBeGreaterThanOrEqual(1024);
  const before = await view.evaluate((box) => getComputedStyle(box.firstElementChild!).backgroundPositionX);
  await view.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => view.evaluate((box) => getComputedStyle(box.firstElementChild!).backgroundPositionX)).not.toBe(before);
}

const GENERATORS: Generator[] = [
  { name: '3d', library: '/assets/3d', path: '/gen-3d', title: 'Create a 3D character', chip: 'A bearded old wizard in a blue robe', shows: drawnInThreeD },
  { name: 'animation', library: '/assets/animation', path: '/gen-animation', title: 'Create an animation', chip: 'Waves hello', shows: drawnInThreeD },
  { name: 'space', library: '/assets/space', path: '/gen-space', title: 'Create a space', chip: 'Snowy mountain peak at dawn', becomes: /\/user-gen-space\/\d+$/, shows: panorama },
  { name: 'space-new', library: '/assets/space', path: '/generate/space/new', title: 'Create a space', chip: 'Cherry blossom park in spring', becomes: /\/generate\/space\/\d+$/, shows: panorama },
  { name: 'voice', library: '/assets/character?kind=voice', path: '/generate/voice', title: 'Create a voice', chip: 'Calm, deep and slow', becomes: /\/generate\/voice\/\d+$/, shows: (page) => playable(page, { min: 1, max: 30 }) },
  { name: 'bgm', library: '/assets/character?kind=bgm', path: '/generate/bgm', title: 'Create background music', words: 'rainy afternoon', becomes: /\/generate\/bgm\/\d+$/, shows: (page) => playable(page, { min: 20, max: 200 }) },
];

test.describe('every generator page', () => {
  for (const generator of GENERATORS) {
    test(`${generator.path}: words, price, progress, and the result shown as it is used`, async ({ page }, testInfo) => {
      await signInAs(page, uniqueEmail(`gen-${generator.name}`), generator.path);
      await expect(page).toHaveURL(new RegExp(`${generator.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: generator.title })).toBeVisible();
      await expect(page.getByTestId('generate-placeholder')).toBeVisible();

      if (generator.chip) {
        await page.getByRole('button', { name: generator.chip }).click();
        await expect(page.getByTestId('generate-prompt')).toHaveValue(generator.chip);
      } else {
        await page.getByTestId('generate-prompt').fill(generator.words!);
      }
      await expect(page.getByTestId('generate-price')).toHaveText(/Free · \d+ of \d+ free today left|Costs \d+ koin/);
      await page.screenshot({ path: testInfo.outputPath(`${generator.name}-before.png`), fullPage: true });

      await page.getByTestId('generate-start').click();
      await expect(page.getByTestId('generate-done')).toBeVisible({ timeout: 180_000 });
      // The result comes into view on a phone too, where it sits below the form.
      await expect(page.getByTestId('generate-done').getByRole('heading', { level: 2 })).toBeInViewport();
      if (generator.becomes) await expect(page).toHaveURL(generator.becomes);
      await generator.shows(page);
      await expect(page.getByTestId('generate-done').getByTestId('generate-library')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${generator.name}-done.png`), fullPage: true });

      // Coming back to the address of a finished one shows it again, without generating anything.
      if (generator.becomes) {
        await page.reload();
        await expect(page.getByTestId('generate-done')).toBeVisible({ timeout: 30_000 });
        await generator.shows(page);
      }

      // My assets lists it on the generator's own tab and kind, as a draft; a reload stays there.
      await page.getByTestId('generate-done').getByTestId('generate-library').click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === generator.library);
      const card = page.getByTestId('asset-card');
      await expect(card).toHaveCount(1, { timeout: 30_000 });
      await expect(card.getByTestId('asset-status')).toHaveText('Draft');
      // Named after the words asked for, first letter up.
      const words = generator.chip ?? generator.words!;
      await expect(card).toContainText(words[0]!.toUpperCase() + words.slice(1));
      await page.screenshot({ path: testInfo.outputPath(`${generator.name}-assets.png`), fullPage: true });
      await page.reload();
      await expect(page.getByTestId('asset-card')).toHaveCount(1, { timeout: 30_000 });
    });
  }
});
