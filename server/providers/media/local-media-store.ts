import fs from 'node:fs/promises';
import path from 'node:path';
import { isValidMediaKey, type MediaStore } from './media-store';

export function createLocalMediaStore(root: string): MediaStore {
  const resolve = (key: string) => {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
    return path.join(root, key);
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
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async has(key) {
      if (!isValidMediaKey(key)) return false;
      try {
        await fs.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
