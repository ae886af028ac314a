import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import type { Envelope } from '@/lib/contracts/envelope';
import type { UploadedFile, UploadTicket } from '@/lib/contracts/uploads';
import { uploadFile } from '@/lib/client/upload-file';
import { call } from '@/server/test/api-client';
import { browserFetch } from '@/server/test/browser-fetch';
import { signedIn, type Caller } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';
import { picture, svgWithScript, tinyVrm } from '@/server/test/upload-files';

describe.each(DATABASE_KINDS)('uploads straight to an S3 bucket [%s]', (kind) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-s3-uploads-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'koko-uploads', configs: [] }] });
  let rt: TestRuntime;
  let owner: Caller;
  let other: Caller;

  beforeAll(async () => {
    const { port } = (await server.run()) as { port: number };
    rt = await createTestRuntime(kind, {
      seed: false,
      env: {
        KOKO_S3_BUCKET: 'koko-uploads',
        KOKO_S3_ENDPOINT: `http://127.0.0.1:${port}`,
        KOKO_S3_ACCESS_KEY_ID: 'S3RVER',
        KOKO_S3_SECRET_ACCESS_KEY: 'S3RVER',
        KOKO_S3_FORCE_PATH_STYLE: 'true',
        KOKO_MEDIA_PUBLIC_URL: 'https://cdn.koko.test/media/',
      },
    });
    owner = await signedIn(rt);
    other = await signedIn(rt);
  });
  afterAll(async () => {
    await rt.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const ticket = async (fileName: string, extra = '') => (await call<UploadTicket>(rt.backend, 'GET', `/file/uploadSasString?fileName=${fileName}${extra}`, { token: owner.token })).body.data;
  const confirm = (t: UploadTicket, caller: Caller = owner) => call<UploadedFile>(rt.backend, 'POST', '/file/confirmUpload', { token: caller.token, body: { sas: t.sas } });
  const putDirect = (t: UploadTicket, bytes: Buffer) => fetch(t.url, { method: 'PUT', headers: t.headers, body: new Uint8Array(bytes) });

  it('hands out a presigned PUT into the waiting folder, and the CDN the bucket is published at', async () => {
    const t = await ticket('me.png', '&size=1234');
    expect(t.confirm).toBe(true);
    const url = new URL(t.url);
    expect(url.pathname).toBe(`/koko-uploads/incoming/${t.key}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(t.headers).toEqual({ 'content-type': 'image/png', 'content-length': '1234' });
    expect((await call<{ cdn: string }>(rt.backend, 'GET', '/app/api/file/cdn')).body.data.cdn).toBe('https://cdn.koko.test/media');
  });

  it('checks a file after its direct PUT, keeps it re-encoded, and removes the waiting copy', async () => {
    const original = await picture('png', 40, 30, true);
    const t = await ticket('me.png', `&size=${original.length}`);
    expect((await putDirect(t, original)).status).toBe(200);
    expect(await rt.services.media.has(`incoming/${t.key}`)).toBe(true);
    // The waiting copy is never served.
    expect((await rt.backend.fetch(new Request(`http://localhost/koko/app/api/media/incoming/${t.key}`))).status).toBe(404);
    const { body } = await confirm(t);
    expect(body).toMatchObject({ code: 0, data: { key: t.key, kind: 'png', width: 40, height: 30 } });
    expect(await rt.services.media.has(`incoming/${t.key}`)).toBe(false);
    const kept = (await rt.services.media.get(t.key))!;
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
    const served = await rt.backend.fetch(new Request(`http://localhost${t.fileUrl}`));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(kept)).toBe(true);
    // Confirmed once only.
    expect((await confirm(t)).body).toMatchObject({ code: 409 });
  });

  it('deletes a bad file on confirm and says why; nothing is kept', async () => {
    const t = await ticket('pic.png');
    expect((await putDirect(t, svgWithScript())).status).toBe(200);
    expect((await confirm(t)).body).toMatchObject({ code: 415, message: 'file: SVG pictures are not accepted (they can carry scripts); upload PNG, JPEG or WebP' });
    expect(await rt.services.media.has(`incoming/${t.key}`)).toBe(false);
    expect(await rt.services.media.has(t.key)).toBe(false);

    const renamed = await ticket('avatar.vrm');
    expect((await putDirect({ ...renamed, headers: renamed.headers }, await picture('png'))).status).toBe(200);
    expect((await confirm(renamed)).body).toMatchObject({ code: 415, message: 'file: the file is a PNG picture, not a VRM avatar as its name says' });
    expect(await rt.services.media.has(`incoming/${renamed.key}`)).toBe(false);
  });

  it('refuses to confirm another user’s upload, and one that never arrived', async () => {
    const t = await ticket('me.vrm');
    expect((await putDirect(t, tinyVrm())).status).toBe(200);
    expect((await confirm(t, other)).body).toMatchObject({ code: 403, message: 'This upload link belongs to another account' });
    expect((await confirm(t)).body).toMatchObject({ code: 0, data: { kind: 'vrm', vrmVersion: 1 } });
    const never = await ticket('never.png');
    expect((await confirm(never)).body).toMatchObject({ code: 404, message: 'Missing file, please upload it again.' });
  });

  it('also takes the file through its own route, the ticket used once either way', async () => {
    const t = await ticket('me.png');
    const envelope = (await (await rt.backend.fetch(new Request(`http://localhost/koko/app/api/file/upload?sas=${t.sas}`, { method: 'PUT', headers: t.headers, body: new Uint8Array(await picture('png')) }))).json()) as Envelope<UploadedFile>;
    // The same ticket either way: whichever is used first uses it up.
    expect(envelope.code).toBe(0);
    expect((await confirm(t)).body).toMatchObject({ code: 409 });
  });
  it('takes a file from the web app’s upload helper, straight to the bucket and confirmed', async () => {
    const real = globalThis.fetch;
    globalThis.fetch = browserFetch(rt, owner);
    try {
      const stored = await uploadFile(new File([new Uint8Array(await picture('webp'))], 'cover.webp'));
      expect(stored).toMatchObject({ kind: 'webp', contentType: 'image/webp' });
      expect(await rt.services.media.has(stored.key)).toBe(true);
      await expect(uploadFile(new File([new Uint8Array(svgWithScript())], 'cover.png'))).rejects.toMatchObject({ code: 415 });
    } finally {
      globalThis.fetch = real;
    }
  });
});
