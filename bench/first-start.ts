import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, freePort, KOKO_START_ARGS } from './lib';

/** Seconds from `npm start` (after build) to the first 200 of the home page. */
async function timeToFirst200(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, KOKO_START_ARGS, {
    env: { ...process.env, PORT: String(port), KOKO_DATA_DIR: dataDir, KOKO_LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.status === 200) return (performance.now() - started) / 1000;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('no 200 within 120 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** First start on an empty data directory, against a second start on the same (now filled) directory. */
export async function benchFirstStart(): Promise<string[]> {
  // Build first, so the figure is the start alone.
  spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-bench-start-'));
  try {
    const first = await timeToFirst200(dataDir);
    const again = await timeToFirst200(dataDir);
    return [
      '| start | seconds to first 200 | ratio to a warm restart |',
      '| --- | --- | --- |',
      `| empty data directory | ${fmt(first, 2)} s | ${fmt(first / again, 2)}× |`,
      `| warm restart (peer) | ${fmt(again, 2)} s | 1.00× |`,
    ];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
