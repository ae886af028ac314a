import { eq } from 'drizzle-orm';
import { localCredentials, passkeyChallenges, passkeys, users } from '@/server/db/schema';
import { claimOwnerIfFirst } from '@/server/domains/users/owner-repository';
import { call } from '@/server/test/api-client';
import { SoftwareAuthenticator } from '@/server/test/software-authenticator';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

interface LoginData {
  token: string;
  register: boolean;
  bonus: number;
  merged: number;
  userInfo: { userId: number; name: string; email: string | null; source: string };
}
interface Ceremony {
  challengeId: string;
  options: { challenge: string; rp: { id: string }; user: { id: string }; rpId: string; allowCredentials?: unknown[]; excludeCredentials?: { id: string }[] };
}
interface PasskeyList {
  list: { id: string; name: string; lastUsedAt: string | null }[];
  otherSignIn: boolean;
}

const ORIGIN = 'http://localhost:3000';

describe.each(DATABASE_KINDS)('passkeys on %s', (kind) => {
  let rt: TestRuntime;
  let n = 0;
  const headers = { origin: ORIGIN };
  const post = <T>(path: string, token: string | undefined, body?: unknown, origin = ORIGIN) => call<T>(rt.backend, 'POST', path, { token, body: body ?? {}, headers: { origin } });
  const visitor = async () => (await call<LoginData>(rt.backend, 'POST', '/user/login', { body: { source: 'visitor', deviceId: `passkey-device-${kind}-${++n}` } })).body.data!;
  const login = (body: Record<string, unknown>, token?: string) => call<LoginData>(rt.backend, 'POST', '/user/login', { body, token, headers });

  /** A visitor signs up with a passkey on `authenticator` and exchanges the ticket: the account's login. */
  async function signUp(authenticator: SoftwareAuthenticator, name = 'Mika') {
    const guest = await visitor();
    const begun = await post<Ceremony>('/user/passkey/signup/options', guest.token, { name, email: `${name.toLowerCase()}-${kind}-${++n}@koko.test` });
    expect(begun.body.code).toBe(0);
    const verified = await post<{ ticket: string }>('/user/passkey/signup/verify', guest.token, { challengeId: begun.body.data!.challengeId, response: authenticator.create(begun.body.data!.options, ORIGIN) });
    expect(verified.body).toMatchObject({ code: 0 });
    const signedIn = await login({ source: 'passkey-signup', token: verified.body.data!.ticket }, guest.token);
    expect(signedIn.body.code).toBe(0);
    return { guest, ticket: verified.body.data!.ticket, account: signedIn.body.data! };
  }

  /** Begins a sign-in as `token`'s session and answers it with `authenticator`. */
  async function signInToken(token: string, authenticator: SoftwareAuthenticator, tweak: { origin?: string; rpId?: string; userHandle?: string } = {}) {
    const begun = await post<Ceremony>('/user/passkey/signin/options', token);
    expect(begun.body.code).toBe(0);
    const { challengeId, options } = begun.body.data!;
    return { challengeId, token: JSON.stringify({ challengeId, response: authenticator.get(options, tweak.origin ?? ORIGIN, tweak) }) };
  }

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false, env: { KOKO_WEBAUTHN_RP_ID: 'localhost' } });
    // The instance has its owner already (first-run setup is passkey-owner-claim.integration.test.ts's): sign-ups are open.
    await rt.database.db.transaction(async (tx) => {
      const [owner] = await tx.insert(users).values({ source: 'password', subject: `owner-${kind}`, name: 'Owner' }).returning({ id: users.id });
      await claimOwnerIfFirst(owner!.id, tx);
    });
  });
  afterAll(() => rt.close());

  it('signs up with a passkey: a new account named as asked, signed in through /user/login with the visitor merged in', async () => {
    const authenticator = new SoftwareAuthenticator();
    const guest = await visitor();
    const begun = await post<Ceremony>('/user/passkey/signup/options', guest.token, { name: 'Aiko', email: 'Aiko@Koko.test' });
    expect(begun.body.data!.options).toMatchObject({ rp: { id: 'localhost', name: 'KOKO' }, user: { name: 'aiko@koko.test', displayName: 'Aiko' }, authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' } });
    const verified = await post<{ ticket: string }>('/user/passkey/signup/verify', guest.token, { challengeId: begun.body.data!.challengeId, response: authenticator.create(begun.body.data!.options, ORIGIN) });
    const { ticket } = verified.body.data!;

    const { body } = await login({ source: 'passkey-signup', token: ticket }, guest.token);
    expect(body).toMatchObject({ code: 0, data: { register: true, merged: 15, userInfo: { name: 'Aiko', email: 'aiko@koko.test', source: 'passkey' } } });
    const [stored] = await rt.database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    expect(stored).toMatchObject({ userId: body.data!.userInfo.userId, userHandle: authenticator.userHandle, counter: 0, transports: ['internal'], deviceType: 'singleDevice', name: 'Passkey' });
    // The visitor's session ended with the merge; the account's works.
    expect((await call(rt.backend, 'GET', '/user', { token: guest.token })).status).toBe(401);
    expect((await call<{ userId: number }>(rt.backend, 'GET', '/user', { token: body.data!.token })).body.data!.userId).toBe(body.data!.userInfo.userId);

    // The ticket is single use.
    const again = await login({ source: 'passkey-signup', token: ticket });
    expect(again.body).toMatchObject({ code: 400, message: expect.stringContaining('already used') });
  });

  it('signs in with the passkey: the browser offers it (no account named) and /user/login opens its account', async () => {
    const authenticator = new SoftwareAuthenticator();
    const { account } = await signUp(authenticator);
    const guest = await visitor();
    const begun = await post<Ceremony>('/user/passkey/signin/options', guest.token);
    expect(begun.body.data!.options).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect(begun.body.data!.options.allowCredentials ?? []).toEqual([]);

    const { challengeId, options } = begun.body.data!;
    // The account is signed in elsewhere: one live session, so the user is asked first (607) …
    const asked = await login({ source: 'passkey', token: JSON.stringify({ challengeId, response: authenticator.get(options, ORIGIN) }) }, guest.token);
    expect(asked.body.code).toBe(607);
    // … and confirming (with a new ceremony: the challenge was spent) ends the other session.
    const { body } = await login({ source: 'passkey', token: (await signInToken(guest.token, authenticator)).token, checkedLogin: true }, guest.token);
    expect(body).toMatchObject({ code: 0, data: { register: false, userInfo: { userId: account.userInfo.userId, source: 'passkey' } } });
    const [stored] = await rt.database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    expect(stored!.counter).toBe(2);
    expect(stored!.lastUsedAt).not.toBeNull();
    expect((await call(rt.backend, 'GET', '/user', { token: account.token })).status).toBe(401);
    expect((await call<{ userId: number }>(rt.backend, 'GET', '/user', { token: body.data!.token })).body.data!.userId).toBe(account.userInfo.userId);
  });

  it('refuses a replayed challenge, and a challenge another session began', async () => {
    const authenticator = new SoftwareAuthenticator();
    const { account } = await signUp(authenticator);
    const guest = await visitor();
    const first = await signInToken(guest.token, authenticator);
    expect((await login({ source: 'passkey', token: first.token, checkedLogin: true }, guest.token)).body.code).toBe(0);
    const replay = await login({ source: 'passkey', token: first.token, checkedLogin: true }, guest.token);
    expect(replay).toMatchObject({ status: 400, body: { code: 400, message: expect.stringContaining('already used') } });

    const mine = await visitor();
    const stranger = await visitor();
    const begun = await signInToken(mine.token, authenticator);
    const stolen = await login({ source: 'passkey', token: begun.token, checkedLogin: true }, stranger.token);
    expect(stolen.body).toMatchObject({ code: 400 });
    expect((await call(rt.backend, 'GET', '/user', { token: account.token })).status).toBe(401);
  });

  it('refuses an expired challenge', async () => {
    const authenticator = new SoftwareAuthenticator();
    await signUp(authenticator);
    const guest = await visitor();
    const begun = await signInToken(guest.token, authenticator);
    await rt.database.db.update(passkeyChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passkeyChallenges.id, begun.challengeId));
    const { body, status } = await login({ source: 'passkey', token: begun.token, checkedLogin: true }, guest.token);
    expect(status).toBe(400);
    expect(body.message).toContain('expired');
  });

  it('refuses an answer from another origin, for another RP ID, with a tampered signature or another account’s handle; the counter stays', async () => {
    const authenticator = new SoftwareAuthenticator();
    await signUp(authenticator);
    const guest = await visitor();
    for (const tweak of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { userHandle: 'AAAA' }]) {
      const attempt = await signInToken(guest.token, authenticator, tweak);
      const { body, status } = await login({ source: 'passkey', token: attempt.token, checkedLogin: true }, guest.token);
      expect(status).toBe(400);
      expect(body.message).toMatch(/could not be verified/);
    }
    const attempt = await signInToken(guest.token, authenticator);
    const parsed = JSON.parse(attempt.token) as { challengeId: string; response: { response: { signature: string } } };
    const signature = Buffer.from(parsed.response.response.signature, 'base64url');
    signature[signature.length - 1] = signature[signature.length - 1]! ^ 0x01;
    parsed.response.response.signature = signature.toString('base64url');
    expect((await login({ source: 'passkey', token: JSON.stringify(parsed), checkedLogin: true }, guest.token)).body).toMatchObject({ code: 400 });
    const [stored] = await rt.database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    expect(stored!.counter).toBe(0);
    expect(stored!.lastUsedAt).toBeNull();
  });

  it('refuses a signature counter that went back (a copied authenticator)', async () => {
    const authenticator = new SoftwareAuthenticator();
    await signUp(authenticator);
    const guest = await visitor();
    authenticator.counter = 5;
    expect((await login({ source: 'passkey', token: (await signInToken(guest.token, authenticator)).token, checkedLogin: true }, guest.token)).body.code).toBe(0);
    const other = await visitor();
    authenticator.counter = 2;
    const { body } = await login({ source: 'passkey', token: (await signInToken(other.token, authenticator)).token, checkedLogin: true }, other.token);
    expect(body).toMatchObject({ code: 400, message: expect.stringMatching(/counter/i) });
    const [stored] = await rt.database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    expect(stored!.counter).toBe(6);
  });

  it('an unknown passkey signs nobody in', async () => {
    const guest = await visitor();
    const { body } = await login({ source: 'passkey', token: (await signInToken(guest.token, new SoftwareAuthenticator())).token }, guest.token);
    expect(body).toMatchObject({ code: -2 });
  });

  it('a sign-up whose passkey fails verification writes nothing', async () => {
    const guest = await visitor();
    const name = `Ghost${kind}`;
    for (const origin of ['https://evil.example', ORIGIN]) {
      const begun = await post<Ceremony>('/user/passkey/signup/options', guest.token, { name });
      const authenticator = new SoftwareAuthenticator();
      const response = authenticator.create(begun.body.data!.options, origin, origin === ORIGIN ? { type: 'webauthn.get' } : {});
      const { body, status } = await post('/user/passkey/signup/verify', guest.token, { challengeId: begun.body.data!.challengeId, response });
      expect(status).toBe(400);
      expect(body.message).toMatch(/could not be verified/);
    }
    expect(await rt.database.db.select().from(users).where(eq(users.name, name))).toEqual([]);
    expect((await call(rt.backend, 'GET', '/user', { token: guest.token })).status).toBe(200);
  });

  it('the same authenticator cannot sign up twice (the whole second account is refused)', async () => {
    const authenticator = new SoftwareAuthenticator();
    await signUp(authenticator);
    const guest = await visitor();
    const begun = await post<Ceremony>('/user/passkey/signup/options', guest.token, { name: `Twice${kind}` });
    const { body, status } = await post('/user/passkey/signup/verify', guest.token, { challengeId: begun.body.data!.challengeId, response: authenticator.create(begun.body.data!.options, ORIGIN) });
    expect(status).toBe(409);
    expect(body.code).toBe(409);
    expect(await rt.database.db.select().from(users).where(eq(users.name, `Twice${kind}`))).toEqual([]);
  });

  it('a signed-in account adds, lists, renames and removes passkeys, but never its last way in', async () => {
    const phone = new SoftwareAuthenticator();
    const { account } = await signUp(phone);
    const token = account.token;
    const lone = await post<PasskeyList>('/user/passkey/list', token);
    expect(lone.body.data).toMatchObject({ list: [{ id: phone.id, name: 'Passkey' }], otherSignIn: false });
    const refused = await post('/user/passkey/remove', token, { id: phone.id });
    expect(refused).toMatchObject({ status: 409, body: { code: 409, message: expect.stringContaining('only way') } });

    const laptop = new SoftwareAuthenticator();
    const begun = await post<Ceremony>('/user/passkey/add/options', token);
    // The account's passkeys are excluded, under the same user handle.
    expect(begun.body.data!.options.excludeCredentials!.map((c) => c.id)).toEqual([phone.id]);
    expect(begun.body.data!.options.user.id).toBe(phone.userHandle);
    const added = await post<{ id: string; name: string }>('/user/passkey/add/verify', token, { challengeId: begun.body.data!.challengeId, response: laptop.create(begun.body.data!.options, ORIGIN), name: 'Laptop' });
    expect(added.body).toMatchObject({ code: 0, data: { id: laptop.id, name: 'Laptop' } });

    expect((await post('/user/passkey/rename', token, { id: phone.id, name: '  My phone ' })).body.code).toBe(0);
    expect((await post('/user/passkey/rename', token, { id: phone.id, name: '' })).status).toBe(400);
    expect((await post<PasskeyList>('/user/passkey/list', token)).body.data!.list.map((p) => p.name)).toEqual(['My phone', 'Laptop']);

    // Another account's passkey is not this one's to rename or remove.
    const other = await signUp(new SoftwareAuthenticator(), 'Other');
    expect((await post('/user/passkey/remove', other.account.token, { id: laptop.id })).status).toBe(404);
    expect((await post('/user/passkey/rename', other.account.token, { id: laptop.id, name: 'Mine' })).status).toBe(404);

    expect((await post('/user/passkey/remove', token, { id: phone.id })).body.code).toBe(0);
    expect((await post('/user/passkey/remove', token, { id: laptop.id })).status).toBe(409);
    expect((await post<PasskeyList>('/user/passkey/list', token)).body.data!.list.map((p) => p.id)).toEqual([laptop.id]);

    // The laptop signs in; the removed phone does not.
    const guest = await visitor();
    expect((await login({ source: 'passkey', token: (await signInToken(guest.token, laptop)).token, checkedLogin: true }, guest.token)).body.code).toBe(0);
    const again = await visitor();
    expect((await login({ source: 'passkey', token: (await signInToken(again.token, phone)).token, checkedLogin: true }, again.token)).body.code).toBe(-2);
  });

  it('an account that also has a password may remove its last passkey', async () => {
    const authenticator = new SoftwareAuthenticator();
    const { account } = await signUp(authenticator, 'Both');
    await rt.database.db.insert(localCredentials).values({ userId: account.userInfo.userId, email: `both-${kind}@koko.test`, passwordHash: 'scrypt$test' });
    expect((await post<PasskeyList>('/user/passkey/list', account.token)).body.data).toMatchObject({ otherSignIn: true });
    expect((await post('/user/passkey/remove', account.token, { id: authenticator.id })).body.code).toBe(0);
    expect((await post<PasskeyList>('/user/passkey/list', account.token)).body.data!.list).toEqual([]);
  });

  it('visitors have no passkeys to manage; ceremonies need a session', async () => {
    const guest = await visitor();
    expect((await post('/user/passkey/list', guest.token)).status).toBe(403);
    expect((await post('/user/passkey/add/options', guest.token)).status).toBe(403);
    expect((await post('/user/passkey/signin/options', undefined)).status).toBe(401);
    expect((await post('/user/passkey/signup/options', guest.token, { name: ' ' })).body).toMatchObject({ code: 400, message: expect.stringContaining('name') });
  });

  it('a page outside the RP ID cannot begin a ceremony', async () => {
    const guest = await visitor();
    const { status, body } = await post('/user/passkey/signin/options', guest.token, {}, 'https://evil.example');
    expect(status).toBe(403);
    expect(body.message).toContain('localhost');
  });

  it('holds each session to its passkey calls a minute (429 with Retry-After)', async () => {
    const guest = await visitor();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await post('/user/passkey/signin/options', guest.token));
    expect(answers.slice(0, 10).every((a) => a.status === 200)).toBe(true);
    expect(answers[10]).toMatchObject({ status: 429, body: { code: 429 } });
    expect(Number(answers[10]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
