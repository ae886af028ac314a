import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The import-direction rules of eslint.config.mjs, run by ESLint itself in a child process (ESLint is ESM and
 * loads its config with import()): each probe is a file's text linted under a path of the project, or files
 * on disk for a cycle, and the test reads which rules it broke.
 */
const ROOT = path.resolve(__dirname, '..');

interface Probe {
  /** Linted as if it were this file of the project (it is not written). */
  filePath: string;
  text: string;
}

interface Lint {
  filePath: string;
  rules: string[];
  messages: string[];
}

function runEslint(script: string, input: unknown): Lint[] {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, input: JSON.stringify(input), encoding: 'utf8', timeout: 120_000 });
  if (child.status !== 0) throw new Error(`eslint probe failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as Lint[];
}

const report = `const report = (results) => results.map((r) => ({ filePath: r.filePath, rules: r.messages.map((m) => m.ruleId ?? 'fatal: ' + m.message), messages: r.messages.map((m) => m.message) }));`;

/** Lints each probe with the project's own eslint.config.mjs. */
function lintInProject(probes: Probe[]): Lint[] {
  const script = `
    import { ESLint } from 'eslint';
    ${report}
    const probes = JSON.parse(await new Promise((done) => { let s = ''; process.stdin.on('data', (c) => (s += c)).on('end', () => done(s)); }));
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const probe of probes) out.push(...report(await eslint.lintText(probe.text, { filePath: probe.filePath })));
    process.stdout.write(JSON.stringify(out));`;
  return runEslint(script, probes.map((p) => ({ ...p, filePath: path.join(ROOT, p.filePath) })));
}

/** Writes the files into a fresh directory and lints them with the cycle rule alone. */
function lintCycleRule(files: Record<string, string>): Lint[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'koko-no-cycle-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    const script = `
      import { ESLint } from 'eslint';
      import * as parser from ${JSON.stringify(pathToFileURL(require.resolve('@typescript-eslint/parser')).href)};
      import { noCycleCountingTypes } from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'eslint-rules/no-cycle.mjs')).href)};
      ${report}
      const dir = ${JSON.stringify(dir)};
      const eslint = new ESLint({
        cwd: dir,
        overrideConfigFile: true,
        overrideConfig: [{
          files: ['**/*.ts'],
          languageOptions: { parser },
          plugins: { layers: { rules: { 'no-cycle': noCycleCountingTypes } } },
          settings: { 'import/resolver': { node: { extensions: ['.ts'] } } },
          rules: { 'layers/no-cycle': 'error' },
        }],
      });
      process.stdout.write(JSON.stringify(report(await eslint.lintFiles(['*.ts']))));`;
    return runEslint(script, null).map((lint) => ({ ...lint, filePath: path.basename(lint.filePath) }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rulesOf = (lints: Lint[], file: string) => lints.find((l) => l.filePath.endsWith(file))?.rules ?? ['(not linted)'];

describe('imports point one way', () => {
  it('a cycle of type-only imports is an error in both its files; the same imports one way are not', () => {
    const cycle = lintCycleRule({
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
      'c.ts': "import type { A } from './a';\nexport type C = A;\n",
    });
    expect(rulesOf(cycle, 'a.ts')).toEqual(['layers/no-cycle']);
    expect(rulesOf(cycle, 'b.ts')).toEqual(['layers/no-cycle']);
    expect(rulesOf(cycle, 'c.ts')).toEqual([]);
  }, 120_000);

  it('a cycle through a value import and a longer way round is found too', () => {
    const cycle = lintCycleRule({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './c';\nexport const b = () => c;\n",
      'c.ts': "import type { a } from './a';\nexport const c = 1;\nexport type C = typeof a;\n",
    });
    expect(cycle.map((l) => l.rules)).toEqual([['layers/no-cycle'], ['layers/no-cycle'], ['layers/no-cycle']]);
  }, 120_000);

  it('domains and providers may not import the transports, nor providers the domains (but provider tests may use the catalogue)', () => {
    const lints = lintInProject([
      { filePath: 'server/domains/chat/probe.ts', text: "export { errorHandler } from '@/server/http/errors';\n" },
      { filePath: 'server/domains/chat/probe-realtime.ts', text: "export type { RealtimeHub } from '@/server/realtime/hub';\n" },
      { filePath: 'server/providers/llm/probe.ts', text: "export type { ChatService } from '@/server/domains/chat/chat-service';\n" },
      { filePath: 'server/providers/llm/probe-http.ts', text: "export { fail } from '@/server/http/respond';\n" },
      { filePath: 'server/providers/llm/probe.test.ts', text: "export { STARTER_ROLES_1 } from '@/server/domains/catalogue/starter-roles-1';\n" },
      { filePath: 'server/domains/chat/probe-below.ts', text: "export { ApiError } from '@/server/errors';\nexport { mediaUrl } from '@/server/providers/media/media-url';\n" },
      { filePath: 'server/http/probe.ts', text: "export { ChatService } from '@/server/domains/chat/chat-service';\n" },
    ]);
    expect(rulesOf(lints, 'server/domains/chat/probe.ts')).toEqual(['import/no-restricted-paths']);
    expect(rulesOf(lints, 'server/domains/chat/probe-realtime.ts')).toEqual(['import/no-restricted-paths']);
    expect(rulesOf(lints, 'server/providers/llm/probe.ts')).toEqual(['import/no-restricted-paths']);
    expect(rulesOf(lints, 'server/providers/llm/probe-http.ts')).toEqual(['import/no-restricted-paths']);
    expect(rulesOf(lints, 'server/providers/llm/probe.test.ts')).toEqual([]);
    expect(rulesOf(lints, 'server/domains/chat/probe-below.ts')).toEqual([]);
    expect(rulesOf(lints, 'server/http/probe.ts')).toEqual([]);
  }, 240_000);
});
