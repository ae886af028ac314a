import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import serverNodeFlags from '../../scripts/server-node-flags.json';
import { freePort } from '../../server/test/free-port';

/**
 * A brand-new server of its own: a fresh data folder, no owner, no sign-in provider, started as `npm start`
 * starts it (`node scripts/start.mjs`) on the build the shared test server made (playwright.config.ts).
 */
export interface FreshServer {
  origin: string;
  dataDir: string;
  /** The one-time code the server printed for its first-run setup. */
  setupCode: string;
  stop(): Promise<void>;
}

export async function startFreshServer(): Promise<FreshServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-e2e-fresh-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags, 'scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), KOKO_DATA_DIR: dataDir, KOKO_LOG_LEVEL: 'warn', KOKO_ADMIN_EMAILS: '', KOKO_GOOGLE_CLIENT_ID: '', KOKO_PUBLIC_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const setupCode = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup code within 200 s:\n${output.slice(-2000)}`)), 200_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const match = /enter the setup code ([A-Z2-9-]{14})/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output.slice(-2000)}`)));
  });
  return {
    origin: `http://localhost:${port}`,
    dataDir,
    setupCode,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
