import { eq } from 'drizzle-orm';
import type { LedgerEntry } from '@/lib/contracts/wallet';
import type { ManagedUser } from '@/lib/contracts/whitelist';
import { users, whitelist } from '@/server/db/schema';
import { call } from '@/server/test/api-client';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

type Page<T> = { list: T[]; page: { current: number; size: number; total: number } };

const FORBIDDEN = { code: 403, message: 'This is for whitelisted staff only', data: null };

describe.each(DATABASE_KINDS)('whitelist API [%s]', (kind) => {
  let rt: TestRuntime;
  let n = 0;
  let admin: { userId: number; token: string };
  let external: { userId: number; token: string };
  let normal: { userId: number; token: string };
  let target: { userId: number; token: string };
  let guest: { userId: number; token: string };

  /** A signed-in (non-visitor) user, optionally on the whitelist. */
  const account = async (name: string, email: string | null, level?: 1 | 2) => {
    const [row] = await rt.database.db.insert(users).values({ source: 'google', subject: `admin-${kind}-${++n}`, name, email }).returning();
    const userId = row!.id;
    if (level) await rt.database.db.insert(whitelist).values({ userId, level });
    return { userId, token: await rt.services.users.startSession(userId) };
  };
  const post = <T = unknown>(path: string, token: string, body: Record<string, unknown> = {}) => call<T>(rt.backend, 'POST', path, { token, body });
  const levelOf = async (userId: number) => (await rt.database.db.select({ level: whitelist.level }).from(whitelist).where(eq(whitelist.userId, userId)))[0]?.level ?? 0;
  const whiteList = async (token: string) => {
    const { body } = await post<{ list: ManagedUser[] }>('/user/getWhiteList', token);
    expect(body.code).toBe(0);
    return body.data.list.map((u) => [u.userId, u.whiteListLevel]);
  };

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false });
    admin = await account('Ada Admin', 'ada@staff.test', 1);
    external = await account('Eve External', 'eve@partner.test', 2);
    normal = await account('Norm Person', 'norm@x.test');
    target = await account('Zebulon Quark', 'zq@find.test');
    const { body } = await call<{ token: string; userInfo: { userId: number } }>(rt.backend, 'POST', '/user/login', { body: { source: 'visitor', deviceId: `admin-guest-${kind}` } });
    guest = { userId: body.data.userInfo.userId, token: body.data.token };
  });
  afterAll(() => rt.close());

  /** Each call with a valid body, so only the caller's level can refuse it. */
  const calls = (): [string, Record<string, unknown>][] => [
    ['/user/getWhiteList', {}],
    ['/user/addWhiteList', { userId: target.userId, level: 1 }],
    ['/user/removeWhiteList', { userId: admin.userId }],
    ['/user/findUsers', { keyword: 'Ada' }],
    ['/app/wallet/manageCoin', { userId: normal.userId, amount: 500, reason: 'sneaky' }],
    ['/app/wallet/getUserLedger', { userId: admin.userId }],
  ];

  it('refuses every whitelist call to a user who is not whitelisted', async () => {
    for (const caller of [normal, guest]) {
      for (const [path, body] of calls()) {
        const answer = await post(path, caller.token, body);
        expect([path, answer.status, answer.body]).toEqual([path, 403, expect.objectContaining(FORBIDDEN)]);
      }
    }
    expect(await levelOf(target.userId)).toBe(0);
    expect(await levelOf(admin.userId)).toBe(1);
    expect(await rt.services.wallet.balance(normal.userId)).toBe(0);
  });

  it('refuses every whitelist call without a token', async () => {
    for (const [path, body] of calls()) {
      const answer = await call(rt.backend, 'POST', path, { body });
      expect([path, answer.status, answer.body.code]).toEqual([path, 401, 401]);
    }
  });

  it('lets a level-2 user look but not change anything', async () => {
    expect(await whiteList(external.token)).toEqual([
      [admin.userId, 1],
      [external.userId, 2],
    ]);

    const found = await post<Page<ManagedUser>>('/user/findUsers', external.token, { keyword: 'Quark' });
    expect(found.body.code).toBe(0);
    expect(found.body.data.list.map((u) => u.userId)).toEqual([target.userId]);

    const ledger = await post<Page<LedgerEntry>>('/app/wallet/getUserLedger', external.token, { userId: guest.userId });
    expect(ledger.body).toMatchObject({ code: 0, data: { page: { current: 1, size: 20, total: 1 } } });
    expect(ledger.body.data.list.map((e) => [e.reason, e.amount])).toEqual([['visitor_bonus', 15]]);

    for (const [path, body] of calls().filter(([p]) => /addWhiteList|removeWhiteList|manageCoin/.test(p))) {
      const answer = await post(path, external.token, body);
      expect([path, answer.status, answer.body]).toEqual([path, 403, expect.objectContaining(FORBIDDEN)]);
    }
    expect(await levelOf(target.userId)).toBe(0);
    expect(await levelOf(admin.userId)).toBe(1);
    expect(await rt.services.wallet.balance(normal.userId)).toBe(0);
  });

  describe('a level-1 admin', () => {
    it('adds a user at level 2 by default, changes the level, and removes them', async () => {
      const added = await post('/user/addWhiteList', admin.token, { userId: target.userId });
      expect(added.body).toMatchObject({ code: 0, data: { ok: true } });
      expect(await levelOf(target.userId)).toBe(2);
      expect(await whiteList(admin.token)).toEqual([
        [admin.userId, 1],
        [external.userId, 2],
        [target.userId, 2],
      ]);
      const [row] = await rt.database.db.select().from(whitelist).where(eq(whitelist.userId, target.userId));
      expect(row!.grantedBy).toBe(admin.userId);

      // A level-2 user now may look, but still may not manage.
      expect((await post('/user/getWhiteList', target.token)).status).toBe(200);
      expect((await post('/user/removeWhiteList', target.token, { userId: external.userId })).status).toBe(403);

      await post('/user/addWhiteList', admin.token, { userId: target.userId, level: 1 });
      expect(await levelOf(target.userId)).toBe(1);

      const removed = await post('/user/removeWhiteList', admin.token, { userId: target.userId });
      expect(removed.body).toMatchObject({ code: 0, data: { ok: true } });
      expect(await levelOf(target.userId)).toBe(0);
      expect((await post('/user/getWhiteList', target.token)).status).toBe(403);
    });

    it('cannot whitelist a visitor or an unknown user, nor pick another level', async () => {
      const visitor = await post('/user/addWhiteList', admin.token, { userId: guest.userId });
      expect(visitor.status).toBe(400);
      expect(visitor.body).toMatchObject({ code: 400, message: 'userId: a visitor cannot be whitelisted; they must sign in first' });
      expect(await levelOf(guest.userId)).toBe(0);

      const unknown = await post('/user/addWhiteList', admin.token, { userId: 99_999_999 });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('User not found');

      const badLevel = await post('/user/addWhiteList', admin.token, { userId: target.userId, level: 3 });
      expect(badLevel.status).toBe(400);
      expect(badLevel.body.message).toMatch(/^level: /);
      expect(await levelOf(target.userId)).toBe(0);
    });

    it('cannot remove themselves', async () => {
      const { status, body } = await post('/user/removeWhiteList', admin.token, { userId: admin.userId });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, message: 'userId: you cannot remove yourself from the whitelist' });
      expect(await levelOf(admin.userId)).toBe(1);
    });

    it('grants and takes koin with a reason kept in the ledger', async () => {
      const subject = await account('Koin Holder', null);
      const grant = await post<{ balance: number; applied: boolean }>('/app/wallet/manageCoin', admin.token, { userId: subject.userId, amount: 50, reason: 'contest prize' });
      expect(grant.body).toMatchObject({ code: 0, data: { balance: 50, applied: true } });
      const take = await post<{ balance: number; applied: boolean }>('/app/wallet/manageCoin', admin.token, { userId: subject.userId, amount: -20, reason: 'refund abuse' });
      expect(take.body).toMatchObject({ code: 0, data: { balance: 30, applied: true } });

      const { body } = await post<Page<LedgerEntry>>('/app/wallet/getUserLedger', admin.token, { userId: subject.userId });
      expect(body.data.page.total).toBe(2);
      expect(body.data.list.map((e) => [e.amount, e.reason, e.note, e.refType, e.refId])).toEqual([
        [-20, 'admin_take', 'refund abuse', 'admin', String(admin.userId)],
        [50, 'admin_grant', 'contest prize', 'admin', String(admin.userId)],
      ]);
      expect(await rt.services.wallet.ledgerSum(subject.userId)).toBe(30);

      // The subject sees the same entries in their own history.
      const own = await post<Page<LedgerEntry>>('/app/wallet/getLedger', subject.token);
      expect(own.body.data.list.map((e) => e.reason)).toEqual(['admin_take', 'admin_grant']);
    });

    it('answers 614 when taking more than the balance, and moves nothing', async () => {
      const subject = await account('Poor Soul', null);
      await post('/app/wallet/manageCoin', admin.token, { userId: subject.userId, amount: 10, reason: 'seed' });
      const { status, body } = await post('/app/wallet/manageCoin', admin.token, { userId: subject.userId, amount: -11, reason: 'too much' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 614, data: null });
      expect(await rt.services.wallet.balance(subject.userId)).toBe(10);
      expect((await rt.services.wallet.history(subject.userId, 1, 10)).total).toBe(1);
    });

    it('moves koin once for a repeated idempotency key', async () => {
      const subject = await account('Once Only', null);
      const send = () => post<{ balance: number; applied: boolean }>('/app/wallet/manageCoin', admin.token, { userId: subject.userId, amount: 25, reason: 'bonus', idempotencyKey: 'grant-1' });
      expect((await send()).body.data).toEqual({ balance: 25, applied: true });
      expect((await send()).body.data).toEqual({ balance: 25, applied: false });
      expect(await rt.services.wallet.balance(subject.userId)).toBe(25);
    });

    it.each([
      ['amount 0', { amount: 0, reason: 'x' }, /^amount: must not be 0/],
      ['no amount', { reason: 'x' }, /^amount: /],
      ['no reason', { amount: 5 }, /^reason: /],
      ['a blank reason', { amount: 5, reason: '   ' }, /^reason: Please enter the reason/],
      ['a fraction', { amount: 2.5, reason: 'x' }, /^amount: /],
    ])('refuses manageCoin with %s', async (_label, fields, message) => {
      const { status, body } = await post('/app/wallet/manageCoin', admin.token, { userId: normal.userId, ...fields });
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
      expect(await rt.services.wallet.balance(normal.userId)).toBe(0);
    });

    it('answers 404 for manageCoin on an unknown user', async () => {
      const { status, body } = await post('/app/wallet/manageCoin', admin.token, { userId: 99_999_999, amount: 5, reason: 'x' });
      expect(status).toBe(404);
      expect(body.message).toBe('User not found');
    });

    it('finds users by id, name fragment and email', async () => {
      const find = async (keyword: string) => {
        const { body } = await post<Page<ManagedUser>>('/user/findUsers', admin.token, { keyword });
        expect(body.code).toBe(0);
        return body.data;
      };
      const byId = await find(String(target.userId));
      expect(byId.list.map((u) => u.userId)).toContain(target.userId);
      expect(byId.list.find((u) => u.userId === target.userId)).toMatchObject({ name: 'Zebulon Quark', email: 'zq@find.test', source: 'google', whiteListLevel: 0, balance: 0 });

      const byName = await find('ebulon q');
      expect(byName.list.map((u) => u.userId)).toEqual([target.userId]);
      expect(byName.page).toEqual({ current: 1, size: 20, total: 1 });

      expect((await find('ZQ@FIND')).list.map((u) => u.userId)).toEqual([target.userId]);
      expect((await find('ada@staff.test')).list.map((u) => [u.userId, u.whiteListLevel])).toEqual([[admin.userId, 1]]);
      expect((await find('%')).page.total).toBe(0);
      expect((await find('no-such-person')).list).toEqual([]);

      const everyone = await find('');
      expect(everyone.page.total).toBeGreaterThanOrEqual(5);
      const paged = await post<Page<ManagedUser>>('/user/findUsers', admin.token, { keyword: '', current: 1, size: 2 });
      expect(paged.body.data.list).toHaveLength(2);
      expect(paged.body.data.list[0]!.userId).toBeGreaterThan(paged.body.data.list[1]!.userId);
    });

    it('leaves merged visitors out of findUsers', async () => {
      const [merged] = await rt.database.db
        .insert(users)
        .values({ source: 'visitor', subject: `merged-${kind}`, name: 'Merged Marmot', mergedInto: normal.userId })
        .returning();
      const [twin] = await rt.database.db.insert(users).values({ source: 'visitor', subject: `twin-${kind}`, name: 'Marmot Twin' }).returning();
      const { body } = await post<Page<ManagedUser>>('/user/findUsers', admin.token, { keyword: 'Marmot' });
      expect(body.data.list.map((u) => u.userId)).toEqual([twin!.id]);
      expect(body.data.page.total).toBe(1);
      const byId = await post<Page<ManagedUser>>('/user/findUsers', admin.token, { keyword: String(merged!.id) });
      expect(byId.body.data.list.map((u) => u.userId)).not.toContain(merged!.id);
    });
  });

  it('makes the operators named in KOKO_ADMIN_EMAILS admins', async () => {
    const withAdmins = await createTestRuntime(kind, { seed: false, env: { KOKO_ADMIN_EMAILS: 'boss@koko.test' } });
    try {
      expect(withAdmins.env.adminEmails).toContain('boss@koko.test');
    } finally {
      await withAdmins.close();
    }
    expect(rt.env.adminEmails).toEqual([]);
  });
});
