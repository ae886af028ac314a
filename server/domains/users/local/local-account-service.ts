import type { SetupInput, SignUpInput, SignUpResult } from '@/lib/contracts/accounts';
import { normaliseEmail } from '@/lib/contracts/accounts';
import type { Locale } from '@/lib/i18n/locales';
import type { Transactions } from '@/server/db/transactions';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Logger } from '@/server/log';
import type { Bus } from '@/server/providers/bus/bus';
import type { Mailer } from '@/server/providers/mail/mailer';
import { defaultAvatarUrl } from '../avatars';
import type { OwnerRepository } from '../owner-repository';
import { announceSessionsEnded } from '../session-events';
import type { SessionRepository } from '../session-repository';
import type { SessionUser } from '../session-user';
import { hashToken, newToken } from '../token';
import type { AccountAuditRepository } from './account-audit-repository';
import type { AccountTokenKind, AccountTokenRepository } from './account-token-repository';
import type { Credential, CredentialRepository } from './credential-repository';
import { accountDisabled, wrongCredentials } from './account-errors';
import { accountMail } from './account-mail';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash';
import { PASSWORD_MESSAGES, passwordProblem } from './password-rules';
import type { SetupCode } from './setup-code';

/** How long each kind of link opens: a reset 1 hour, a verification and an invitation 7 days. */
export const LINK_TTL_MS: Record<AccountTokenKind, number> = { reset: 60 * 60_000, verify: 7 * 24 * 60 * 60_000, invite: 7 * 24 * 60 * 60_000 };
const LINK_PATHS: Record<AccountTokenKind, string> = { reset: '/reset-password', verify: '/verify-email', invite: '/signup' };

const badLink = () => new ApiError(ErrorCode.InvalidParams, 'token: this link does not work any more (used, replaced or expired); ask for a new one');

/** A link made for someone: its URL (absolute with KOKO_PUBLIC_URL, else from the site's root), when it ends, whether it was mailed. */
export interface MadeLink {
  url: string;
  expiresAt: Date;
  mailed: boolean;
}

export interface LocalAccountDeps {
  transactions: Transactions;
  credentials: CredentialRepository;
  tokens: AccountTokenRepository;
  owners: OwnerRepository;
  audit: AccountAuditRepository;
  sessions: SessionRepository;
  bus: Bus;
  setupCode: SetupCode;
  signup: 'open' | 'invite';
  /** SMTP, when configured: links are mailed. Without it an owner hands them out. */
  mailer?: Mailer;
  /** The public origin (KOKO_PUBLIC_URL) links start with; absent → links from the site's root. */
  publicUrl?: string;
  log: Logger;
}

/**
 * Email + password accounts (DESIGN §6): sign-up, the first-run owner, sign-in's password check, verification and
 * reset links, password changes, and the owners' tools (invitations, disabling, reset links). Signing in itself is
 * LoginService's, the same path as the providers' (one live session, a visitor merged into the account).
 *
 * Nothing tells whether an email has an account: a wrong email and a wrong password get the same answer after the
 * same work (a dummy hash), a reset request answers the same for every email, and with mail a sign-up with a
 * taken email answers as a new one (its owner gets a mail saying someone tried).
 */
export class LocalAccountService {
  constructor(private readonly deps: LocalAccountDeps) {}

  get mailConfigured(): boolean {
    return this.deps.mailer !== undefined;
  }

  get signupPolicy(): 'open' | 'invite' {
    return this.deps.signup;
  }

  async needsSetup(): Promise<boolean> {
    return !(await this.deps.owners.hasOwner());
  }

  /** The setup code while the instance has no owner (made now if need be), else undefined. */
  async setupCodeIfNoOwner(): Promise<string | undefined> {
    if (!(await this.needsSetup())) {
      this.deps.setupCode.clear();
      return undefined;
    }
    return this.deps.setupCode.current();
  }

  get setupCodePath(): string {
    return this.deps.setupCode.path;
  }

