import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AssetKind } from '@/lib/contracts/property';
import type { Env } from '@/server/env';
import type { GeneratorResult } from './generator';

const THREAD_FILE = path.join(process.cwd(), 'server/jobs/generator-thread.mjs');
/** The product's generator registry, loaded by each thread. */
export const PRODUCT_REGISTRY = path.join(process.cwd(), 'server/jobs/generators.ts');
/** How long an aborted run may take to stop before its thread is ended (and replaced on the next run). */
const ABORT_WAIT_MS = 2_000;

export type PoolRequest = { type: 'run'; id: number; kind: AssetKind; input: unknown; seed: number } | { type: 'abort'; id: number };
export type PoolReply =
  | { type: 'progress'; id: number; percent: number; step?: number }
  | { type: 'done'; id: number; result: GeneratorResult }
  | { type: 'error'; id: number; name: string; message: string };

interface Job {
  request: Extract<PoolRequest, { type: 'run' }>;
  signal: AbortSignal;
  progress(percent: number, step?: number): void;
  resolve(result: GeneratorResult): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  job: Job | undefined;
}

/**
 * Worker threads for the CPU-heavy generators, so rendering never holds the event loop the chat runs on. A small
 * pool of its own: `size` threads started when first needed, one run each at a time, the rest queued in order.
 */
export class GeneratorPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly env: Env,
    private readonly registry = PRODUCT_REGISTRY,
  ) {}

  run(kind: AssetKind, input: unknown, seed: number, signal: AbortSignal, progress: Job['progress']): Promise<GeneratorResult> {
    if (this.closed) return Promise.reject(new Error('the generator pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { type: 'run', id: this.nextId++, kind, input, seed }, signal, progress, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the generator pool is closed'));
    await Promise.all(this.threads.splice(0).map((t) => t.worker.terminate()));
  }

  private dispatch() {
    while (this.queue.length > 0) {
      const thread = this.threads.find((t) => !t.job) ?? (this.threads.length < this.size ? this.start() : undefined);
      if (!thread) return;
      const job = this.queue.shift()!;
      if (job.signal.aborted) {
        job.reject(abortError());
        continue;
      }
      this.assign(thread, job);
    }
  }

  private assign(thread: Thread, job: Job) {
    thread.job = job;
    const onAbort = () => {
      thread.worker.postMessage({ type: 'abort', id: job.request.id } satisfies PoolRequest);
      // A generator that does not look at its signal is stopped with its thread.
      setTimeout(() => {
        if (thread.job === job) this.discard(thread, abortError());
      }, ABORT_WAIT_MS).unref();
    };
    job.signal.addEventListener('abort', onAbort, { once: true });
    thread.worker.postMessage(job.request);
  }

  private start(): Thread {
    const worker = new Worker(THREAD_FILE, { workerData: { env: this.env, registry: this.registry }, execArgv: [], stdout: false, stderr: false });
    const thread: Thread = { worker, job: undefined };
    worker.on('message', (reply: PoolReply) => {
      const job = thread.job;
      if (!job || job.request.id !== reply.id) return;
      if (reply.type === 'progress') return job.progress(reply.percent, reply.step);
      thread.job = undefined;
      if (reply.type === 'done') job.resolve({ ...reply.result, files: reply.result.files.map((f) => ({ ...f, bytes: new Uint8Array(f.bytes) })) });
      else job.reject(Object.assign(new Error(reply.message), { name: reply.name }));
      this.dispatch();
    });
    worker.on('error', (error) => this.discard(thread, error));
    worker.on('exit', () => this.discard(thread, new Error('the generator thread stopped')));
    worker.unref();
    this.threads.push(thread);
    return thread;
  }

  /** Ends a thread and fails the run it held; the next run starts a fresh one. */
  private discard(thread: Thread, error: Error) {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    this.threads.splice(index, 1);
    const job = thread.job;
    thread.job = undefined;
    void thread.worker.terminate();
    job?.reject(error);
    this.dispatch();
  }
}

function abortError(): Error {
  return Object.assign(new Error('aborted'), { name: 'AbortError' });
}
