import fs from 'node:fs';
import path from 'node:path';

export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

/** Makes sure the data directory exists and can be written before anything is stored in it. */
export function ensureWritableDataDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-check-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new DataDirError(`KOKO_DATA_DIR ${dir} is not writable (${code}); choose a directory this user can write to`);
  }
}