  /**
   * First-run setup: with the setup code, makes the owner's account (verified: the owner is the one who reads the
   * server's log). The claim is in the account's transaction: of two setups at once one wins, the other changes
   * nothing and is told the server has an owner.
   */
  async setup(input: SetupInput): Promise<SignUpResult> {
    if (!(await this.needsSetup())) throw new ApiError(ErrorCode.Conflict, 'This server already has an owner; sign in instead', 409);
    if (!this.deps.setupCode.matches(input.setupCode)) throw new ApiError(ErrorCode.Forbidden, 'setupCode: the setup code is wrong (see the server log or <data dir>/setup-code)', 403);
    await this.createAccount({ ...input, verified: true, owner: 'required' });
    this.deps.setupCode.clear();
    return { status: 'signed-up' };
  }

  /** Sign-up: open to anyone, or by invitation (KOKO_SIGNUP=invite); never before the owner exists. */
  async signUp(input: SignUpInput, locale: Locale = 'en-US'): Promise<SignUpResult> {
    if (await this.needsSetup()) throw new ApiError(ErrorCode.Conflict, 'This server is not set up yet: its owner makes the first account at /setup', 409);
    const email = normaliseEmail(input.email);
    this.checkPassword(input.password, { email, name: input.name });
    const { deps } = this;
    let invitedEmail: string | null | undefined;
    if (input.invite) {
      const invite = await deps.tokens.findLive('invite', hashToken(input.invite));
      if (!invite) throw new ApiError(ErrorCode.InvalidParams, 'invite: this invitation does not work any more (used or expired); ask for a new one');
      if (invite.email && invite.email !== email) throw new ApiError(ErrorCode.InvalidParams, 'email: this invitation is for another email address');
      invitedEmail = invite.email;
    } else if (deps.signup === 'invite') {
      throw new ApiError(ErrorCode.Forbidden, 'invite: sign-up on this server is by invitation; ask its owner for a link', 403);
    }

    const existing = await deps.credentials.byEmail(email);
    if (existing) return this.signUpTaken(existing, locale);
    // An invitation bound to this email proves it. Without mail the account signs in unverified (nothing to verify
    // with), so an email named in KOKO_ADMIN_EMAILS gives nothing to whoever typed it.
    const verified = invitedEmail === email;
    const userId = await this.createAccount({ ...input, email, verified, owner: 'never', invite: input.invite });
    if (userId === undefined) return this.signUpTaken(undefined, locale);
    if (!verified && deps.mailer) {
      await this.sendVerification(userId, email, locale);
      return { status: 'check-mail' };
    }
    return { status: 'signed-up' };
  }

  /**
   * A sign-up with an email that has an account. With mail the answer is the one a new account gets, and the
   * email's owner hears that someone tried; without mail the answer is the same refusal whoever owns the email.
   */
  private async signUpTaken(existing: Credential | undefined, locale: Locale): Promise<SignUpResult> {
    if (this.deps.mailer) {
      if (existing) this.mail(existing.email, accountMail('signUpTried', this.link('reset', ''), locale));
      return { status: 'check-mail' };
    }
    throw new ApiError(ErrorCode.Conflict, 'This account could not be made. If you have one, sign in or reset your password', 409);
  }

  /**
   * Makes a local account in one transaction: the user, the credential, the used invitation and (for setup, or the
   * command line's --owner) the owner's claim. Undefined when the email was taken meanwhile; nothing is written then.
   */
  private async createAccount(input: { name: string; email: string; password: string; verified: boolean; owner: 'required' | 'never' | 'if-first'; invite?: string }): Promise<number | undefined> {
    const email = normaliseEmail(input.email);
    this.checkPassword(input.password, { email, name: input.name });
    const passwordHash = await hashPassword(input.password);
    const { deps } = this;
    return deps.transactions.run(async (tx) => {
      if (input.invite && !(await deps.tokens.consume('invite', hashToken(input.invite), tx))) {
        throw new ApiError(ErrorCode.InvalidParams, 'invite: this invitation does not work any more (used or expired); ask for a new one');
      }
      const userId = await deps.credentials.create({ email, name: input.name, passwordHash, verified: input.verified }, defaultAvatarUrl, tx);
      if (userId === undefined) {
        if (input.owner === 'required') throw new ApiError(ErrorCode.Conflict, 'email: an account with this email exists already', 409);
        return undefined;
      }
      if (input.owner !== 'never') {
        const claimed = await deps.owners.claimIfFirst(userId, tx);
        if (!claimed && input.owner === 'required') throw new ApiError(ErrorCode.Conflict, 'This server already has an owner; sign in instead', 409);
      }
      return userId;
    });
  }

