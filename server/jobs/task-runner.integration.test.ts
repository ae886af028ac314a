import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AssetStatus, TaskState, type AssetKind } from '@/lib/contracts/property';
import { users } from '@/server/db/schema';
import { Transactions } from '@/server/db/transactions';
import { AssetRepository } from '@/server/domains/assets/asset-repository';
import { GenerationService, MAX_RESTARTS } from '@/server/domains/tasks/generation-service';
import { TaskLifecycle, TaskMessage } from '@/server/domains/tasks/task-lifecycle';
import { TaskRepository } from '@/server/domains/tasks/task-repository';
import type { SessionUser } from '@/server/domains/users/session-user';
import { createLogger } from '@/server/log';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';
import { defineGenerator } from './generators';
import { GenerationError, type Generator, type GeneratorContext } from './generator';
import { TaskRunner } from './task-runner';

const FREE_PER_DAY = 3;
const KOIN_PRICE = 10;
const MAX_ATTEMPTS = 3;

/** What the test generator does for a prompt: finish, fail, fail in words, or wait until it is let go or aborted. */
type Behaviour = 'ok' | 'throw' | 'refuse' | 'hold';

const until = async (check: () => Promise<boolean> | boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.each(DATABASE_KINDS)('generation task engine [%s]', (kind) => {
  let rt: TestRuntime;
  let tasks: TaskRepository;
  let assets: AssetRepository;
  let lifecycle: TaskLifecycle;
  let generation: GenerationService;
  const runs = new Map<number, number>();
  const held = new Set<() => void>();
  let runners: TaskRunner[] = [];
  let n = 0;

  /** A generator that follows the prompt's behaviour and counts its runs by the task's seed (each task has its own). */
  const testGenerator: Generator<unknown> = defineGenerator({
    kind: 'cover',
    input: z.object({ prompt: z.string() }),
    cpuHeavy: false,
    run: async ({ prompt }, ctx: GeneratorContext) => {
      runs.set(ctx.seed, (runs.get(ctx.seed) ?? 0) + 1);
      ctx.progress(50, 11);
      const behaviour = prompt as Behaviour;
      if (behaviour === 'throw') throw new Error('the renderer crashed');
      if (behaviour === 'refuse') throw new GenerationError('this prompt names nothing that can be drawn');
      if (behaviour === 'hold') {
        await new Promise<void>((resolve, reject) => {
          const release = () => resolve();
          held.add(release);
          ctx.signal.addEventListener('abort', () => reject(new Error('aborted')));
        });
      }
      return { files: [{ name: 'cover.webp', contentType: 'image/webp', bytes: new Uint8Array([1, 2, 3]) }], resource: { prompt }, fileFields: { 'cover.webp': 'cardUrl' } };
    },
  });
  const lookup = (k: AssetKind) => (k === 'cover' ? testGenerator : undefined);

  const member = async (koin = 0): Promise<SessionUser> => {
    const [row] = await rt.database.db.insert(users).values({ source: 'password', subject: `gen-${kind}-${++n}-${Date.now()}`, name: 'Maker' }).returning();
    if (koin > 0) await rt.services.wallet.move([{ userId: row!.id, amount: koin, reason: 'admin_grant' }]);
    return { userId: row!.id, sessionId: 0, source: 'password', isVisitor: false };
  };
  let seed = 1;
  const start = (user: SessionUser, prompt: Behaviour = 'ok') => generation.start(user, 'cover', { prompt }, { seed: seed++ });
  const runner = (options: Partial<ConstructorParameters<typeof TaskRunner>[0]> = {}) => {
    const r = new TaskRunner({ lifecycle, generator: lookup, media: rt.services.media, bus: rt.bus, log: createLogger('silent'), perInstance: 4, perUser: 1000, leaseMs: 60_000, pollMs: 50, progressEveryMs: 0, ...options });
    runners.push(r);
    return r;
  };
  const task = async (id: number) => (await tasks.find(id))!;

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false, runTasks: false });
    tasks = new TaskRepository(rt.database.db);
    assets = new AssetRepository(rt.database.db);
    lifecycle = new TaskLifecycle({ transactions: new Transactions(rt.database.db), tasks, assets, wallet: rt.services.wallet, deliver: async () => {}, log: createLogger('silent'), maxAttempts: MAX_ATTEMPTS, retryBaseMs: 20 });
    generation = new GenerationService({
      transactions: new Transactions(rt.database.db),
      tasks,
      assets,
      wallet: rt.services.wallet,
      lifecycle,
      prices: { freePerDay: FREE_PER_DAY, koinPrice: KOIN_PRICE },
      generator: lookup,
      signal: { wake: () => runners.forEach((r) => r.wake()), cancel: () => {} },
    });
  });
  afterEach(async () => {
    held.forEach((release) => release());
    held.clear();
    await Promise.all(runners.map((r) => r.stop(5_000)));
    runners = [];
  });
  afterAll(() => rt.close());

  it('runs 200 tasks across 2 runners, each exactly once, and lands each file in its asset', async () => {
    const user = await member(200 * KOIN_PRICE);
    const started = [];
    for (let i = 0; i < 200; i++) started.push(await start(user));
    const seeds = new Set(started.map((s) => s.task.id));
    runs.clear();
    const [a, b] = [runner(), runner()];
    await Promise.all([a.start(), b.start()]);
    await until(async () => (await generation.list(user.userId, { taskFilter: 2, current: 1, size: 1 })).page.total === 200, 120_000);
    expect(seeds.size).toBe(200);
    expect(runs.size).toBe(200);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const sample = await task(started[17]!.task.id);
    expect(sample).toMatchObject({ progress: 100, attempts: 1, lockedBy: null });
    const asset = await assets.find(sample.assetId!);
    expect(asset?.status).toBe(AssetStatus.Draft);
    expect(String(asset?.resource.cardUrl)).toMatch(/\/media\/property\/\d+\/\d+-1-cover\.webp$/);
    expect(asset?.resource.assetsTypeVersion).toBe(1);
  }, 180_000);

  it("gives one user's single task its turn before another user's queue of 20", async () => {
    const [busy, other] = [await member(20 * KOIN_PRICE), await member()];
    const queued = [];
    for (let i = 0; i < 20; i++) queued.push((await start(busy)).task.id);
    const lone = (await start(other)).task.id;
    const r = runner({ perInstance: 1 });
    await r.start();
    await until(async () => (await task(lone)).status === TaskState.Success);
    // Counted by when each finished (the runner goes on with the queue while this looks).
    const loneDone = (await task(lone)).updatedAt.getTime();
    const doneBefore = (await Promise.all(queued.map(task))).filter((t) => t.status === TaskState.Success && t.updatedAt.getTime() < loneDone).length;
    expect(doneBefore).toBeLessThanOrEqual(2);
  }, 60_000);

  it('takes up again, after its lease, a task whose runner died mid-run', async () => {
    const user = await member();
    const { task: started } = await start(user, 'hold');
    const first = runner({ leaseMs: 1_000 });
    await first.start();
    await until(async () => (await task(started.id)).status === TaskState.Doing && held.size === 1);
    await first.kill();
    expect((await task(started.id)).status).toBe(TaskState.Doing);
    held.clear();
    const second = runner({ leaseMs: 1_000 });
    await second.start();
    await until(async () => (await task(started.id)).lockedBy === second.instanceId && held.size === 1);
    held.forEach((release) => release());
    await until(async () => (await task(started.id)).status === TaskState.Success);
    expect((await task(started.id)).attempts).toBe(2);
  }, 30_000);

  it('hands a task still running at the end of the shutdown grace back to the queue, its attempt not counted', async () => {
    const user = await member();
    const { task: started } = await start(user, 'hold');
    const r = runner();
    await r.start();
    await until(async () => (await task(started.id)).status === TaskState.Doing && held.size === 1);
    await r.stop(100);
    expect(await task(started.id)).toMatchObject({ status: TaskState.Idle, attempts: 0, lockedBy: null });
    held.clear();
    await runner().start();
    await until(() => held.size === 1);
    held.forEach((release) => release());
    await until(async () => (await task(started.id)).status === TaskState.Success);
    expect((await task(started.id)).attempts).toBe(1);
  }, 30_000);

  it('cancels a queued task and a running one, giving back their koin and free slots', async () => {
    const user = await member(100);
    for (let i = 0; i < FREE_PER_DAY; i++) await start(user, 'hold');
    const paid = await start(user, 'hold');
    expect(paid.task.koin).toBe(KOIN_PRICE);
    expect(await rt.services.wallet.balance(user.userId)).toBe(100 - KOIN_PRICE);

    const queued = await generation.cancel(user.userId, paid.task.id);
    expect(queued).toMatchObject({ state: TaskState.Fail, cancelled: true, refunded: true, error: TaskMessage.cancelled });
    expect(await rt.services.wallet.balance(user.userId)).toBe(100);
    expect(await rt.services.wallet.ledgerSum(user.userId)).toBe(100);

    const r = runner({ perInstance: 1, leaseMs: 1_000 });
    await r.start();
    await until(() => held.size === 1);
    const running = (await generation.list(user.userId, { taskFilter: 1, current: 1, size: 10 })).list.find((t) => t.state === TaskState.Doing)!;
    expect((await generation.cancel(user.userId, running.id)).state).toBe(TaskState.Doing);
    // The runner sees the cancel at its next heartbeat (lease / 3).
    await until(async () => (await task(running.id)).status === TaskState.Fail);
    expect(await task(running.id)).toMatchObject({ cancelled: true, refunded: true, error: TaskMessage.cancelled });
    expect((await generation.price(user, 'cover')).freeLeft).toBe(1);
    await expect(generation.cancel(user.userId, running.id)).rejects.toMatchObject({ code: 409 });
    await expect(generation.cancel((await member()).userId, paid.task.id)).rejects.toMatchObject({ code: 404 });
    for (const left of (await generation.list(user.userId, { taskFilter: 1, current: 1, size: 10 })).list) await generation.cancel(user.userId, left.id);
  }, 30_000);

  it('retries a failing run with backoff up to the cap, then fails in words and refunds; retryGenerate restarts it up to its cap', async () => {
    const user = await member(1_000);
    for (let i = 0; i < FREE_PER_DAY; i++) await start(user);
    const failSeed = seed;
    const { task: started } = await start(user, 'throw');
    const r = runner();
    await r.start();
    await until(async () => (await task(started.id)).status === TaskState.Fail);
    expect(runs.get(failSeed)).toBe(MAX_ATTEMPTS);
    expect(await task(started.id)).toMatchObject({ attempts: MAX_ATTEMPTS, error: TaskMessage.failed, refunded: true });
    expect(await rt.services.wallet.balance(user.userId)).toBe(1_000);

    for (let i = 1; i < MAX_RESTARTS; i++) {
      const again = await generation.retry(user, started.id);
      expect(again).toMatchObject({ state: TaskState.Idle, koin: KOIN_PRICE, attempts: 0 });
      await until(async () => (await task(started.id)).status === TaskState.Fail);
    }
    expect(await rt.services.wallet.balance(user.userId)).toBe(1_000);
    await generation.retry(user, started.id);
    await until(async () => (await task(started.id)).status === TaskState.Fail);
    await expect(generation.retry(user, started.id)).rejects.toMatchObject({ code: 409 });
    expect(await rt.services.wallet.ledgerSum(user.userId)).toBe(await rt.services.wallet.balance(user.userId));
  }, 60_000);

  it('fails at once, in the generator’s words, a run it refuses, and refunds it', async () => {
    const user = await member(50);
    for (let i = 0; i < FREE_PER_DAY; i++) await start(user);
    const { task: started } = await start(user, 'refuse');
    expect(await rt.services.wallet.balance(user.userId)).toBe(50 - KOIN_PRICE);
    await runner().start();
    await until(async () => (await task(started.id)).status === TaskState.Fail);
    expect(await task(started.id)).toMatchObject({ attempts: 1, error: 'Generation failed: this prompt names nothing that can be drawn', refunded: true });
    expect(await rt.services.wallet.balance(user.userId)).toBe(50);
    expect((await assets.find(started.assetId))?.status).toBe(AssetStatus.Draft);
  }, 30_000);

  it('charges the free quota, then koin; refuses visitors, the poor and bad input without writing anything', async () => {
    const user = await member(15);
    const price = await generation.price(user, 'cover');
    expect(price).toMatchObject({ available: true, loginRequired: false, freePerDay: FREE_PER_DAY, freeLeft: FREE_PER_DAY, nextCost: 0, koinPrice: KOIN_PRICE, balance: 15 });
    for (let i = 0; i < FREE_PER_DAY; i++) expect((await start(user)).task.koin).toBe(0);
    expect((await generation.price(user, 'cover')).nextCost).toBe(KOIN_PRICE);
    const paid = await start(user);
    expect(paid.task.koin).toBe(KOIN_PRICE);
    expect(paid.price).toMatchObject({ balance: 5, freeLeft: 0 });
    const before = (await generation.list(user.userId, { taskFilter: 0, current: 1, size: 100 })).page.total;
    await expect(start(user)).rejects.toMatchObject({ code: 614 });
    await expect(generation.start(user, 'cover', { prompt: 42 }, {})).rejects.toMatchObject({ code: 400 });
    await expect(generation.start(user, 'song', {}, {})).rejects.toMatchObject({ code: 404 });
    await expect(generation.start({ ...user, isVisitor: true, source: 'visitor' }, 'cover', { prompt: 'ok' }, {})).rejects.toMatchObject({ code: -1 });
    expect((await generation.list(user.userId, { taskFilter: 0, current: 1, size: 100 })).page.total).toBe(before);
    expect(await rt.services.wallet.balance(user.userId)).toBe(5);
    // Each user's quota is their own.
    expect((await generation.price(await member(), 'cover')).freeLeft).toBe(FREE_PER_DAY);
    await rt.database.db.delete(users).where(eq(users.id, user.userId));
  }, 30_000);
});
