import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { API_BASE, type Envelope } from '@/lib/contracts/envelope';
import type { UploadedFile, UploadTicket, WebConfig } from '@/lib/contracts/uploads';
import { signUploadTicket } from '@/server/domains/uploads/upload-ticket';
import { dataDirSecret } from '@/server/runtime/data-dir-secret';
import { uploadFile } from '@/lib/client/upload-file';
import { call } from '@/server/test/api-client';
import { browserFetch } from '@/server/test/browser-fetch';
import { signedIn, visitorCaller, type Caller } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, SHARED_MEDIA_DIR, type TestRuntime } from '@/server/test/test-runtime';
import { wavClip } from '@/server/test/test-audio';
import { htmlPage, picture, svgWithScript, tinyGlb, tinyVrm, zipBomb } from '@/server/test/upload-files';

const TWO_GB = 2 * 1024 * 1024 * 1024;

describe.each(DATABASE_KINDS)('uploads to the local media store [%s]', (kind) => {
  let rt: TestRuntime;
  let owner: Caller;
  let other: Caller;

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false, env: { KOKO_UPLOAD_IMAGE_MAX_MB: '1' } });
    owner = await signedIn(rt);
    other = await signedIn(rt);
  });
  afterAll(() => rt.close());

  const ticket = async (fileName: string, caller: Caller = owner, extra = '') => {
    const answer = await call<UploadTicket>(rt.backend, 'GET', `/file/uploadSasString?fileName=${encodeURIComponent(fileName)}${extra}`, { token: caller.token });
    return answer;
  };
  const put = async (t: UploadTicket, body: BodyInit, headers: Record<string, string> = t.headers) => {
    const url = new URL(t.url);
    const response = await rt.backend.fetch(new Request(`http://localhost${url.pathname}${url.search}`, { method: 'PUT', headers, body, duplex: 'half' } as RequestInit));
    return { status: response.status, body: (await response.json()) as Envelope<UploadedFile | null> };
  };
  const stored = (key: string) => path.join(SHARED_MEDIA_DIR, 'media', key);
  const upload = async (fileName: string, bytes: Buffer) => {
    const t = (await ticket(fileName)).body.data;
    return { ticket: t, answer: await put(t, new Uint8Array(bytes)) };
  };

  it('hands upload URLs to signed-in users only', async () => {
    expect((await call(rt.backend, 'GET', '/file/uploadSasString?fileName=a.png')).status).toBe(401);
    const visitor = await visitorCaller(rt);
    expect((await ticket('a.png', visitor)).body).toMatchObject({ code: 403, message: 'Please log in to upload files' });
  });

  it('hands out a URL for one new key in the user’s own folder, of the kind the name says', async () => {
    const { status, body } = await ticket('Holiday Photo.JPEG', owner, '&keepOn=120');
    expect(status).toBe(200);
    const t = body.data;
    expect(t).toMatchObject({ method: 'PUT', kind: 'jpg', headers: { 'content-type': 'image/jpeg' }, confirm: false, maxBytes: 1024 * 1024 });
    expect(t.key).toMatch(new RegExp(`^uploads/u${owner.userId}/[0-9a-f-]{36}\\.jpg$`));
    expect(t.url).toBe(`http://localhost${API_BASE}/file/upload?sas=${t.sas}`);
    expect(t.fileUrl).toBe(`${API_BASE}/media/${t.key}`);
    expect(Math.abs(Date.parse(t.expiresAt) - Date.now() - 120_000)).toBeLessThan(5000);
    expect((await ticket('b.jpg')).body.data.key).not.toBe(t.key);
  });

  it.each(['pic.svg', 'page.html', 'bomb.zip', 'noextension'])('refuses to hand out a URL for %s', async (name) => {
    expect((await ticket(name)).body).toMatchObject({ code: 415, message: 'fileName: only vrm, glb, png, jpg, webp, wav, mp3, ogg, webm, m4a files are accepted' });
  });

  it('refuses a 2 GB file when it is announced, and when its length is declared, before reading any of it', async () => {
    expect((await ticket('huge.vrm', owner, `&size=${TWO_GB}`)).body).toMatchObject({ code: 413, message: 'file: a model may be at most 64 MB' });
    const t = (await ticket('huge.vrm')).body.data;
    let pulled = false;
    // A stream that is asked for nothing until somebody reads it.
    const body = new ReadableStream(
      {
        pull() {
          pulled = true;
          throw new Error('the body must not be read');
        },
      },
      { highWaterMark: 0 },
    );
    const answer = await put(t, body, { ...t.headers, 'content-length': String(TWO_GB) });
    expect(answer).toMatchObject({ status: 413, body: { code: 413 } });
    expect(pulled).toBe(false);
  });

  it('stops reading a body with no declared length once it passes the cap', async () => {
    const t = (await ticket('big.png')).body.data;
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        sent += chunk.length;
        if (sent > 64 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const answer = await put(t, body);
    expect(answer).toMatchObject({ status: 413, body: { code: 413 } });
    expect(sent).toBeLessThan(4 * 1024 * 1024);
    expect(fs.existsSync(stored(t.key))).toBe(false);
  });

  it('stores a picture re-encoded without its metadata, and serves it with safe headers', async () => {
    const original = await picture('jpeg', 80, 60, true);
    const { ticket: t, answer } = await upload('me.jpg', original);
    expect(answer).toMatchObject({ status: 200, body: { code: 0, data: { key: t.key, url: t.fileUrl, kind: 'jpg', contentType: 'image/jpeg', width: 80, height: 60 } } });
    const kept = fs.readFileSync(stored(t.key));
    expect(kept.equals(original)).toBe(false);
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
    const served = await rt.backend.fetch(new Request(`http://localhost${t.fileUrl}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('stores a VRM and audio as sent; models are served as downloads', async () => {
    const vrm = tinyVrm();
    const { ticket: t, answer } = await upload('me.vrm', vrm);
    expect(answer.body).toMatchObject({ code: 0, data: { kind: 'vrm', contentType: 'model/gltf-binary', vrmVersion: 1, bytes: vrm.length } });
    expect(fs.readFileSync(stored(t.key)).equals(vrm)).toBe(true);
    const served = await rt.backend.fetch(new Request(`http://localhost${t.fileUrl}`));
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="${t.key.split('/').pop()}"`);
    const wav = await upload('sample.wav', wavClip(1200));
    expect(wav.answer.body).toMatchObject({ code: 0, data: { kind: 'wav', durationMs: 1200 } });
  });

  it.each([
    ['a PNG renamed .vrm', 'avatar.vrm', () => picture('png'), 415, 'file: the file is a PNG picture, not a VRM avatar as its name says'],
    ['an SVG with a script', 'pic.png', async () => svgWithScript(), 415, 'file: SVG pictures are not accepted (they can carry scripts); upload PNG, JPEG or WebP'],
    ['a zip bomb', 'model.glb', async () => zipBomb(), 415, 'file: zip archives are not accepted; upload the file itself'],
    ['an HTML page', 'song.mp3', async () => htmlPage(), 415, 'file: HTML files are not accepted'],
    ['a truncated GLB', 'model.glb', async () => tinyGlb().subarray(0, 30), 415, expect.stringMatching(/^file: not a usable glTF model/)],
    ['an empty file', 'pic.webp', async () => Buffer.alloc(0), 400, 'file: the file is empty'],
  ] as const)('refuses %s and stores nothing', async (_, name, make, code, message) => {
    const { ticket: t, answer } = await upload(name, await make());
    expect(answer).toMatchObject({ status: code, body: { code, message } });
    expect(fs.existsSync(stored(t.key))).toBe(false);
  });

  it('refuses a URL used a second time', async () => {
    const t = (await ticket('once.png')).body.data;
    const png = new Uint8Array(await picture('png'));
    expect((await put(t, png)).status).toBe(200);
    expect(await put(t, png)).toMatchObject({ status: 409, body: { code: 409, message: 'This upload link has already been used; ask for a new one' } });
    // A refused upload uses its URL up too: a new attempt asks for a new URL.
    const bad = (await ticket('twice.png')).body.data;
    expect((await put(bad, new Uint8Array(svgWithScript()))).status).toBe(415);
    expect((await put(bad, png)).status).toBe(409);
  });

  it('refuses a tampered or expired URL, and another user’s URL sent with a session', async () => {
    const t = (await ticket('x.png')).body.data;
    const png = new Uint8Array(await picture('png'));
    const [payload, signature] = t.sas.split('.') as [string, string];
    const forgedPayload = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(`u${owner.userId}/`, `u${other.userId}/`)).toString('base64url');
    for (const sas of [`${forgedPayload}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, `${payload}x.${signature}`, '', 'not-a-ticket']) {
      expect(await put({ ...t, url: `http://localhost${API_BASE}/file/upload?sas=${sas}` }, png)).toMatchObject({ status: 403, body: { message: 'This upload link is not valid; ask for a new one' } });
    }
    const secret = dataDirSecret('upload-secret', undefined, SHARED_MEDIA_DIR);
    const expired = signUploadTicket({ userId: owner.userId, key: `uploads/u${owner.userId}/expired.png`, kind: 'png', maxBytes: 1024 * 1024, expiresAt: Math.floor(Date.now() / 1000) - 1 }, secret);
    expect(await put({ ...t, url: `http://localhost${API_BASE}/file/upload?sas=${expired}` }, png)).toMatchObject({ status: 403, body: { message: 'This upload link has expired; ask for a new one' } });
    expect(await put(t, png, { ...t.headers, 'x-auth': other.token })).toMatchObject({ status: 403, body: { message: 'This upload link belongs to another account' } });
    expect(fs.existsSync(stored(t.key))).toBe(false);
    // The owner can still use it.
    expect((await put(t, png, { ...t.headers, 'x-auth': owner.token })).status).toBe(200);
  });

  it('refuses a file sent with another type than the ticket’s, or another length than announced', async () => {
    const t = (await ticket('y.png')).body.data;
    expect((await put(t, new Uint8Array(svgWithScript()), { 'content-type': 'image/svg+xml' })).body).toMatchObject({ code: 415, message: 'file: send the file with Content-Type image/png' });
    const sized = (await ticket('z.png', owner, '&size=10')).body.data;
    expect((await put(sized, new Uint8Array(await picture('png')))).body).toMatchObject({ code: 400, message: expect.stringMatching(/^file: the file is \d+ bytes, not the 10 announced$/) });
  });

  it('confirms nothing on the local store: its URLs are used up by their PUT', async () => {
    const { ticket: t } = await upload('c.png', await picture('png'));
    expect((await call(rt.backend, 'POST', '/file/confirmUpload', { token: owner.token, body: { sas: t.sas } })).body).toMatchObject({ code: 409 });
  });

  it('answers the CDN and the web config', async () => {
    const cdn = await call<{ cdn: string }>(rt.backend, 'GET', '/app/api/file/cdn');
    expect(cdn.body.data).toEqual({ cdn: `${API_BASE}/media` });
    expect(cdn.headers.get('cache-control')).toBe('public, max-age=86400');
    const config = (await call<WebConfig>(rt.backend, 'GET', '/app/api/webConfig')).body.data;
    expect(config.cdn).toBe(`${API_BASE}/media`);
    expect(config.uploads.kinds).toContainEqual({ kind: 'vrm', group: 'model', contentType: 'model/gltf-binary', maxBytes: 64 * 1024 * 1024 });
    expect(config.uploads.kinds).toContainEqual({ kind: 'png', group: 'image', contentType: 'image/png', maxBytes: 1024 * 1024 });
    expect(config.uploads).toMatchObject({ maxImagePixels: 40_000_000, maxAudioSeconds: 600, urlTtlSeconds: 600 });
  });
  it('takes a file from the web app’s upload helper', async () => {
    const real = globalThis.fetch;
    globalThis.fetch = browserFetch(rt, owner);
    try {
      const stored = await uploadFile(new File([new Uint8Array(tinyVrm())], 'Me.vrm'));
      expect(stored).toMatchObject({ kind: 'vrm', vrmVersion: 1 });
      await expect(uploadFile(new File([new Uint8Array(await picture('png'))], 'Me.vrm'))).rejects.toMatchObject({ code: 415, message: 'file: the file is a PNG picture, not a VRM avatar as its name says' });
    } finally {
      globalThis.fetch = real;
    }
  });
});