  private checkPassword(password: string, context: { email?: string; name?: string }): void {
    const problem = passwordProblem(password, context);
    if (problem) throw new ApiError(ErrorCode.InvalidParams, PASSWORD_MESSAGES[problem]);
  }

  /**
   * The password check of a password sign-in: the account's id, or "email or password is wrong" after the same
   * work whether the email is unknown or the password wrong. With mail, an email not yet verified cannot sign in.
   */
  async authenticate(emailInput: string | undefined, password: string | undefined): Promise<{ userId: number; email: string; emailVerified: boolean }> {
    if (!emailInput || !password || password.length > 1024) throw wrongCredentials();
    const email = normaliseEmail(emailInput);
    const credential = await this.deps.credentials.byEmail(email);
    if (!credential) {
      await verifyAgainstDummy(password);
      throw wrongCredentials();
    }
    if (!(await verifyPassword(password, credential.passwordHash))) throw wrongCredentials();
    if (credential.disabledAt) throw accountDisabled();
    if (!credential.emailVerifiedAt && this.deps.mailer) {
      throw new ApiError(ErrorCode.Forbidden, 'Please verify your email first: open the link we mailed you (or ask for a new one by resetting the password)', 403);
    }
    // Hashes made under weaker parameters are made again under the current ones.
    if (needsRehash(credential.passwordHash)) await this.deps.credentials.setPassword(credential.userId, await hashPassword(password));
    return { userId: credential.userId, email, emailVerified: credential.emailVerifiedAt !== null };
  }

  /**
   * "Forgot password": with mail, the account's email gets a reset link; without, the request waits in user
   * management for an owner to make one. The answer is the same for every email.
   */
  async requestReset(emailInput: string, locale: Locale = 'en-US'): Promise<void> {
    const email = normaliseEmail(emailInput);
    const credential = await this.deps.credentials.byEmail(email);
    if (!credential || credential.disabledAt) return;
    if (this.deps.mailer) {
      const link = await this.makeLink('reset', { userId: credential.userId });
      this.mail(email, accountMail('reset', link.url, locale));
    } else {
      await this.deps.credentials.markResetRequested(credential.userId);
    }
  }

  /** Sets a new password with a reset link: the link is used up, the other links end and so do all sessions. */
  async resetPassword(token: string, password: string): Promise<void> {
    const { deps } = this;
    const found = await deps.tokens.findLive('reset', hashToken(token));
    if (!found?.userId) throw badLink();
    const credential = await deps.credentials.byUser(found.userId);
    if (!credential) throw badLink();
    this.checkPassword(password, { email: credential.email, name: credential.name });
    const passwordHash = await hashPassword(password);
    const ended = await deps.transactions.run(async (tx) => {
      const used = await deps.tokens.consume('reset', hashToken(token), tx);
      if (!used?.userId) throw badLink();
      await deps.credentials.setPassword(used.userId, passwordHash, tx);
      await deps.tokens.revokeOf(used.userId, 'reset', tx);
      // Whoever held the old password is signed out everywhere. A mailed link proves the email too.
      if (this.deps.mailer) await deps.credentials.markVerified(used.userId, tx);
      return deps.sessions.endAllOf(used.userId, tx);
    });
    await announceSessionsEnded(deps.bus, { userId: found.userId, sessionIds: ended.map((s) => s.id), reason: 'logout' });
  }

