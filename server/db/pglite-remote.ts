import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/** The thread that runs PGlite (plain JavaScript, so it loads alike under the server, the tests and the benchmarks). */
const THREAD_FILE = path.join(process.cwd(), 'server/db/pglite-thread.mjs');

type Request =
  | { op: 'ready' | 'close' }
  | { op: 'begin'; urgent: boolean }
  | { op: 'query'; tx?: number; urgent: boolean; sql: string; params?: unknown[]; options?: WireOptions }
  | { op: 'exec'; tx?: number; urgent: boolean; sql: string; options?: WireOptions }
  | { op: 'end'; tx: number; commit: boolean };

/** Query options as they cross to the thread: the parsers stay here, the thread only learns which types they cover. */
interface WireOptions {
  rowMode?: QueryOptions['rowMode'];
  paramTypes?: number[];
  textTypes?: number[];
}

interface WireError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WireError };

type Parsers = NonNullable<QueryOptions['parsers']>;

/** The error the thread reported, with its name, message and PostgreSQL's fields (code, detail, constraint…). */
function rebuild(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  return Object.assign(error, wire.fields);
}

function wireOptions(options?: QueryOptions): WireOptions | undefined {
  if (!options) return undefined;
  const { rowMode, paramTypes, parsers, ...rest } = options;
  const unsupported = Object.keys(rest).filter((key) => (rest as Record<string, unknown>)[key] !== undefined);
  if (unsupported.length > 0) throw new Error(`PGlite query options not available across threads: ${unsupported.join(', ')}`);
  return { rowMode, paramTypes, textTypes: parsers ? Object.keys(parsers).map(Number) : undefined };
}

/** Applies the caller's parsers, here on this thread, to the columns of their types (the thread left them as text). */
function parsed<T>(result: Results<T>, parsers?: Parsers): Results<T> {
  if (!parsers) return result;
  const columns = result.fields.map((field, index) => ({ index, name: field.name, parse: parsers[field.dataTypeID] })).filter((c) => c.parse);
  if (columns.length === 0) return result;
  for (const row of result.rows as unknown[]) {
    for (const column of columns) {
      const key = Array.isArray(row) ? column.index : column.name;
      const record = row as Record<string | number, unknown>;
      if (record[key] !== null && record[key] !== undefined) record[key] = column.parse!(record[key] as string);
    }
  }
  return result;
}

/**
 * What Drizzle's PGlite driver calls (`query`, `exec`, `transaction`), answered by PGlite on its own thread. A
 * transaction's statements go to that transaction in the thread; other statements wait for it there, as they
 * would behind PGlite's own lock in-process. An urgent client's statements and transactions go ahead of every
 * ordinary one still waiting (the priority lane: a chat message accepted and paid).
 */
class RemoteClient {
  constructor(
    private readonly thread: PgliteThread,
    private readonly urgent: boolean,
    private readonly tx?: number,
  ) {}

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const result = (await this.thread.request({ op: 'query', tx: this.tx, urgent: this.urgent, sql, params, options: wireOptions(options) })) as Results<T>;
    return parsed(result, options?.parsers);
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    const results = (await this.thread.request({ op: 'exec', tx: this.tx, urgent: this.urgent, sql, options: wireOptions(options) })) as Results[];
    return results.map((result) => parsed(result, options?.parsers));
  }

  /** Runs `work` in one transaction of the thread: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: RemoteClient) => Promise<T>): Promise<T> {
    const id = (await this.thread.request({ op: 'begin', urgent: this.urgent }, true)) as number;
    let result: T;
    try {
      result = await work(new RemoteClient(this.thread, this.urgent, id));
    } catch (error) {
      await this.thread.request({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    await this.thread.request({ op: 'end', tx: id, commit: true });
    return result;
  }
}

/** The main thread's end of the PGlite thread. */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  /** Why no request can be answered any more: closed, or the thread stopped. */
  private gone: Error | undefined;
  private closing: Promise<void> | undefined;

  private constructor(dir: string | undefined, sessionSettings: string | undefined) {
    this.worker = new Worker(THREAD_FILE, { workerData: { dir, sessionSettings }, execArgv: [], stdout: false, stderr: false });
    // Idle, the thread does not keep the process alive; with a request under way it does (see request).
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.answer(reply));
    // server/db/unavailable.ts knows these messages: a caller is told to come back later.
    this.worker.on('error', (error) => this.stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
    this.worker.on('exit', () => this.stop(new Error('The embedded database stopped')));
  }

  /**
   * Starts the thread and waits until its PGlite is open (the data directory read or created) and `sessionSettings`
   * (SQL) have run.
   */
  static async open(dir?: string, sessionSettings?: string): Promise<PgliteThread> {
    const thread = new PgliteThread(dir, sessionSettings);
    try {
      await thread.request({ op: 'ready' });
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  /** A client for Drizzle's PGlite driver; an urgent one goes ahead of the ordinary ones waiting. */
  client(urgent: boolean): PGlite {
    return new RemoteClient(this, urgent) as unknown as PGlite;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.gone) await this.request({ op: 'close' });
      this.gone = new Error('PGlite is closed');
      await this.worker.terminate();
    })();
    return this.closing;
  }

  /** Sends one request; `withId` makes the request's own id its answer (a transaction is known by it). */
  request(message: Request, withId = false): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: withId ? () => resolve(id) : resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private answer(reply: Reply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(rebuild(reply.error));
  }

  private stop(reason: Error) {
    this.gone ??= reason;
    for (const waiting of this.pending.values()) waiting.reject(this.gone);
    this.pending.clear();
  }
}
