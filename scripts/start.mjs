// `npm start`: builds the app when there is no build or the sources changed since, then runs server.ts.
// `node scripts/start.mjs --build-only` stops after the build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { relaunchWithFlags } from './relaunch.mjs';
import { runChild } from './run-child.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.chdir(root);
// Settings may come from a .env file beside package.json (see .env.example); the environment wins.
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const SOURCES = ['app', 'components', 'lib', 'messages', 'public', 'server', 'workers', 'proxy.ts', 'next.config.mjs', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];
const STAMP = path.join(root, '.next', 'koko-source-stamp');

/** A fingerprint of the sources: names, sizes and modification times. */
function sourceStamp() {
  const hash = createHash('sha256');
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) if (!name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) walk(path.join(p, name));
    } else hash.update(`${path.relative(root, p)}:${stat.size}:${stat.mtimeMs}\n`);
  };
  SOURCES.forEach((s) => walk(path.join(root, s)));
  return hash.digest('hex');
}

const stamp = sourceStamp();
const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === stamp;
if (!built) {
  process.stdout.write('Building KOKO (first start, or the sources changed)…\n');
  // A stop asked for while it builds (SIGTERM, SIGHUP) stops the build too, and the start with it.
  const build = await runChild(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  }).catch((error) => {
    process.stderr.write(`KOKO could not start: the build could not run: ${error.message}\n`);
    process.exit(1);
  });
  if (build.signalled) process.exit(build.code);
  if (build.code !== 0) {
    process.stderr.write('KOKO could not start: the build failed (see above)\n');
    process.exit(build.code);
  }
  fs.writeFileSync(STAMP, stamp);
}

if (process.argv.includes('--build-only')) process.exit(0);

// The server's V8 settings (`npm start` passes them already; `node scripts/start.mjs` gets them by starting again).
// --min-semi-space-size=16: V8 shrinks the young generation while the server is quiet, and the first burst of messages
// after a quiet spell then paid for several times as many collections: in the first-token benchmark the block after
// the quiet row was the slowest of the run, by up to 25 ms at p99 (bench/README.md). The young generation now keeps
// 16 MB, what it grows to under load anyway.
const SERVER_NODE_FLAGS = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'server-node-flags.json'), 'utf8'));
if (!relaunchWithFlags(SERVER_NODE_FLAGS, fileURLToPath(import.meta.url))) {
  process.env.NODE_ENV ??= 'production';
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  // server.ts is TypeScript run in this process: tsx compiles it (and server/) as it loads, both module kinds.
  (await import('tsx/cjs/api')).register();
  (await import('tsx/esm/api')).register();
  await import(pathToFileURL(path.join(root, 'server.ts')).href);
}
