import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { isDatabaseUnavailable } from './unavailable';

const count = async (handle: DatabaseHandle) => (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from users`))[0]!.n;
const addUser = (subject: string) => sql`insert into users (source, subject, name) values ('visitor', ${subject}, 'n')`;

describe('PGlite on its own thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
  });
  afterAll(async () => {
    await handle.close();
  });

  it('answers rows with their types (json, timestamps as text, numbers)', async () => {
    const rows = await queryRows<{ n: number; j: unknown; t: unknown }>(handle.db, sql`select 1 as n, '{"a":[1]}'::jsonb as j, '2026-01-02 03:04:05+00'::timestamptz as t`);
    expect(rows).toEqual([{ n: 1, j: { a: [1] }, t: '2026-01-02 03:04:05+00' }]);
  });

  it('runs a transaction alone: statements outside it wait until it commits', async () => {
    const before = await count(handle);
    let outside: number | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(addUser('tx-1'));
      void count(handle).then((n) => (outside = n));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outside).toBeUndefined();
      await tx.execute(addUser('tx-2'));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outside).toBe(before + 2);
  });

  it('runs the priority lane ahead of the ordinary statements waiting', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A transaction holds the database while ordinary statements and then an urgent one queue behind it.
    const holding = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const ordinary = [1, 2, 3].map((n) => handle.db.execute(sql`select 1`).then(() => order.push(`ordinary ${n}`)));
    const urgent = handle.priority.transaction(async (tx) => tx.execute(sql`select 1`)).then(() => order.push('urgent'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([holding, urgent, ...ordinary]);
    expect(order).toEqual(['urgent', 'ordinary 1', 'ordinary 2', 'ordinary 3']);
  });

  it('rolls a transaction back when its work throws, savepoints included', async () => {
    const before = await count(handle);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(addUser('rb-1'));
        await tx.transaction(async (inner) => inner.execute(addUser('rb-2')));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count(handle)).toBe(before);
  });

  it("keeps PostgreSQL's fields on an error", async () => {
    await handle.db.execute(addUser('dup'));
    const error = (await handle.db.execute(addUser('dup')).catch((e: unknown) => e)) as Error & { cause: { code: string; constraint: string } };
    expect(error.cause.code).toBe('23505');
    expect(error.cause.constraint).toMatch(/source_subject/);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('says unavailable once closed', async () => {
    const other = await openDatabase({});
    await other.close();
    await other.close();
    const error = await other.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
