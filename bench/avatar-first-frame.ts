import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { fmt, freePort, KOKO_START_ARGS, percentile, waitFor200 } from './lib';

/** Issue 6 target: the chat page's character on screen within 1.5 s of navigation start on localhost. */
const FIRST_FRAME_TARGET_MS = 1500;
const VISITS = Number(process.env.BENCH_AVATAR_VISITS ?? 5);
const FRAME_SECONDS = 5;
/** Characters and rounds of the cold visits (issue 29's method: three characters, a fresh context each). */
const COLD_CHARACTERS = Number(process.env.BENCH_AVATAR_CHARACTERS ?? 3);
const COLD_ROUNDS = Number(process.env.BENCH_AVATAR_ROUNDS ?? 2);
const CHROMIUM = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--autoplay-policy=no-user-gesture-required'] };
const THREE_BUILD = path.join(process.cwd(), 'node_modules', 'three', 'build');

/** The peer page: one lit, spinning cube with the same three.js, drawn as soon as the module runs. */
const CUBE_PAGE = `<!doctype html><html><head><meta charset="utf-8"><style>html,body,canvas{margin:0;width:100%;height:100%;display:block}</style>
<script type="importmap">{"imports":{"three":"/three/three.module.js"}}</script></head><body><script type="module">
import * as THREE from 'three';
const renderer = new THREE.WebGLRenderer({ antialias: true });
renderer.setPixelRatio(Math.min(devicePixelRatio, 1.5));
renderer.setSize(innerWidth, innerHeight);
document.body.appendChild(renderer.domElement);
const scene = new THREE.Scene();
scene.background = new THREE.Color('#f3e8f7');
const camera = new THREE.PerspectiveCamera(30, innerWidth / innerHeight, 0.1, 100);
camera.position.set(0, 1.2, 4);
camera.lookAt(0, 0.5, 0);
scene.add(new THREE.HemisphereLight('#ffffff', '#b7a6c9', 1.5), new THREE.DirectionalLight('#ffffff', 2));
const cube = new THREE.Mesh(new THREE.BoxGeometry(1, 1, 1), new THREE.MeshStandardMaterial({ color: '#d946b4' }));
cube.position.y = 0.5;
scene.add(cube);
let first = true;
renderer.setAnimationLoop((t) => {
  cube.rotation.y = t / 1000;
  renderer.render(scene, camera);
  if (first) { first = false; performance.mark('avatar-first-frame'); setTimeout(() => performance.mark('avatar-first-frame-drawn'), 0); }
});
</script></body></html>`;

function cubeServer(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(CUBE_PAGE);
    const name = (req.url ?? '').replace(/^\/three\//, '');
    if (!/^[a-z.]+\.js$/.test(name) || !fs.existsSync(path.join(THREE_BUILD, name))) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(path.join(THREE_BUILD, name)));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Milliseconds from navigation start to the `avatar-first-frame` mark (the scene sets it on its first frame),
 * and to `avatar-first-frame-drawn` (the end of that frame's task: it was drawn), -1 when the page has no such mark.
 */
async function firstFrameMs(page: Page, url: string): Promise<{ first: number; shown: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction("performance.getEntriesByName('avatar-first-frame')[0]?.startTime", undefined, { timeout: 120_000, polling: 20 });
  const first = (await handle.jsonValue()) as number;
  const shown = await page
    .waitForFunction("performance.getEntriesByName('avatar-first-frame-drawn')[0]?.startTime", undefined, { timeout: 10_000, polling: 20 })
    .then(async (h) => (await h.jsonValue()) as number)
    .catch(() => -1);
  return { first, shown };
}

/** Frame intervals (ms) over a few seconds of the page's render loop. */
async function frameTimes(page: Page): Promise<number[]> {
  // A string, not a function: the bench runs under tsx, whose helpers do not exist in the page.
  return page.evaluate(`new Promise((resolve) => {
    const times = [];
    let last = performance.now();
    const end = last + ${FRAME_SECONDS * 1000};
    requestAnimationFrame(function tick(now) {
      times.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick);
      else resolve(times.slice(1));
    });
  })`);
}

interface Measured {
  firstFrame: number[];
  shown: number[];
  frames: number[];
  lazyScripts: Map<string, Buffer>;
}

/** Visits a page VISITS times in fresh contexts (after one warm-up visit) and samples its frame times once. */
async function measure(browser: Browser, url: string, prepare?: (page: Page) => Promise<void>): Promise<Measured> {
  const firstFrame: number[] = [];
  const shown: number[] = [];
  const lazyScripts = new Map<string, Buffer>();
  let frames: number[] = [];
  for (let visit = 0; visit <= VISITS; visit++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await prepare?.(page);
    // Every script of one cold visit; those the HTML does not name were loaded on demand (the 3D chunks).
    if (visit === 1)
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => undefined);
        if (body) lazyScripts.set(response.url(), body);
      });
    const ms = await firstFrameMs(page, url);
    // What loads later (the parts that join after the first frame) is not counted as the first frame's code.
    page.removeAllListeners('response');
    if (visit > 0) firstFrame.push(ms.first);
    if (visit > 0 && ms.shown >= 0) shown.push(ms.shown);
    if (visit === VISITS) frames = await frameTimes(page);
    await context.close();
  }
  return { firstFrame, shown, frames, lazyScripts };
}

