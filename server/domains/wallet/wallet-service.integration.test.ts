import fc from 'fast-check';
import { users } from '@/server/db/schema';
import { ApiError, ErrorCode } from '@/server/errors';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';
import type { WalletService } from './wallet-service';

describe.each(DATABASE_KINDS)('WalletService [%s]', (kind) => {
  let rt: TestRuntime;
  let wallet: WalletService;
  let n = 0;
  const created: number[] = [];

  /** A signed-in user with an empty wallet. */
  const newUser = async (): Promise<number> => {
    const subject = `wallet-${kind}-${++n}-${Date.now()}`;
    const [row] = await rt.database.db.insert(users).values({ source: 'google', subject, name: `User ${n}` }).returning({ id: users.id });
    created.push(row!.id);
    return row!.id;
  };
  const ledgerCount = async (userId: number) => (await wallet.history(userId, 1, 1)).total;
  const expectBalanced = async (userId: number, balance: number) => {
    expect(await wallet.balance(userId)).toBe(balance);
    expect(await wallet.ledgerSum(userId)).toBe(balance);
  };

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false });
    wallet = rt.services.wallet;
  });
  afterAll(() => rt.close());

  it('credits then debits, keeping the ledger in step with the balance', async () => {
    const userId = await newUser();
    expect(await wallet.balance(userId)).toBe(0);

    const credit = await wallet.move([{ userId, amount: 40, reason: 'admin_grant', note: 'start' }]);
    expect(credit.applied).toBe(true);
    expect(credit.balances.get(userId)).toBe(40);

    const debit = await wallet.move([{ userId, amount: -15, reason: 'chat', refType: 'role', refId: '7' }]);
    expect(debit.applied).toBe(true);
    expect(debit.balances.get(userId)).toBe(25);

    const { list, total } = await wallet.history(userId, 1, 10);
    expect(total).toBe(2);
    expect(list.map((e) => [e.amount, e.reason, e.refType, e.refId, e.note])).toEqual([
      [-15, 'chat', 'role', '7', null],
      [40, 'admin_grant', null, null, 'start'],
    ]);
    await expectBalanced(userId, 25);
  });

  it('refuses an amount of zero or a fraction', async () => {
    const userId = await newUser();
    for (const amount of [0, 1.5]) {
      await expect(wallet.move([{ userId, amount, reason: 'admin_grant' }])).rejects.toMatchObject({ code: ErrorCode.InvalidParams });
    }
    await expect(wallet.move([])).rejects.toMatchObject({ code: ErrorCode.InvalidParams });
    expect(await ledgerCount(userId)).toBe(0);
  });

  it('moves nothing on an overdraft and answers 614', async () => {
    const userId = await newUser();
    await wallet.move([{ userId, amount: 10, reason: 'admin_grant' }]);

    const overdraft = wallet.move([{ userId, amount: -11, reason: 'chat' }]);
    await expect(overdraft).rejects.toBeInstanceOf(ApiError);
    await expect(wallet.move([{ userId, amount: -11, reason: 'chat' }])).rejects.toMatchObject({ code: 614, message: 'Not Enough Koin! Get more in Profile' });

    expect(await ledgerCount(userId)).toBe(1);
    await expectBalanced(userId, 10);

    // A user without any wallet row cannot be debited either.
    const empty = await newUser();
    await expect(wallet.move([{ userId: empty, amount: -1, reason: 'chat' }])).rejects.toMatchObject({ code: 614 });
    expect(await ledgerCount(empty)).toBe(0);
    await expectBalanced(empty, 0);
  });

  it('moves koin once for an idempotency key sent ten times in a row', async () => {
    const userId = await newUser();
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await wallet.move([{ userId, amount: 7, reason: 'daily_sign' }], 'sign-once'));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(results[0]!.applied).toBe(true);
    expect(results.every((r) => r.balances.get(userId) === 7)).toBe(true);
    expect(await wallet.hasMoved(userId, 'sign-once')).toBe(true);
    expect(await wallet.hasMoved(userId, 'never-sent')).toBe(false);
    expect(await ledgerCount(userId)).toBe(1);
    await expectBalanced(userId, 7);
  });

  it('moves koin once for an idempotency key sent ten times at once', async () => {
    const userId = await newUser();
    const results = await Promise.all(Array.from({ length: 10 }, () => wallet.move([{ userId, amount: 9, reason: 'admin_grant' }], 'burst-key')));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(results.filter((r) => !r.applied)).toHaveLength(9);
    expect(await ledgerCount(userId)).toBe(1);
    await expectBalanced(userId, 9);
  });

  it('keeps idempotency keys per user', async () => {
    const a = await newUser();
    const b = await newUser();
    expect((await wallet.move([{ userId: a, amount: 3, reason: 'admin_grant' }], 'shared')).applied).toBe(true);
    expect((await wallet.move([{ userId: b, amount: 4, reason: 'admin_grant' }], 'shared')).applied).toBe(true);
    await expectBalanced(a, 3);
    await expectBalanced(b, 4);
  });

  it('writes both legs of a transfer or neither', async () => {
    const giver = await newUser();
    const taker = await newUser();
    await wallet.move([{ userId: giver, amount: 20, reason: 'admin_grant' }]);

    const transfer = (amount: number, key?: string) =>
      wallet.move(
        [
          { userId: giver, amount: -amount, reason: 'gift_sent', refType: 'role', refId: '1' },
          { userId: taker, amount, reason: 'gift_received', refType: 'role', refId: '1' },
        ],
        key,
      );

    const done = await transfer(8, 't-1');
    expect(done.applied).toBe(true);
    expect(done.balances.get(giver)).toBe(12);
    expect(done.balances.get(taker)).toBe(8);

    await expect(transfer(13, 't-2')).rejects.toMatchObject({ code: 614 });
    expect(await ledgerCount(giver)).toBe(2);
    expect(await ledgerCount(taker)).toBe(1);
    await expectBalanced(giver, 12);
    await expectBalanced(taker, 8);
    // The failed key moved nothing, so it is still free.
    expect(await wallet.hasMoved(giver, 't-2')).toBe(false);

    // The other way round the credit leg (lower user id) is written first; the failed debit undoes it.
    const reverse = await wallet.move([
      { userId: taker, amount: -9, reason: 'gift_sent' },
      { userId: giver, amount: 9, reason: 'gift_received' },
    ]).catch((e: unknown) => e);
    expect(reverse).toMatchObject({ code: 614 });
    await expectBalanced(giver, 12);
    await expectBalanced(taker, 8);

    const repeat = await transfer(8, 't-1');
    expect(repeat.applied).toBe(false);
    expect(repeat.balances.get(giver)).toBe(12);
    expect(repeat.balances.get(taker)).toBe(8);
    await expectBalanced(giver, 12);
    await expectBalanced(taker, 8);
  });

  it('lets exactly one of fifty parallel debits spend the last koin', async () => {
    const userId = await newUser();
    await wallet.move([{ userId, amount: 1, reason: 'admin_grant' }]);

    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => wallet.move([{ userId, amount: -1, reason: 'chat' }], `race-${i}`)));
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(49);
    expect(rejected.every((r) => r.reason instanceof ApiError && r.reason.code === ErrorCode.BalanceNotEnough)).toBe(true);
    expect(await ledgerCount(userId)).toBe(2);
    await expectBalanced(userId, 0);
  });

  it('pages the history newest first', async () => {
    const userId = await newUser();
    for (let i = 1; i <= 5; i++) await wallet.move([{ userId, amount: i, reason: 'admin_grant' }]);
    const first = await wallet.history(userId, 1, 2);
    const third = await wallet.history(userId, 3, 2);
    expect(first.total).toBe(5);
    expect(first.list.map((e) => e.amount)).toEqual([5, 4]);
    expect(third.list.map((e) => e.amount)).toEqual([1]);
    expect(Number.isNaN(Date.parse(first.list[0]!.createdAt))).toBe(false);
    await expectBalanced(userId, 15);
  });

  if (kind === 'pglite') {
    it('keeps balance = sum of applied amounts = ledger sum over random credits and debits', async () => {
      const op = fc.record({ credit: fc.boolean(), amount: fc.integer({ min: 1, max: 50 }) });
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
          const userId = await newUser();
          let expected = 0;
          for (const { credit, amount } of ops) {
            const signed = credit ? amount : -amount;
            if (expected + signed < 0) {
              await expect(wallet.move([{ userId, amount: signed, reason: 'chat' }])).rejects.toMatchObject({ code: 614 });
            } else {
              const result = await wallet.move([{ userId, amount: signed, reason: credit ? 'admin_grant' : 'chat' }]);
              expected += signed;
              expect(result.balances.get(userId)).toBe(expected);
            }
            expect(await wallet.balance(userId)).toBeGreaterThanOrEqual(0);
          }
          expect(await wallet.balance(userId)).toBe(expected);
          expect(await wallet.ledgerSum(userId)).toBe(expected);
        }),
        { numRuns: 25 },
      );
    });
  }

  it('leaves every wallet with a ledger that sums to its balance after everything', async () => {
    expect(created.length).toBeGreaterThan(10);
    for (const userId of created) expect([userId, await wallet.ledgerSum(userId)]).toEqual([userId, await wallet.balance(userId)]);
  });
});
