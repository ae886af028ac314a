import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, waitFor200 } from './lib';

/** A bare Next.js app (one page, one client component; paths from the project root, where `npm run bench` runs) built with the project's own Next.js and React. */
const PEER_DIR = path.resolve('bench', 'peers', 'bare-next');
const NEXT_BIN = path.resolve('node_modules', 'next', 'dist', 'bin', 'next');

/** Builds the peer and serves it in production mode; its origin and the process to stop. */
export async function startBareNext(): Promise<{ origin: string; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const built = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: PEER_DIR, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('building the bare Next.js peer failed');
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: PEER_DIR, env, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor200(`${origin}/`, child);
  return { origin, child };
}
