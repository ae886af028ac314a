import { DataType } from '@/lib/contracts/chat-codes';
import { AssetStatus, TaskState } from '@/lib/contracts/property';
import { MsgType, type SocketFrame } from '@/lib/contracts/socket-frame';
import type { Transactions } from '@/server/db/transactions';
import type { AssetRepository } from '@/server/domains/assets/asset-repository';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import type { Logger } from '@/server/log';
import { toProgressPayload } from './task-dto';
import type { TaskRepository, TaskRow } from './task-repository';

/** What a person reads when a task stopped (seed §5 'Generation failed'). */
export const TaskMessage = {
  cancelled: 'Cancelled. Your koin (or free creation) is back.',
  failed: 'Generation failed: something went wrong while making it. Your koin (or free creation) is back; try again.',
  stoppedTooOften: 'Generation failed: the server stopped while making it, again and again. Your koin (or free creation) is back; try again later.',
  noGenerator: 'Generation failed: this server cannot make this kind of thing any more. Your koin (or free creation) is back.',
} as const;

/** Waiting before automatic retry n (1, 2 …): doubling from here. */
export const RETRY_BASE_MS = 2_000;

export interface TaskLifecycleDeps {
  transactions: Transactions;
  tasks: TaskRepository;
  assets: AssetRepository;
  wallet: WalletService;
  deliver: (userId: number, frame: SocketFrame) => Promise<void>;
  log: Logger;
  maxAttempts: number;
  retryBaseMs?: number;
}

/**
 * The task states as the engine moves them (seed §4: 0 idle → 1 doing → 2 success | 3 fail), each change written to
 * the row and pushed to the owner's sockets as a Notify `progress` frame. A task that fails or is cancelled gives
 * back what it cost, once (the ledger's idempotency key and the task's `refunded` flag both hold it).
 */
export class TaskLifecycle {
  constructor(private readonly deps: TaskLifecycleDeps) {}

  get maxAttempts() {
    return this.deps.maxAttempts;
  }

  /** The next task for this instance, or undefined. A task taken over too often (its instances died) fails here. */
  async claim(instanceId: string, perUser: number, leaseMs: number): Promise<TaskRow | undefined> {
    for (;;) {
      const task = await this.deps.tasks.claim(instanceId, perUser, leaseMs);
      if (!task) return undefined;
      if (task.attempts <= this.deps.maxAttempts && !task.cancelRequested) {
        await this.notify(task, AssetStatus.Generating);
        return task;
      }
      await this.fail(task, instanceId, task.cancelRequested ? TaskMessage.cancelled : TaskMessage.stoppedTooOften, task.cancelRequested);
    }
  }

  /** Renews this instance's leases: the ids it still holds, and which of them their owners asked to cancel. */
  heartbeat(instanceId: string, ids: number[]) {
    return this.deps.tasks.heartbeat(instanceId, ids);
  }

  async progress(task: TaskRow, instanceId: string, percent: number, step: number | null): Promise<boolean> {
    const held = await this.deps.tasks.progress(task.id, instanceId, percent, step);
    if (held) await this.notify({ ...task, status: TaskState.Doing, progress: percent, step }, AssetStatus.Generating);
    return held;
  }

  /** The task's resource lands in its asset (now a draft) and the task succeeds, together. */
  async succeed(task: TaskRow, instanceId: string, resource: Record<string, unknown>): Promise<boolean> {
    const done = await this.deps.transactions.run(async (tx) => {
      const row = await this.deps.tasks.succeed(task.id, instanceId, { resource }, tx);
      if (!row) return undefined;
      await this.deps.assets.complete(row.assetId!, resource, tx);
      return row;
    });
    if (done) await this.notify(done, AssetStatus.Draft);
    return done !== undefined;
  }

  /** A run that threw: queued again after a backoff while attempts are left, else failed for good with a refund. */
  async runFailed(task: TaskRow, instanceId: string, message: string, retryable: boolean): Promise<void> {
    if (retryable && task.attempts < this.deps.maxAttempts) {
      const delay = (this.deps.retryBaseMs ?? RETRY_BASE_MS) * 2 ** (task.attempts - 1);
      const row = await this.deps.tasks.requeue(task.id, instanceId, delay, message);
      if (row) await this.notify(row, AssetStatus.Generating);
      return;
    }
    await this.fail(task, instanceId, message, false);
  }

  /** Hands a running task back to the queue at once (this instance stops), its attempt not counted. */
  async release(task: TaskRow, instanceId: string): Promise<void> {
    const row = await this.deps.tasks.requeue(task.id, instanceId, 0, null, true);
    if (row) await this.notify(row, AssetStatus.Generating);
  }

  /**
   * Fails a task held by `instanceId` (or, with null, a queued one) and gives back its cost; undefined when the task
   * was not in that state (it moved on meanwhile).
   */
  async fail(task: TaskRow, instanceId: string | null, message: string, cancelled: boolean): Promise<TaskRow | undefined> {
    const result = await this.deps.transactions.run(async (tx) => {
      const row = await this.deps.tasks.fail(task.id, instanceId, message, cancelled, tx);
      if (!row) return undefined;
      if (await this.deps.tasks.markRefunded(row.id, tx)) {
        if (row.koin > 0) {
          await this.deps.wallet.move(
            [{ userId: row.ownerId!, amount: row.koin, reason: 'generation_refund', refType: 'generation_task', refId: String(row.id) }],
            `generation-refund:${row.id}:${row.charges}`,
            tx,
          );
        }
        row.refunded = true;
      }
      const asset = await this.deps.assets.settleFailed(row.assetId!, tx);
      return { row, assetStatus: asset?.status ?? AssetStatus.Draft };
    });
    if (!result) return undefined;
    await this.notify(result.row, result.assetStatus);
    return result.row;
  }

  /** Pushes the task's state to its owner's sockets; a socket that is gone is no failure of the task. */
  async notify(task: TaskRow, assetStatus: number): Promise<void> {
    if (task.ownerId === null) return;
    const frame: SocketFrame = { msgType: MsgType.Biz, dataType: DataType.Notify, data: JSON.stringify(toProgressPayload(task, assetStatus)), sendTimestamp: Date.now() };
    await this.deps.deliver(task.ownerId, frame).catch((error: Error) => this.deps.log.warn('task progress not delivered', { taskId: task.id, error: error.message }));
  }
}
