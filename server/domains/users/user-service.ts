import type { UserInfo } from '@/lib/contracts/user';
import { GENDERS } from '@/lib/contracts/user';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@/lib/contracts/session';
import type { Transaction } from '@/server/db/transactions';
import { notFound } from '@/server/errors';
import type { Bus } from '@/server/providers/bus/bus';
import { announceSessionsEnded } from './session-events';
import type { SessionRepository } from './session-repository';
import type { Caller, SessionUser } from './session-user';
import { hashToken, newToken } from './token';
import type { UserRepository, UserRow } from './user-repository';

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly bus: Bus,
  ) {}

  /** Resolves an x-auth token to its caller; undefined for unknown, revoked or expired tokens. */
  async authenticate(token: string | undefined): Promise<SessionUser | undefined> {
    return (await this.authenticateCaller(token))?.user;
  }

  /** The session behind a token and the caller's adult-content setting, in one read; undefined when it opens nothing. */
  async authenticateCaller(token: string | undefined): Promise<Caller | undefined> {
    if (!token || token.length > 256) return undefined;
    const row = await this.sessions.findActive(hashToken(token));
    if (!row) return undefined;
    return { user: { userId: row.userId, sessionId: row.sessionId, source: row.source, isVisitor: row.source === 'visitor' }, openNsfw: row.openNsfw };
  }

  async startSession(userId: number, device: { deviceId?: string; systemType?: string } = {}, tx?: Transaction): Promise<string> {
    const token = newToken();
    // Tokens live as long as the session cookie that carries them.
    const expiresAt = new Date(Date.now() + SESSION_COOKIE_MAX_AGE_SECONDS * 1000);
    await this.sessions.create({ userId, tokenHash: hashToken(token), expiresAt, ...device }, tx);
    return token;
  }

  async getUserInfo(userId: number): Promise<UserInfo> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound('User');
    return toUserInfo(user, user.whiteListLevel);
  }

  /**
   * Seed enter_nickname: whether to ask this user what to call them now. True once, for a user who has not chosen a
   * name, the first time a chat asks; never again after (they answered, skipped or left).
   */
  askNameOnce(userId: number): Promise<boolean> {
    return this.users.markNameAsked(userId);
  }

  /** POST /user/logout: the token stops working and its sockets close. */
  async logout(caller: SessionUser): Promise<void> {
    await this.sessions.revoke([caller.sessionId]);
    await announceSessionsEnded(this.bus, { userId: caller.userId, sessionIds: [caller.sessionId], reason: 'logout' });
  }

  /**
   * POST /user/cancel: deletes the account with everything it made (characters, chats, koin, friends,
   * likes and what they added to like counts; the rest goes with the user row's cascades). Every token of the account stops working at once.
   */
  async cancel(caller: SessionUser): Promise<void> {
    const live = await this.sessions.activeOf(caller.userId);
    await this.users.deleteAccount(caller.userId);
    await announceSessionsEnded(this.bus, { userId: caller.userId, sessionIds: live.map((s) => s.id), reason: 'account-deleted' });
  }
}

export function toUserInfo(user: UserRow, whiteListLevel: number): UserInfo {
  return {
    userId: user.id,
    name: user.name,
    nameChosen: user.nameChosen,
    avatar: user.avatar,
    email: user.email,
    source: user.source,
    whiteListLevel,
    openNsfw: user.openNsfw,
    autoAudio: user.autoAudio,
    gender: (GENDERS as readonly string[]).includes(user.gender) ? (user.gender as UserInfo['gender']) : 'non',
    lang: user.lang,
    tagList: user.tagList,
    llmConfigObj: user.llmConfig ?? null,
  };
}