/** What one cold visit measured, in ms from the chat page's navigation start (-1: the build sets no such mark). */
interface ColdVisit {
  /** The blurred cover painted (Element Timing of the stage's cover). */
  placeholder: number;
  /** The character's first frame callback (before that frame's draw). */
  firstFrame: number;
  /** The task of the first frame ended: it was drawn and handed to the screen. */
  shown: number;
  /** The stage says its character is ready (`data-avatar-ready`), seen by polling. */
  ready: number;
  blank: boolean;
  /** Where the time went: first byte, DOMContentLoaded, load, 3D chunk loaded, the geometry build (start, ms). */
  steps: Record<string, number>;
}

/** Every mark, measure and navigation step of the visit the breakdown names. */
const STEPS_SCRIPT = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const mark = (name) => performance.getEntriesByName(name)[0];
  const build = mark('avatar-rig-build');
  return {
    'first byte': nav.responseStart,
    'DOMContentLoaded': nav.domContentLoadedEventEnd,
    'load event': nav.loadEventEnd,
    '3D chunk loaded': mark('avatar-canvas-loaded')?.startTime ?? -1,
    'geometry build start': build?.startTime ?? -1,
    'geometry build (ms)': build?.duration ?? -1,
  };
})()`;

/**
 * The cover's first paint: Element Timing of the stage's cover, or for a build that does not name it, the
 * largest-contentful-paint entry of the stage's picture; -1 when neither is there.
 */
const PLACEHOLDER_SCRIPT = `new Promise((resolve) => {
  const inStage = (e) => e.element && e.element.closest('[data-testid=avatar-stage]');
  let lcp = -1;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (inStage(e) && lcp < 0) lcp = e.renderTime || e.loadTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    const entry = list.getEntries().find((e) => e.identifier === 'avatar-placeholder');
    if (entry) resolve(entry.renderTime || entry.loadTime);
  }).observe({ type: 'element', buffered: true });
  setTimeout(() => resolve(lcp), 300);
})`;

/**
 * One cold visit the way a person opens a chat: a fresh browser context (no cache, no cookies), straight to the
 * chat page, until the stage says its character is ready and the canvas shows one (not a blank sky).
 */
async function coldVisit(browser: Browser, url: string): Promise<ColdVisit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      "document.querySelector('[data-testid=avatar-stage]')?.dataset.avatarReady === 'true' && performance.now()",
      undefined,
      { timeout: 120_000, polling: 20 },
    );
    const ready = (await handle.jsonValue()) as number;
    // The drawn mark is set at the end of the first frame's task, about when the stage turns ready.
    await page.waitForFunction("performance.getEntriesByName('avatar-first-frame-drawn').length > 0", undefined, { timeout: 2_000 }).catch(() => {});
    const mark = async (name: string) => (await page.evaluate(`performance.getEntriesByName('${name}')[0]?.startTime ?? -1`)) as number;
    const shot = await page.locator('[data-testid=avatar-stage] canvas').screenshot();
    return {
      placeholder: (await page.evaluate(PLACEHOLDER_SCRIPT)) as number,
      firstFrame: await mark('avatar-first-frame'),
      shown: await mark('avatar-first-frame-drawn'),
      ready,
      blank: isBlank(shot),
      steps: (await page.evaluate(STEPS_SCRIPT)) as Record<string, number>,
    };
  } finally {
    await context.close();
  }
}

/** A frame with no character: every row is (nearly) one colour, the sky's gradient running down it. */
function isBlank(png: Buffer): boolean {
  const { data, width, height } = decodePng(png);
  let differing = 0;
  for (let y = 0; y < height; y += 4) {
    const row = y * width * 4;
    for (let x = 0; x < width; x += 4) {
      const i = row + x * 4;
      const d = Math.abs(data[i]! - data[row]!) + Math.abs(data[i + 1]! - data[row + 1]!) + Math.abs(data[i + 2]! - data[row + 2]!);
      if (d > 60) differing++;
    }
  }
  return differing < ((width / 4) * (height / 4)) / 100;
}

/** Decodes an 8-bit RGBA or RGB PNG without filters beyond the five of the spec (Chromium's screenshots). */
function decodePng(png: Buffer): { data: Uint8Array; width: number; height: number } {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      channels = body[9] === 2 ? 3 : 4;
    } else if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  const prev = new Uint8Array(stride);
  const line = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const byte = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= channels ? line[x - channels]! : 0;
      const b = prev[x]!;
      const c = x >= channels ? prev[x - channels]! : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      line[x] = (byte + [0, a, b, (a + b) >> 1, paeth][filter]!) & 255;
    }
    for (let x = 0; x < width; x++) for (let k = 0; k < 4; k++) out[(y * width + x) * 4 + k] = k < channels ? line[x * channels + k]! : 255;
    prev.set(line);
  }
  return { data: out, width, height };
}

type ColdFigures = { visits: ColdVisit[]; blank: number };

/** Cold visits of each chat page in turn, `rounds` times, so servers measured together share the machine's load. */
async function coldVisits(browser: Browser, urlsByServer: string[][], rounds: number): Promise<ColdFigures[]> {
  const figures: ColdFigures[] = urlsByServer.map(() => ({ visits: [], blank: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (let c = 0; c < urlsByServer[0]!.length; c++) {
      for (let s = 0; s < urlsByServer.length; s++) {
        const visit = await coldVisit(browser, urlsByServer[s]![c]!);
        figures[s]!.visits.push(visit);
        if (visit.blank) figures[s]!.blank++;
      }
    }
  }
  return figures;
}

/** The chat pages of the first `count` characters of a server's discover feed. */
async function chatUrls(origin: string, count: number): Promise<string[]> {
  const feed = (await (await fetch(`${origin}/koko/app/api/feed/getFeedForDiscoverV2`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ deviceId: 'bench', current: 1, size: count, tagTitle: '' }) })).json()) as {
    data: { list: { role: { roleId: number } }[] };
  };
  return feed.data.list.slice(0, count).map((item) => `${origin}/chat-play/${item.role.roleId}`);
}

/** The scripts the page's HTML names (first-load); what else it loaded came on demand. */
async function htmlScripts(url: string, cookie?: string): Promise<Set<string>> {
  const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
  return new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), url).href));
}


const gz = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;

interface Server {
  origin: string;
  child: ChildProcess;
  dataDir: string;
}

/** Builds the checkout at `root` for production (if its sources changed) and starts it on an empty data directory. */
async function startKoko(root: string): Promise<Server> {
  spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit', cwd: root });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-bench-avatar-'));
  const port = await freePort();
  const child = spawn(process.execPath, KOKO_START_ARGS, { cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', KOKO_DATA_DIR: dataDir, KOKO_LOG_LEVEL: 'warn', NODE_ENV: 'production' }, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor200(`${origin}/`, child);
  return { origin, child, dataDir };
}

async function stopKoko(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  await new Promise((r) => (server.child.exitCode === null ? server.child.once('exit', r) : r(undefined)));
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/**
 * The chat page's 3D character in headless Chromium (SwiftShader: WebGL on the CPU) against a bare
 * three.js page with one cube from the same three.js build: time from navigation start to the first
 * frame, the size of the 3D code loaded on demand against three.js itself, and the frame time.
 * `BENCH_AVATAR_ORIGIN` measures a server already running instead of building and starting one;
 * `BENCH_BEFORE_ROOT` (another checkout, built here if needed) or `BENCH_AVATAR_BASELINE_ORIGIN` (a server
 * already running) adds the previous build, measured visit for visit with this one.
 */
export async function benchAvatarFirstFrame(): Promise<string[]> {
  const servers: Server[] = [];
  try {
    let origin = process.env.BENCH_AVATAR_ORIGIN;
    if (!origin) servers.push(await startKoko(process.cwd()));
    origin ??= servers[0]!.origin;
    let before = process.env.BENCH_AVATAR_BASELINE_ORIGIN;
    const beforeRoot = process.env.BENCH_BEFORE_ROOT;
    if (!before && beforeRoot) {
      const server = await startKoko(path.resolve(beforeRoot));
      servers.push(server);
      before = server.origin;
    }
    return await measureAll(origin, before, beforeRoot ? `\`BENCH_BEFORE_ROOT\` ${path.basename(beforeRoot)} (${gitHead(beforeRoot)})` : before ? `baseline at ${before}` : undefined);
  } finally {
    for (const server of servers) await stopKoko(server);
  }
}

