import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv, type Env } from '@/server/env';
import { createLogger, type Logger } from '@/server/log';
import { createRuntime, type Runtime } from '@/server/runtime/runtime';
import { createTestDatabaseUrl, type DatabaseKind } from './test-database';

/** Covers are deterministic, so every test runtime shares one media folder and draws each cover once. */
export const SHARED_MEDIA_DIR = path.join(os.tmpdir(), 'koko-test-data');

export interface TestRuntime extends Runtime {
  kind: DatabaseKind;
}

/** A whole runtime on its own database (PGlite in memory, or a new PostgreSQL database, or one named to share). */
export async function createTestRuntime(kind: DatabaseKind, options: { seed?: boolean; redis?: boolean; env?: Record<string, string>; log?: Logger; runTasks?: boolean; databaseUrl?: string } = {}): Promise<TestRuntime> {
  fs.mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
  // A database another runtime made is shared (two instances), and left for its maker to drop.
  const pgDb = kind !== 'postgres' ? undefined : options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await createTestDatabaseUrl();
  const env: Env = parseEnv({
    NODE_ENV: 'test',
    KOKO_DATA_DIR: SHARED_MEDIA_DIR,
    DATABASE_URL: pgDb?.url,
    REDIS_URL: options.redis ? process.env.TEST_REDIS_URL : undefined,
    KOKO_DB_CONNECT_RETRIES: '0',
    ...options.env,
  });
  const runtime = await createRuntime(env, { inMemoryDatabase: kind === 'pglite', seed: options.seed ?? true, log: options.log ?? createLogger('silent'), runTasks: options.runTasks });
  const close = runtime.close;
  return {
    ...runtime,
    kind,
    close: async () => {
      await close();
      await pgDb?.drop();
    },
  };
}
