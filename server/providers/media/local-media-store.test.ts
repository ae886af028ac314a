import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalMediaStore } from './local-media-store';
import { isValidMediaKey, mediaContentType } from './media-store';

describe('local media store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-media-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const store = createLocalMediaStore(root);

  it('stores and reads back a file', async () => {
    await store.put('covers/a-1.webp', Buffer.from('abc'));
    expect((await store.get('covers/a-1.webp'))?.toString()).toBe('abc');
    expect(await store.has('covers/a-1.webp')).toBe(true);
    expect(fs.readdirSync(path.join(root, 'covers'))).toEqual(['a-1.webp']);
  });

  it('sizes and deletes a file, and leaves folders alone', async () => {
    await store.put('uploads/u1/x.wav', Buffer.alloc(1234));
    expect(await store.size('uploads/u1/x.wav')).toBe(1234);
    expect(await store.size('uploads/u1')).toBeUndefined();
    await store.delete('uploads/u1');
    expect(await store.has('uploads/u1/x.wav')).toBe(true);
    await store.delete('uploads/u1/x.wav');
    expect(await store.has('uploads/u1/x.wav')).toBe(false);
    await store.delete('uploads/u1/x.wav');
    expect(await store.directUpload('uploads/u1/y.png', { contentType: 'image/png', expiresInSeconds: 60 })).toBeUndefined();
  });

  it('answers undefined for a missing file', async () => {
    expect(await store.get('covers/none.webp')).toBeUndefined();
    expect(await store.has('covers/none.webp')).toBe(false);
  });

  it.each(['../etc/passwd', 'covers/../../x', '/abs', 'covers/.hidden', 'Covers/A.webp', 'a//b', ''])(
    'refuses the key %p',
    async (key) => {
      expect(isValidMediaKey(key)).toBe(false);
      expect(await store.get(key)).toBeUndefined();
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/invalid media key/);
    },
  );

  it('knows content types', () => {
    expect(mediaContentType('covers/a.webp')).toBe('image/webp');
    expect(mediaContentType('x/y.bin')).toBe('application/octet-stream');
  });
});
