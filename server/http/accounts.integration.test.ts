import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { accountAudit, instanceOwner, localCredentials, users, whitelist } from '@/server/db/schema';
import { call } from '@/server/test/api-client';
import { bodyText, linkIn, startSmtpStandIn, type SmtpStandIn } from '@/server/test/smtp-stand-in';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';
import { CLIENT_ADDRESS_HEADER } from './client-address';

interface LoginData {
  token: string;
  register: boolean;
  merged: number;
  userInfo: { userId: number; name: string; email: string | null; source: string; whiteListLevel: number };
}
interface ManagedUser {
  userId: number;
  email: string | null;
  disabled: boolean;
  resetRequested?: boolean;
  emailVerified?: boolean;
}

const PASSWORD = 'a long and quiet river';
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

/** A runtime on its own database and data folder (the setup code lives there). */
async function runtimeWith(kind: (typeof DATABASE_KINDS)[number], env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-accounts-'));
  const rt = await createTestRuntime(kind, { seed: false, env: { KOKO_DATA_DIR: dataDir, ...env } });
  return {
    rt,
    dataDir,
    close: async () => {
      await rt.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(DATABASE_KINDS)('local accounts on %s', (kind) => {
  let n = 0;
  /** Every call comes from an address of its own unless told, so the address limits stay out of the way. */
  const api = <T = unknown>(rt: TestRuntime, path: string, body?: unknown, options: { token?: string; address?: string; method?: string } = {}) =>
    call<T>(rt.backend, options.method ?? 'POST', path, { body, token: options.token, headers: { [CLIENT_ADDRESS_HEADER]: options.address ?? `203.0.113.${++n}-${kind}` } });
  const login = (rt: TestRuntime, email: string, password: string, options: { token?: string; address?: string; deviceId?: string } = {}) =>
    api<LoginData>(rt, '/user/login', { source: 'password', email, password, deviceId: options.deviceId ?? `web-${email}`, checkedLogin: true }, options);
  const localCount = async (rt: TestRuntime, email: string) => (await rt.database.db.select({ n: count() }).from(localCredentials).where(eq(localCredentials.email, email)))[0]!.n;
  const userCount = async (rt: TestRuntime) => (await rt.database.db.select({ n: count() }).from(users))[0]!.n;

  describe('without mail, open sign-up', () => {
    let env: Awaited<ReturnType<typeof runtimeWith>>;
    let rt: TestRuntime;
    let ownerToken: string;
    const owner = { name: 'Olive Owner', email: 'olive@koko.test', password: PASSWORD };

    beforeAll(async () => {
      env = await runtimeWith(kind);
      rt = env.rt;
    });
    afterAll(() => env.close());

    it('has no owner at first: sign-up waits for setup, and setup refuses a wrong code, writing nothing', async () => {
      expect((await api(rt, '/user/accounts/status', undefined, { method: 'GET' })).body.data).toEqual({ needsSetup: true, signup: 'open', mail: false });
      const code = (await rt.services.localAccounts.setupCodeIfNoOwner())!;
      expect(fs.readFileSync(path.join(env.dataDir, 'setup-code'), 'utf8').trim()).toBe(code);
      const before = await userCount(rt);

      const early = await api(rt, '/user/signup', { name: 'Early Bird', email: 'early@koko.test', password: PASSWORD });
      expect(early.status).toBe(409);
      expect(early.body.message).toMatch(/not set up yet/);
      const wrong = await api(rt, '/user/setup', { ...owner, setupCode: 'AAAA-BBBB-CCCC' });
      expect(wrong).toMatchObject({ status: 403, body: { code: 403 } });
      expect(wrong.body.message).toMatch(/^setupCode: /);
      expect(await userCount(rt)).toBe(before);
      expect(await rt.database.db.select().from(instanceOwner)).toEqual([]);
    });

    it('makes exactly one owner of two setups sent at once with the right code; the other is told and writes nothing', async () => {
      const code = (await rt.services.localAccounts.setupCodeIfNoOwner())!;
      const other = { name: 'Rita Rival', email: 'rita@koko.test', password: PASSWORD };
      const answers = await Promise.all([api(rt, '/user/setup', { ...owner, setupCode: code }), api(rt, '/user/setup', { ...other, setupCode: code.toLowerCase() })]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers[0]!.status === 200 ? owner : other;
      const loser = winner === owner ? other : owner;
      expect(answers.find((a) => a.status === 200)!.body.data).toEqual({ status: 'signed-up' });
      expect(await localCount(rt, loser.email)).toBe(0);

      const owners = await rt.database.db.select().from(instanceOwner);
      expect(owners).toHaveLength(1);
      const [credential] = await rt.database.db.select().from(localCredentials).where(eq(localCredentials.email, winner.email));
      expect(owners[0]!.userId).toBe(credential!.userId);
      expect(await rt.database.db.select({ level: whitelist.level }).from(whitelist).where(eq(whitelist.userId, credential!.userId))).toEqual([{ level: 1 }]);
      // The code is spent: the file is gone and setup is closed.
      expect(fs.existsSync(path.join(env.dataDir, 'setup-code'))).toBe(false);
      expect((await api(rt, '/user/setup', { ...loser, setupCode: code })).status).toBe(409);
      expect((await api(rt, '/user/accounts/status', undefined, { method: 'GET' })).body.data).toMatchObject({ needsSetup: false });
      // The tests below sign in as whoever won.
      Object.assign(owner, winner);
    });

    it("signs the owner in with the password as an internal admin; a password hash, never the password, is stored", async () => {
      const answer = await login(rt, owner.email, owner.password);
      expect(answer.body).toMatchObject({ code: 0, data: { userInfo: { email: owner.email, source: 'password', whiteListLevel: 1 } } });
      ownerToken = answer.body.data!.token;
      const [credential] = await rt.database.db.select().from(localCredentials).where(eq(localCredentials.email, owner.email));
      expect(credential!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(credential!.passwordHash).not.toContain(owner.password);
      expect((await api(rt, '/user/getWhiteList', {}, { token: ownerToken })).body.code).toBe(0);
    });

    it('answers a wrong password and an unknown email alike', async () => {
      const wrongPassword = await login(rt, owner.email, 'not the password at all');
      const unknownEmail = await login(rt, 'nobody-here@koko.test', 'not the password at all');
      for (const answer of [wrongPassword, unknownEmail]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ code: -2, message: 'Email or password is wrong', data: null });
      }
    });

    it('signs people up with a normalised, unique email; a taken email gets a refusal that names no one, and nothing is written', async () => {
      const up = await api(rt, '/user/signup', { name: 'Sam Signup', email: '  Sam.Signup@KOKO.test ', password: PASSWORD });
      expect(up.body).toMatchObject({ code: 0, data: { status: 'signed-up' } });
      const signedIn = await login(rt, 'sam.signup@koko.test', PASSWORD);
      expect(signedIn.body.data).toMatchObject({ register: false, userInfo: { email: 'sam.signup@koko.test', name: 'Sam Signup', whiteListLevel: 0 } });

      const before = await userCount(rt);
      const again = await api(rt, '/user/signup', { name: 'Sam Again', email: 'SAM.SIGNUP@koko.test', password: 'another long password' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This account could not be made. If you have one, sign in or reset your password');
      expect(await userCount(rt)).toBe(before);
      expect(await localCount(rt, 'sam.signup@koko.test')).toBe(1);
    });

    it.each([
      [{ name: 'Short Pw', email: 'short@koko.test', password: 'short' }, /^password: must be at least 8/],
      [{ name: 'Common Pw', email: 'common@koko.test', password: 'Password123' }, /^password: is too common/],
      [{ name: 'Email Pw', email: 'same.as.email@koko.test', password: 'same.as.email@koko.test' }, /^password: is too common/],
      [{ name: 'Long Pw', email: 'long@koko.test', password: 'x'.repeat(257) }, /^password: must be at most 256/],
      [{ name: 'Bad Email', email: 'not-an-email', password: PASSWORD }, /^email: /],
      [{ name: '', email: 'noname@koko.test', password: PASSWORD }, /^name: /],
      [{ name: 'N'.repeat(31), email: 'longname@koko.test', password: PASSWORD }, /^name: /],
    ])('refuses bad sign-up input with a 400 naming the field, writing nothing (%#)', async (input, message) => {
      const before = await userCount(rt);
      const answer = await api(rt, '/user/signup', input);
      expect(answer).toMatchObject({ status: 400, body: { code: 400, data: null } });
      expect(answer.body.message).toMatch(message);
      expect(await userCount(rt)).toBe(before);
    });

    it("brings a visitor's koin and things into the account on a password sign-in, and ends the visitor's session", async () => {
      await api(rt, '/user/signup', { name: 'Vera Visitor', email: 'vera@koko.test', password: PASSWORD });
      const visitor = await api<LoginData & { deviceId: string }>(rt, '/user/login', { source: 'visitor', deviceId: `device-vera-${kind}` });
      const visitorToken = visitor.body.data!.token;
      const signedIn = await login(rt, 'vera@koko.test', PASSWORD, { token: visitorToken });
      expect(signedIn.body.data).toMatchObject({ merged: 15, userInfo: { email: 'vera@koko.test' } });
      const wallet = await api<{ balance: number }>(rt, '/app/user/getWallet', {}, { token: signedIn.body.data!.token });
      // The register bonus (100) once, and the visitor's 15.
      expect(wallet.body.data!.balance).toBe(115);
      expect((await api(rt, '/user', undefined, { token: visitorToken, method: 'GET' })).status).toBe(401);
      const [row] = await rt.database.db.select({ mergedInto: users.mergedInto }).from(users).where(eq(users.id, visitor.body.data!.userInfo.userId));
      expect(row!.mergedInto).toBe(signedIn.body.data!.userInfo.userId);
    });

    it('keeps one live session: a password sign-in on another device asks first (607), confirming ends the older one', async () => {
      await api(rt, '/user/signup', { name: 'Tom Twice', email: 'tom@koko.test', password: PASSWORD });
      const first = await login(rt, 'tom@koko.test', PASSWORD, { deviceId: 'phone' });
      const asked = await api(rt, '/user/login', { source: 'password', email: 'tom@koko.test', password: PASSWORD, deviceId: 'laptop' });
      expect(asked.body.code).toBe(607);
      expect((await api(rt, '/user', undefined, { token: first.body.data!.token, method: 'GET' })).status).toBe(200);
      await login(rt, 'tom@koko.test', PASSWORD, { deviceId: 'laptop' });
      expect((await api(rt, '/user', undefined, { token: first.body.data!.token, method: 'GET' })).status).toBe(401);
    });

    it('answers a reset request the same for known and unknown emails; without mail the owner sees it and makes the link', async () => {
      await api(rt, '/user/signup', { name: 'Rosa Reset', email: 'rosa@koko.test', password: PASSWORD });
      const rosa = await login(rt, 'rosa@koko.test', PASSWORD);
      const known = await api(rt, '/user/password/forgot', { email: 'rosa@koko.test' });
      const unknown = await api(rt, '/user/password/forgot', { email: 'nobody-at-all@koko.test' });
      expect(known.body).toEqual({ ...unknown.body, request_id: known.body.request_id });
      expect(known.body).toMatchObject({ code: 0, data: { ok: true } });

      const found = await api<{ list: ManagedUser[] }>(rt, '/user/findUsers', { keyword: 'rosa@koko.test' }, { token: ownerToken });
      const listed = found.body.data!.list[0]!;
      expect(listed).toMatchObject({ email: 'rosa@koko.test', resetRequested: true, emailVerified: false, disabled: false });

      const link = await api<{ url: string; expiresAt: string; mailed: boolean }>(rt, '/user/resetLink', { userId: listed.userId }, { token: ownerToken });
      expect(link.body.data).toMatchObject({ mailed: false, url: expect.stringMatching(/^\/reset-password\?token=[\w-]{43}$/) });
      const expiresIn = new Date(link.body.data!.expiresAt).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(59 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
      const token = tokenOf(link.body.data!.url);

      expect((await api(rt, '/user/password/reset', { token, password: 'short' })).body.message).toMatch(/^password: /);
      expect((await api(rt, '/user/password/reset', { token, password: 'a brand new password' })).body).toMatchObject({ code: 0 });
      // Used once; the old password and the old session stop working, the new password works.
      expect((await api(rt, '/user/password/reset', { token, password: 'yet another password' })).body).toMatchObject({ code: 400, message: expect.stringMatching(/^token: /) });
      expect((await api(rt, '/user', undefined, { token: rosa.body.data!.token, method: 'GET' })).status).toBe(401);
      expect((await login(rt, 'rosa@koko.test', PASSWORD)).status).toBe(401);
      expect((await login(rt, 'rosa@koko.test', 'a brand new password')).body.code).toBe(0);
      const audited = await rt.database.db.select().from(accountAudit).where(and(eq(accountAudit.action, 'reset-link'), eq(accountAudit.targetUserId, listed.userId)));
      expect(audited).toHaveLength(1);
    });

    it('refuses unknown, malformed and missing link tokens with a clear 400', async () => {
      expect((await api(rt, '/user/password/reset', { token: 'x'.repeat(43), password: PASSWORD })).body).toMatchObject({ code: 400, message: expect.stringMatching(/^token: /) });
      expect((await api(rt, '/user/email/verify', { token: '' })).body).toMatchObject({ code: 400, message: expect.stringMatching(/^token: /) });
      expect((await api(rt, '/user/password/reset', { password: PASSWORD })).body).toMatchObject({ code: 400, message: expect.stringMatching(/^token: /) });
    });

    it('changes the password of the signed-in user after checking the current one', async () => {
      await api(rt, '/user/signup', { name: 'Carl Change', email: 'carl@koko.test', password: PASSWORD });
      const carl = (await login(rt, 'carl@koko.test', PASSWORD)).body.data!.token;
      const wrong = await api(rt, '/user/password/change', { currentPassword: 'not my password', password: 'my next password' }, { token: carl });
      expect(wrong.body).toMatchObject({ code: 400, message: 'currentPassword: is wrong' });
      expect((await api(rt, '/user/password/change', { currentPassword: PASSWORD, password: 'my next password' }, { token: carl })).body.code).toBe(0);
      expect((await login(rt, 'carl@koko.test', 'my next password')).body.code).toBe(0);
      expect((await api(rt, '/user/password/change', { currentPassword: PASSWORD, password: 'x' })).status).toBe(401);
    });

    it('lets the owner disable a user: their sessions end at once, they cannot sign in until enabled; others may not; all audited', async () => {
      await api(rt, '/user/signup', { name: 'Dana Disabled', email: 'dana@koko.test', password: PASSWORD });
      const dana = (await login(rt, 'dana@koko.test', PASSWORD)).body.data!;
      const stranger = await api(rt, '/user/setDisabled', { userId: dana.userInfo.userId, disabled: true }, { token: dana.token });
      expect(stranger.status).toBe(403);

      expect((await api(rt, '/user/setDisabled', { userId: dana.userInfo.userId, disabled: true }, { token: ownerToken })).body.code).toBe(0);
      expect((await api(rt, '/user', undefined, { token: dana.token, method: 'GET' })).status).toBe(401);
      const refused = await login(rt, 'dana@koko.test', PASSWORD);
      expect(refused).toMatchObject({ status: 403, body: { code: 403, message: expect.stringMatching(/disabled/) } });
      // A wrong password says nothing about the account being disabled.
      expect((await login(rt, 'dana@koko.test', 'not the password')).body.code).toBe(-2);

      expect((await api(rt, '/user/setDisabled', { userId: dana.userInfo.userId, disabled: false }, { token: ownerToken })).body.code).toBe(0);
      expect((await login(rt, 'dana@koko.test', PASSWORD)).body.code).toBe(0);
      const actions = await rt.database.db.select({ action: accountAudit.action }).from(accountAudit).where(eq(accountAudit.targetUserId, dana.userInfo.userId));
      expect(actions.map((a) => a.action)).toEqual(['disable', 'enable']);
      const ownerSelf = (await api<LoginData>(rt, '/user', undefined, { token: ownerToken, method: 'GET' })).body.data as unknown as { userId: number };
      expect((await api(rt, '/user/setDisabled', { userId: ownerSelf.userId, disabled: true }, { token: ownerToken })).status).toBe(400);
    });

    it('holds sign-ins to a limit per email (whatever the address) and per address: 429 with Retry-After', async () => {
      await api(rt, '/user/signup', { name: 'Lim Email', email: 'limited@koko.test', password: PASSWORD });
      const tries = [];
      for (let i = 0; i < 8; i++) tries.push(await login(rt, 'limited@koko.test', `wrong password ${i}`));
      expect(tries.slice(0, 6).every((t) => t.status === 401)).toBe(true);
      const refused = tries.slice(6);
      for (const t of refused) {
        expect(t).toMatchObject({ status: 429, body: { code: 429, message: 'Too many attempts. Please wait a little and try again.' } });
        expect(Number(t.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      // Even the right password waits now.
      expect((await login(rt, 'limited@koko.test', PASSWORD)).status).toBe(429);

      const address = `198.51.100.7-${kind}`;
      // Sent at once, so the bucket has no time to refill.
      const fromOne = (await Promise.all(Array.from({ length: 22 }, (_, i) => login(rt, `spray-${i}@koko.test`, 'guessing a password', { address })))).map((a) => a.status);
      expect(fromOne.filter((s) => s === 401)).toHaveLength(20);
      expect(fromOne.filter((s) => s === 429)).toHaveLength(2);
    });

    it('holds sign-ups and reset requests to their limits per address and per email', async () => {
      const address = `198.51.100.8-${kind}`;
      const statuses = [];
      for (let i = 0; i < 21; i++) statuses.push((await api(rt, '/user/signup', { name: `Flood ${i}`, email: `flood-${i}@koko.test`, password: 'x' }, { address })).status);
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
      const resets = [];
      for (let i = 0; i < 7; i++) resets.push((await api(rt, '/user/password/forgot', { email: 'sam.signup@koko.test' })).status);
      expect(resets.slice(0, 6).every((s) => s === 200)).toBe(true);
      expect(resets[6]).toBe(429);
    });
  });

  describe('with mail, sign-up by invitation', () => {
    let env: Awaited<ReturnType<typeof runtimeWith>>;
    let rt: TestRuntime;
    let smtp: SmtpStandIn;
    let ownerToken: string;

    beforeAll(async () => {
      smtp = await startSmtpStandIn();
      env = await runtimeWith(kind, { KOKO_SIGNUP: 'invite', KOKO_SMTP_URL: smtp.url, KOKO_MAIL_FROM: 'KOKO <no-reply@koko.test>', KOKO_PUBLIC_URL: 'https://koko.test' });
      rt = env.rt;
      const code = (await rt.services.localAccounts.setupCodeIfNoOwner())!;
      expect((await api(rt, '/user/setup', { name: 'Mia Mail', email: 'mia@koko.test', password: PASSWORD, setupCode: code })).body.code).toBe(0);
      ownerToken = (await login(rt, 'mia@koko.test', PASSWORD)).body.data!.token;
    });
    afterAll(async () => {
      await env.close();
      await smtp.stop();
    });

    it('refuses sign-up without an invitation', async () => {
      const answer = await api(rt, '/user/signup', { name: 'Uninvited', email: 'uninvited@koko.test', password: PASSWORD });
      expect(answer).toMatchObject({ status: 403, body: { code: 403, message: expect.stringMatching(/^invite: /) } });
    });

    it('mails an invitation bound to an email; it opens once, for that email only, and the account is verified', async () => {
      const invite = await api<{ url: string; mailed: boolean }>(rt, '/user/invite', { email: 'ivy@koko.test' }, { token: ownerToken });
      expect(invite.body.data).toMatchObject({ mailed: true, url: expect.stringMatching(/^https:\/\/koko\.test\/signup\?token=/) });
      const mail = await smtp.mailTo('ivy@koko.test');
      expect(mail.data).toMatch(/Subject: You are invited to KOKO/);
      const token = tokenOf(linkIn(mail, '/signup?token='));
      expect(token).toBe(tokenOf(invite.body.data!.url));

      const other = await api(rt, '/user/signup', { name: 'Ivy Other', email: 'not-ivy@koko.test', password: PASSWORD, invite: token });
      expect(other.body).toMatchObject({ code: 400, message: 'email: this invitation is for another email address' });
      expect((await api(rt, '/user/signup', { name: 'Ivy', email: 'ivy@koko.test', password: PASSWORD, invite: token })).body.data).toEqual({ status: 'signed-up' });
      expect((await login(rt, 'ivy@koko.test', PASSWORD)).body.code).toBe(0);
      const reused = await api(rt, '/user/signup', { name: 'Ivy Two', email: 'ivy@koko.test', password: PASSWORD, invite: token });
      expect(reused.body.message).toMatch(/^invite: /);
      const audited = await rt.database.db.select().from(accountAudit).where(eq(accountAudit.action, 'invite'));
      expect(audited.some((a) => (a.detail as { email?: string }).email === 'ivy@koko.test')).toBe(true);
    });

    it('verifies the email of an open invitation by a mailed link before the account may sign in', async () => {
      const invite = (await api<{ url: string; mailed: boolean }>(rt, '/user/invite', {}, { token: ownerToken })).body.data!;
      expect(invite.mailed).toBe(false);
      const up = await api(rt, '/user/signup', { name: 'Val Verify', email: 'val@koko.test', password: PASSWORD, invite: tokenOf(invite.url) });
      expect(up.body.data).toEqual({ status: 'check-mail' });
      const refused = await login(rt, 'val@koko.test', PASSWORD);
      expect(refused).toMatchObject({ status: 403, body: { message: expect.stringMatching(/verify your email/) } });
      const token = tokenOf(linkIn(await smtp.mailTo('val@koko.test'), '/verify-email?token='));
      expect((await api(rt, '/user/email/verify', { token })).body.code).toBe(0);
      expect((await api(rt, '/user/email/verify', { token })).body.message).toMatch(/^token: /);
      expect((await login(rt, 'val@koko.test', PASSWORD)).body.code).toBe(0);
    });

    it('answers a sign-up with a taken email as a new one, and tells the email owner by mail instead', async () => {
      const invite = (await api<{ url: string }>(rt, '/user/invite', {}, { token: ownerToken })).body.data!;
      const before = await userCount(rt);
      const taken = await api(rt, '/user/signup', { name: 'Mimic', email: 'MIA@koko.test', password: 'another long password', invite: tokenOf(invite.url) });
      const fresh = await api(rt, '/user/signup', { name: 'Fresh', email: 'fresh@koko.test', password: PASSWORD, invite: tokenOf(invite.url) });
      expect(taken.body.data).toEqual({ status: 'check-mail' });
      expect(fresh.body.data).toEqual({ status: 'check-mail' });
      expect(await userCount(rt)).toBe(before + 1);
      const warning = await smtp.mailTo('mia@koko.test');
      expect(warning.data).toMatch(/Someone tried to sign up/);
      // The owner's password did not change.
      expect((await login(rt, 'mia@koko.test', PASSWORD)).body.code).toBe(0);
    });

    it('mails a reset link for a known email and nothing for an unknown one, with the same answer', async () => {
      const sent = smtp.mails.length;
      const known = await api(rt, '/user/password/forgot', { email: 'ivy@koko.test' });
      const unknown = await api(rt, '/user/password/forgot', { email: 'nobody-mailed@koko.test' });
      expect(known.body.data).toEqual(unknown.body.data);
      for (let waited = 0; !smtp.mails.slice(sent).length && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));
      const mail = smtp.mails.slice(sent)[0]!;
      expect(smtp.mails.slice(sent).map((m) => m.to[0])).toEqual(['ivy@koko.test']);
      const token = tokenOf(linkIn(mail, '/reset-password?token='));
      expect((await api(rt, '/user/password/reset', { token, password: 'ivy chose anew' })).body.code).toBe(0);
      expect((await login(rt, 'ivy@koko.test', 'ivy chose anew')).body.code).toBe(0);
    });

    it('mails in the language of the page that asked (French here), the link the same', async () => {
      const sent = smtp.mails.length;
      await call(rt.backend, 'POST', '/user/password/forgot', {
        body: { email: 'ivy@koko.test' },
        headers: { [CLIENT_ADDRESS_HEADER]: `198.51.100.7-${kind}`, 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
      });
      for (let waited = 0; !smtp.mails.slice(sent).length && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      const mail = smtp.mails.slice(sent)[0]!;
      expect(bodyText(mail)).toMatch(/Ouvrez ce lien pour en choisir un nouveau \(il reste valable 1 heure/);
      expect(bodyText(mail)).not.toMatch(/Open this link/);
      expect(linkIn(mail, '/reset-password?token=')).toMatch(/token=/);
    });
  });
});
