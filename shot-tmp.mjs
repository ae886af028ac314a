import { chromium } from 'playwright-core';
const base = process.env.BASE;
const names = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const feed = await page.request.post(`${base}/koko/app/api/feed/getFeedForDiscoverV2`, { data: { deviceId: 'look-shot', current: 1, size: 100, tagTitle: '' } });
const list = (await feed.json()).data.list;
await page.goto(`${base}/`);
await page.waitForTimeout(4000);
for (const name of names) {
  const item = list.find((x) => x.role && x.role.roleName.startsWith(name));
  if (!item) { console.log('not found', name); continue; }
  await page.goto(`${base}/chat-play/${item.role.roleId}`);
  await page.locator('[data-avatar-ready="true"]').waitFor({ timeout: 120000 });
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/look/avatar-${name.split(' ')[0]}.png` });
  console.log('shot', name);
}
await browser.close();
