import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { seedStarterCatalogue } from '@/server/domains/catalogue/seed-catalogue';
import type { Env } from '@/server/env';
import { ACCOUNT_ADDRESS_LIMIT, ACCOUNT_EMAIL_LIMIT, type AccountLimiters } from '@/server/http/account-limits';
import { createBackend, type Backend } from '@/server/http/app';
import { createLogger, type Logger } from '@/server/log';
import type { Bus } from '@/server/providers/bus/bus';
import { createBus } from '@/server/providers/bus/create-bus';
import { createRateLimiter } from '@/server/rate-limits/create-rate-limiter';
import { CHAT_FRAME_BURST, CHAT_FRAMES_PER_MINUTE, PASSKEY_CALL_BURST, PASSKEY_CALLS_PER_MINUTE, type FrameLimiter, type UserRateLimiter } from '@/server/rate-limits/rate-limiter';
import { CHAT_FRAMES_KEY_PREFIX } from '@/server/rate-limits/redis-rate-limiter';
import { createMediaStore } from '@/server/providers/media/create-media-store';
import { ensureWritableDataDir } from './data-dir';
import { lockEmbeddedDatabase } from './database-lock';
import { createServices, type Services } from './services';
import { GeneratorPool } from '@/server/jobs/generator-pool';
import { TaskRunner } from '@/server/jobs/task-runner';
import { CHAT_HEAT_EVERY_MS } from '@/server/domains/roles/hot-score';

/** The one process-wide object (DESIGN §1): database, bus, providers, services and the backend app. */
export interface Runtime {
  env: Env;
  log: Logger;
  database: DatabaseHandle;
  bus: Bus;
  /** The per-user chat frame limit: in Redis when there is one, so it holds across instances. */
  limiter: FrameLimiter;
  /** Each user's budget of HTTP calls that reach a model (Env.modelCallLimit), in Redis when there is one. */
  modelCalls: UserRateLimiter;
  /** The account calls' limits per address and per email, in Redis when there is one. */
  accountLimits: AccountLimiters;
  /** Each session's passkey calls, in Redis when there is one. */
  passkeyCalls: UserRateLimiter;
  services: Services;
  /** This instance's generation task runner (DESIGN §1 job runner), started with the runtime unless asked not to. */
  tasks: TaskRunner;
  backend: Backend;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  log?: Logger;
  /** Seed the starter catalogue into an empty database (on by default). */
  seed?: boolean;
  /** Use an in-memory PGlite instead of KOKO_DATA_DIR/db (tests). */
  inMemoryDatabase?: boolean;
  /** Who opens the embedded database, named in its lock for another process to read (`server`, `user command`). */
  role?: string;
  /** Run generation tasks on this instance (on by default). */
  runTasks?: boolean;
}

/** How often the database statistics are refreshed while the server runs. */
const STATISTICS_EVERY_MS = 30 * 60_000;
/** The Redis keys of the users' buckets of HTTP calls that reach a model. */
const MODEL_CALLS_KEY_PREFIX = 'koko:rate:model:';
/** The Redis keys of the account calls' buckets, per address and per email. */
const ACCOUNT_ADDRESS_KEY_PREFIX = 'koko:rate:account-address:';
const ACCOUNT_EMAIL_KEY_PREFIX = 'koko:rate:account-email:';
const PASSKEY_CALLS_KEY_PREFIX = 'koko:rate:passkey:';
const GENERATE_CALLS_KEY_PREFIX = 'koko:rate:generate:';
/** How long a stopping server waits for the replies under way to store or give their koin back. */
const REPLIES_SETTLE_MS = 10_000;

