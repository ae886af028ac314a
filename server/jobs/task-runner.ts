import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { ASSETS_TYPE_VERSION, type AssetKind } from '@/lib/contracts/property';
import { TaskMessage, type TaskLifecycle } from '@/server/domains/tasks/task-lifecycle';
import type { TaskRow } from '@/server/domains/tasks/task-repository';
import { formatZodError } from '@/server/errors';
import type { Logger } from '@/server/log';
import type { Bus } from '@/server/providers/bus/bus';
import type { MediaStore } from '@/server/providers/media/media-store';
import { mediaUrl } from '@/server/providers/media/media-url';
import { GenerationError, type Generator, type GeneratorResult } from './generator';
import type { GeneratorPool } from './generator-pool';

/** Bus channel between the instances' runners: `wake` (a task was queued) and `cancel {taskId}`. */
export const TASKS_CHANNEL = 'koko:generation-tasks';

export interface TaskRunnerOptions {
  lifecycle: TaskLifecycle;
  generator: (kind: AssetKind) => Generator<unknown> | undefined;
  /** Threads for generators marked cpuHeavy; without one they run on this thread. */
  pool?: GeneratorPool;
  media: MediaStore;
  bus: Bus;
  log: Logger;
  perInstance: number;
  perUser: number;
  leaseMs: number;
  instanceId?: string;
  /** How often an idle runner looks for work it was not woken for (retries whose time came, leases that ran out). */
  pollMs?: number;
  /** Progress is written and pushed at most this often (a step change and the end always are). */
  progressEveryMs?: number;
}

/** Why a run was stopped from outside. */
type StopReason = 'cancel' | 'release' | 'lost' | 'killed';

interface Running {
  task: TaskRow;
  controller: AbortController;
  reason?: StopReason;
  done: Promise<void>;
}

/**
 * The job runner (DESIGN §1): claims generation tasks from the shared table (any instance may), runs each through
 * its kind's generator (CPU-heavy ones on the thread pool), stores the files in the media store and their URLs in
 * the asset, and keeps its leases alive while it works. At most `perInstance` tasks run here at once.
 */
export class TaskRunner {
  readonly instanceId: string;
  private readonly running = new Map<number, Running>();
  private timers: ReturnType<typeof setInterval>[] = [];
  private unsubscribe: (() => Promise<void>) | undefined;
  private claiming = false;
  private again = false;
  private stopped = true;

