import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { localCredentials, users } from '@/server/db/schema';

export interface Credential {
  userId: number;
  email: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  resetRequestedAt: Date | null;
  disabledAt: Date | null;
  name: string;
}

const credentialColumns = {
  userId: localCredentials.userId,
  email: localCredentials.email,
  passwordHash: localCredentials.passwordHash,
  emailVerifiedAt: localCredentials.emailVerifiedAt,
  resetRequestedAt: localCredentials.resetRequestedAt,
  disabledAt: users.disabledAt,
  name: users.name,
};

/** Email + password credentials; the email is stored normalised, unique across local accounts. */
export class CredentialRepository {
  constructor(private readonly db: Database) {}

  async byEmail(email: string, executor: Executor = this.db): Promise<Credential | undefined> {
    const [row] = await executor.select(credentialColumns).from(localCredentials).innerJoin(users, eq(users.id, localCredentials.userId)).where(eq(localCredentials.email, email));
    return row;
  }

  async byUser(userId: number, executor: Executor = this.db): Promise<Credential | undefined> {
    const [row] = await executor.select(credentialColumns).from(localCredentials).innerJoin(users, eq(users.id, localCredentials.userId)).where(eq(localCredentials.userId, userId));
    return row;
  }

  /** The credentials of several users at once (the manage pages' list). */
  async ofUsers(userIds: number[]): Promise<Credential[]> {
    if (userIds.length === 0) return [];
    return this.db.select(credentialColumns).from(localCredentials).innerJoin(users, eq(users.id, localCredentials.userId)).where(inArray(localCredentials.userId, userIds));
  }

  /**
   * Makes a local account (a user of source `password`) with its credential, in the caller's transaction.
   * Undefined when the email is taken (by a sign-up a moment ago included): nothing is written then.
   */
  async create(input: { email: string; name: string; passwordHash: string; verified: boolean }, avatarOf: (userId: number) => string, tx: Executor): Promise<number | undefined> {
    const [taken] = await tx.select({ userId: localCredentials.userId }).from(localCredentials).where(eq(localCredentials.email, input.email));
    if (taken) return undefined;
    const [user] = await tx.insert(users).values({ source: 'password', subject: input.email, name: input.name, email: input.email }).onConflictDoNothing().returning({ id: users.id });
    if (!user) return undefined;
    await tx.update(users).set({ avatar: avatarOf(user.id) }).where(eq(users.id, user.id));
    const [row] = await tx
      .insert(localCredentials)
      .values({ userId: user.id, email: input.email, passwordHash: input.passwordHash, emailVerifiedAt: input.verified ? new Date() : null })
      .onConflictDoNothing()
      .returning({ userId: localCredentials.userId });
    // The email went to another sign-up between the check and the insert: the caller rolls back.
    return row?.userId;
  }

  async setPassword(userId: number, passwordHash: string, executor: Executor = this.db): Promise<void> {
    await executor.update(localCredentials).set({ passwordHash, resetRequestedAt: null, updatedAt: new Date() }).where(eq(localCredentials.userId, userId));
  }

  async markVerified(userId: number, executor: Executor = this.db): Promise<void> {
    await executor.update(localCredentials).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(and(eq(localCredentials.userId, userId), isNull(localCredentials.emailVerifiedAt)));
  }

  async markResetRequested(userId: number): Promise<void> {
    await this.db.update(localCredentials).set({ resetRequestedAt: new Date() }).where(eq(localCredentials.userId, userId));
  }

  /** Disables (a date) or enables (null) a user; false when there is no such user. */
  async setDisabled(userId: number, disabledAt: Date | null, executor: Executor = this.db): Promise<boolean> {
    const rows = await executor.update(users).set({ disabledAt }).where(eq(users.id, userId)).returning({ id: users.id });
    return rows.length > 0;
  }

  /** Every local account, oldest first (the CLI's list). */
  all(): Promise<Credential[]> {
    return this.db.select(credentialColumns).from(localCredentials).innerJoin(users, eq(users.id, localCredentials.userId)).orderBy(localCredentials.userId);
  }
}