export async function createRuntime(env: Env, options: RuntimeOptions = {}): Promise<Runtime> {
  const log = options.log ?? createLogger(env.logLevel);
  ensureWritableDataDir(env.dataDir);
  // PGlite in the data folder is this process's alone: a second process (the user command, another server) stops.
  const unlock = !env.databaseUrl && !options.inMemoryDatabase ? lockEmbeddedDatabase(env.dataDir, options.role ?? 'server') : undefined;
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    pgliteDir: options.inMemoryDatabase ? undefined : path.join(env.dataDir, 'db'),
    connectRetries: env.dbConnectRetries,
    onRetry: (attempt, error) => log.warn('database not reachable yet, retrying', { attempt, error: error.message }),
  }).catch((error: unknown) => {
    unlock?.();
    throw error;
  });
  let bus: Bus | undefined;
  let limiter: FrameLimiter | undefined;
  let modelCalls: UserRateLimiter | undefined;
  let byAddress: UserRateLimiter | undefined;
  let byEmail: UserRateLimiter | undefined;
  let passkeyCalls: UserRateLimiter | undefined;
  let generateCalls: UserRateLimiter | undefined;
  try {
    bus = await createBus(env.redisUrl);
    limiter = await createRateLimiter(env.redisUrl, { perMinute: CHAT_FRAMES_PER_MINUTE, burst: CHAT_FRAME_BURST }, CHAT_FRAMES_KEY_PREFIX, log);
    modelCalls = await createRateLimiter(env.redisUrl, env.modelCallLimit, MODEL_CALLS_KEY_PREFIX, log);
    byAddress = await createRateLimiter(env.redisUrl, ACCOUNT_ADDRESS_LIMIT, ACCOUNT_ADDRESS_KEY_PREFIX, log);
    byEmail = await createRateLimiter(env.redisUrl, ACCOUNT_EMAIL_LIMIT, ACCOUNT_EMAIL_KEY_PREFIX, log);
    const accountLimits = { byAddress, byEmail };
    passkeyCalls = await createRateLimiter(env.redisUrl, { perMinute: PASSKEY_CALLS_PER_MINUTE, burst: PASSKEY_CALL_BURST }, PASSKEY_CALLS_KEY_PREFIX, log);
    generateCalls = await createRateLimiter(env.redisUrl, env.tasks.generateLimit, GENERATE_CALLS_KEY_PREFIX, log);
    const media = await createMediaStore(env.media, env.dataDir);
    const services = createServices(database.db, media, bus, env, log, database.priority, modelCalls);
    await services.catalogueChanges.listen();
    if (options.seed !== false) await seedStarterCatalogue(services.catalogue, services.covers, log);
    await database.refreshStatistics();
    // The catalogue and the chats keep growing while the server runs: the statistics follow them.
    const statistics = setInterval(() => void database.refreshStatistics().catch((error: Error) => log.warn('refreshing statistics failed', { error: error.message })), STATISTICS_EVERY_MS);
    statistics.unref();
    // Chats warm the roles they are with, counted apart from the chat path.
    const chatHeat = setInterval(() => void services.chatHeat.run().catch((error: Error) => log.warn('counting chats into hot scores failed', { error: error.message })), CHAT_HEAT_EVERY_MS);
    chatHeat.unref();
    // This instance's reply leases are renewed, and paid messages whose instance died are refunded (README "Shutdown").
    services.chatLeases.start();
    // Generation tasks from any instance's users run here too; CPU-heavy generators on threads of their own.
    const pool = new GeneratorPool(env.tasks.threads, env);
    const tasks = new TaskRunner({
      lifecycle: services.taskLifecycle,
      generator: services.generator,
      pool,
      media,
      bus,
      log,
      perInstance: env.tasks.perInstance,
      perUser: env.tasks.perUser,
      leaseMs: env.tasks.leaseMs,
    });
    if (options.runTasks !== false) await tasks.start();
    const startedAt = Date.now();
    const busKind = bus.kind;
    // A probe hammered by a load balancer must not load the database: one ping a second answers all.
    let lastPing: { at: number; done: Promise<unknown> } | undefined;
    const pingDatabase = () => {
      if (!lastPing || Date.now() - lastPing.at >= 1000) lastPing = { at: Date.now(), done: database.ping() };
      return lastPing.done;
    };
    const backend = createBackend({
      services,
      log,
      limits: { modelCalls, accounts: accountLimits, passkeys: passkeyCalls, generateCalls },
      health: async () => {
        await pingDatabase();
        return { status: 'ok', database: database.kind, bus: busKind, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
      },
    });
    let closed: Promise<void> | undefined;
    return {
      env,
      log,
      database,
      bus,
      limiter,
      modelCalls,
      accountLimits,
      passkeyCalls,
      services,
      tasks,
      backend,
      close: () => {
        clearInterval(statistics);
        clearInterval(chatHeat);
        // Generation tasks finish within the grace or go back to the queue; the replies settle meanwhile.
        // Replies still under way (stopped when their users' sockets closed) give their koin back before the database goes.
        return (closed ??= Promise.all([tasks.stop(env.shutdownGraceMs).then(() => pool.close()), services.chatRunner.settled(REPLIES_SETTLE_MS)])
          // The leases of the replies now settled are removed (those still held run out and are swept elsewhere).
          .then(() => services.chatLeases.stop())
          .then(() => Promise.allSettled([bus!.close(), limiter?.close?.(), modelCalls?.close?.(), byAddress?.close?.(), byEmail?.close?.(), passkeyCalls?.close?.(), generateCalls?.close?.(), database.close(), services.speechModel.close()]))
          .then(() => unlock?.()));
      },
    };
  } catch (error) {
    await bus?.close();
    await limiter?.close?.();
    await modelCalls?.close?.();
    await byAddress?.close?.();
    await byEmail?.close?.();
    await passkeyCalls?.close?.();
    await generateCalls?.close?.();
    await database.close();
    unlock?.();
    throw error;
  }
}