  constructor(private readonly o: TaskRunnerOptions) {
    this.instanceId = o.instanceId ?? `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.unsubscribe = await this.o.bus.subscribe(TASKS_CHANNEL, (message) => {
      if (message === 'wake') this.wake();
      else if (message.startsWith('cancel ')) this.stopRun(Number(message.slice(7)), 'cancel');
    });
    this.timers = [
      setInterval(() => this.wake(), this.o.pollMs ?? 1_000),
      setInterval(() => void this.heartbeat(), Math.max(250, Math.floor(this.o.leaseMs / 3))),
    ];
    this.timers.forEach((t) => t.unref());
    this.wake();
  }

  /** Looks for work now (a task was queued here or on another instance). */
  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = true;
    void this.claimAll()
      .catch((error: Error) => this.o.log.warn('claiming generation tasks failed', { error: error.message }))
      .finally(() => {
        this.claiming = false;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Tasks running here now. */
  get active(): number {
    return this.running.size;
  }

  /** Resolves once nothing runs here. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  /**
   * Stops for a shutdown: claims nothing more, lets what runs finish within `graceMs`, then hands what is left back
   * to the queue for another instance (or the next start) to run from the beginning.
   */
  async stop(graceMs: number): Promise<void> {
    await this.halt();
    const finished = await Promise.race([this.settled().then(() => true), new Promise<false>((r) => setTimeout(() => r(false), graceMs).unref())]);
    if (!finished) {
      this.o.log.warn('shutdown grace over: generation tasks still running go back to the queue', { tasks: this.running.size });
      for (const id of [...this.running.keys()]) this.stopRun(id, 'release');
      await this.settled();
    }
  }

  /** Stops as a crashed instance would: no more writes; its tasks wait for their leases to run out. For tests. */
  async kill(): Promise<void> {
    await this.halt();
    for (const id of [...this.running.keys()]) this.stopRun(id, 'killed');
    await this.settled();
  }

  private async halt() {
    this.stopped = true;
    this.timers.forEach((t) => clearInterval(t));
    this.timers = [];
    await this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private async claimAll() {
    while (!this.stopped && this.running.size < this.o.perInstance) {
      const task = await this.o.lifecycle.claim(this.instanceId, this.o.perUser, this.o.leaseMs);
      if (!task) return;
      if (this.stopped) {
        await this.o.lifecycle.release(task, this.instanceId);
        return;
      }
      this.launch(task);
    }
  }

  private launch(task: TaskRow) {
    const controller = new AbortController();
    const run: Running = { task, controller, done: Promise.resolve() };
    run.done = this.execute(run)
      .catch((error: Error) => this.o.log.error('generation task bookkeeping failed', { taskId: task.id, error: error.message }))
      .finally(() => {
        this.running.delete(task.id);
        this.wake();
      });
    this.running.set(task.id, run);
  }

  private stopRun(taskId: number, reason: StopReason) {
    const run = this.running.get(taskId);
    if (!run || run.reason) return;
    run.reason = reason;
    run.controller.abort();
  }

  private async heartbeat() {
    const ids = [...this.running.keys()];
    if (ids.length === 0) return;
    try {
      const held = new Map((await this.o.lifecycle.heartbeat(this.instanceId, ids)).map((h) => [h.id, h.cancelRequested]));
      for (const id of ids) {
        if (!held.has(id)) this.stopRun(id, 'lost');
        else if (held.get(id)) this.stopRun(id, 'cancel');
      }
    } catch (error) {
      this.o.log.warn('renewing generation task leases failed', { error: (error as Error).message });
    }
  }

  private async execute(run: Running) {
    const { task, controller } = run;
    const { lifecycle } = this.o;
    const generator = this.o.generator(task.kind as AssetKind);
    if (!generator) return void (await lifecycle.fail(task, this.instanceId, TaskMessage.noGenerator, false));
    const input = generator.input.safeParse(task.input);
    if (!input.success) return void (await lifecycle.fail(task, this.instanceId, `Generation failed: ${formatZodError(input.error)}`, false));
    const report = this.progressReporter(run);
    try {
      const result =
        generator.cpuHeavy && this.o.pool
          ? await this.o.pool.run(task.kind as AssetKind, task.input, task.seed, controller.signal, report.progress)
          : await generator.run(input.data, { seed: task.seed, signal: controller.signal, progress: report.progress });
      if (controller.signal.aborted) throw new Error('aborted');
      await report.flush();
      const resource = await this.store(task, result);
      if (controller.signal.aborted) throw new Error('aborted');
      await lifecycle.succeed(task, this.instanceId, resource);
    } catch (error) {
      await report.flush();
      if (run.reason) return this.settleStopped(run);
      if (error instanceof GenerationError || (error as Error).name === 'GenerationError') {
        return lifecycle.runFailed(task, this.instanceId, `Generation failed: ${(error as Error).message}`, false);
      }
      this.o.log.warn('generation run failed', { taskId: task.id, kind: task.kind, attempt: task.attempts, error: (error as Error).message });
      await lifecycle.runFailed(task, this.instanceId, TaskMessage.failed, true);
    }
  }

  private async settleStopped(run: Running) {
    if (run.reason === 'cancel') await this.o.lifecycle.fail(run.task, this.instanceId, TaskMessage.cancelled, true);
    else if (run.reason === 'release') await this.o.lifecycle.release(run.task, this.instanceId);
    // 'lost': another instance holds it now; 'killed': nothing more is written, as when an instance dies.
  }

  /** Progress throttled into the row and the socket: a step change and the first report always go, others at most every progressEveryMs. */
  private progressReporter(run: Running) {
    let lastAt = 0;
    let lastStep: number | null = null;
    let chain = Promise.resolve();
    const every = this.o.progressEveryMs ?? 500;
    return {
      progress: (percent: number, step?: number) => {
        if (run.reason === 'killed') return;
        const now = Date.now();
        const nextStep = step ?? lastStep;
        if (nextStep === lastStep && now - lastAt < every) return;
        lastAt = now;
        lastStep = nextStep;
        const value = Math.max(0, Math.min(99, Math.round(percent)));
        chain = chain
          .then(async () => {
            if (!(await this.o.lifecycle.progress(run.task, this.instanceId, value, nextStep))) this.stopRun(run.task.id, 'lost');
          })
          .catch((error: Error) => this.o.log.warn('task progress not written', { taskId: run.task.id, error: error.message }));
      },
      flush: () => chain,
    };
  }

  /** The files go into the media store; their URLs into the resource under the fields the generator named. */
  private async store(task: TaskRow, result: GeneratorResult): Promise<Record<string, unknown>> {
    const resource: Record<string, unknown> = { ...result.resource, assetsTypeVersion: ASSETS_TYPE_VERSION };
    for (const file of result.files) {
      const key = `property/${task.assetId}/${task.id}-${task.charges}-${mediaName(file.name)}`;
      await this.o.media.put(key, Buffer.from(file.bytes));
      const field = result.fileFields[file.name];
      if (!field) continue;
      // Seed §3: audioUrl is a list.
      if (field === 'audioUrl') resource.audioUrl = [...((resource.audioUrl as string[] | undefined) ?? []), mediaUrl(key)];
      else resource[field] = mediaUrl(key);
    }
    return resource;
  }
}

/** A file name as a media key's last part: lower-case letters, digits, dots and dashes. */
function mediaName(name: string): string {
  const cleaned = name.toLowerCase().replace(/[^a-z0-9_.-]+/g, '-').replace(/^[.-]+/, '');
  return cleaned || 'file';
}
