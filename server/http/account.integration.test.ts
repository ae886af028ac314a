import { count, eq } from 'drizzle-orm';
import type { FeedbackItem } from '@/lib/contracts/feedback';
import type { Persona, UserInfo } from '@/lib/contracts/user';
import { dailyActions, feedback, pushTokens, roles, sessions, users, walletBalances, walletLedger, whitelist } from '@/server/db/schema';
import { call } from '@/server/test/api-client';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

interface LoginData {
  token: string;
  userInfo: UserInfo;
}

type Page<T> = { list: T[]; page: { current: number; size: number; total: number } };

describe.each(DATABASE_KINDS)('account API [%s]', (kind) => {
  let rt: TestRuntime;
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${kind}-${++n}-${Date.now()}`;

  const visitor = async (): Promise<{ token: string; userId: number; userInfo: UserInfo }> => {
    const { body } = await call<LoginData>(rt.backend, 'POST', '/user/login', { body: { source: 'visitor', deviceId: unique('device') } });
    expect(body.code).toBe(0);
    return { token: body.data.token, userId: body.data.userInfo.userId, userInfo: body.data.userInfo };
  };
  /** A signed-in (non-visitor) user, optionally on the whitelist. */
  const account = async (name: string, level?: 1 | 2) => {
    const [row] = await rt.database.db.insert(users).values({ source: 'google', subject: unique('google'), name, email: `${unique('mail')}@x.test` }).returning();
    const userId = row!.id;
    if (level) await rt.database.db.insert(whitelist).values({ userId, level });
    return { userId, token: await rt.services.users.startSession(userId) };
  };
  const me = (token: string) => call<UserInfo>(rt.backend, 'GET', '/user', { token });
  const setting = (token: string, body: Record<string, unknown>) => call<UserInfo>(rt.backend, 'POST', '/userSetting', { token, body });
  const storedUser = async (userId: number) => (await rt.database.db.select().from(users).where(eq(users.id, userId)))[0];

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false, env: { KOKO_REVIEW_APP_VERSIONS: '1.6.0' } });
  });
  afterAll(() => rt.close());

  it('marks the user info inCheck only for the native app version under store review', async () => {
    const user = await visitor();
    const asked = async (userAgent: string) => (await call<UserInfo>(rt.backend, 'GET', '/user', { token: user.token, headers: { 'user-agent': userAgent } })).body.data.inCheck;
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    expect(await asked(`${phone} KOKO/1.6.0 (ios)`)).toBe(true);
    expect(await asked(`${phone} KOKO/1.5.2 (ios)`)).toBe(false);
    expect(await asked(phone)).toBe(false);
  });

  describe('logout and cancel', () => {
    it('ends only the session that logs out', async () => {
      const user = await visitor();
      const other = await rt.services.users.startSession(user.userId);
      expect((await me(user.token)).body).toMatchObject({ code: 0, data: { userId: user.userId } });

      const { status, body } = await call(rt.backend, 'POST', '/user/logout', { token: user.token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 0, data: { ok: true } });

      const after = await me(user.token);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe(401);
      expect((await call(rt.backend, 'POST', '/user/logout', { token: user.token })).status).toBe(401);
      expect((await me(other)).body).toMatchObject({ code: 0, data: { userId: user.userId } });
    });

    it('deletes the account with its koin, and every token stops working at once', async () => {
      const user = await visitor();
      const second = await rt.services.users.startSession(user.userId);
      await call(rt.backend, 'POST', '/app/wallet/actionGiftCoin', { token: user.token, body: { actionType: 'sign' } });
      await call(rt.backend, 'POST', '/user/setFeedback', { token: user.token, body: { content: 'bye' } });
      const [role] = await rt.database.db.insert(roles).values({ name: 'Mine', authorId: user.userId, status: 10 }).returning({ id: roles.id });
      expect(await rt.services.wallet.balance(user.userId)).toBe(115);
      const bystander = await visitor();

      const { status, body } = await call(rt.backend, 'POST', '/user/cancel', { token: user.token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 0, data: { ok: true } });

      const db = rt.database.db;
      const rowsOf = async (table: typeof walletLedger | typeof walletBalances | typeof dailyActions | typeof sessions | typeof feedback) =>
        (await db.select({ n: count() }).from(table).where(eq(table.userId, user.userId)))[0]!.n;
      expect(await storedUser(user.userId)).toBeUndefined();
      expect(await rowsOf(walletLedger)).toBe(0);
      expect(await rowsOf(walletBalances)).toBe(0);
      expect(await rowsOf(dailyActions)).toBe(0);
      expect(await rowsOf(sessions)).toBe(0);
      expect(await rowsOf(feedback)).toBe(0);
      expect(await db.select().from(roles).where(eq(roles.id, role!.id))).toEqual([]);

      for (const token of [user.token, second]) {
        const answer = await me(token);
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe(401);
      }
      expect((await call(rt.backend, 'POST', '/app/user/getWallet', { token: user.token })).status).toBe(401);
      // Nobody else is touched.
      expect((await me(bystander.token)).status).toBe(200);
      expect(await rt.services.wallet.balance(bystander.userId)).toBe(15);
    });
  });

  describe('userSetting', () => {
    it('changes the nickname and answers the new user info', async () => {
      const user = await visitor();
      const { status, body } = await setting(user.token, { nickname: '  Luna  ' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 0, data: { userId: user.userId, name: 'Luna', source: 'visitor' } });
      expect((await me(user.token)).body.data.name).toBe('Luna');

      for (const nickname of ['', 'x'.repeat(31), 'bad\u0007bell']) {
        const bad = await setting(user.token, { nickname });
        expect([nickname, bad.status]).toEqual([nickname, 400]);
        expect(bad.body.message).toMatch(/^nickname: /);
      }
      expect((await storedUser(user.userId))!.name).toBe('Luna');
    });

    it('takes a supported language only', async () => {
      const user = await visitor();
      const ok = await setting(user.token, { lang: 'fr-FR' });
      expect(ok.body).toMatchObject({ code: 0, data: { lang: 'fr-FR' } });

      const bad = await setting(user.token, { lang: 'xx-XX' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 400, message: 'lang: must be one of the supported languages (got "xx-XX")' });
      expect((await storedUser(user.userId))!.lang).toBe('fr-FR');
    });

    it('refuses adult content to a visitor, but lets them turn it off', async () => {
      const user = await visitor();
      const on = await setting(user.token, { openNsfw: true });
      expect(on.status).toBe(403);
      expect(on.body).toMatchObject({ code: 403, message: 'Please log in to turn on adult content', data: null });
      expect((await storedUser(user.userId))!.openNsfw).toBe(false);

      const off = await setting(user.token, { openNsfw: false });
      expect(off.body).toMatchObject({ code: 0, data: { openNsfw: false } });

      // A refused request changes none of its other fields either.
      const mixed = await setting(user.token, { openNsfw: true, nickname: 'Sneaky' });
      expect(mixed.status).toBe(403);
      expect((await storedUser(user.userId))!.name).not.toBe('Sneaky');
    });

    it('lets a signed-in user turn adult content on and off', async () => {
      const user = await account('Grown Up');
      const on = await setting(user.token, { openNsfw: true });
      expect(on.body).toMatchObject({ code: 0, data: { openNsfw: true, source: 'google' } });
      expect((await storedUser(user.userId))!.openNsfw).toBe(true);
      const off = await setting(user.token, { openNsfw: false });
      expect(off.body.data.openNsfw).toBe(false);
    });

    it('saves an offered avatar and refuses any other picture', async () => {
      const user = await visitor();
      const { body: offered } = await call<{ avatarUrl: string | null; list: string[] }>(rt.backend, 'POST', '/user/getAvatarUrl', { token: user.token });
      const choice = offered.data.list.find((url) => url !== user.userInfo.avatar)!;
      expect(choice).toMatch(/\/media\/avatars\/preset-\d+\.webp$/);

      const evil = await setting(user.token, { avatar: 'https://evil.test/x.png' });
      expect(evil.status).toBe(400);
      expect(evil.body).toMatchObject({ code: 400, message: 'avatar: choose one of the offered pictures' });
      expect((await storedUser(user.userId))!.avatar).toBe(user.userInfo.avatar);

      const saved = await setting(user.token, { avatar: choice });
      expect(saved.body).toMatchObject({ code: 0, data: { avatar: choice } });
      expect((await storedUser(user.userId))!.avatar).toBe(choice);
    });

    it('stores llmConfig sent as a JSON string as an object', async () => {
      const user = await visitor();
      const config = { model: 'tiny', temperature: 0.7, stop: ['\n'] };
      const { body } = await setting(user.token, { llmConfig: JSON.stringify(config) });
      expect(body).toMatchObject({ code: 0, data: { llmConfigObj: config } });
      expect((await storedUser(user.userId))!.llmConfig).toEqual(config);

      const asObject = await setting(user.token, { llmConfig: { model: 'other' } });
      expect(asObject.body.data.llmConfigObj).toEqual({ model: 'other' });

      for (const llmConfig of ['{not json', '[1,2]', '"text"']) {
        const bad = await setting(user.token, { llmConfig });
        expect([llmConfig, bad.status]).toEqual([llmConfig, 400]);
        expect(bad.body.message).toBe('llmConfig: must be a JSON object');
      }
      expect((await storedUser(user.userId))!.llmConfig).toEqual({ model: 'other' });
    });

    it('refuses an unknown field', async () => {
      const user = await visitor();
      const { status, body } = await setting(user.token, { nickname: 'Ok', favouriteColour: 'blue' });
      expect(status).toBe(400);
      expect(body.code).toBe(400);
      expect(body.message).toContain('favouriteColour');
      expect((await storedUser(user.userId))!.name).not.toBe('Ok');
    });

    it('answers 401 without a token', async () => {
      const { status } = await call(rt.backend, 'POST', '/userSetting', { body: { nickname: 'Nobody' } });
      expect(status).toBe(401);
    });
  });

  describe('persona', () => {
    it('round-trips name, gender, age and description', async () => {
      const user = await visitor();
      const initial = await call<Persona>(rt.backend, 'POST', '/user/getUserPersonalConfig', { token: user.token });
      expect(initial.body).toMatchObject({ code: 0, data: { name: user.userInfo.name, gender: 'non', age: null, description: '' } });

      const persona = { name: 'Captain Ro', gender: 'female', age: 31, description: 'A starship pilot who loves tea.' };
      const saved = await call<Persona>(rt.backend, 'POST', '/user/upsertUserPersonalConfig', { token: user.token, body: persona });
      expect(saved.body).toMatchObject({ code: 0, data: persona });
      const read = await call<Persona>(rt.backend, 'POST', '/user/getUserPersonalConfig', { token: user.token });
      expect(read.body.data).toEqual(persona);

      // Only the fields sent change.
      const partly = await call<Persona>(rt.backend, 'POST', '/user/upsertUserPersonalConfig', { token: user.token, body: { age: 40 } });
      expect(partly.body.data).toEqual({ ...persona, age: 40 });
    });

    it('refuses an age under 18', async () => {
      const user = await visitor();
      const { status, body } = await call(rt.backend, 'POST', '/user/upsertUserPersonalConfig', { token: user.token, body: { name: 'Kid', age: 12 } });
      expect(status).toBe(400);
      expect(body.message).toMatch(/^age: /);
      const read = await call<Persona>(rt.backend, 'POST', '/user/getUserPersonalConfig', { token: user.token });
      expect(read.body.data).toMatchObject({ name: user.userInfo.name, age: null });
    });
  });

  describe('avatars', () => {
    it('lists twelve pictures, each served as WebP', async () => {
      const user = await visitor();
      const { body } = await call<{ avatarUrl: string | null; list: string[] }>(rt.backend, 'POST', '/user/getAvatarUrl', { token: user.token });
      expect(body.code).toBe(0);
      expect(body.data.list).toHaveLength(12);
      expect(new Set(body.data.list).size).toBe(12);
      expect(body.data.avatarUrl).toBe(user.userInfo.avatar);
      expect(body.data.list).toContain(body.data.avatarUrl);

      const response = await rt.backend.fetch(new Request(`http://localhost${body.data.list[3]}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    });

    it("puts a provider's picture first when the user has one", async () => {
      const user = await account('Pictured');
      await rt.database.db.update(users).set({ avatar: 'https://lh3.provider.test/me.jpg' }).where(eq(users.id, user.userId));
      const { body } = await call<{ avatarUrl: string | null; list: string[] }>(rt.backend, 'POST', '/user/getAvatarUrl', { token: user.token });
      expect(body.data.avatarUrl).toBe('https://lh3.provider.test/me.jpg');
      expect(body.data.list).toHaveLength(13);
      expect(body.data.list[0]).toBe('https://lh3.provider.test/me.jpg');
      // Keeping the provider picture is allowed.
      const keep = await setting(user.token, { avatar: 'https://lh3.provider.test/me.jpg' });
      expect(keep.body.code).toBe(0);
    });
  });

  it('stores a push token and updates it on the second call', async () => {
    const user = await visitor();
    const send = (deviceToken: string, systemType = 'ios') => call(rt.backend, 'POST', '/push/deviceToken', { token: user.token, body: { systemType, deviceToken } });
    const tokensOf = async () =>
      (await rt.database.db.select().from(pushTokens).where(eq(pushTokens.userId, user.userId)).orderBy(pushTokens.systemType)).map((r) => [r.systemType, r.deviceToken]);

    expect((await send('apns-one')).body).toMatchObject({ code: 0, data: { ok: true } });
    expect(await tokensOf()).toEqual([['ios', 'apns-one']]);
    await send('apns-two');
    expect(await tokensOf()).toEqual([['ios', 'apns-two']]);
    await send('fcm-one', 'android');
    expect(await tokensOf()).toEqual([
      ['android', 'fcm-one'],
      ['ios', 'apns-two'],
    ]);

    const bad = await send('x', 'blackberry');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^systemType: /);
    expect((await send('   ')).status).toBe(400);
  });

  describe('feedback', () => {
    const sendFeedback = (token: string, body: Record<string, unknown>) => call<{ id: number }>(rt.backend, 'POST', '/user/setFeedback', { token, body });
    const pageOf = (token: string, body: Record<string, unknown> = {}) => call<Page<FeedbackItem>>(rt.backend, 'POST', '/user/getFeedbackPage', { token, body: { size: 50, ...body } });

    it('refuses empty content', async () => {
      const user = await visitor();
      for (const content of ['', '   ']) {
        const { status, body } = await sendFeedback(user.token, { content });
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 400, message: 'content: Please enter the content.' });
      }
      expect((await pageOf(user.token)).body.data.page.total).toBe(0);
    });

    it("shows a user their own feedback and whitelisted staff everyone's", async () => {
      const ann = await visitor();
      const bob = await account('Bob');
      const a1 = (await sendFeedback(ann.token, { content: 'The app is lovely', contact: 'ann@mail.test' })).body.data.id;
      const a2 = (await sendFeedback(ann.token, { content: 'Please add dark mode' })).body.data.id;
      const b1 = (await sendFeedback(bob.token, { content: 'Found a bug' })).body.data.id;

      const annPage = await pageOf(ann.token);
      expect(annPage.body.code).toBe(0);
      expect(annPage.body.data.list.map((f) => [f.id, f.userId, f.content, f.contact])).toEqual([
        [a2, ann.userId, 'Please add dark mode', null],
        [a1, ann.userId, 'The app is lovely', 'ann@mail.test'],
      ]);
      expect(annPage.body.data.page.total).toBe(2);
      expect((await pageOf(bob.token)).body.data.list.map((f) => f.id)).toEqual([b1]);

      const [{ n: all }] = (await rt.database.db.select({ n: count() }).from(feedback)) as [{ n: number }];
      for (const level of [1, 2] as const) {
        const staff = await account(`Staff ${level}`, level);
        const { body } = await pageOf(staff.token);
        expect(body.data.page.total).toBe(all);
        expect(body.data.list.map((f) => f.id)).toEqual(expect.arrayContaining([a1, a2, b1]));
        expect(body.data.list.find((f) => f.id === b1)).toMatchObject({ userId: bob.userId, userName: 'Bob', content: 'Found a bug' });
      }

      const paged = await pageOf(ann.token, { current: 2, size: 1 });
      expect(paged.body.data).toEqual({ list: [expect.objectContaining({ id: a1 })], page: { current: 2, size: 1, total: 2 } });
    });
  });
});
