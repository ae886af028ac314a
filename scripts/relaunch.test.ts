import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
const FLAG = '--min-semi-space-size=16';
const newSpaceBytes = "require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size";

/** A script that relaunches itself with FLAG, then reports its flags and young generation and ends with code 7. */
function probe(dir: string): string {
  const file = path.join(dir, 'probe.mjs');
  fs.writeFileSync(
    file,
    `import { createRequire } from 'node:module';
import { relaunchWithFlags } from ${JSON.stringify(path.join(root, 'scripts', 'relaunch.mjs'))};
const require = createRequire(import.meta.url);
if (!relaunchWithFlags([${JSON.stringify(FLAG)}], ${JSON.stringify(file)})) {
  // The handler is in place before the report: the test sends SIGTERM as soon as it reads the report.
  const wait = process.argv.includes('--wait');
  if (wait) process.on('SIGTERM', () => { process.stdout.write('stopped by SIGTERM\\n'); process.exit(0); });
  process.stdout.write(JSON.stringify({ pid: process.pid, execArgv: process.execArgv, args: process.argv.slice(2), newSpace: ${newSpaceBytes} }) + '\\n');
  if (wait) setInterval(() => {}, 1000);
  else process.exit(7);
}
`,
  );
  return file;
}

describe('relaunchWithFlags (scripts/relaunch.mjs)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-relaunch-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('starts the script again with the flag, its arguments and its exit code', () => {
    const run = spawnSync(process.execPath, [probe(dir), 'one', 'two'], { encoding: 'utf8' });
    expect(run.status).toBe(7);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const report = JSON.parse(lines[0]!) as { execArgv: string[]; args: string[]; newSpace: number };
    expect(report.execArgv).toContain(FLAG);
    expect(report.args).toEqual(['one', 'two']);
    // The flag took: the young generation starts at 16 MB instead of V8's 1 MB.
    expect(report.newSpace).toBeGreaterThanOrEqual(16 * 1024 * 1024);
  });

  it('runs the script in place when the process has the flag already', () => {
    const run = spawnSync(process.execPath, [FLAG, probe(dir)], { encoding: 'utf8' });
    expect(run.status).toBe(7);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('hands SIGTERM on to the relaunched script and ends as it ends', async () => {
    const parent = spawn(process.execPath, [probe(dir), '--wait'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    const ended = new Promise<number | null>((resolve) => parent.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) =>
      parent.stdout.on('data', (bytes: Buffer) => {
        out += bytes.toString();
        if (out.includes('\n')) resolve();
      }),
    );
    const { pid } = JSON.parse(out.split('\n')[0]!) as { pid: number };
    expect(pid).not.toBe(parent.pid);
    parent.kill('SIGTERM');
    expect(await ended).toBe(0);
    expect(out).toContain('stopped by SIGTERM');
  });
});

describe('the server node flags', () => {
  it('are the ones `npm start` passes', () => {
    const flags = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'server-node-flags.json'), 'utf8')) as string[];
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`exec node ${flags.join(' ')} scripts/start.mjs`);
  });
});
