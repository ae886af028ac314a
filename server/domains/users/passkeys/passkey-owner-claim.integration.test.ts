import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { instanceOwner, passkeys, users, whitelist } from '@/server/db/schema';
import { Transactions } from '@/server/db/transactions';
import { SoftwareAuthenticator } from '@/server/test/software-authenticator';
import { DATABASE_KINDS, openTestDatabase } from '@/server/test/test-database';
import { OwnerRepository } from '../owner-repository';
import { PasskeyChallengeRepository } from './passkey-challenge-repository';
import { passkeyOwnerClaim } from './passkey-owner-claim';
import { PasskeyRepository } from './passkey-repository';
import { PasskeyService } from './passkey-service';

const ORIGIN = 'http://localhost:3000';

describe.each(DATABASE_KINDS)('a passkey sign-up on a fresh instance [%s]', (kind) => {
  let handle: DatabaseHandle;
  let service: PasskeyService;
  let code: string | undefined;
  let callerId: number;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    // The setup code as first-run setup keeps it: one code until it is spent.
    const setupCode = { matches: (typed: string | undefined) => code !== undefined && typed === code, clear: () => (code = undefined) };
    service = new PasskeyService({
      transactions: new Transactions(handle.db),
      passkeys: new PasskeyRepository(handle.db),
      challenges: new PasskeyChallengeRepository(handle.db),
      settings: { rpId: 'localhost', rpName: 'KOKO' },
      ownerClaim: passkeyOwnerClaim(new OwnerRepository(handle.db), setupCode),
    });
    const [visitor] = await handle.db.insert(users).values({ source: 'visitor', subject: `owner-claim-${kind}`, name: 'Guest' }).returning({ id: users.id });
    callerId = visitor!.id;
  });
  afterAll(() => handle.close());

  async function signUp(name: string, setupCode?: string) {
    const authenticator = new SoftwareAuthenticator();
    const begun = await service.beginSignUp(callerId, { name, setupCode }, ORIGIN);
    const response = authenticator.create(begun.options as unknown as Parameters<SoftwareAuthenticator['create']>[0], ORIGIN);
    return service.finishSignUp(callerId, begun.challengeId, response);
  }

  it('needs the setup code, makes the first account the owner and spends the code; later sign-ups need none and own nothing', async () => {
    code = 'ABCD-EFGH-JKMN';
    await expect(service.beginSignUp(callerId, { name: 'Nobody' }, ORIGIN)).rejects.toMatchObject({ httpStatus: 403, message: expect.stringContaining('setupCode') });
    await expect(service.beginSignUp(callerId, { name: 'Nobody', setupCode: 'WRONG' }, ORIGIN)).rejects.toMatchObject({ httpStatus: 403 });

    const first = await signUp('Owner', 'ABCD-EFGH-JKMN');
    expect(first.owner).toBe(true);
    expect(code).toBeUndefined();
    const ownerId = await service.redeemTicket(first.ticket);
    expect(await handle.db.select({ userId: instanceOwner.userId }).from(instanceOwner)).toEqual([{ userId: ownerId }]);
    expect(await handle.db.select({ level: whitelist.level }).from(whitelist).where(eq(whitelist.userId, ownerId))).toEqual([{ level: 1 }]);

    const second = await signUp('Friend');
    expect(second.owner).toBe(false);
    const friendId = await service.redeemTicket(second.ticket);
    expect(friendId).not.toBe(ownerId);
    expect(await handle.db.select({ userId: instanceOwner.userId }).from(instanceOwner)).toEqual([{ userId: ownerId }]);
  });

  it('a code spent between the options and the answer claims nothing and makes no account', async () => {
    await handle.db.delete(instanceOwner);
    code = 'QRST-UVWX-YZ23';
    const authenticator = new SoftwareAuthenticator();
    const begun = await service.beginSignUp(callerId, { name: 'Late', setupCode: 'QRST-UVWX-YZ23' }, ORIGIN);
    code = 'ANOTHER-CODE';
    const response = authenticator.create(begun.options as unknown as Parameters<SoftwareAuthenticator['create']>[0], ORIGIN);
    await expect(service.finishSignUp(callerId, begun.challengeId, response)).rejects.toMatchObject({ httpStatus: 403 });
    expect(await handle.db.select().from(users).where(eq(users.name, 'Late'))).toEqual([]);
    expect(await handle.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id))).toEqual([]);
    expect(await handle.db.select().from(instanceOwner)).toEqual([]);
  });

  it('by invitation only (KOKO_SIGNUP=invite), a passkey alone opens no sign-up once the instance has its owner', async () => {
    const invited = new PasskeyService({
      transactions: new Transactions(handle.db),
      passkeys: new PasskeyRepository(handle.db),
      challenges: new PasskeyChallengeRepository(handle.db),
      settings: { rpId: 'localhost', rpName: 'KOKO' },
      ownerClaim: passkeyOwnerClaim(new OwnerRepository(handle.db), { matches: () => false, clear: () => undefined }, true),
    });
    await signUpOwnerIfNone();
    await expect(invited.beginSignUp(callerId, { name: 'Uninvited' }, ORIGIN)).rejects.toMatchObject({ httpStatus: 403, message: expect.stringContaining('invitation') });
  });

  async function signUpOwnerIfNone() {
    if ((await handle.db.select().from(instanceOwner)).length > 0) return;
    code = 'OWNR-CODE-0001';
    await signUp('Owner again', code);
  }
});
