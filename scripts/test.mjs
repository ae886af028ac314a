// `npm test`: typecheck, lint, Jest (unit + integration on PGlite and PostgreSQL), build, Playwright e2e.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const steps = [
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  // PGlite loads its WASM with a dynamic import, which Jest's module sandbox allows only with VM modules on.
  ['unit and integration tests', process.execPath, ['--experimental-vm-modules', path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci']],
  ['build', process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only']],
  ['end-to-end tests', bin('playwright'), ['test']],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: name === 'build' ? 'production' : 'test' } });
  if (result.status !== 0) {
    process.stderr.write(`✖ ${name} failed\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)\n`);
}
