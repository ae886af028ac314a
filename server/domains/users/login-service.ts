import { randomUUID } from 'node:crypto';
import type { UserInfo } from '@/lib/contracts/user';
import type { Transactions } from '@/server/db/transactions';
import type { DailyActionService } from '@/server/domains/wallet/daily-actions';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Bus } from '@/server/providers/bus/bus';
import { mergeVisitorInto } from './account-merge';
import type { AccountMergeRepository } from './account-merge-repository';
import { tokenNotFound, type Identity, type LoginSource, type ProviderSource } from './identity/identity';
import type { Verifiers } from './identity/verifiers';
import { defaultAvatarUrl } from './avatars';
import { accountDisabled } from './local/account-errors';
import { announceSessionsEnded } from './session-events';
import type { SessionRepository } from './session-repository';
import type { SessionUser } from './session-user';
import { hashToken, matchesHash, newToken } from './token';
import type { UserRepository } from './user-repository';
import type { UserService } from './user-service';
import type { VisitorDeviceRepository } from './visitor-device-repository';

export interface LoginInput {
  source: LoginSource;
  token?: string;
  /** Password logins: the account's email and password. */
  email?: string;
  password?: string;
  deviceId?: string;
  /** The secret that opens the device's visitor (returned by the login that made it). */
  deviceSecret?: string;
  systemType?: string;
  systemVersion?: string;
  phoneModel?: string;
  checkedLogin?: boolean;
}

export interface LoginResult {
  token: string;
  register: boolean;
  userInfo: UserInfo;
  /** Koin paid by this login (the welcome bonus, koin a visitor brought along); the client's dialogs show it. */
  bonus: number;
  merged: number;
  /** Visitor logins: the device the visitor is on (a new one when the device id sent could not be opened). */
  deviceId?: string;
  /** Visitor logins that made the device's secret: returned this once, only its hash is kept. */
  deviceSecret?: string;
}

/** A passkey proves an account, not an email address. */
const NO_EMAIL = { emailVerified: false } as const;

export const userOnline = () => new ApiError(ErrorCode.UserOnline, 'You are already logged in on another device. Do you confirm to log in here?');

interface LoginDeps {
  transactions: Transactions;
  accounts: UserRepository;
  merges: AccountMergeRepository;
  users: UserService;
  sessions: SessionRepository;
  devices: VisitorDeviceRepository;
  wallet: WalletService;
  daily: DailyActionService;
  verifiers: Verifiers;
  /** The password check of local accounts (email + password). */
  passwords: { authenticate(email: string | undefined, password: string | undefined): Promise<{ userId: number; email: string; emailVerified: boolean }> };
  /** Passkeys: the account an assertion signs in, and the account a sign-up's ticket signs in. */
  passkeys: { verifySignIn(token: string | undefined, callerId: number | undefined): Promise<number>; redeemTicket(ticket: string | undefined): Promise<number> };
  bus: Bus;
  adminEmails: string[];
}

/**
 * POST /user/login (seed §4, §5, §7): visitors by device and its secret, accounts by a verified provider
 * token or by email and password (local accounts), both through the same account path. One device at a time: a user holds one live token, so every login ends the user's older sessions.
 * A second device is asked to confirm (607), and confirming ends the other sessions (their sockets hear
 * 611); an older session on the same device is replaced without asking. A visitor who signs in brings
 * along what they made.
 */
export class LoginService {
  constructor(private readonly deps: LoginDeps) {}

  async login(input: LoginInput, callerToken?: string): Promise<LoginResult> {
    switch (input.source) {
      case 'visitor':
        return this.visitorLogin(input, callerToken);
      case 'password':
        return this.passwordLogin(input, callerToken);
      case 'passkey':
        return this.passkeyLogin(input, callerToken);
      case 'passkey-signup':
        return this.accountLogin(await this.deps.passkeys.redeemTicket(input.token?.trim()), true, NO_EMAIL, input, callerToken);
      default:
        return this.providerLogin(input, callerToken);
    }
  }

  /**
   * A device id names a visitor's device; only its secret (or a live session of that visitor) opens it
   * (DESIGN §6). A device no one holds gets a new visitor and a new secret. A device id that is held but
   * not opened opens nothing: the login makes a new visitor on a new device id, returned with its secret,
   * so a browser that lost its secret still gets a session. A device from before secrets is given one by
   * its first login that brings a live session of its visitor.
   */
  private async visitorLogin(input: LoginInput, callerToken?: string): Promise<LoginResult> {
    const sent = input.deviceId?.trim();
    if (!sent) throw new ApiError(ErrorCode.InvalidParams, 'deviceId: a visitor login needs the device id');
    const { devices } = this.deps;
    const info = { systemType: input.systemType, systemVersion: input.systemVersion, phoneModel: input.phoneModel };
    let deviceId = sent;
    let userId: number | undefined;
    let secret: string | undefined;
    let register = false;

    const device = await devices.find(sent);
    if (device && matchesHash(input.deviceSecret, device.secretHash)) {
      userId = device.userId;
      await devices.seen(sent, info);
    } else if (device && (await this.sessionOf(callerToken))?.userId === device.userId) {
      userId = device.userId;
      secret = newToken();
      await devices.seen(sent, info, hashToken(secret));
    } else {
      secret = newToken();
      // A held device id (or one a login of the same device took a moment ago) gets a fresh device id.
      if (!device) userId = await devices.createVisitor(sent, hashToken(secret), info);
      if (userId === undefined) {
        deviceId = randomUUID();
        userId = await devices.createVisitor(deviceId, hashToken(secret), info);
      }
      if (userId === undefined) throw new ApiError(ErrorCode.Conflict, 'Request failed. Please try again later.');
      register = true;
    }

    const visitorId = userId;
    const { token, replaced } = await this.deps.transactions.run(async (tx) => {
      const ended = await this.deps.sessions.endAllOf(visitorId, tx);
      return { token: await this.deps.users.startSession(visitorId, { deviceId, systemType: input.systemType }, tx), replaced: ended.map((s) => s.id) };
    });
    await announceSessionsEnded(this.deps.bus, { userId: visitorId, sessionIds: replaced, reason: 'replaced' });
    const bonus = register ? await this.deps.daily.payRegisterBonus(visitorId, true) : { applied: false };
    return {
      token,
      register,
      userInfo: await this.deps.users.getUserInfo(visitorId),
      bonus: bonus.applied ? this.deps.daily.valueOf('register', true) : 0,
      merged: 0,
      deviceId,
      ...(secret ? { deviceSecret: secret } : {}),
    };
  }

