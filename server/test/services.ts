import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Where tests find PostgreSQL and Redis (DESIGN §7): TEST_DATABASE_URL / TEST_REDIS_URL when set, else the
 * local services when they answer, else servers started here from Debian's binaries. Never a silent skip.
 */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
export const LOCAL_REDIS = 'redis://127.0.0.1:6379';

export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

import { freePort } from './free-port';

export { freePort };

export interface OwnService {
  url: string;
  stop(): void;
}

/** Starts a throwaway PostgreSQL from Debian's binaries (as the postgres user when we are root). */
export async function startOwnPostgres(): Promise<OwnService> {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort() : [];
  const bin = versions.length ? path.join('/usr/lib/postgresql', versions.at(-1)!, 'bin') : undefined;
  if (!bin) throw new Error('PostgreSQL is needed for the tests: set TEST_DATABASE_URL, run one on 127.0.0.1:5432, or install postgresql');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['-R', 'postgres', dir]);
  const run = (cmd: string, args: string[]) => (asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args]) : spawnSync(cmd, args));
  const init = run(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const start = run(path.join(bin, 'pg_ctl'), ['-D', dir, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-w', 'start', '-l', path.join(dir, 'log')]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}`);
  run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'test']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    stop: () => {
      run(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startOwnRedis(): Promise<OwnService> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && !(await redisAnswers(url)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await redisAnswers(url))) throw new Error('Redis is needed for the tests: set TEST_REDIS_URL, run one on 127.0.0.1:6379, or install redis-server');
  return { url, stop: () => child.kill('SIGTERM') };
}
