import { expect, type Page } from '@playwright/test';

/** The parts of the app shell a person uses to sign in and watch their koin. */
export class AppShell {
  readonly balance;
  readonly koinDialog;
  readonly loginDialog;

  constructor(private readonly page: Page) {
    this.balance = page.getByTestId('koin-balance');
    this.koinDialog = page.getByTestId('koin-dialog');
    this.loginDialog = page.getByRole('dialog', { name: 'Sign in to KOKO' });
  }

  async collect(title: string | RegExp) {
    await expect(this.koinDialog.getByRole('heading')).toHaveText(title);
    await this.koinDialog.getByRole('button', { name: 'Collect' }).click();
  }

  async expectBalance(koin: number) {
    await expect(this.balance).toHaveText(String(koin));
  }

  /** An authenticated call from the page, as the browser makes it (the cookie becomes x-auth). */
  async call<T>(path: string, body: unknown = {}): Promise<{ code: number; data: T }> {
    const response = await this.page.request.post(`/koko/app/api${path}`, { data: body });
    return (await response.json()) as { code: number; data: T };
  }
}
