import type { Page } from '@playwright/test';
import { currentUser, signInAs, signInAsAdmin, signInWithGoogle, uniqueEmail } from './pages/sign-in';
import { collectDialogs, expect, test } from './support/test';

/** Finds one person on a staff page by their (unique) email. */
async function find(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Search by name, email or user ID' }).fill(email);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('staff pages', () => {
  // Each test signs people in through the identity provider, which takes a while on a development server.
  test.describe.configure({ timeout: 120_000 });

  test('someone who is not whitelisted is sent home', async ({ page }) => {
    await signInWithGoogle(page);
    for (const path of ['/user-manage', '/koin-manage', '/feedback-list', '/role-review', '/model-manage']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('the operator sees what answers chats and the local models, reached from the staff tabs', async ({ page }, info) => {
    await signInAsAdmin(page, '/user-manage');
    await page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Models' }).click();
    await expect(page).toHaveURL(/\/model-manage$/);
    await expect(page.getByTestId('models-served')).toContainText('The offline persona engine answers chats.');
    await expect(page.getByText('No model to download: set KOKO_MODEL_PULL_URL')).toBeVisible();
    await expect(page.getByText('No models yet.')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`models-${info.project.name}.png`) });
  });

  test('the operator grants koin with a note, sees it in the history, and cannot take more than the balance', async ({ page, browser }) => {
    const email = uniqueEmail('koin');
    const person = await browser.newContext();
    const personPage = await person.newPage();
    await collectDialogs(personPage);
    await personPage.goto('/');
    await signInAs(personPage, email);
    const { name } = await currentUser(personPage);
    await person.close();

    await signInAsAdmin(page, '/koin-manage');
    await expect(page.getByRole('heading', { level: 1, name: 'Koin management' })).toBeVisible();
    const row = await find(page, email);
    await row.getByRole('button', { name: `Choose ${name}` }).click();
    await expect(page).toHaveURL(/\/koin-manage\?userId=\d+$/);
    const balance = page.getByTestId('selected-balance');
    const start = Number(await balance.textContent());

    await page.getByRole('button', { name: 'Grant koin' }).click();
    await expect(page.getByText('Enter a whole number of koin from 1 to 1,000,000.')).toBeVisible();
    await expect(page.getByText('Please enter a note.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Amount' }).fill('50');
    await page.getByRole('textbox', { name: 'Note' }).fill('Thanks for reporting the login bug');
    await page.getByRole('button', { name: 'Grant koin' }).click();
    await expect(page.getByText(`Granted 50 koin to ${name}.`)).toBeVisible();
    await expect(balance).toHaveText(String(start + 50));
    const entry = page.getByTestId('user-ledger').getByRole('listitem').first();
    await expect(entry).toContainText('Thanks for reporting the login bug');
    await expect(entry).toContainText('+50');

    await page.getByText('Take', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill(String(start + 1000));
    await page.getByRole('textbox', { name: 'Note' }).fill('Too much');
    await page.getByRole('button', { name: 'Take koin' }).click();
    await expect(page.getByText(`${name} has only ${start + 50} koin, so ${start + 1000} cannot be taken.`)).toBeVisible();
    await expect(balance).toHaveText(String(start + 50));
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Too much');

    // The page keeps the person on reload.
    await page.reload();
    await expect(page.getByTestId('selected-balance')).toHaveText(String(start + 50));
  });

  test('the operator adds a whitelist level, the person gets view-only access, and the operator removes it', async ({ page, browser }) => {
    const email = uniqueEmail('staff');
    const person = await browser.newContext();
    const personPage = await person.newPage();
    await collectDialogs(personPage);
    await personPage.goto('/');
    await signInAs(personPage, email);
    const { name } = await currentUser(personPage);

    await signInAsAdmin(page, '/user-manage');
    await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
    let row = await find(page, email);
    await row.getByRole('group', { name: `Whitelist level for ${name}` }).getByRole('button', { name: 'External' }).click();
    await expect(page.getByText(`${name} is now: External`)).toBeVisible();
    const whiteList = page.getByTestId('white-list');
    await expect(whiteList.getByRole('listitem').filter({ hasText: email })).toContainText('External');

    // External staff may look, not change.
    await personPage.goto('/user-manage');
    await expect(personPage.getByTestId('admin-read-only')).toBeVisible();
    row = await find(personPage, email);
    await expect(personPage.getByRole('group', { name: /Whitelist level for/ })).toHaveCount(0);
    await expect(personPage.getByRole('button', { name: /^Remove / })).toHaveCount(0);

    await whiteList.getByRole('button', { name: `Remove ${name} from the whitelist` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove from the whitelist?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${name} was removed from the whitelist.`)).toBeVisible();
    await expect(whiteList.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);

    await personPage.goto('/user-manage');
    await expect(personPage).toHaveURL(/\/$/);
    await person.close();
  });
});
