import fs from 'node:fs/promises';
import path from 'node:path';
import { isValidMediaKey, type MediaStore } from './media-store';

/** What reading a key that names no file fails with: nothing there, a folder, or a file where a folder would be. */
const NO_FILE = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);
const namesNoFile = (error: unknown) => NO_FILE.has((error as NodeJS.ErrnoException).code ?? '');

export function createLocalMediaStore(root: string): MediaStore {
  const resolve = (key: string) => {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  const fileSize = async (key: string) => {
    if (!isValidMediaKey(key)) return undefined;
    try {
      const stat = await fs.stat(resolve(key));
      return stat.isFile() ? stat.size : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
    },
    async get(key) {
      if (!isValidMediaKey(key)) return undefined;
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if (namesNoFile(error)) return undefined;
        throw error;
      }
    },
    async has(key) {
      return (await fileSize(key)) !== undefined;
    },
    size: fileSize,
    async delete(key) {
      // A folder is not a file: it stays.
      if ((await fileSize(key)) === undefined) return;
      await fs.rm(resolve(key), { force: true });
    },
    // Only this server writes the disk: uploads come through its own signed route.
    directUpload: async () => undefined,
  };
}
