import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();

describe('runChild (scripts/run-child.mjs)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-run-child-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('hands SIGTERM on to the child (a build under way, say) and says how it ended', async () => {
    // The child reports its pid once its handler is in place, and ends with code 3 on SIGTERM.
    const child = path.join(dir, 'child.mjs');
    fs.writeFileSync(child, `process.on('SIGTERM', () => process.exit(3));\nprocess.stdout.write(JSON.stringify({ child: process.pid }) + '\\n');\nsetInterval(() => {}, 1000);\n`);
    const parent = path.join(dir, 'parent.mjs');
    fs.writeFileSync(
      parent,
      `import { runChild } from ${JSON.stringify(path.join(root, 'scripts', 'run-child.mjs'))};
const ended = await runChild(process.execPath, [${JSON.stringify(child)}]);
process.stdout.write(JSON.stringify(ended) + '\\n');
`,
    );
    const run = spawn(process.execPath, [parent], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    const exited = new Promise<number | null>((resolve) => run.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) =>
      run.stdout.on('data', (bytes: Buffer) => {
        out += bytes.toString();
        if (out.includes('\n')) resolve();
      }),
    );
    run.kill('SIGTERM');
    expect(await exited).toBe(0);
    const [first, second] = out.trim().split('\n');
    const { child: childPid } = JSON.parse(first!) as { child: number };
    expect(JSON.parse(second!)).toEqual({ code: 3, signalled: true });
    expect(() => process.kill(childPid, 0)).toThrow();
  });
});
