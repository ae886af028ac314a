import type { UserInfo } from '@/lib/contracts/user';
import type { Transactions } from '@/server/db/transactions';
import type { DailyActionService } from '@/server/domains/wallet/daily-actions';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Bus } from '@/server/providers/bus/bus';
import { mergeVisitorInto } from './account-merge';
import type { AccountMergeRepository } from './account-merge-repository';
import { tokenNotFound, type Identity, type LoginSource } from './identity/identity';
import type { Verifiers } from './identity/verifiers';
import { defaultAvatarUrl } from './avatars';
import { announceSessionsEnded } from './session-events';
import type { SessionRepository } from './session-repository';
import type { UserRepository } from './user-repository';
import type { UserService } from './user-service';

export interface LoginInput {
  source: LoginSource;
  token?: string;
  deviceId?: string;
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
}

export const userOnline = () => new ApiError(ErrorCode.UserOnline, 'You are already logged in on another device. Do you confirm to log in here?');

interface LoginDeps {
  transactions: Transactions;
  accounts: UserRepository;
  merges: AccountMergeRepository;
  users: UserService;
  sessions: SessionRepository;
  wallet: WalletService;
  daily: DailyActionService;
  verifiers: Verifiers;
  bus: Bus;
  adminEmails: string[];
}

/**
 * POST /user/login (seed §4, §5, §7): visitors by device, accounts by a verified provider token. One
 * account is signed in on one device: a second device is asked to confirm (607), and confirming ends the
 * other sessions (their sockets hear 611). A visitor who signs in brings along what they made.
 */
export class LoginService {
  constructor(private readonly deps: LoginDeps) {}

  async login(input: LoginInput, callerToken?: string): Promise<LoginResult> {
    return input.source === 'visitor' ? this.visitorLogin(input) : this.providerLogin(input, callerToken);
  }

  private async visitorLogin(input: LoginInput): Promise<LoginResult> {
    const deviceId = input.deviceId?.trim();
    if (!deviceId) throw new ApiError(ErrorCode.InvalidParams, 'deviceId: a visitor login needs the device id');
    const { accounts } = this.deps;
    const device = { deviceId, systemType: input.systemType, systemVersion: input.systemVersion, phoneModel: input.phoneModel };
    let register = false;
    let userId = await accounts.visitorOf(deviceId);
    if (userId === undefined) {
      // Undefined when the same device raced us: use the visitor it made.
      userId = await accounts.createVisitor(device, defaultAvatarUrl);
      register = userId !== undefined;
      userId ??= await accounts.visitorOf(deviceId);
      if (userId === undefined) throw new ApiError(ErrorCode.Conflict, 'Request failed. Please try again later.');
    } else {
      await accounts.touchVisitorDevice(device);
    }
    const bonus = register ? await this.deps.daily.payRegisterBonus(userId, true) : { applied: false };
    const token = await this.deps.users.startSession(userId, { deviceId, systemType: input.systemType });
    return { token, register, userInfo: await this.deps.users.getUserInfo(userId), bonus: bonus.applied ? this.deps.daily.valueOf('register', true) : 0, merged: 0 };
  }

  private async providerLogin(input: LoginInput, callerToken?: string): Promise<LoginResult> {
    const { transactions, sessions, bus } = this.deps;
    const verifier = this.deps.verifiers.for(input.source as Exclude<LoginSource, 'visitor'>);
    const credential = input.token?.trim();
    if (!credential) throw tokenNotFound();
    const identity = await verifier.verify(credential);
    const { userId, register } = await this.findOrCreateAccount(input.source, identity);
    // Operators named in KOKO_ADMIN_EMAILS are internal whitelist admins once their email is verified.
    if (identity.emailVerified && identity.email && this.deps.adminEmails.includes(identity.email)) {
      await this.deps.accounts.makeInternalAdmin(userId);
    }

    // One device at a time: another device's live session needs the user's confirmation to end.
    const others = (await sessions.activeOf(userId)).filter((s) => !input.deviceId || s.deviceId !== input.deviceId);
    if (others.length > 0 && !input.checkedLogin) throw userOnline();

    const caller = await this.deps.users.authenticate(callerToken);
    const visitor = caller?.isVisitor && caller.userId !== userId ? caller : undefined;
    const { token, merged } = await transactions.run(async (tx) => {
      await sessions.revoke(others.map((s) => s.id), tx);
      const brought = visitor ? (await mergeVisitorInto(tx, this.deps, visitor.userId, userId)).koin : 0;
      if (visitor) await sessions.revoke([visitor.sessionId], tx);
      return { token: await this.deps.users.startSession(userId, { deviceId: input.deviceId, systemType: input.systemType }, tx), merged: brought };
    });
    await announceSessionsEnded(bus, { userId, sessionIds: others.map((s) => s.id), reason: 'remote-login' });
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
