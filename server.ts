import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse } from 'node:url';
import next from 'next';
import { startServer, type FrontEnd } from '@/server/app-server';
import { parseEnv, type Env } from '@/server/env';

/** One line on stderr and a non-zero exit: what a person starting the app needs to read. */
function fatal(message: string): never {
  process.stderr.write(`KOKO could not start: ${message}\n`);
  process.exit(1);
}

async function nextFrontEnd(env: Env, dev: boolean): Promise<FrontEnd> {
  const app = next({ dev, dir: process.cwd(), hostname: env.host, port: env.port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const upgrade = app.getUpgradeHandler();
  return {
    handle: (req: IncomingMessage, res: ServerResponse) => handle(req, res, parse(req.url ?? '/', true)),
    upgrade: (req, socket, head) => upgrade(req, socket, head),
    close: () => app.close(),
  };
}

async function main() {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    fatal((error as Error).message);
  }
  const dev = process.argv.includes('--dev');
  const started = Date.now();
  const running = await startServer(env, { frontEnd: () => nextFrontEnd(env, dev), pageCache: !dev }).catch((error: Error) => fatal(error.message));
  const where = `http://localhost:${running.port}`;
  running.runtime.log.info('KOKO is ready', { url: where, database: running.runtime.database.kind, bus: running.runtime.bus.kind, ms: Date.now() - started });
  process.stdout.write(`KOKO is ready on ${where}\n`);
  // A fresh instance is claimed with a one-time code only the person who reads this log (or the data folder) has.
  const setupCode = await running.runtime.services.localAccounts.setupCodeIfNoOwner().catch(() => undefined);
  if (setupCode) {
    const file = running.runtime.services.localAccounts.setupCodePath;
    running.runtime.log.info('no owner yet: make the owner account at /setup with the setup code', { url: `${where}/setup`, file });
    process.stdout.write(`KOKO has no owner yet. Open ${where}/setup and enter the setup code ${setupCode} (also in ${file}).\n`);
  }

  // New chat messages are turned away, the ones taken are answered within the grace or refunded, then the database
  // closes (README "Shutdown"); a stop that hangs past the grace and a margin ends the process anyway.
  const shutdown = (signal: string) => {
    running.runtime.log.info('shutting down', { signal, graceMs: env.shutdownGraceMs });
    const force = setTimeout(() => process.exit(1), env.shutdownGraceMs + 20_000);
    force.unref();
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void main();
