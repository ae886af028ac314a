import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();

/** The processes of a process group, by id. */
function groupMembers(pgid: number): number[] {
  const listing = spawnSync('ps', ['-A', '-o', 'pid=,pgid='], { encoding: 'utf8' }).stdout;
  return listing
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([, group]) => group === pgid)
    .map(([pid]) => pid!);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `npm start` as a supervisor runs it (systemd, Docker, a process manager): the supervisor signals the process it
 * started, npm, and expects the server to stop with it. npm runs the script through `sh -c`; a shell that does not
 * hand the signal on would leave the server running on its own.
 */
describe('npm start under a supervisor', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-npm-start-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stops the server when npm is sent SIGTERM, and ends only once it has stopped', async () => {
    // package.json's own start command line, with a stand-in for scripts/start.mjs that takes a while to stop.
    const { start } = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts;
    expect(start).toContain('scripts/start.mjs');
    fs.mkdirSync(path.join(dir, 'scripts'));
    fs.writeFileSync(
      path.join(dir, 'scripts', 'start.mjs'),
      `process.on('SIGTERM', () => {
  process.stdout.write('stopping\\n');
  setTimeout(() => { process.stdout.write('stopped\\n'); process.exit(0); }, 500);
});
process.stdout.write(JSON.stringify({ pid: process.pid, execArgv: process.execArgv }) + '\\n');
setInterval(() => {}, 1000);
`,
    );
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'start-probe', version: '1.0.0', private: true, scripts: { start } }));

    // A group of its own, as a supervisor's child has: what is left of it afterwards is found, and cleaned up.
    const npm = spawn('npm', ['start', '--silent'], { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, npm_config_update_notifier: 'false' } });
    const pgid = npm.pid!;
    try {
      let out = '';
      const ended = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
      await new Promise<void>((resolve) =>
        npm.stdout!.on('data', (bytes: Buffer) => {
          out += bytes.toString();
          if (out.includes('\n')) resolve();
        }),
      );
      const server = JSON.parse(out.split('\n')[0]!) as { pid: number; execArgv: string[] };
      // The server's node flags reach it.
      expect(server.execArgv).toContain('--min-semi-space-size=16');

      npm.kill('SIGTERM');
      const code = await ended;
      // npm ended after the server had finished stopping, with its code; nothing of the group is left.
      expect(out).toContain('stopped\n');
      expect(code).toBe(0);
      expect(alive(server.pid)).toBe(false);
      expect(groupMembers(pgid)).toEqual([]);
    } finally {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // nothing left
      }
    }
  });
});
