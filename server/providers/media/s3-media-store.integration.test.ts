import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// s3rver is a real S3-protocol server (signature checks included) that keeps its objects in a folder.
import S3rver from 's3rver';
import { createS3MediaStore } from './s3-media-store';

/** s3rver's own credentials: it checks every signature against them. */
const KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';

describe('S3 media store against a real S3-protocol server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'koko-media', configs: [] }] });
  let store: ReturnType<typeof createS3MediaStore>;

  beforeAll(async () => {
    const { port } = (await server.run()) as { port: number };
    store = createS3MediaStore({ bucket: 'koko-media', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: KEY_ID, secretAccessKey: SECRET, forcePathStyle: true });
  });
  afterAll(async () => {
    store.client.destroy();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts, reads, sizes and deletes an object', async () => {
    const body = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));
    await store.put('uploads/u1/clip.wav', body);
    expect(await store.has('uploads/u1/clip.wav')).toBe(true);
    expect(await store.size('uploads/u1/clip.wav')).toBe(5000);
    expect((await store.get('uploads/u1/clip.wav'))?.equals(body)).toBe(true);
    await store.delete('uploads/u1/clip.wav');
    expect(await store.has('uploads/u1/clip.wav')).toBe(false);
    expect(await store.get('uploads/u1/clip.wav')).toBeUndefined();
    expect(await store.size('uploads/u1/clip.wav')).toBeUndefined();
    // Deleting what is not there is no error.
    await store.delete('uploads/u1/clip.wav');
  });

  it('answers undefined for missing and invalid keys, and refuses to write an invalid one', async () => {
    expect(await store.get('covers/none.webp')).toBeUndefined();
    expect(await store.has('../escape')).toBe(false);
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(/invalid media key/);
  });

  it('replaces an object whole', async () => {
    await store.put('covers/a.webp', Buffer.from('first'));
    await store.put('covers/a.webp', Buffer.from('second version'));
    expect((await store.get('covers/a.webp'))?.toString()).toBe('second version');
  });

  it('hands out a presigned PUT for one key that the server accepts with its signed type and length', async () => {
    const body = Buffer.from('a picture, in this test');
    const upload = await store.directUpload('incoming/uploads/u1/pic.png', { contentType: 'image/png', bytes: body.length, expiresInSeconds: 60 });
    expect(upload).toBeDefined();
    const put = await fetch(upload!.url, { method: 'PUT', headers: upload!.headers, body });
    expect(put.status).toBe(200);
    expect((await store.get('incoming/uploads/u1/pic.png'))?.equals(body)).toBe(true);
  });

  it('signs the type and the length into the URL, for that one key only', async () => {
    // s3rver checks a V4 URL's key id and expiry but not its signature, so what the URL binds is read from it:
    // S3 itself refuses a PUT whose signed headers or path differ.
    const sized = new URL((await store.directUpload('incoming/uploads/u1/a.png', { contentType: 'image/png', bytes: 123, expiresInSeconds: 90 }))!.url);
    expect(sized.pathname).toBe('/koko-media/incoming/uploads/u1/a.png');
    expect(sized.searchParams.get('X-Amz-SignedHeaders')!.split(';').sort()).toEqual(['content-length', 'content-type', 'host']);
    expect(sized.searchParams.get('X-Amz-Expires')).toBe('90');
    const unsized = await store.directUpload('incoming/uploads/u1/b.png', { contentType: 'image/png', expiresInSeconds: 60 });
    expect(new URL(unsized!.url).searchParams.get('X-Amz-SignedHeaders')!.split(';').sort()).toEqual(['content-type', 'host']);
    expect(unsized!.headers).toEqual({ 'content-type': 'image/png' });
  });

  it('refuses a presigned PUT signed with a key id the server does not know', async () => {
    const upload = (await store.directUpload('incoming/uploads/u1/other.png', { contentType: 'image/png', expiresInSeconds: 60 }))!;
    const forged = new URL(upload.url);
    forged.searchParams.set('X-Amz-Credential', forged.searchParams.get('X-Amz-Credential')!.replace(KEY_ID, 'SOMEONE'));
    expect((await fetch(forged, { method: 'PUT', headers: upload.headers, body: Buffer.from('x') })).status).toBe(403);
    expect(await store.has('incoming/uploads/u1/other.png')).toBe(false);
  });

  it('refuses a presigned PUT after it expired', async () => {
    const upload = (await store.directUpload('incoming/uploads/u1/late.png', { contentType: 'image/png', expiresInSeconds: 1 }))!;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: Buffer.from('late') })).status).toBe(403);
    expect(await store.has('incoming/uploads/u1/late.png')).toBe(false);
  });
});
