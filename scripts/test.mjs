// `npm test`: typecheck, lint, Jest (unit + integration on PGlite and PostgreSQL), build, Playwright e2e.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-test-'));
const jestReport = path.join(reports, 'jest.json');
const modelReport = path.join(reports, 'jest-model.json');
const jest = (report, extra = []) => [process.execPath, ['--experimental-vm-modules', path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--json', `--outputFile=${report}`, ...extra]];
const e2eReport = path.join(reports, 'e2e.json');

const steps = [
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  // PGlite loads its WASM with a dynamic import, which Jest's module sandbox allows only with VM modules on.
  ['unit and integration tests', ...jest(jestReport), { KOKO_JEST_MODEL_TESTS: 'skip' }],
  // The tests that load the local model's runtime run in a Jest of their own (see jest.config.mjs).
  ['local model tests', ...jest(modelReport, ['--runInBand']), { KOKO_JEST_MODEL_TESTS: 'only' }],
  ['build', process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only']],
  ['end-to-end tests', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport }],
];

for (const [name, cmd, args, extraEnv = {}] of steps) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv, NODE_ENV: name === 'build' ? 'production' : 'test' } });
  if (result.status !== 0) {
    process.stderr.write(`✖ ${name} failed\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)\n`);
}

// One plain closing line for the whole run.
const jestRuns = [jestReport, modelReport].map((report) => JSON.parse(fs.readFileSync(report, 'utf8')));
const unit = (key) => jestRuns.reduce((sum, run) => sum + run[key], 0);
const e2eResult = JSON.parse(fs.readFileSync(e2eReport, 'utf8'));
const e2e = e2eResult.stats;
// A test that failed once and passed on its retry counts as passed, and is named so it is not forgotten.
for (const title of flakyTitles(e2eResult.suites)) process.stdout.write(`passed only on a second try: ${title}\n`);
const passed = unit('numPassedTests') + e2e.expected + e2e.flaky;
const failed = unit('numFailedTests') + e2e.unexpected;
const retried = e2e.flaky > 0 ? ` (${e2e.flaky} on a second try)` : '';
process.stdout.write(`\ntests: ${passed} passed${retried}, ${failed} failed, ${unit('numPendingTests') + e2e.skipped} skipped\n`);
fs.rmSync(reports, { recursive: true, force: true });
if (passed === 0 || failed > 0) process.exit(1);

/** The titles of the e2e tests whose outcome was flaky, from Playwright's JSON report. */
function flakyTitles(suites = [], trail = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((t) => t.status === 'flaky').map((t) => `[${t.projectName}] ${[...here, spec.title].join(' › ')}`),
    );
    return [...own, ...flakyTitles(suite.suites, here)];
  });
}
