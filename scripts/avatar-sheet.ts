/**
 * The avatar sheet: every starter character's 3D avatar beside its cover, framed as the chat stage frames
 * it on a phone (390×844, the chat over the lower half) and on a PC (1440×900), plus the whole figure, as
 * one PNG with each character's triangles and draw calls.
 *   npm run avatar-sheet -- [output.png] [slug,slug,…]
 * The rig, framing, lights and sky colours are the chat stage's own modules, bundled into a bare page and
 * drawn by headless Chromium (SwiftShader); no server or app build is needed. Output defaults to
 * artifacts/avatar-sheet.png (the folder is ignored by git).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import sharp from 'sharp';
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { COVER_VIEW_WIDTH, renderCoverSvg } from '@/server/providers/image/cover-svg';

const TILE_H = 420;
const LABEL_H = 26;
const CHROMIUM = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] };
const VIEWS = [
  { name: 'phone', width: 390, height: 844, lift: 0.5, shot: 'normal' },
  { name: 'pc', width: 1440, height: 900, lift: 0, shot: 'normal' },
  { name: 'full', width: 390, height: 844, lift: 0, shot: 'full' },
] as const;

type Role = (typeof STARTER_ROLES)[number];
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function serveBundle(): Promise<{ server: http.Server; url: string }> {
  const bundle = await build({ entryPoints: [path.join('scripts', 'avatar-sheet', 'page.ts')], bundle: true, format: 'esm', write: false, minify: true, platform: 'browser', tsconfig: 'tsconfig.json', logLevel: 'error' });
  const js = bundle.outputFiles[0]!.text;
  const html = '<!doctype html><html><head><meta charset="utf-8"><style>html,body,canvas{margin:0;display:block}</style></head><body><script type="module" src="/page.js"></script></body></html>';
  const server = http.createServer((req, res) => {
    if (req.url === '/page.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}/` };
}

async function shoot(page: Page, role: Role, view: (typeof VIEWS)[number]): Promise<{ png: Buffer; triangles: number; drawCalls: number }> {
  const figures = (await page.evaluate(
    `window.drawCharacter(${JSON.stringify({ look: role.look, slug: role.slug, gender: role.gender, backdrop: role.look.backdrop, lift: view.lift, shot: view.shot })})`,
  )) as { triangles: number; drawCalls: number };
  return { png: await page.screenshot(), ...figures };
}

async function tile(role: Role, shots: Buffer[], figures: string): Promise<Buffer> {
  const coverW = Math.round((TILE_H * 3) / 4);
  const cover = await sharp(Buffer.from(renderCoverSvg(role.look, role.slug, role.gender)), { density: (72 * coverW) / COVER_VIEW_WIDTH }).resize(coverW, TILE_H, { fit: 'fill' }).png().toBuffer();
  const scaled = await Promise.all(shots.map((shot) => sharp(shot).resize({ height: TILE_H }).png().toBuffer({ resolveWithObject: true })));
  const width = coverW + scaled.reduce((sum, s) => sum + s.info.width, 0);
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_H}"><rect width="100%" height="100%" fill="#111"/>` +
      `<text x="8" y="18" font-family="sans-serif" font-size="15" fill="#fff">${escapeXml(`${role.name} — cover · phone · PC · full — ${figures}`)}</text></svg>`,
  );
  let left = coverW;
  const layers = [{ input: cover, top: 0, left: 0 }, ...scaled.map((s) => ({ input: s.data, top: 0, left: (left += s.info.width) - s.info.width })), { input: label, top: TILE_H, left: 0 }];
  return sharp({ create: { width, height: TILE_H + LABEL_H, channels: 3, background: '#000' } }).composite(layers).png().toBuffer();
}

async function main(): Promise<void> {
  const [outArg, only] = process.argv.slice(2);
  const out = outArg ?? path.join('artifacts', 'avatar-sheet.png');
  const wanted = only ? new Set(only.split(',')) : null;
  const roles = STARTER_ROLES.filter((r) => !wanted || wanted.has(r.slug));
  if (roles.length === 0) throw new Error(`no starter character has the slug(s) ${only}`);
  const { server, url } = await serveBundle();
  const browser = await chromium.launch(CHROMIUM);
  try {
    const pages = await Promise.all(
      VIEWS.map(async (view) => {
        const page = await browser.newPage({ viewport: { width: view.width, height: view.height } });
        page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
        await page.goto(url);
        await page.waitForFunction("document.title === 'ready'");
        return page;
      }),
    );
    const tiles: Buffer[] = [];
    const budget: number[] = [];
    const calls: number[] = [];
    for (const role of roles) {
      const shots = [];
      for (const [i, view] of VIEWS.entries()) shots.push(await shoot(pages[i]!, role, view));
      budget.push(shots[0]!.triangles);
      calls.push(shots[0]!.drawCalls);
      tiles.push(await tile(role, shots.map((s) => s.png), `${shots[0]!.triangles.toLocaleString('en-US')} triangles, ${shots[0]!.drawCalls} draw calls`));
    }
    const metas = await Promise.all(tiles.map((t) => sharp(t).metadata()));
    const tileW = Math.max(...metas.map((m) => m.width ?? 0));
    const columns = Math.max(1, Math.floor(3200 / tileW));
    const rows = Math.ceil(tiles.length / columns);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await sharp({ create: { width: columns * tileW, height: rows * (TILE_H + LABEL_H), channels: 3, background: '#000' } })
      .composite(tiles.map((input, i) => ({ input, left: (i % columns) * tileW, top: Math.floor(i / columns) * (TILE_H + LABEL_H) })))
      .png()
      .toFile(out);
    console.log(`${tiles.length} characters written to ${out}; triangles ${Math.min(...budget)}–${Math.max(...budget)}, draw calls ${Math.min(...calls)}–${Math.max(...calls)}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
