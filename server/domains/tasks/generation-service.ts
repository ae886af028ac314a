import type { ListPage } from '@/lib/contracts/paging';
import { AssetStatus, generateCommonInput, TaskState, type AssetKind, type GenerateCommonInput, type Price, type PropertyTask } from '@/lib/contracts/property';
import type { Transaction, Transactions } from '@/server/db/transactions';
import type { AssetRepository, AssetRow } from '@/server/domains/assets/asset-repository';
import { rowWindowOf, toListPage } from '@/server/domains/paging';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import { ApiError, ErrorCode, formatZodError, notFound } from '@/server/errors';
import type { Generator } from '@/server/jobs/generator';
import { toTaskDto } from './task-dto';
import type { TaskLifecycle } from './task-lifecycle';
import { TaskMessage } from './task-lifecycle';
import type { TaskRepository, TaskRow } from './task-repository';
import { nameFromInput } from './asset-name';

/** A failed task may be started again by its owner this many times; then a new one is asked for. */
export const MAX_RESTARTS = 5;

export interface GenerationPrices {
  freePerDay: number;
  koinPrice: number;
}

export interface GenerationServiceDeps {
  transactions: Transactions;
  tasks: TaskRepository;
  assets: AssetRepository;
  wallet: WalletService;
  lifecycle: TaskLifecycle;
  prices: GenerationPrices;
  generator: (kind: AssetKind) => Generator<unknown> | undefined;
  /** Tells the runners there is work (a new task) or a running task to stop (a cancel). */
  signal: { wake(): void; cancel(taskId: number): void };
}

export const loginToCreate = () => new ApiError(ErrorCode.Unlogin, 'Please log in to create: generation is for members, with free creations every day.');
export const noGenerator = (kind: string) => new ApiError(ErrorCode.NotFound, `${kind}: this server has no generator for this kind`);

/** The start of a UTC day: the free quota counts from here (README "Creation: quotas and prices"). */
const utcDayStart = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * What a person does with generation: see the price, start (a new asset or a regeneration of their own), follow,
 * cancel and retry. Cost (seed §6): visitors may not generate; a member has `freePerDay` free starts per kind per
 * UTC day, each beyond costs `koinPrice` koin from the ledger, and a failed or cancelled task gives back its koin or
 * its free slot.
 */
export class GenerationService {
  constructor(private readonly deps: GenerationServiceDeps) {}

  async price(user: SessionUser, kind: AssetKind): Promise<Price> {
    return this.priceIn(user, kind);
  }

  async start(user: SessionUser, kind: AssetKind, body: unknown, common: GenerateCommonInput): Promise<{ task: PropertyTask; assetId: number; price: Price }> {
    const generator = this.deps.generator(kind);
    if (!generator) throw noGenerator(kind);
    if (user.isVisitor) throw loginToCreate();
    const input = generator.input.safeParse(ownFields(body));
    if (!input.success) throw new ApiError(ErrorCode.InvalidParams, formatZodError(input.error));
    const seed = common.seed ?? Math.floor(Math.random() * 2 ** 31);
    const task = await this.deps.transactions.run(async (tx) => {
      const { koin, free } = await this.charge(user.userId, kind, tx);
      const asset = await this.assetFor(user.userId, kind, common.assetId === undefined ? { ...common, name: common.name || nameFromInput(input.data) } : common, tx);
      const row = await this.deps.tasks.insert({ ownerId: user.userId, assetId: asset.id, kind, input: input.data as Record<string, unknown>, seed, koin, free }, tx);
      if (koin > 0) await this.debit(row, tx);
      return row;
    });
    await this.deps.lifecycle.notify(task, AssetStatus.Generating);
    this.deps.signal.wake();
    return { task: await this.dto(task), assetId: task.assetId!, price: await this.priceIn(user, kind) };
  }

  /** Stops a queued task at once, a running one at its runner's next look (the answer says which). */
  async cancel(userId: number, taskId: number): Promise<PropertyTask> {
    const task = await this.owned(userId, taskId);
    if (task.status === TaskState.Success || task.status === TaskState.Fail) throw new ApiError(ErrorCode.Conflict, 'This task has already finished.');
    if (task.status === TaskState.Idle) {
      const failed = await this.deps.lifecycle.fail(task, null, TaskMessage.cancelled, true);
      if (failed) return this.dto(failed);
    }
    const marked = await this.deps.tasks.requestCancel(taskId);
    this.deps.signal.cancel(taskId);
    return this.dto(marked ?? (await this.owned(userId, taskId)));
  }

