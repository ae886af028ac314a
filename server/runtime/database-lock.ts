import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) is one process's: two processes writing the same folder corrupt it. The process
 * that opens it leaves `<data dir>/db.lock` naming itself; another finds it, sees that process alive, and stops
 * with a clear message instead. A lock whose process is gone (a crash, a kill) is taken over.
 */
export class DatabaseBusyError extends Error {
  constructor(readonly holder: { pid: number; role: string }) {
    super(
      `the embedded database in this data folder is open in another process (${holder.role}, pid ${holder.pid}); stop the server first, or run KOKO on PostgreSQL (DATABASE_URL), where this works while it runs`,
    );
    this.name = 'DatabaseBusyError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): { pid: number; role: string } | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: unknown; role?: unknown };
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, role: typeof parsed.role === 'string' ? parsed.role : 'unknown' } : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the data folder's database lock for this process; returns the release. Throws DatabaseBusyError when held. */
export function lockEmbeddedDatabase(dataDir: string, role: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  const mine = JSON.stringify({ pid: process.pid, role, since: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && alive(holder.pid)) throw new DatabaseBusyError(holder);
      // A stale lock (its process is gone) or our own from an earlier open: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take ${file}`);
}