  /** The visitor or account a caller's token belongs to, when it is live. */
  private sessionOf(callerToken: string | undefined): Promise<SessionUser | undefined> {
    return this.deps.users.authenticate(callerToken);
  }

  private async providerLogin(input: LoginInput, callerToken?: string): Promise<LoginResult> {
    const verifier = this.deps.verifiers.for(input.source as ProviderSource);
    const credential = input.token?.trim();
    if (!credential) throw tokenNotFound();
    const identity = await verifier.verify(credential);
    const { userId, register } = await this.findOrCreateAccount(input.source, identity);
    return this.accountLogin(userId, register, identity, input, callerToken);
  }

  /** A passkey's assertion, checked against the challenge the caller's session was given (no email is proven). */
  private async passkeyLogin(input: LoginInput, callerToken?: string): Promise<LoginResult> {
    const caller = await this.sessionOf(callerToken);
    const userId = await this.deps.passkeys.verifySignIn(input.token?.trim(), caller?.userId);
    return this.accountLogin(userId, false, NO_EMAIL, input, callerToken);
  }

  /** Local accounts: the email and password are checked (the same answer for a wrong email or password). */
  private async passwordLogin(input: LoginInput, callerToken?: string): Promise<LoginResult> {
    const { userId, email, emailVerified } = await this.deps.passwords.authenticate(input.email, input.password);
    return this.accountLogin(userId, false, { email, emailVerified }, input, callerToken);
  }

  /**
   * Every account's sign-in, whichever way it proved who it is: admin emails, a disabled account refused, one live
   * session (a session on another device asks to confirm), the caller's visitor merged in, the welcome bonus.
   */
  private async accountLogin(userId: number, register: boolean, identity: { email?: string; emailVerified: boolean }, input: LoginInput, callerToken?: string): Promise<LoginResult> {
    const { transactions, sessions, bus } = this.deps;
    // Operators named in KOKO_ADMIN_EMAILS are internal whitelist admins once their email is verified.
    if (identity.emailVerified && identity.email && this.deps.adminEmails.includes(identity.email)) {
      await this.deps.accounts.makeInternalAdmin(userId);
    }

    const caller = await this.sessionOf(callerToken);
    const visitor = caller?.isVisitor && caller.userId !== userId ? caller : undefined;
    // One device at a time: another device's live session needs the user's confirmation to end; an older
    // session on this device is replaced. Decided under the user's lock, so a refusal changes nothing.
    const onOtherDevice = (s: { deviceId: string | null }) => !input.deviceId || s.deviceId !== input.deviceId;
    const { token, merged, ended } = await transactions.run(async (tx) => {
      const live = await sessions.endAllOf(userId, tx);
      // Checked under the same lock as an owner's disabling, so a sign-in cannot slip past it.
      if (await this.deps.accounts.isDisabled(userId, tx)) throw accountDisabled();
      if (live.some(onOtherDevice) && !input.checkedLogin) throw userOnline();
      const brought = visitor ? (await mergeVisitorInto(tx, this.deps, visitor.userId, userId)).koin : 0;
      if (visitor) await sessions.revoke([visitor.sessionId], tx);
      return { token: await this.deps.users.startSession(userId, { deviceId: input.deviceId, systemType: input.systemType }, tx), merged: brought, ended: live };
    });
    await announceSessionsEnded(bus, { userId, sessionIds: ended.filter(onOtherDevice).map((s) => s.id), reason: 'remote-login' });
    await announceSessionsEnded(bus, { userId, sessionIds: ended.filter((s) => !onOtherDevice(s)).map((s) => s.id), reason: 'replaced' });
    if (visitor) await announceSessionsEnded(bus, { userId: visitor.userId, sessionIds: [visitor.sessionId], reason: 'logout' });

    const bonus = await this.deps.daily.payRegisterBonus(userId, false);
    return {
      token,
      register,
      userInfo: await this.deps.users.getUserInfo(userId),
      bonus: bonus.applied ? this.deps.daily.valueOf('register', false) : 0,
      merged,
    };
  }

  private async findOrCreateAccount(source: string, identity: Identity): Promise<{ userId: number; register: boolean }> {
    const { accounts } = this.deps;
    const find = () => accounts.accountOf(source, identity.subject);
    const existing = await find();
    if (existing !== undefined) return { userId: existing, register: false };
    const name = identity.name?.slice(0, 30) || identity.email?.split('@')[0]?.slice(0, 30) || 'KOKO friend';
    const created = await accounts.createAccount({ source, subject: identity.subject, name, email: identity.email, avatar: identity.avatar }, defaultAvatarUrl);
    if (created !== undefined) return { userId: created, register: true };
    const raced = await find();
    if (raced === undefined) throw new ApiError(ErrorCode.Conflict, 'Login failed. Please try again later.');
    return { userId: raced, register: false };
  }
}
