import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { users, walletBalances } from '@/server/db/schema';
import { WalletRepository } from '@/server/domains/wallet/wallet-repository';
import { WalletService } from '@/server/domains/wallet/wallet-service';
import { fmt } from './lib';

const SECONDS = 5;
const USERS = 64;
/** Parallel callers: PostgreSQL serves them on a pool; PGlite runs one statement at a time whatever is asked. */
const CONCURRENCY = 16;

/** Runs `op` from CONCURRENCY callers for SECONDS and answers operations per second. */
async function rate(op: (i: number) => Promise<unknown>): Promise<number> {
  const end = performance.now() + SECONDS * 1000;
  let done = 0;
  const worker = async (w: number) => {
    for (let i = w; performance.now() < end; i += CONCURRENCY) {
      await op(i);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
  return done / ((performance.now() - started) / 1000);
}

async function seedUsers(handle: DatabaseHandle): Promise<number[]> {
  const rows = await handle.db
    .insert(users)
    .values(Array.from({ length: USERS }, (_, i) => ({ source: 'bench', subject: `bench-${i}-${randomBytes(4).toString('hex')}`, name: `bench ${i}` })))
    .returning({ id: users.id });
  const ids = rows.map((r) => r.id);
  await handle.db.insert(walletBalances).values(ids.map((userId) => ({ userId, balance: 1_000_000_000 })));
  return ids;
}

/** One database: ledger debits through the wallet against the bare balance update, same users, same run. */
async function measure(label: string, handle: DatabaseHandle): Promise<string> {
  const ids = await seedUsers(handle);
  const wallet = new WalletService(new WalletRepository(handle.db));
  const pick = (i: number) => ids[i % ids.length]!;
  // Warm both paths so neither pays for the first plan.
  await wallet.move([{ userId: pick(0), amount: -1, reason: 'chat' }], 'warm');
  await handle.db.execute(sql`update wallet_balances set balance = balance - 1 where user_id = ${pick(0)}`);

  const ledger = await rate((i) => wallet.move([{ userId: pick(i), amount: -1, reason: 'chat' }], `bench-${i}`));
  const bare = await rate((i) => handle.db.execute(sql`update wallet_balances set balance = balance - 1 where user_id = ${pick(i)}`));
  return `| ${label} | ${fmt(ledger)} debits/s | ${fmt(bare)} updates/s | ${fmt((ledger / bare) * 100)}% |`;
}

async function postgresHandle(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `koko_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), connectRetries: 0, poolSize: CONCURRENCY });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Koin debits per second through the wallet (koin_move: ledger row with an idempotency key + guarded balance
 * update, one statement) against a plain `UPDATE … SET balance = balance - 1` on the same database in the same run.
 */
export async function benchWalletDebits(): Promise<string[]> {
  const lines = [
    `${CONCURRENCY} parallel callers, ${USERS} wallets, ${SECONDS} s each`,
    '',
    '| database | wallet debits | plain UPDATE | wallet / UPDATE |',
    '| --- | --- | --- | --- |',
  ];
  const pglite = await openDatabase({});
  try {
    lines.push(await measure('PGlite (in memory)', pglite));
  } finally {
    await pglite.close();
  }
  const postgres = await postgresHandle();
  try {
    lines.push(await measure('PostgreSQL', postgres.handle));
  } finally {
    await postgres.drop();
  }
  return lines;
}