  /** Opens a verification link: the email is verified (once; a second use of the link opens nothing). */
  async verifyEmail(token: string): Promise<void> {
    const { deps } = this;
    await deps.transactions.run(async (tx) => {
      const used = await deps.tokens.consume('verify', hashToken(token), tx);
      if (!used?.userId) throw badLink();
      await deps.credentials.markVerified(used.userId, tx);
    });
  }

  /** Changes the signed-in user's password; the current one is asked. Other sessions stay: this is the user. */
  async changePassword(caller: SessionUser, current: string, password: string): Promise<void> {
    const credential = await this.deps.credentials.byUser(caller.userId);
    if (!credential) throw new ApiError(ErrorCode.InvalidParams, 'This account signs in without a password');
    if (!(await verifyPassword(current, credential.passwordHash))) throw new ApiError(ErrorCode.InvalidParams, 'currentPassword: is wrong');
    this.checkPassword(password, { email: credential.email, name: credential.name });
    const passwordHash = await hashPassword(password);
    await this.deps.transactions.run(async (tx) => {
      await this.deps.credentials.setPassword(caller.userId, passwordHash, tx);
      await this.deps.tokens.revokeOf(caller.userId, 'reset', tx);
    });
  }

  // ---- owners' tools (the caller's level is checked by AccountAdminService) and the command line ----

  /** An invitation link, optionally for one email; mailed there when mail is configured. */
  async invite(actorId: number | undefined, emailInput?: string, locale: Locale = 'en-US'): Promise<MadeLink> {
    const email = emailInput ? normaliseEmail(emailInput) : undefined;
    const link = await this.deps.transactions.run(async (tx) => {
      const made = await this.makeLink('invite', { email, createdBy: actorId }, tx);
      await this.deps.audit.record({ actorId, action: 'invite', detail: email ? { email } : {} }, tx);
      return made;
    });
    if (email && this.deps.mailer) {
      this.mail(email, accountMail('invite', link.url, locale));
      return { ...link, mailed: true };
    }
    return link;
  }

  /** A reset link for a user, made by an owner: mailed to the user when mail is configured, and always returned. */
  async resetLinkFor(actorId: number | undefined, userId: number, locale: Locale = 'en-US'): Promise<MadeLink> {
    const credential = await this.deps.credentials.byUser(userId);
    if (!credential) throw new ApiError(ErrorCode.InvalidParams, 'userId: this user signs in without a password (a provider or a visitor)');
    const link = await this.deps.transactions.run(async (tx) => {
      await this.deps.tokens.revokeOf(userId, 'reset', tx);
      const made = await this.makeLink('reset', { userId, createdBy: actorId }, tx);
      await this.deps.audit.record({ actorId, action: 'reset-link', targetUserId: userId }, tx);
      return made;
    });
    if (this.deps.mailer) {
      this.mail(credential.email, accountMail('reset', link.url, locale));
      return { ...link, mailed: true };
    }
    return link;
  }

  /** Disables or enables a user. Disabling ends every session of theirs at once (their sockets hear 401). */
  async setDisabled(actorId: number | undefined, userId: number, disabled: boolean): Promise<void> {
    const { deps } = this;
    if (disabled && (await deps.owners.ownerId()) === userId) throw new ApiError(ErrorCode.InvalidParams, "userId: the owner cannot be disabled; name another owner first");
    const ended = await deps.transactions.run(async (tx) => {
      if (!(await deps.credentials.setDisabled(userId, disabled ? new Date() : null, tx))) throw new ApiError(ErrorCode.NotFound, 'User not found');
      await deps.audit.record({ actorId, action: disabled ? 'disable' : 'enable', targetUserId: userId }, tx);
      return disabled ? deps.sessions.endAllOf(userId, tx) : [];
    });
    await announceSessionsEnded(deps.bus, { userId, sessionIds: ended.map((s) => s.id), reason: 'account-disabled' });
  }

  // ---- the command line (trusted: it runs on the server's machine, against its database) ----

