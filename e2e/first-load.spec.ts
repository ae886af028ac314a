import { expect, test } from '@playwright/test';
import { FIRST_LOAD_BUDGET_KB, firstLoadScripts, gzippedBytes, hasThreeJs, HOME_HTML_BUDGET_KB } from '../bench/first-load';

// The production build the tests start is what visitors get; a server given from outside may be a development one.
test.skip(Boolean(process.env.E2E_BASE_URL), 'measures the production build the tests start');

test('the home page’s first-load JavaScript stays within its budget and holds no three.js', async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same scripts on every device');
  const scripts = await firstLoadScripts(baseURL!, '/');
  expect(scripts.length).toBeGreaterThan(0);
  const kb = gzippedBytes(scripts) / 1024;
  testInfo.annotations.push({ type: 'first-load', description: `${kb.toFixed(1)} KB gzipped in ${scripts.length} scripts` });
  expect(kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  expect(scripts.filter((s) => hasThreeJs(s.body)).map((s) => s.src)).toEqual([]);
});

test('the home page’s HTML stays within its budget for a visitor without a session', async ({ playwright, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same page on every computer');
  // A context of its own: no session cookie, as a first visit or a crawler.
  const request = await playwright.request.newContext({ baseURL });
  const html = await (await request.get('/')).body();
  await request.dispose();
  const kb = html.length / 1024;
  testInfo.annotations.push({ type: 'html', description: `${kb.toFixed(1)} KB` });
  expect(kb).toBeLessThanOrEqual(HOME_HTML_BUDGET_KB);
});