  /** A failed or cancelled task starts again with the same input and seed, charged as a new start. */
  async retry(user: SessionUser, taskId: number): Promise<PropertyTask> {
    const task = await this.owned(user.userId, taskId);
    if (task.status !== TaskState.Fail) throw new ApiError(ErrorCode.Conflict, 'Only a failed or cancelled task can be retried.');
    if (task.charges > MAX_RESTARTS) throw new ApiError(ErrorCode.Conflict, `This task was retried ${MAX_RESTARTS} times; start a new one instead.`);
    if (!this.deps.generator(task.kind as AssetKind)) throw noGenerator(task.kind);
    if (user.isVisitor) throw loginToCreate();
    const restarted = await this.deps.transactions.run(async (tx) => {
      const { koin, free } = await this.charge(user.userId, task.kind as AssetKind, tx);
      const row = await this.deps.tasks.restart(taskId, koin, free, tx);
      if (!row) throw new ApiError(ErrorCode.Conflict, 'Only a failed or cancelled task can be retried.');
      await this.deps.assets.regenerate(row.assetId!, user.userId, row.kind as AssetKind, undefined, tx);
      if (koin > 0) await this.debit(row, tx);
      return row;
    });
    await this.deps.lifecycle.notify(restarted, AssetStatus.Generating);
    this.deps.signal.wake();
    return this.dto(restarted);
  }

  async process(userId: number, by: { taskId?: number; assetId?: number }): Promise<PropertyTask> {
    if (by.taskId !== undefined) return this.dto(await this.owned(userId, by.taskId));
    const asset = await this.deps.assets.find(by.assetId!);
    const task = asset?.ownerId === userId ? (await this.deps.tasks.latestOf([asset.id])).get(asset.id) : undefined;
    if (!task) throw notFound('Task');
    return this.dto(task);
  }

  async list(userId: number, input: { kind?: AssetKind; taskFilter: number; current: number; size: number }): Promise<ListPage<PropertyTask>> {
    const { rows, total } = await this.deps.tasks.page(userId, input.taskFilter, input.kind, rowWindowOf(input));
    return toListPage(
      rows.map((row) => toTaskDto(row, this.deps.lifecycle.maxAttempts)),
      total,
      input,
    );
  }

  /** The caller's task; another user's is answered as missing, so ids cannot be probed. */
  private async owned(userId: number, taskId: number): Promise<TaskRow> {
    const task = await this.deps.tasks.find(taskId);
    if (!task || task.ownerId !== userId) throw notFound('Task');
    return task;
  }

  private async dto(row: TaskRow): Promise<PropertyTask> {
    const position = row.status === TaskState.Idle ? await this.deps.tasks.queuePosition(row.id) : null;
    return toTaskDto(row, this.deps.lifecycle.maxAttempts, position);
  }

  /** Free while today's quota lasts, else the koin price; counted under the owner's start lock. */
  private async charge(userId: number, kind: AssetKind, tx: Transaction): Promise<{ koin: number; free: boolean }> {
    await this.deps.tasks.lockOwnerStarts(userId, tx);
    const used = await this.deps.tasks.freeStartsSince(userId, kind, utcDayStart(), tx);
    return used < this.deps.prices.freePerDay ? { koin: 0, free: true } : { koin: this.deps.prices.koinPrice, free: false };
  }

  private debit(task: TaskRow, tx: Transaction) {
    return this.deps.wallet.move(
      [{ userId: task.ownerId!, amount: -task.koin, reason: 'generation', refType: 'generation_task', refId: String(task.id), note: task.kind }],
      `generation:${task.id}:${task.charges}`,
      tx,
    );
  }

  private async assetFor(userId: number, kind: AssetKind, common: GenerateCommonInput, tx: Transaction): Promise<AssetRow> {
    if (common.assetId === undefined) return this.deps.assets.insert(userId, kind, common.name ?? '', tx);
    const asset = await this.deps.assets.regenerate(common.assetId, userId, kind, common.name, tx);
    if (!asset) throw notFound('Asset');
    return asset;
  }

  private async priceIn(user: SessionUser, kind: AssetKind): Promise<Price> {
    const { freePerDay, koinPrice } = this.deps.prices;
    const [used, balance] = await Promise.all([this.deps.tasks.freeStartsSince(user.userId, kind, utcDayStart()), this.deps.wallet.balance(user.userId)]);
    const freeLeft = user.isVisitor ? 0 : Math.max(0, freePerDay - used);
    return {
      kind,
      available: this.deps.generator(kind) !== undefined,
      loginRequired: user.isVisitor,
      freePerDay,
      freeLeft,
      koinPrice,
      nextCost: freeLeft > 0 ? 0 : koinPrice,
      balance,
    };
  }
}

/** The kind's own fields of a generate body: the common ones (name, seed, assetId) are read apart. */
function ownFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const own: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of Object.keys(generateCommonInput.shape)) delete own[key];
  return own;
}