function gitHead(root: string): string {
  return spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || '?';
}

const median = (v: number[]) => percentile(v, 50);
const range = (v: number[]) => `${fmt(Math.min(...v))}–${fmt(Math.max(...v))}`;
const ratio = (a: number, b: number | undefined) => (b ? `${fmt(a / b, 2)}×` : '—');

async function measureAll(origin: string, before: string | undefined, beforeName: string | undefined): Promise<string[]> {
  const peerPort = await freePort();
  const peer = await cubeServer(peerPort);
  const browser = await chromium.launch(CHROMIUM);
  try {
    const urls = await chatUrls(origin, COLD_CHARACTERS);
    const chatUrl = urls[0]!;
    const beforeUrls = before ? await chatUrls(before, COLD_CHARACTERS) : null;
    // One unmeasured visit per server: its first request of the chat route loads the route's server code.
    await coldVisit(browser, chatUrl);
    if (beforeUrls) await coldVisit(browser, beforeUrls[0]!);
    // Cold: a fresh context straight onto the chat page, each character in turn (and the previous build's
    // same character right after it), until the stage is ready and the canvas shows the character.
    const [cold, coldBefore] = await coldVisits(browser, beforeUrls ? [urls, beforeUrls] : [urls], COLD_ROUNDS);
    // Warm: a visitor session first, so every measured visit is a returning guest opening the chat.
    const signIn = async (page: Page) => {
      await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
    };
    const ours = await measure(browser, chatUrl, signIn);
    const cube = await measure(browser, `http://127.0.0.1:${peerPort}/`);

    const firstLoad = await htmlScripts(chatUrl);
    const lazy = [...ours.lazyScripts].filter(([src]) => !firstLoad.has(src) && src.endsWith('.js'));
    const lazyGz = lazy.reduce((sum, [, body]) => sum + gz(body), 0);
    const threeGz = ['three.module.js', 'three.core.js'].reduce((sum, f) => sum + gz(fs.readFileSync(path.join(THREE_BUILD, f))), 0);

    const p95 = (v: number[]) => percentile(v, 95);
    const of = (figures: ColdFigures | undefined, key: 'placeholder' | 'firstFrame' | 'shown' | 'ready') => figures?.visits.map((v) => v[key]).filter((ms) => ms >= 0) ?? [];
    const cubeShown = median(cube.shown);
    const coldRow = (label: string, key: 'placeholder' | 'firstFrame' | 'shown' | 'ready', peerMs: number | undefined) => {
      const ourMs = of(cold, key);
      const beforeMs = of(coldBefore, key);
      if (!ourMs.length) return `| ${label} | — | | | | |`;
      const ourMedian = median(ourMs);
      const beforeCell = beforeMs.length ? `${fmt(median(beforeMs))} ms (${range(beforeMs)})` : coldBefore ? 'no such mark' : '—';
      return `| ${label} | ${fmt(ourMedian)} ms (${range(ourMs)}) | ${beforeCell} | ${ratio(ourMedian, beforeMs.length ? median(beforeMs) : undefined)} | ${peerMs === undefined ? '—' : `${fmt(peerMs)} ms`} | ${ratio(ourMedian, peerMs)} |`;
    };
    const stepNames = Object.keys(cold!.visits[0]!.steps);
    const stepRow = (figures: ColdFigures) => stepNames.map((name) => `${name} ${fmt(median(figures.visits.map((v) => v.steps[name]!)))}`).join('; ');
    const coldReady = median(of(cold, 'ready'));
    const coldShown = median(of(cold, 'shown'));
    const first = median(ours.firstFrame);
    const afterLoad = (figures: ColdFigures) => median(figures.visits.map((v) => v.ready - v.steps['load event']!));
    return [
      `Headless Chromium (SwiftShader, no GPU), 390×844 at 2× (the phone layout), load average ${os.loadavg().map((l) => fmt(l, 1)).join(' / ')} at the end; the peers are the previous build${beforeName ? ` (${beforeName})` : ' (not run)'} and a bare three.js page with one lit cube from the same three.js build, served by node:http.`,
      `Cold: ${COLD_CHARACTERS} characters × ${COLD_ROUNDS} rounds, each visit a fresh browser context opening the chat page directly (after one unmeasured visit per server), until the stage is ready (blank canvases at ready: ${cold!.blank}${coldBefore ? `; previous build ${coldBefore.blank}` : ''}). Warm: ${VISITS} visits after a warm-up, each first opening \`/\` in its context (cached scripts and session). The cube's figures are cold too (a fresh context each).`,
      '',
      '| from navigation start of the chat page to… | this build, median (range) | previous build | this / previous | cube | this / cube |',
      '| --- | --- | --- | --- | --- | --- |',
      coldRow('cold: the blurred cover painted', 'placeholder', undefined),
      coldRow('cold: the first frame callback (mark before the draw)', 'firstFrame', median(cube.firstFrame)),
      coldRow('cold: the first avatar frame drawn and shown', 'shown', cubeShown),
      coldRow('cold: the stage ready (polled), canvas not blank', 'ready', cubeShown),
      `| warm: the first frame callback, median (p95) | ${fmt(first)} ms (${fmt(p95(ours.firstFrame))} ms) | | | ${fmt(median(cube.firstFrame))} ms (${fmt(p95(cube.firstFrame))} ms) | ${ratio(first, median(cube.firstFrame))} |`,
      `| warm: the first avatar frame drawn and shown, median (p95) | ${ours.shown.length ? `${fmt(median(ours.shown))} ms (${fmt(p95(ours.shown))} ms)` : '—'} | | | ${fmt(cubeShown)} ms | ${ours.shown.length ? ratio(median(ours.shown), cubeShown) : '—'} |`,
      `| frame time, median (p95) | ${fmt(median(ours.frames), 1)} ms (${fmt(p95(ours.frames), 1)} ms) | | | ${fmt(median(cube.frames), 1)} ms (${fmt(p95(cube.frames), 1)} ms) | ${ratio(median(ours.frames), median(cube.frames))} |`,
      `| 3D code loaded on demand up to the first frame, gzipped (${lazy.length} scripts) | ${kb(lazyGz)} | | | three.module + three.core: ${kb(threeGz)} | ${ratio(lazyGz, threeGz)} |`,
      '',
      `Cold steps, this build (median ms from navigation start): ${stepRow(cold!)}.`,
      ...(coldBefore ? [`Cold steps, previous build: ${stepRow(coldBefore)}.`] : []),
      '',
      `Target: the character drawn ≤ ${fmt(FIRST_FRAME_TARGET_MS)} ms after a cold chat page's navigation start — ${(Number.isFinite(coldShown) ? coldShown : coldReady) <= FIRST_FRAME_TARGET_MS ? 'met' : '**not met**'}. From the load event to the stage ready, median: this build ${fmt(afterLoad(cold!))} ms${coldBefore ? `, previous build ${fmt(afterLoad(coldBefore))} ms` : ''}.`,
    ];
  } finally {
    await browser.close();
    peer.close();
  }
}
