import { and, eq } from 'drizzle-orm';
import type { UserInfo } from '@/lib/contracts/user';
import type { Database } from '@/server/db/client';
import { users, visitorDevices, whitelist } from '@/server/db/schema';
import type { DailyActionService } from '@/server/domains/wallet/daily-actions';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Bus } from '@/server/providers/bus/bus';
import { mergeVisitorInto } from './account-merge';
import { tokenNotFound, type Identity, type LoginSource } from './identity/identity';
import type { Verifiers } from './identity/verifiers';
import { defaultAvatarUrl } from './avatars';
import { announceSessionsEnded } from './session-events';
import type { SessionRepository } from './session-repository';
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
  db: Database;
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
    const { db } = this.deps;
    let register = false;
    let userId = await this.visitorOf(deviceId);
    if (userId === undefined) {
      userId = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ source: 'visitor', subject: deviceId, name: 'Guest' })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!created) return undefined; // The same device raced us: use the visitor it made.
        await tx.update(users).set({ name: `Guest ${created.id}`, avatar: defaultAvatarUrl(created.id) }).where(eq(users.id, created.id));
        await tx.insert(visitorDevices).values({ deviceId, userId: created.id, systemType: input.systemType, systemVersion: input.systemVersion, phoneModel: input.phoneModel });
        return created.id;
      });
      register = userId !== undefined;
      userId ??= await this.visitorOf(deviceId);
      if (userId === undefined) throw new ApiError(ErrorCode.Conflict, 'Request failed. Please try again later.');
    } else {
      await db.update(visitorDevices).set({ lastSeenAt: new Date(), systemType: input.systemType, systemVersion: input.systemVersion }).where(eq(visitorDevices.deviceId, deviceId));
    }
    const bonus = register ? await this.deps.daily.payRegisterBonus(userId, true) : { applied: false };
    const token = await this.deps.users.startSession(userId, { deviceId, systemType: input.systemType });
    return { token, register, userInfo: await this.deps.users.getUserInfo(userId), bonus: bonus.applied ? this.deps.daily.valueOf('register', true) : 0, merged: 0 };
  }

  private async visitorOf(deviceId: string): Promise<number | undefined> {
    const [row] = await this.deps.db.select({ userId: visitorDevices.userId }).from(visitorDevices).where(eq(visitorDevices.deviceId, deviceId));
    return row?.userId;
  }

  private async providerLogin(input: LoginInput, callerToken?: string): Promise<LoginResult> {
    const { db, sessions, bus } = this.deps;
    const verifier = this.deps.verifiers.for(input.source as Exclude<LoginSource, 'visitor'>);
    const credential = input.token?.trim();
    if (!credential) throw tokenNotFound();
    const identity = await verifier.verify(credential);
    const { userId, register } = await this.findOrCreateAccount(input.source, identity);
    // Operators named in KOKO_ADMIN_EMAILS are internal whitelist admins once their email is verified.
    if (identity.emailVerified && identity.email && this.deps.adminEmails.includes(identity.email)) {
      await db.insert(whitelist).values({ userId, level: 1 }).onConflictDoUpdate({ target: whitelist.userId, set: { level: 1 } });
    }

    // One device at a time: another device's live session needs the user's confirmation to end.
    const others = (await sessions.activeOf(userId)).filter((s) => !input.deviceId || s.deviceId !== input.deviceId);
    if (others.length > 0 && !input.checkedLogin) throw userOnline();

    const caller = await this.deps.users.authenticate(callerToken);
    const visitor = caller?.isVisitor && caller.userId !== userId ? caller : undefined;
    const { token, merged } = await db.transaction(async (tx) => {
      await sessions.revoke(others.map((s) => s.id), tx);
      const brought = visitor ? (await mergeVisitorInto(tx, this.deps.wallet, visitor.userId, userId)).koin : 0;
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
    const { db } = this.deps;
    const find = async () =>
      (await db.select({ id: users.id }).from(users).where(and(eq(users.source, source), eq(users.subject, identity.subject))))[0]?.id;
    const existing = await find();
    if (existing !== undefined) return { userId: existing, register: false };
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ source, subject: identity.subject, name: identity.name?.slice(0, 30) || identity.email?.split('@')[0]?.slice(0, 30) || 'KOKO friend', email: identity.email, avatar: identity.avatar })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) return undefined;
      if (!identity.avatar) await tx.update(users).set({ avatar: defaultAvatarUrl(row.id) }).where(eq(users.id, row.id));
      return row.id;
    });
    if (created !== undefined) return { userId: created, register: true };
    const raced = await find();
    if (raced === undefined) throw new ApiError(ErrorCode.Conflict, 'Login failed. Please try again later.');
    return { userId: raced, register: false };
  }
}
