import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { PgliteThread } from './pglite-remote';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; repositories are written against this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * Connections of their own for the latency-critical statements (a chat message accepted and paid), so a
   * burst of background queries (replies being written) never queues ahead of them. On PGlite, which has
   * one connection, its statements and transactions go ahead of the ordinary ones waiting for it.
   */
  priority: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Brings the planner's statistics up to date. PGlite runs without autovacuum, so a table that grew
   * (the catalogue seeded with thousands of roles) would otherwise be planned as if it were still tiny;
   * PostgreSQL's autovacuum keeps them itself, so there it does nothing.
   */
  refreshStatistics(): Promise<void>;
  /** One `select 1`: whether the database answers (the readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The ping as a real promise: a Drizzle query runs again on every await, and the probe shares one ping between
 * all its waiters.
 */
const pingOf = (db: Database) => async () => void (await db.execute(sql`select 1`));

export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');

/**
 * How alike a keyword and a word must be for the catalogue search's fuzzy match (`<%`, pg_trgm's word
 * similarity): 0.5 lets one letter slip in a short name ("kirra" finds "Kirara"), where the default 0.6 would
 * not. Every connection is opened with it.
 */
export const SEARCH_WORD_SIMILARITY = 0.5;
const SESSION_SETTINGS = `set pg_trgm.word_similarity_threshold = ${SEARCH_WORD_SIMILARITY}`;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; absent → PGlite. */
  databaseUrl?: string;
  /** PGlite directory; absent (with no url) → in-memory PGlite. */
  pgliteDir?: string;
  connectRetries?: number;
  retryDelayMs?: number;
  poolSize?: number;
  /** Connections kept for the priority lane (PostgreSQL). */
  priorityPoolSize?: number;
  onRetry?: (attempt: number, error: Error) => void;
}

/** Opens the database, waits for it when it is still starting, and applies the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? await openPostgres(options) : await openPglite(options.pgliteDir);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * PGlite runs on a thread of its own (server/db/pglite-thread.mjs): it holds the thread it runs on while it
 * works, and on the main thread every statement would hold the chat sockets with it.
 */
async function openPglite(dir?: string): Promise<DatabaseHandle> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = await PgliteThread.open(dir, SESSION_SETTINGS);
  const db = drizzlePglite(client.client(false), { schema });
  return {
    db: db as unknown as Database,
    priority: drizzlePglite(client.client(true), { schema }) as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    refreshStatistics: async () => void (await db.execute(sql`analyze`)),
    ping: pingOf(db as unknown as Database),
    close: () => client.close(),
  };
}

/** How long a query waits for a connection (a new one, or a free one of the pool) before it fails as unavailable. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A pool whose connections, once opened, stay open: by default an idle one closes after 10 s, and the next
 * message after a quiet spell then waited for a new connection, a new server process and its first run of the
 * chat functions (PL/pgSQL compiled again) before its first token. A connection the server drops leaves the
 * pool, and the next query opens a new one: the pool recovers by itself when the database comes back. Without
 * a connect timeout a database that swallows packets would hold every query until the system's TCP timeout.
 */
function keptPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, min: max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A client that loses its server must not crash the process, idle in the pool or checked out between two
  // statements of a transaction (where the pool does not listen): the next query on it reports the loss.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // Queued before any query of the pool's on this connection.
    client.query(SESSION_SETTINGS).catch(() => {});
  });
  return pool;
}

async function openPostgres(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const retries = options.connectRetries ?? 10;
  const delay = options.retryDelayMs ?? 1000;
  const pool = keptPool(options.databaseUrl!, options.poolSize ?? 10);
  for (let attempt = 0; ; attempt++) {
    try {
      const client = await pool.connect();
      client.release();
      break;
    } catch (error) {
      if (attempt >= retries) {
        await pool.end().catch(() => {});
        throw new DatabaseUnavailableError(
          `PostgreSQL at ${redactUrl(options.databaseUrl!)} did not answer after ${attempt + 1} attempts: ${(error as Error).message}`,
          { cause: error },
        );
      }
      options.onRetry?.(attempt + 1, error as Error);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
  const db = drizzlePg(pool, { schema });
  const priorityPool = keptPool(options.databaseUrl!, options.priorityPoolSize ?? 8);
  return {
    db: db as unknown as Database,
    priority: drizzlePg(priorityPool, { schema }) as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    refreshStatistics: async () => undefined,
    ping: pingOf(db as unknown as Database),
    close: async () => {
      await Promise.all([pool.end(), priorityPool.end()]);
    },
  };
}

/** Hides the password of a connection string in messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid url)';
  }
}

/** Raw SQL for the few places the query builder does not reach; both drivers answer with rows. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
