import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs `npm run user -- …` (scripts/user.ts under tsx) against a data folder of its own, on the embedded database. */
function user(dataDir: string, args: string[], stdin?: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/user.ts', ...args], {
      env: { ...process.env, KOKO_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', KOKO_PUBLIC_URL: 'https://koko.example', KOKO_LOG_LEVEL: 'error' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    if (stdin !== undefined) child.stdin.write(stdin);
    child.stdin.end();
  });
}

describe('npm run user (the account command line)', () => {
  jest.setTimeout(600_000);
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-user-cli-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('prints the setup code, makes the owner from a piped password, lists, makes reset links, refuses what it cannot do', async () => {
    const setup = await user(dir, ['setup-code']);
    expect(setup.code).toBe(0);
    const code = /setup code: ([A-Z2-9-]{14})/.exec(setup.out)?.[1];
    expect(code).toBeDefined();
    expect(fs.readFileSync(path.join(dir, 'setup-code'), 'utf8').trim()).toBe(code);

    const created = await user(dir, ['create', '--email', ' Boss@KOKO.example ', '--name', 'The Boss', '--owner'], 'a very long owner password\n');
    expect(created).toMatchObject({ code: 0, out: expect.stringMatching(/made account \d+ for boss@koko\.example, the owner/) });
    // The owner exists: the code is spent.
    expect(fs.existsSync(path.join(dir, 'setup-code'))).toBe(false);

    const helper = await user(dir, ['create', '--email', 'helper@koko.example', '--name', 'Helper'], 'password\n');
    expect(helper.code).toBe(1);
    expect(helper.err).toMatch(/password: is too common/);

    const listed = await user(dir, ['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^\* +\d+ {2}boss@koko\.example {2}The Boss {2}\(owner, verified\)$/m);
    expect(listed.out).not.toMatch(/helper@/);

    const reset = await user(dir, ['reset-password', '--email', 'boss@koko.example']);
    expect(reset.code).toBe(0);
    expect(reset.out).toMatch(/^https:\/\/koko\.example\/reset-password\?token=[\w-]{43}$/m);

    const missing = await user(dir, ['disable', '--email', 'nobody@koko.example']);
    expect(missing).toMatchObject({ code: 1, err: expect.stringMatching(/no local account has the email nobody@koko\.example/) });
    const usage = await user(dir, ['disable']);
    expect(usage).toMatchObject({ code: 2, err: expect.stringMatching(/--email is required/) });
  });

  it('stops with a clear message instead of opening an embedded database a running server holds', async () => {
    // This test process stands for the server holding the data folder.
    fs.writeFileSync(path.join(dir, 'db.lock'), JSON.stringify({ pid: process.pid, role: 'server' }));
    const refused = await user(dir, ['list']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/open in another process \(server, pid \d+\); stop the server first, or run KOKO on PostgreSQL/);
    // A lock whose process is gone is taken over.
    fs.writeFileSync(path.join(dir, 'db.lock'), JSON.stringify({ pid: 2 ** 22 + 17, role: 'server' }));
    expect((await user(dir, ['list'])).code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(false);
  });
});
