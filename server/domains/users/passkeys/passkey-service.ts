import { randomBytes, randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type VerifiedRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import {
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_TICKET_TTL_MS,
  passkeyLoginTokenSchema,
  passkeySignUpInputSchema,
  type PasskeyCeremony,
  type PasskeyInfo,
  type PasskeyList,
  type PasskeySignUpInput,
  type RegistrationResponse,
} from '@/lib/contracts/passkey';
import type { Transaction, Transactions } from '@/server/db/transactions';
import type { WebAuthnSettings } from '@/server/env';
import { ApiError, ErrorCode } from '@/server/errors';
import { defaultAvatarUrl } from '../avatars';
import { hashToken, newToken } from '../token';
import type { PasskeyOwnerClaim } from './passkey-owner-claim';
import type { PasskeyChallengeRepository, PasskeyChallengeRow } from './passkey-challenge-repository';
import type { PasskeyRepository, PasskeyRow } from './passkey-repository';
import { relyingPartyFor, type RelyingParty } from './relying-party';

type Kind = 'signup' | 'signin' | 'add' | 'ticket';

/** What a sign-up carries from its options to its answer. */
interface SignUpData {
  name: string;
  email?: string;
  handle: string;
}

interface PasskeyDeps {
  transactions: Transactions;
  passkeys: PasskeyRepository;
  challenges: PasskeyChallengeRepository;
  settings: WebAuthnSettings;
  /** First-run setup: checked before a sign-up begins and claimed in its transaction; absent, no sign-up claims the instance. */
  ownerClaim?: PasskeyOwnerClaim;
  now?: () => Date;
}

const expired = () => new ApiError(ErrorCode.InvalidParams, 'This passkey request has expired, please try again');
const unknownChallenge = () => new ApiError(ErrorCode.InvalidParams, 'This passkey request was already used or is unknown, please try again');
const notVerified = (why: string) => new ApiError(ErrorCode.InvalidParams, `The passkey could not be verified: ${why}`);
const notRegistered = () => new ApiError(ErrorCode.LoginFailed, 'Login failed: this passkey is not registered here');

/**
 * Passkeys (WebAuthn, DESIGN §6): sign-up (a new account and its first passkey, then a single-use login ticket that
 * /user/login exchanges for a session), sign-in (an assertion that /user/login turns into the account it belongs
 * to), and the passkeys of a signed-in account. Each ceremony's challenge is stored, bound to the session that began
 * it and to its kind, taken once, and good for 5 minutes; the relying party is fixed when the ceremony begins.
 */
export class PasskeyService {
  private readonly now: () => Date;

  constructor(private readonly deps: PasskeyDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Sign-up, first step: the account's name (and email) are kept with the challenge until the passkey answers. */
  async beginSignUp(callerId: number, input: PasskeySignUpInput, pageOrigin: string | undefined): Promise<PasskeyCeremony> {
    const { name, email, setupCode } = passkeySignUpInputSchema.parse(input);
    await this.deps.ownerClaim?.check(setupCode);
    const rp = this.relyingParty(pageOrigin);
    const handle = randomBytes(32).toString('base64url');
    const options = await generateRegistrationOptions({
      rpName: this.deps.settings.rpName,
      rpID: rp.rpId,
      userName: email ?? name,
      userDisplayName: name,
      userID: Buffer.from(handle, 'base64url'),
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: PASSKEY_CHALLENGE_TTL_MS,
    });
    const data: SignUpData & { setupCode?: string } = { name, email, handle, ...(setupCode ? { setupCode } : {}) };
    return { challengeId: await this.store('signup', options.challenge, callerId, rp, data), options: asJson(options) };
  }

  /** Sign-up, second step: creates the account with its passkey (and claims the instance when first), answers a login ticket. */
  async finishSignUp(callerId: number, challengeId: string, response: RegistrationResponse): Promise<{ ticket: string; owner: boolean }> {
    const row = await this.take(challengeId, 'signup', callerId);
    const data = row.data as unknown as SignUpData & { setupCode?: string };
    const info = await this.verifyRegistration(row, response);
    const ticket = newToken();
    const owner = await this.deps.transactions.run(async (tx) => {
      const userId = await this.deps.passkeys.createAccount({ handle: data.handle, name: data.name, email: data.email }, defaultAvatarUrl, tx);
      await this.addVerified(userId, data.handle, info, response, defaultPasskeyName(response), tx);
      const claimed = (await this.deps.ownerClaim?.claim(userId, data.setupCode, tx)) ?? false;
      await this.deps.challenges.add({ id: hashToken(ticket), kind: 'ticket', userId, expiresAt: new Date(this.now().getTime() + PASSKEY_TICKET_TTL_MS) }, this.now(), tx);
      return claimed;
    });
    if (owner) this.deps.ownerClaim?.claimed();
    return { ticket, owner };
  }

  /** The account a sign-up ticket signs in; the ticket is spent. */
  async redeemTicket(ticket: string | undefined): Promise<number> {
    if (!ticket || ticket.length > 256) throw unknownChallenge();
    const row = await this.take(hashToken(ticket), 'ticket', undefined);
    return row.userId!;
  }

  /** Sign-in, first step: no account named, so the browser offers the passkeys it holds for this site. */
  async beginSignIn(callerId: number, pageOrigin: string | undefined): Promise<PasskeyCeremony> {
    const rp = this.relyingParty(pageOrigin);
    const options = await generateAuthenticationOptions({ rpID: rp.rpId, userVerification: 'preferred', timeout: PASSKEY_CHALLENGE_TTL_MS });
    return { challengeId: await this.store('signin', options.challenge, callerId, rp), options: asJson(options) };
  }

  /**
   * Sign-in, second step (the `passkey` source of /user/login): the account whose passkey signed this ceremony's
   * challenge. The token is the JSON of {challengeId, response}; `callerId` the session that began it.
   */
  async verifySignIn(token: string | undefined, callerId: number | undefined): Promise<number> {
    const parsed = parseLoginToken(token);
    const row = await this.take(parsed.challengeId, 'signin', callerId);
    const { response } = parsed;
    const passkey = await this.deps.passkeys.find(response.id);
    if (!passkey) throw notRegistered();
    if (response.response.userHandle && response.response.userHandle !== passkey.userHandle) throw notVerified('the passkey belongs to another account');
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verified = await verifyAuthenticationResponse({
        response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} },
        expectedChallenge: row.challenge!,
        expectedOrigin: row.origins ?? [],
        expectedRPID: row.rpId!,
        credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports as WebAuthnCredential['transports'] },
        requireUserVerification: false,
      });
    } catch (error) {
      throw notVerified(reason(error));
    }
    if (!verified.verified) throw notVerified('the signature does not match');
    const { newCounter, credentialBackedUp, credentialDeviceType } = verified.authenticationInfo;
    const recorded = await this.deps.passkeys.recordUse(passkey.credentialId, { counter: newCounter, backedUp: credentialBackedUp, deviceType: credentialDeviceType }, this.now());
    // Another sign-in with the same counter got there first: one of them is a copy of the authenticator.
    if (!recorded) throw notVerified('the signature counter did not move forward; this passkey may have been copied');
    return passkey.userId;
  }

  /** Adding a passkey to a signed-in account: its passkeys are excluded, so an authenticator is not registered twice. */
  async beginAdd(userId: number, pageOrigin: string | undefined, displayName: string): Promise<PasskeyCeremony> {
    const rp = this.relyingParty(pageOrigin);
    const mine = await this.deps.passkeys.listOf(userId);
    const handle = mine[0]?.userHandle ?? randomBytes(32).toString('base64url');
    const options = await generateRegistrationOptions({
      rpName: this.deps.settings.rpName,
      rpID: rp.rpId,
      userName: displayName,
      userDisplayName: displayName,
      userID: Buffer.from(handle, 'base64url'),
      attestationType: 'none',
      excludeCredentials: mine.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: PASSKEY_CHALLENGE_TTL_MS,
    });
    return { challengeId: await this.store('add', options.challenge, userId, rp, { handle }), options: asJson(options) };
  }

  async finishAdd(userId: number, challengeId: string, response: RegistrationResponse, name: string | undefined): Promise<PasskeyInfo> {
    const row = await this.take(challengeId, 'add', userId);
    const { handle } = row.data as unknown as { handle: string };
    const info = await this.verifyRegistration(row, response);
    const passkey = await this.deps.transactions.run((tx) => this.addVerified(userId, handle, info, response, name ?? defaultPasskeyName(response), tx));
    return toInfo(passkey);
  }

  async list(userId: number): Promise<PasskeyList> {
    const [rows, otherSignIn] = await Promise.all([this.deps.passkeys.listOf(userId), this.deps.passkeys.hasOtherSignIn(userId)]);
    return { list: rows.map(toInfo), otherSignIn };
  }

  async rename(userId: number, credentialId: string, name: string): Promise<void> {
    if (!(await this.deps.passkeys.rename(userId, credentialId, name))) throw new ApiError(ErrorCode.NotFound, 'Passkey not found');
  }

  /** Removes a passkey; the account's last way to sign in stays. */
  async remove(userId: number, credentialId: string): Promise<void> {
    const outcome = await this.deps.passkeys.remove(userId, credentialId);
    if (outcome === 'missing') throw new ApiError(ErrorCode.NotFound, 'Passkey not found');
    if (outcome === 'last') throw new ApiError(ErrorCode.Conflict, 'This is your only way to sign in: add another passkey before removing this one');
  }

  private relyingParty(pageOrigin: string | undefined): RelyingParty {
    return relyingPartyFor(this.deps.settings, pageOrigin);
  }

  private async store(kind: Kind, challenge: string, userId: number, rp: RelyingParty, data?: object): Promise<string> {
    const id = randomUUID();
    const now = this.now();
    await this.deps.challenges.add(
      { id, kind, challenge, userId, rpId: rp.rpId, origins: rp.origins, data: data as Record<string, unknown> | undefined, expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS) },
      now,
    );
    return id;
  }

  /** Takes a ceremony's challenge (it is spent whatever follows) and checks it is still good and the caller's own. */
  private async take(id: string, kind: Kind, callerId: number | undefined): Promise<PasskeyChallengeRow> {
    const row = await this.deps.challenges.take(id, kind);
    if (!row) throw unknownChallenge();
    if (row.expiresAt.getTime() <= this.now().getTime()) throw expired();
    if (kind !== 'ticket' && row.userId !== null && row.userId !== callerId) throw unknownChallenge();
    return row;
  }

  private async verifyRegistration(row: PasskeyChallengeRow, response: RegistrationResponse) {
    let verified: VerifiedRegistrationResponse;
    try {
      verified = await verifyRegistrationResponse({
        response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} } as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        expectedChallenge: row.challenge!,
        expectedOrigin: row.origins ?? [],
        expectedRPID: row.rpId!,
        requireUserVerification: false,
      });
    } catch (error) {
      throw notVerified(reason(error));
    }
    if (!verified.verified) throw notVerified('the attestation does not match');
    return verified.registrationInfo;
  }

  private async addVerified(
    userId: number,
    handle: string,
    info: NonNullable<VerifiedRegistrationResponse['registrationInfo']>,
    response: RegistrationResponse,
    name: string,
    tx: Transaction,
  ): Promise<PasskeyRow> {
    const row = {
      credentialId: info.credential.id,
      userId,
      userHandle: handle,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: info.credential.transports ?? response.response.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name,
      createdAt: this.now(),
      lastUsedAt: null,
    };
    if (!(await this.deps.passkeys.add(row, tx))) throw new ApiError(ErrorCode.Conflict, 'This passkey is registered already');
    return row;
  }
}

/** The library's options as the contract carries them (a plain JSON object for the browser). */
const asJson = (options: { challenge: string }) => options as unknown as PasskeyCeremony['options'];

function parseLoginToken(token: string | undefined) {
  if (!token) throw new ApiError(ErrorCode.InvalidParams, 'Token not found');
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    throw new ApiError(ErrorCode.InvalidParams, 'token: must be the JSON of {challengeId, response}');
  }
  const parsed = passkeyLoginTokenSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(ErrorCode.InvalidParams, `token: ${parsed.error.issues[0]?.path.join('.') || 'body'}: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 200);
}

/** A passkey's name until its owner gives one: what kind of authenticator made it. */
function defaultPasskeyName(response: RegistrationResponse): string {
  return response.authenticatorAttachment === 'cross-platform' ? 'Security key' : 'Passkey';
}

function toInfo(row: PasskeyRow): PasskeyInfo {
  return {
    id: row.credentialId,
    name: row.name,
    deviceType: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}
