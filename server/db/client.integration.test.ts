import net from 'node:net';
import { sql } from 'drizzle-orm';
import { createTestDatabaseUrl, DATABASE_KINDS, openTestDatabase } from '@/server/test/test-database';
import { DatabaseUnavailableError, openDatabase, queryRows, redactUrl } from './client';

describe.each(DATABASE_KINDS)('database [%s]', (kind) => {
  it('applies the committed migrations and can run them again', async () => {
    const handle = await openTestDatabase(kind);
    try {
      const rows = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from information_schema.tables where table_name in ('users','roles','wallet_ledger','messages','generation_tasks')`,
      );
      expect(rows[0]!.n).toBe(5);
      await expect(handle.migrate()).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });

  it('keeps a balance from going below zero', async () => {
    const handle = await openTestDatabase(kind);
    try {
      await handle.db.execute(sql`insert into users (source, subject, name) values ('visitor', 'd', 'n')`);
      await handle.db.execute(sql`insert into wallet_balances (user_id, balance) select id, 1 from users`);
      await expect(handle.db.execute(sql`update wallet_balances set balance = balance - 2`)).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});

describe('the priority lane on PostgreSQL', () => {
  it('answers while every ordinary connection is busy', async () => {
    const { url, drop } = await createTestDatabaseUrl();
    const handle = await openDatabase({ databaseUrl: url, connectRetries: 0, poolSize: 2, priorityPoolSize: 1 });
    try {
      const order: string[] = [];
      // Both ordinary connections are taken for a while, and a third query waits behind them.
      const busy = [1, 2, 3].map((n) => handle.db.execute(sql`select pg_sleep(0.5)`).then(() => order.push(`busy ${n}`)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const priority = queryRows<{ n: number }>(handle.priority, sql`select 1 as n`).then((rows) => order.push(`priority ${rows[0]!.n}`));
      await Promise.all([...busy, priority]);
      expect(order[0]).toBe('priority 1');
    } finally {
      await handle.close();
      await drop();
    }
  });
});

describe('PGlite statistics', () => {
  it('are brought up to date, so a grown table is not planned as a tiny one', async () => {
    const handle = await openTestDatabase('pglite');
    const estimate = async () => (await queryRows<{ n: number }>(handle.db, sql`select reltuples::int as n from pg_class where relname = 'users'`))[0]!.n;
    try {
      await handle.db.execute(sql`insert into users (source, subject, name) select 'visitor', 'd' || g, 'n' from generate_series(1, 2000) g`);
      // PGlite runs no autovacuum: without a refresh the planner still believes the table empty.
      expect(await estimate()).toBeLessThan(1);
      await handle.refreshStatistics();
      expect(await estimate()).toBe(2000);
    } finally {
      await handle.close();
    }
  });
});

describe('a PostgreSQL that is down at start-up', () => {
  it('is retried, then reported in one clear line without the password', async () => {
    // A port that refuses connections: bound, then closed.
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const retries: number[] = [];
    const error = await openDatabase({
      databaseUrl: `postgres://koko:secret@127.0.0.1:${port}/koko`,
      connectRetries: 2,
      retryDelayMs: 10,
      onRetry: (attempt) => retries.push(attempt),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(retries).toEqual([1, 2]);
    expect((error as Error).message).toMatch(/^PostgreSQL at postgres:\/\/koko:\*\*\*@127\.0\.0\.1:\d+\/koko did not answer after 3 attempts/);
    expect((error as Error).message).not.toContain('secret');
    expect((error as Error).message).not.toContain('\n');
  });

  it('redacts passwords', () => {
    expect(redactUrl('postgres://u:p@h/db')).toBe('postgres://u:***@h/db');
    expect(redactUrl('nonsense')).toBe('(invalid url)');
  });
});
