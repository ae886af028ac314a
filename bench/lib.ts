import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import serverNodeFlags from '../scripts/server-node-flags.json';

/** Node's arguments for the KOKO server as `npm start` gives them: its node flags, then scripts/start.mjs. */
export const KOKO_START_ARGS = [...serverNodeFlags, 'scripts/start.mjs'];

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Starts a server in its own process so the load generator does not share its event loop. */
export async function startChild(command: string, args: string[], env: Record<string, string> = {}, cwd?: string): Promise<ChildProcess> {
  return (await startChildReady(command, args, env, cwd)).child;
}

/** Like startChild, and answers the line in which the child said `ready` (a child may name its address there). */
export function startChildReady(command: string, args: string[], env: Record<string, string> = {}, cwd?: string): Promise<{ child: ChildProcess; line: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], cwd });
    let said = '';
    let ready = false;
    child.stdout!.on('data', (d: Buffer) => {
      if (ready) return;
      said += d.toString();
      const line = said.split('\n').find((l) => l.includes('ready'));
      if (line === undefined) return;
      ready = true;
      resolve({ child, line: line.trim() });
    });
    child.on('exit', (code, signal) => {
      const error = new Error(`${args.join(' ')} exited with ${signal ?? code}`);
      reject(error);
      // After `ready` the rejection goes unheard: say it, since the figures of a dead server are no figures.
      if (ready && !stopping.has(child)) process.stderr.write(`bench: ${error.message} while in use\n`);
    });
  });
}

const stopping = new WeakSet<ChildProcess>();

/** Kills a child on purpose (a lost instance) and waits for its exit. */
export function killChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  stopping.add(child);
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** SIGTERM, then waits for the exit (SIGKILL after 15 s). */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  stopping.add(child);
  return new Promise((resolve) => {
    const hard = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(hard);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The resident memory of a process, in bytes (VmRSS of /proc/{pid}/status). */
export function rssBytes(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line.split(/\s+/)[1]) * 1024;
}

/** CPU time (user + system) a process has used so far, in milliseconds (/proc/{pid}/stat, 100 ticks a second). */
export function cpuMs(pid: number): number {
  return cpuMsOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** User + system time in milliseconds from the text of a /proc/{pid}/stat (100 ticks a second). */
function cpuMsOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time (user + system) of this process and of its children that have ended, in milliseconds: work done in
 * a child process (the flite voice) counts once the child exits.
 */
export function selfAndChildrenCpuMs(): number {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
}

/** CPU time (user + system) the machine's PostgreSQL processes have used so far, in milliseconds (all of them). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      total += cpuMsOfStat(stat);
    } catch {
      // the process ended while the list was read
    }
  }
  return total;
}

/** Nearest-rank percentile (p from 0 to 100) of unsorted values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A PostgreSQL database of its own for one benchmark (`BENCH_DATABASE_URL`, else the local `test` database), dropped afterwards. */
export async function createBenchDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `koko_bench_${label}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => (process.env.BENCH_KEEP ? Promise.resolve() : admin(`drop database if exists ${name} with (force)`)) };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(url: string, options: { method?: 'GET' | 'POST'; body?: string; seconds?: number; connections?: number } = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.body ? { 'content-type': 'application/json' } : undefined,
    duration: options.seconds ?? 8,
    connections: options.connections ?? 32,
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Waits until a freshly started server answers 200 on `url` (3 minutes at most). */
export async function waitFor200(url: string, child: ChildProcess): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('the KOKO server exited while starting');
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error(`no 200 from ${url} within 180 s`);
    await sleep(200);
  }
}
