import { and, eq } from 'drizzle-orm';
import { feedImpressions, feedItems, friends, messages, roles, users, visitorDevices, walletLedger } from '@/server/db/schema';
import { call } from '@/server/test/api-client';
import { startIdentityProviders, type IdentityProviders } from '@/server/test/identity-providers';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

interface LoginData {
  token: string;
  register: boolean;
  bonus: number;
  merged: number;
  userInfo: { userId: number; name: string; email: string | null; source: string; whiteListLevel: number };
  deviceId?: string;
  deviceSecret?: string;
}

let providers: IdentityProviders;
beforeAll(async () => {
  providers = await startIdentityProviders();
});
afterAll(() => providers.stop());

describe.each(DATABASE_KINDS)('login on %s', (kind) => {
  let rt: TestRuntime;
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${kind}-${++n}`;
  const login = (body: Record<string, unknown>, token?: string) => call<LoginData>(rt.backend, 'POST', '/user/login', { body, token });
  const balanceOf = async (token: string) => (await call<{ balance: number }>(rt.backend, 'POST', '/app/user/getWallet', { token })).body.data!.balance;

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { env: { ...providers.env, KOKO_ADMIN_EMAILS: 'boss@koko.test' } });
  });
  afterAll(() => rt.close());

  describe('visitor', () => {
    const me = (token: string) => call<{ userId: number }>(rt.backend, 'GET', '/user', { token });
    const personaOf = async (token: string) => (await call<{ description: string }>(rt.backend, 'POST', '/user/getUserPersonalConfig', { token })).body.data!;

    it('creates a visitor once per device with 15 koin and a device secret, which opens the same visitor again', async () => {
      const deviceId = unique('device');
      const first = await login({ source: 'visitor', deviceId, systemType: 'h5' });
      expect(first.body).toMatchObject({ code: 0, data: { register: true, bonus: 15, deviceId, userInfo: { source: 'visitor' } } });
      const { deviceSecret } = first.body.data!;
      expect(deviceSecret).toMatch(/^[\w-]{43}$/);
      expect(await balanceOf(first.body.data!.token)).toBe(15);
      // Only the secret's hash is kept.
      const [device] = await rt.database.db.select().from(visitorDevices).where(eq(visitorDevices.deviceId, deviceId));
      expect(device!.secretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(device!.secretHash).not.toContain(deviceSecret);

      const again = await login({ source: 'visitor', deviceId, deviceSecret });
      expect(again.body.data).toMatchObject({ register: false, bonus: 0, deviceId, userInfo: { userId: first.body.data!.userInfo.userId } });
      // The secret is sent once.
      expect(again.body.data!.deviceSecret).toBeUndefined();
      expect(await balanceOf(again.body.data!.token)).toBe(15);
    });

    it('opens nothing with a known device id alone or with a wrong secret: a new visitor on a new device id', async () => {
      const deviceId = unique('device');
      const owner = (await login({ source: 'visitor', deviceId })).body.data!;
      await call(rt.backend, 'POST', '/user/upsertUserPersonalConfig', { token: owner.token, body: { description: 'my secret diary' } });

      for (const attempt of [{ deviceId }, { deviceId, deviceSecret: 'guessed' }, { deviceId, deviceSecret: owner.deviceSecret!.slice(1) }]) {
        const { body } = await login({ source: 'visitor', ...attempt });
        expect(body).toMatchObject({ code: 0, data: { register: true } });
        expect(body.data!.userInfo.userId).not.toBe(owner.userInfo.userId);
        expect(body.data!.deviceId).not.toBe(deviceId);
        expect(body.data!.deviceSecret).toBeDefined();
        expect((await personaOf(body.data!.token)).description).not.toContain('my secret diary');
        // The new device id and its secret open the new visitor from now on.
        const back = await login({ source: 'visitor', deviceId: body.data!.deviceId, deviceSecret: body.data!.deviceSecret });
        expect(back.body.data!.userInfo.userId).toBe(body.data!.userInfo.userId);
      }
      // The owner's session and visitor are untouched.
      expect((await personaOf(owner.token)).description).toBe('my secret diary');
      const mine = await login({ source: 'visitor', deviceId, deviceSecret: owner.deviceSecret });
      expect(mine.body.data!.userInfo.userId).toBe(owner.userInfo.userId);
    });

    it('gives a device from before secrets its secret only on a login with a live session of its visitor', async () => {
      const deviceId = unique('device');
      const legacy = (await login({ source: 'visitor', deviceId })).body.data!;
      await rt.database.db.update(visitorDevices).set({ secretHash: null }).where(eq(visitorDevices.deviceId, deviceId));

      const bare = await login({ source: 'visitor', deviceId });
      expect(bare.body.data!.userInfo.userId).not.toBe(legacy.userInfo.userId);
      // Another visitor's session is no proof either.
      const stranger = await login({ source: 'visitor', deviceId }, bare.body.data!.token);
      expect(stranger.body.data!.userInfo.userId).not.toBe(legacy.userInfo.userId);

      const upgraded = await login({ source: 'visitor', deviceId }, legacy.token);
      expect(upgraded.body.data).toMatchObject({ register: false, deviceId, userInfo: { userId: legacy.userInfo.userId } });
      expect(upgraded.body.data!.deviceSecret).toBeDefined();
      const later = await login({ source: 'visitor', deviceId, deviceSecret: upgraded.body.data!.deviceSecret });
      expect(later.body.data!.userInfo.userId).toBe(legacy.userInfo.userId);
    });

    it('gives a device to one of its first logins that come at once; the others get visitors on new device ids', async () => {
      const deviceId = unique('device');
      const results = await Promise.all(Array.from({ length: 6 }, () => login({ source: 'visitor', deviceId })));
      const onDevice = results.filter((r) => r.body.data!.deviceId === deviceId);
      expect(onDevice).toHaveLength(1);
      expect(new Set(results.map((r) => r.body.data!.userInfo.userId)).size).toBe(6);
      expect(new Set(results.map((r) => r.body.data!.deviceId)).size).toBe(6);
      expect(await balanceOf(onDevice[0]!.body.data!.token)).toBe(15);
    });

    it("ends the device's older session: its token answers 401", async () => {
      const deviceId = unique('device');
      const first = (await login({ source: 'visitor', deviceId })).body.data!;
      const second = (await login({ source: 'visitor', deviceId, deviceSecret: first.deviceSecret })).body.data!;
      expect((await me(first.token)).status).toBe(401);
      expect((await me(second.token)).body).toMatchObject({ code: 0, data: { userId: first.userInfo.userId } });
    });

    it('needs a device id', async () => {
      const { status, body } = await login({ source: 'visitor' });
      expect(status).toBe(400);
      expect(body.message).toMatch(/deviceId/);
    });
  });

  describe('providers', () => {
    it('signs in with a Google ID token: a new account with 100 koin, once', async () => {
      const sub = unique('google');
      const token = await providers.googleToken({ sub, email: `${sub}@mail.test`, name: 'Ann Google' });
      const first = await login({ source: 'google', token, deviceId: unique('device') });
      expect(first.body).toMatchObject({ code: 0, data: { register: true, bonus: 100, userInfo: { name: 'Ann Google', email: `${sub}@mail.test`, source: 'google' } } });
      expect(await balanceOf(first.body.data!.token)).toBe(100);

      const again = await login({ source: 'google', token: await providers.googleToken({ sub }), deviceId: unique('device'), checkedLogin: true });
      expect(again.body.data).toMatchObject({ register: false, bonus: 0, userInfo: { userId: first.body.data!.userInfo.userId } });
      expect(await balanceOf(again.body.data!.token)).toBe(100);
    });

    it('signs in with an Apple ID token and a Facebook access token', async () => {
      const apple = await login({ source: 'apple', token: await providers.appleToken({ sub: unique('apple'), email: 'ann@privaterelay.test' }) });
      expect(apple.body).toMatchObject({ code: 0, data: { register: true, userInfo: { source: 'apple', name: 'ann' } } });

      const facebook = await login({ source: 'facebook', token: providers.facebookToken({ id: unique('fb'), name: 'Fay Book', email: 'fay@mail.test' }) });
      expect(facebook.body).toMatchObject({ code: 0, data: { register: true, userInfo: { source: 'facebook', name: 'Fay Book', email: 'fay@mail.test' } } });
    });

    it.each([
      ['signed by a key the issuer never published', () => providers.forgedGoogleToken({ sub: 'mallory' })],
      ['issued for another app', () => providers.googleToken({ sub: 'mallory', aud: 'someone-elses-client' })],
      ['expired', () => providers.googleToken({ sub: 'mallory', expiresIn: -60 })],
      ['from Apple, sent as Google', () => providers.appleToken({ sub: 'mallory' })],
      ['not a token at all', async () => 'not-a-jwt'],
    ])('refuses a Google token %s with -2 and creates nobody', async (_label, make) => {
      const before = await rt.database.db.select({ id: users.id }).from(users);
      const { body } = await login({ source: 'google', token: await make() });
      expect(body.code).toBe(-2);
      expect(body.message).toMatch(/^Login failed/);
      expect(await rt.database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    });

    it('refuses a Facebook token that is invalid, for another app or expired', async () => {
      for (const user of [
        { id: 'f1', valid: false },
        { id: 'f2', appId: 'another-app' },
        { id: 'f3', expiresAt: Math.floor(Date.now() / 1000) - 60 },
      ]) {
        const { body } = await login({ source: 'facebook', token: providers.facebookToken(user) });
        expect(body.code).toBe(-2);
      }
      expect((await login({ source: 'facebook', token: 'never-issued' })).body.code).toBe(-2);
    });

    it('says "Token not found" without a token and "Login not supported" for an unconfigured provider', async () => {
      const missing = await login({ source: 'google' });
      expect(missing.body).toMatchObject({ code: 400, message: 'Token not found' });

      const bare = await createTestRuntime(kind, { seed: false });
      try {
        const { body } = await call(bare.backend, 'POST', '/user/login', { body: { source: 'apple', token: 'x' } });
        expect(body).toMatchObject({ code: -3, message: 'Login not supported' });
        // Visitors and local accounts (email + password, passkeys) are always there.
        expect((await call<{ list: string[] }>(bare.backend, 'GET', '/user/loginSources')).body.data!.list).toEqual(['visitor', 'password', 'passkey']);
      } finally {
        await bare.close();
      }
    });

    it('refuses a malformed body naming the field', async () => {
      const { status, body } = await login({ source: 'myspace', token: 'x' });
      expect(status).toBe(400);
      expect(body.message).toMatch(/source/);
      const raw = await call(rt.backend, 'POST', '/user/login', { rawBody: '{"source":' });
      expect(raw.status).toBe(400);
    });

    it('makes the operators listed in KOKO_ADMIN_EMAILS internal admins', async () => {
      const { body } = await login({ source: 'google', token: await providers.googleToken({ sub: unique('boss'), email: 'boss@koko.test' }) });
      expect(body.data!.userInfo.whiteListLevel).toBe(1);
    });
  });

  describe('one device at a time', () => {
    it('asks a second device to confirm (607), and confirming ends the first session', async () => {
      const sub = unique('google');
      const first = await login({ source: 'google', token: await providers.googleToken({ sub }), deviceId: 'phone' });
      const second = await login({ source: 'google', token: await providers.googleToken({ sub }), deviceId: 'laptop' });
      expect(second.body).toMatchObject({ code: 607, message: 'You are already logged in on another device. Do you confirm to log in here?' });
      // The refused attempt changed nothing: the first device is still signed in.
      expect((await call(rt.backend, 'GET', '/user', { token: first.body.data!.token })).status).toBe(200);

      const confirmed = await login({ source: 'google', token: await providers.googleToken({ sub }), deviceId: 'laptop', checkedLogin: true });
      expect(confirmed.body.code).toBe(0);
      expect((await call(rt.backend, 'GET', '/user', { token: first.body.data!.token })).status).toBe(401);
      expect((await call(rt.backend, 'GET', '/user', { token: confirmed.body.data!.token })).status).toBe(200);
    });

    it('lets the same device sign in again without asking, and the older token of that device answers 401', async () => {
      const sub = unique('google');
      const first = await login({ source: 'google', token: await providers.googleToken({ sub }), deviceId: 'tablet' });
      const again = await login({ source: 'google', token: await providers.googleToken({ sub }), deviceId: 'tablet' });
      expect(again.body.code).toBe(0);
      expect((await call(rt.backend, 'GET', '/user', { token: first.body.data!.token })).status).toBe(401);
      expect((await call(rt.backend, 'GET', '/user', { token: again.body.data!.token })).status).toBe(200);
    });
  });

  describe('a visitor who signs in', () => {
    it('brings friends, chat history, koin and the cards seen into the account, counted once', async () => {
      const visitor = (await login({ source: 'visitor', deviceId: unique('device') })).body.data!;
      const visitorId = visitor.userInfo.userId;
      const [role] = await rt.database.db.select({ id: roles.id }).from(roles).limit(1);
      await rt.database.db.insert(friends).values({ userId: visitorId, roleId: role!.id });
      await rt.database.db.insert(messages).values({ msgId: BigInt(Date.now()) * 1000n + BigInt(n), userId: visitorId, topicId: String(role!.id), topicType: 1, fromUid: String(visitorId), roleId: role!.id, dataType: 'SingleTalk', data: { content: 'I am a pilot' } });
      await call(rt.backend, 'POST', '/app/wallet/actionGiftCoin', { body: { actionType: 'sign' }, token: visitor.token });
      expect(await balanceOf(visitor.token)).toBe(115);
      const [item] = await rt.database.db.select({ id: feedItems.id }).from(feedItems).limit(1);
      await rt.database.db.insert(feedImpressions).values({ userId: visitorId, eventType: 'expose', feedId: item!.id, impressions: [1] });

      const sub = unique('google');
      const account = await login({ source: 'google', token: await providers.googleToken({ sub }), deviceId: 'merge-device' }, visitor.token);
      expect(account.body).toMatchObject({ code: 0, data: { register: true, merged: 115, bonus: 100 } });
      const accountId = account.body.data!.userInfo.userId;
      const token = account.body.data!.token;
      expect(await balanceOf(token)).toBe(215);
      expect(await rt.services.wallet.ledgerSum(accountId)).toBe(215);
      expect(await rt.services.wallet.ledgerSum(visitorId)).toBe(0);
      expect(await rt.database.db.select().from(friends).where(eq(friends.userId, accountId))).toHaveLength(1);
      const history = await rt.database.db.select().from(messages).where(eq(messages.userId, accountId));
      expect(history).toHaveLength(1);
      expect(history[0]!.fromUid).toBe(String(accountId));
      // What the visitor was shown counts for the account's feed from now on.
      expect(await rt.database.db.select().from(feedImpressions).where(eq(feedImpressions.userId, accountId))).toHaveLength(1);
      // Today's check-in came along too: the account cannot check in a second time today.
      const sign = await call<{ status: number }>(rt.backend, 'POST', '/app/wallet/actionGiftCoin', { body: { actionType: 'sign' }, token });
      expect(sign.body.data!.status).toBe(0);
      // The visitor's token is spent.
      expect((await call(rt.backend, 'GET', '/user', { token: visitor.token })).status).toBe(401);

      // Signing in again later moves nothing twice.
      const later = await login({ source: 'google', token: await providers.googleToken({ sub }), deviceId: 'merge-device' }, visitor.token);
      expect(later.body.data).toMatchObject({ register: false, merged: 0, bonus: 0 });
      expect(await balanceOf(later.body.data!.token)).toBe(215);
      const merges = await rt.database.db.select().from(walletLedger).where(and(eq(walletLedger.userId, accountId), eq(walletLedger.reason, 'merge_in')));
      expect(merges).toHaveLength(1);
    });
  });
});