  /** Makes an account from the command line, verified; `owner`: it becomes the owner (the old one stays an admin). */
  async createFromCommandLine(input: { name: string; email: string; password: string; owner: boolean }): Promise<number> {
    const userId = await this.createAccount({ ...input, verified: true, owner: 'if-first' });
    if (userId === undefined) throw new ApiError(ErrorCode.Conflict, 'email: an account with this email exists already', 409);
    await this.deps.audit.record({ action: 'create-account', targetUserId: userId, detail: { owner: input.owner } });
    if (input.owner) await this.makeOwner(undefined, userId);
    if (!(await this.needsSetup())) this.deps.setupCode.clear();
    return userId;
  }

  async makeOwner(actorId: number | undefined, userId: number): Promise<void> {
    await this.deps.transactions.run(async (tx) => {
      await this.deps.owners.transferTo(userId, tx);
      await this.deps.audit.record({ actorId, action: 'make-owner', targetUserId: userId }, tx);
    });
    this.deps.setupCode.clear();
  }

  /** Sets a password from the command line; every session of the user ends. */
  async setPassword(userId: number, password: string): Promise<void> {
    const credential = await this.deps.credentials.byUser(userId);
    if (!credential) throw new ApiError(ErrorCode.InvalidParams, 'this user signs in without a password');
    this.checkPassword(password, { email: credential.email, name: credential.name });
    const passwordHash = await hashPassword(password);
    const ended = await this.deps.transactions.run(async (tx) => {
      await this.deps.credentials.setPassword(userId, passwordHash, tx);
      await this.deps.tokens.revokeOf(userId, 'reset', tx);
      await this.deps.audit.record({ action: 'set-password', targetUserId: userId }, tx);
      return this.deps.sessions.endAllOf(userId, tx);
    });
    await announceSessionsEnded(this.deps.bus, { userId, sessionIds: ended.map((s) => s.id), reason: 'logout' });
  }

  byEmail(email: string): Promise<Credential | undefined> {
    return this.deps.credentials.byEmail(normaliseEmail(email));
  }

  list(): Promise<Credential[]> {
    return this.deps.credentials.all();
  }

  ownerId(): Promise<number | undefined> {
    return this.deps.owners.ownerId();
  }

  /** Local credentials of these users, by user id (the manage pages show who is local, verified, asked for a reset). */
  async credentialsOf(userIds: number[]): Promise<Map<number, Credential>> {
    return new Map((await this.deps.credentials.ofUsers(userIds)).map((c) => [c.userId, c]));
  }

  // ---- links and mail ----

  private async sendVerification(userId: number, email: string, locale: Locale): Promise<void> {
    const link = await this.makeLink('verify', { userId });
    this.mail(email, accountMail('verify', link.url, locale));
  }

  private async makeLink(kind: AccountTokenKind, owner: { userId?: number; email?: string; createdBy?: number }, tx?: Parameters<Parameters<Transactions['run']>[0]>[0]): Promise<MadeLink> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + LINK_TTL_MS[kind]);
    await this.deps.tokens.create({ kind, tokenHash: hashToken(token), expiresAt, ...owner }, tx);
    return { url: this.link(kind, token), expiresAt, mailed: false };
  }

  private link(kind: AccountTokenKind, token: string): string {
    const path = token ? `${LINK_PATHS[kind]}?token=${encodeURIComponent(token)}` : LINK_PATHS[kind];
    return `${this.deps.publicUrl ?? ''}${path}`;
  }

  /**
   * Sends a mail without making the request wait for the mail server: how long an answer takes must not tell
   * whether a mail went out (and so whether an email has an account). A failure is logged without the address.
   */
  private mail(to: string, content: { subject: string; text: string }): void {
    const mailer = this.deps.mailer;
    if (!mailer) return;
    void mailer.send({ to, ...content }).catch((error: Error) => this.deps.log.warn('sending mail failed', { subject: content.subject, error: error.message }));
  }
}
