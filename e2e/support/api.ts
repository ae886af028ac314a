import type { Page } from '@playwright/test';
import { expect } from './test';

/** The app's API prefix as the browser calls it (through the web server's bridge). */
export const API = '/koko/app/api';

/** An API call made with the page's own session; fails the test unless it answers code 0. */
export async function call<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`${API}${path}`, { data });
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body.code, `${path}: ${body.message}`).toBe(0);
  return body.data;
}
