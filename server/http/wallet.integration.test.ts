import { eq } from 'drizzle-orm';
import type { DailyAction, GiftCoinResult, LedgerEntry } from '@/lib/contracts/wallet';
import { RoleStatus } from '@/lib/contracts/role';
import { roles, users } from '@/server/db/schema';
import { call } from '@/server/test/api-client';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

interface LoginData {
  token: string;
  userInfo: { userId: number };
}

type Page<T> = { list: T[]; page: { current: number; size: number; total: number } };

describe.each(DATABASE_KINDS)('wallet API [%s]', (kind) => {
  let rt: TestRuntime;
  let n = 0;

  const visitor = async (): Promise<{ token: string; userId: number }> => {
    const { body } = await call<LoginData>(rt.backend, 'POST', '/user/login', { body: { source: 'visitor', deviceId: `wallet-${kind}-${++n}-${Date.now()}` } });
    expect(body.code).toBe(0);
    return { token: body.data.token, userId: body.data.userInfo.userId };
  };
  const balanceOf = async (token: string) => {
    const { body } = await call<{ balance: number }>(rt.backend, 'POST', '/app/user/getWallet', { token });
    expect(body.code).toBe(0);
    return body.data.balance;
  };
  const claim = (token: string, actionType: string) => call<GiftCoinResult>(rt.backend, 'POST', '/app/wallet/actionGiftCoin', { token, body: { actionType } });
  const ledger = (token: string, body: Record<string, unknown> = {}) => call<Page<LedgerEntry>>(rt.backend, 'POST', '/app/wallet/getLedger', { token, body });
  const dailyList = async (token: string) => {
    const { body } = await call<{ list: DailyAction[] }>(rt.backend, 'POST', '/app/wallet/getDailyActionList', { token });
    expect(body.code).toBe(0);
    return body.data.list;
  };
  /** Takes the user's koin to zero, as spending them would. */
  const spendAll = async (userId: number) => {
    const balance = await rt.services.wallet.balance(userId);
    if (balance > 0) await rt.services.wallet.move([{ userId, amount: -balance, reason: 'chat' }]);
  };

  beforeAll(async () => {
    rt = await createTestRuntime(kind);
  });
  afterAll(() => rt.close());

  it('shows a new visitor 15 koin', async () => {
    const { token } = await visitor();
    const { status, body } = await call(rt.backend, 'POST', '/app/user/getWallet', { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { balance: 15 } });
  });

  describe('actionGiftCoin', () => {
    it('pays the daily sign once', async () => {
      const { token } = await visitor();
      const first = await claim(token, 'sign');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ code: 0, data: { status: 1, actionValue: 100, balance: 115 } });

      const second = await claim(token, 'sign');
      expect(second.body).toMatchObject({ code: 0, data: { status: 0, balance: 115 } });
      expect(await balanceOf(token)).toBe(115);
    });

    it('pays talk only once the koin have run out, and once a day', async () => {
      const { token, userId } = await visitor();
      const early = await claim(token, 'talk');
      expect(early.body).toMatchObject({ code: 0, data: { status: 0, actionValue: 0, balance: 15 } });

      await spendAll(userId);
      expect(await balanceOf(token)).toBe(0);
      const refill = await claim(token, 'talk');
      expect(refill.body).toMatchObject({ code: 0, data: { status: 1, actionValue: 100, balance: 100 } });

      await spendAll(userId);
      const again = await claim(token, 'talk');
      expect(again.body).toMatchObject({ code: 0, data: { status: 0, balance: 0 } });
      expect(await balanceOf(token)).toBe(0);
      expect(await rt.services.wallet.ledgerSum(userId)).toBe(0);
    });

    it('pays a double tap of sign once', async () => {
      const { token } = await visitor();
      const results = await Promise.all(Array.from({ length: 5 }, () => claim(token, 'sign')));
      expect(results.map((r) => r.body.code)).toEqual([0, 0, 0, 0, 0]);
      expect(results.filter((r) => r.body.data.status === 1)).toHaveLength(1);
      expect(await balanceOf(token)).toBe(115);
    });

    it('pays nothing for register to a visitor who has had the bonus', async () => {
      const { token } = await visitor();
      const { body } = await claim(token, 'register');
      expect(body).toMatchObject({ code: 0, data: { status: 0, balance: 15 } });
      expect(await balanceOf(token)).toBe(15);
    });

    it('refuses an unknown action type naming the field', async () => {
      const { token } = await visitor();
      const { status, body } = await claim(token, 'jump');
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, data: null });
      expect(body.message).toMatch(/^actionType: /);
      expect(await balanceOf(token)).toBe(15);
    });
  });

  it('lists the daily actions with their status', async () => {
    const { token } = await visitor();
    const byType = (list: DailyAction[]) => Object.fromEntries(list.map((a) => [a.actionType, a]));

    const before = await dailyList(token);
    expect(before.map((a) => a.actionType)).toEqual(['register', 'sign', 'talk']);
    expect(byType(before)).toEqual({
      register: { actionType: 'register', actionValue: 15, status: 1, available: false },
      sign: { actionType: 'sign', actionValue: 100, status: 0, available: true },
      talk: { actionType: 'talk', actionValue: 100, status: 0, available: false },
    });

    await claim(token, 'sign');
    const after = byType(await dailyList(token));
    expect(after.sign).toMatchObject({ status: 1, available: false });
    expect(after.talk).toMatchObject({ status: 0, available: false });
  });

  it('offers talk once the balance is zero', async () => {
    const { token, userId } = await visitor();
    await spendAll(userId);
    const talk = (await dailyList(token)).find((a) => a.actionType === 'talk');
    expect(talk).toEqual({ actionType: 'talk', actionValue: 100, status: 0, available: true });
  });

  it('pages the ledger newest first with reasons', async () => {
    const { token } = await visitor();
    await claim(token, 'sign');

    const all = await ledger(token);
    expect(all.body.code).toBe(0);
    expect(all.body.data.page).toEqual({ current: 1, size: 20, total: 2 });
    expect(all.body.data.list.map((e) => [e.reason, e.amount])).toEqual([
      ['daily_sign', 100],
      ['visitor_bonus', 15],
    ]);

    const page1 = await ledger(token, { current: 1, size: 1 });
    const page2 = await ledger(token, { current: 2, size: 1 });
    const page3 = await ledger(token, { current: 3, size: 1 });
    expect(page1.body.data.list.map((e) => e.reason)).toEqual(['daily_sign']);
    expect(page2.body.data.list.map((e) => e.reason)).toEqual(['visitor_bonus']);
    expect(page3.body.data).toEqual({ list: [], page: { current: 3, size: 1, total: 2 } });
    expect(page1.body.data.list[0]!.id).toBeGreaterThan(page2.body.data.list[0]!.id);

    const bad = await ledger(token, { size: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^size: /);
  });

  describe('giftCoin', () => {
    let roleId: number;
    let houseRoleId: number;
    let authorId: number;
    let authorToken: string;

    const gift = (token: string, body: Record<string, unknown>) => call<{ balance: number; applied: boolean }>(rt.backend, 'POST', '/ugc/wallet/giftCoin', { token, body });
    const reasonsOf = async (userId: number) => (await rt.services.wallet.history(userId, 1, 50)).list.map((e) => [e.reason, e.amount, e.refId]);

    beforeAll(async () => {
      const published = await rt.database.db.select({ id: roles.id }).from(roles).where(eq(roles.status, RoleStatus.Approved)).orderBy(roles.id).limit(2);
      expect(published).toHaveLength(2);
      [roleId, houseRoleId] = published.map((r) => r.id) as [number, number];
      const [author] = await rt.database.db.insert(users).values({ source: 'google', subject: `author-${kind}`, name: 'Author', email: 'author@x.test' }).returning();
      authorId = author!.id;
      authorToken = await rt.services.users.startSession(authorId);
      await rt.database.db.update(roles).set({ authorId }).where(eq(roles.id, roleId));
      await rt.database.db.update(roles).set({ authorId: null }).where(eq(roles.id, houseRoleId));
    });

    it('debits the giver and credits the author', async () => {
      const giver = await visitor();
      const authorBefore = await rt.services.wallet.balance(authorId);
      const { status, body } = await gift(giver.token, { roleId, amount: 5 });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 0, data: { balance: 10, applied: true } });

      expect(await balanceOf(giver.token)).toBe(10);
      expect(await rt.services.wallet.balance(authorId)).toBe(authorBefore + 5);
      expect(await reasonsOf(giver.userId)).toEqual([
        ['gift_sent', -5, String(roleId)],
        ['visitor_bonus', 15, null],
      ]);
      expect((await reasonsOf(authorId))[0]).toEqual(['gift_received', 5, String(roleId)]);
      expect(await rt.services.wallet.ledgerSum(giver.userId)).toBe(10);
      expect(await rt.services.wallet.ledgerSum(authorId)).toBe(await rt.services.wallet.balance(authorId));
    });

    it('moves koin once for a repeated idempotency key', async () => {
      const giver = await visitor();
      const authorBefore = await rt.services.wallet.balance(authorId);
      const first = await gift(giver.token, { roleId, amount: 3, idempotencyKey: 'tap-1' });
      const again = await gift(giver.token, { roleId, amount: 3, idempotencyKey: 'tap-1' });
      const burst = await Promise.all(Array.from({ length: 4 }, () => gift(giver.token, { roleId, amount: 3, idempotencyKey: 'tap-1' })));
      expect(first.body.data).toEqual({ balance: 12, applied: true });
      expect(again.body.data).toEqual({ balance: 12, applied: false });
      expect(burst.map((r) => r.body.data)).toEqual(Array.from({ length: 4 }, () => ({ balance: 12, applied: false })));
      expect(await balanceOf(giver.token)).toBe(12);
      expect(await rt.services.wallet.balance(authorId)).toBe(authorBefore + 3);
      expect((await reasonsOf(giver.userId)).filter(([reason]) => reason === 'gift_sent')).toHaveLength(1);

      const other = await gift(giver.token, { roleId, amount: 3, idempotencyKey: 'tap-2' });
      expect(other.body.data).toEqual({ balance: 9, applied: true });
    });

    it('refuses more than the balance with 614 and moves nothing', async () => {
      const giver = await visitor();
      const authorBefore = await rt.services.wallet.balance(authorId);
      const { status, body } = await gift(giver.token, { roleId, amount: 16 });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 614, message: 'Not Enough Koin! Get more in Profile', data: null });
      expect(await balanceOf(giver.token)).toBe(15);
      expect(await rt.services.wallet.balance(authorId)).toBe(authorBefore);
      expect(await reasonsOf(giver.userId)).toEqual([['visitor_bonus', 15, null]]);
      expect(await rt.services.wallet.ledgerSum(authorId)).toBe(authorBefore);
    });

    it('takes koin gifted to a house character out of circulation', async () => {
      const giver = await visitor();
      const { body } = await gift(giver.token, { roleId: houseRoleId, amount: 4 });
      expect(body).toMatchObject({ code: 0, data: { balance: 11, applied: true } });
      expect(await reasonsOf(giver.userId)).toEqual([
        ['gift_sent', -4, String(houseRoleId)],
        ['visitor_bonus', 15, null],
      ]);
    });

    it("refuses a gift to one's own character", async () => {
      await rt.services.wallet.move([{ userId: authorId, amount: 10, reason: 'admin_grant' }]);
      const before = await rt.services.wallet.balance(authorId);
      const { status, body } = await gift(authorToken, { roleId, amount: 5 });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, message: 'roleId: you cannot gift koin to your own character' });
      expect(await rt.services.wallet.balance(authorId)).toBe(before);
    });

    it('answers 404 for an unknown role and 400 for a bad amount', async () => {
      const giver = await visitor();
      const missing = await gift(giver.token, { roleId: 99_999_999, amount: 1 });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 404, message: 'Role not found' });

      for (const amount of [0, -5, 1.5, 10_001]) {
        const bad = await gift(giver.token, { roleId, amount });
        expect([amount, bad.status]).toEqual([amount, 400]);
        expect(bad.body.message).toMatch(/^amount: /);
      }
      expect(await balanceOf(giver.token)).toBe(15);
    });
  });

  it.each([
    ['/app/user/getWallet', {}],
    ['/app/wallet/actionGiftCoin', { actionType: 'sign' }],
    ['/app/wallet/getDailyActionList', {}],
    ['/app/wallet/getLedger', {}],
    ['/ugc/wallet/giftCoin', { roleId: 1, amount: 1 }],
  ])('refuses %s without a token with 401', async (path, body) => {
    const answer = await call(rt.backend, 'POST', path, { body });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, message: 'Login status is invalid, please log in again.', data: null });
  });
});
