import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import sharp from 'sharp';
import { createLogger } from '@/server/log';
import { createLocalMediaStore } from '@/server/providers/media/local-media-store';
import type { Services } from '@/server/runtime/services';
import type { AppEnv } from '../context';
import { errorHandler } from '../errors';
import { byteRange, registerMedia } from './media';

describe('byteRange', () => {
  it.each([
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=10-', 100, { start: 10, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=90-500', 100, { start: 90, end: 99 }],
    ['bytes=99-99', 100, { start: 99, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=200-300', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=5-1', 100, undefined],
    ['bytes=0-1,5-6', 100, undefined],
    ['items=0-1', 100, undefined],
    ['bytes=-', 100, undefined],
  ] as const)('%s of %i bytes → %p', (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });
});

describe('GET /media with Range', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-media-route-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const media = createLocalMediaStore(root);
  const file = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  const app = new OpenAPIHono<AppEnv>();
  registerMedia(app, { media, covers: {} } as unknown as Services);
  app.onError(errorHandler(createLogger('silent')));
  beforeAll(() => media.put('voices/line.wav', file));

  const get = (range?: string) => app.request('/media/voices/line.wav', { headers: range ? { range } : {} });

  it('answers the whole file with 200 and says it takes ranges', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file);
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=900-', 900, 999],
    ['bytes=-50', 950, 999],
    ['bytes=990-5000', 990, 999],
  ])('answers %s with 206 and those bytes', async (range, start, end) => {
    const response = await get(range);
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file.subarray(start, end + 1));
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await get('bytes=1000-1100');
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
    expect((await response.json()) as { code: number }).toMatchObject({ code: 416 });
  });

  it('answers a malformed or multiple range with the whole file', async () => {
    for (const range of ['bytes=0-1,4-5', 'bytes=abc']) {
      const response = await get(range);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(1000);
    }
  });

  it('still answers 404 for a missing file', async () => {
    expect((await app.request('/media/voices/none.wav', { headers: { range: 'bytes=0-1' } })).status).toBe(404);
  });
});

describe('GET /media with w', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-media-width-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const media = createLocalMediaStore(root);
  const app = new OpenAPIHono<AppEnv>();
  registerMedia(app, { media, covers: {} } as unknown as Services);
  app.onError(errorHandler(createLogger('silent')));
  let cover: Buffer;
  beforeAll(async () => {
    cover = await sharp({ create: { width: 720, height: 960, channels: 3, background: '#c4a' } }).png().toBuffer();
    await media.put('uploads/cover.png', cover);
    await media.put('voices/line.wav', Buffer.alloc(100));
  });

  it('serves a picture narrower, as WebP, in the same proportions', async () => {
    const response = await app.request('/media/uploads/cover.png?w=360');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(cover.length);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([360, 480]);
  });

  it('sends a picture no wider than asked as it is', async () => {
    const response = await app.request('/media/uploads/cover.png?w=1080');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(cover)).toBe(true);
  });

  it.each([
    ['a width not on the list', '/media/uploads/cover.png?w=500', 'w: must be one of 360, 720, 1080'],
    ['a width that is not a number', '/media/uploads/cover.png?w=360px', 'w: must be one of 360, 720, 1080'],
    ['a file that is not a picture', '/media/voices/line.wav?w=360', 'w: only pictures (webp, png, jpg) are served at other widths'],
  ])('answers %s with 400 and says why', async (_, url, message) => {
    const response = await app.request(url);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, message });
  });

  it('answers 404 for a missing picture at any width', async () => {
    expect((await app.request('/media/uploads/none.png?w=360')).status).toBe(404);
  });
});

describe('GET /media of what is not a file, and of private voice messages', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-media-private-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const media = createLocalMediaStore(root);
  const sessions: Record<string, { userId: number }> = { owner: { userId: 7 }, stranger: { userId: 8 } };
  const users = { authenticate: async (token: string | undefined) => (token ? sessions[token] : undefined) };
  const app = new OpenAPIHono<AppEnv>();
  registerMedia(app, { media, covers: {}, users } as unknown as Services);
  app.onError(errorHandler(createLogger('silent')));
  const clip = Buffer.from('a voice message');
  beforeAll(async () => {
    await media.put('voices/7/clip.webm', clip);
    await media.put('voices/role-line.wav', Buffer.alloc(10));
  });
  const get = (url: string, token?: string) => app.request(url, { headers: token ? { 'x-auth': token } : {} });

  it('answers a folder, a missing file and a key that climbs out with the same 404', async () => {
    const answers = await Promise.all(
      ['/media/voices/7', '/media/voices', '/media/voices/9', '/media/voices/none.wav', '/media/..%2F..%2Fetc%2Fpasswd', '/media/voices%2F7', '/media/voices/8/..%2F7%2Fclip.webm', '/media/voices/7/..%2F..%2Fvoices'].map(async (url) => {
        const response = await get(url);
        return { url, status: response.status, body: ((await response.json()) as { code: number; message: string }) };
      }),
    );
    for (const answer of answers) expect(answer).toEqual({ url: answer.url, status: 404, body: expect.objectContaining({ code: 404, message: 'File not found' }) });
  });

  it("gives a user's voice message to that user only, kept out of shared caches", async () => {
    const own = await get('/media/voices/7/clip.webm', 'owner');
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Buffer.from(await own.arrayBuffer())).toEqual(clip);
    expect((await get('/media/voices/7/clip.webm')).status).toBe(401);
    expect((await get('/media/voices/7/clip.webm', 'nobody')).status).toBe(401);
    expect((await get('/media/voices%2F7%2Fclip.webm')).status).toBe(401);
    expect((await get('/media/voices%2F7%2Fclip.webm', 'stranger')).status).toBe(404);
    // Another user hears the 404 of a clip that is not there: whose clips exist is not told.
    const theirs = await get('/media/voices/7/clip.webm', 'stranger');
    const missing = await get('/media/voices/7/other.webm', 'stranger');
    expect([theirs.status, missing.status]).toEqual([404, 404]);
    expect(await theirs.json()).toEqual(await missing.json().then((b: Record<string, unknown>) => ({ ...b })));
  });

  it('keeps role voices public and cacheable', async () => {
    const response = await get('/media/voices/role-line.wav');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('GET /media keeps files what their kind says', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-media-headers-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const media = createLocalMediaStore(root);
  const app = new OpenAPIHono<AppEnv>();
  registerMedia(app, { media, covers: {} } as unknown as Services);
  app.onError(errorHandler(createLogger('silent')));
  beforeAll(async () => {
    await media.put('uploads/u1/a.vrm', Buffer.from('glTF'));
    await media.put('uploads/u1/b.png', Buffer.from('png'));
    await media.put('incoming/uploads/u1/c.png', Buffer.from('<svg onload="alert(1)"/>'));
  });

  it('serves a model as a download, with nosniff and a sandboxing policy', async () => {
    const response = await app.request('/media/uploads/u1/a.vrm');
    expect(response.headers.get('content-type')).toBe('model/gltf-binary');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="a.vrm"');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });

  it('shows a picture inline', async () => {
    expect((await app.request('/media/uploads/u1/b.png')).headers.get('content-disposition')).toBe('inline; filename="b.png"');
  });

  it('never serves a file still waiting for its upload check', async () => {
    expect((await app.request('/media/incoming/uploads/u1/c.png')).status).toBe(404);
  });
});
