import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { localCredentials, passkeys, users } from '@/server/db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = typeof passkeys.$inferInsert;

/** Sources whose accounts sign in through someone else (an OpenID provider, Facebook): a way in besides passkeys. */
const PROVIDER_SOURCES = ['google', 'facebook', 'apple'];

export class PasskeyRepository {
  constructor(private readonly db: Database) {}

  async find(credentialId: string): Promise<PasskeyRow | undefined> {
    const [row] = await this.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
    return row;
  }

  async listOf(userId: number): Promise<PasskeyRow[]> {
    return this.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.credentialId));
  }

  /** The WebAuthn user handle the user's passkeys share, if they have one. */
  async handleOf(userId: number): Promise<string | undefined> {
    const [row] = await this.db.select({ handle: passkeys.userHandle }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
    return row?.handle;
  }

  /** Adds a passkey; false when that credential is registered already (to anyone). */
  async add(row: NewPasskey, executor: Executor = this.db): Promise<boolean> {
    const inserted = await executor.insert(passkeys).values(row).onConflictDoNothing().returning({ id: passkeys.credentialId });
    return inserted.length === 1;
  }

  /**
   * Creates the account a passkey signs up, with its default picture, in the caller's transaction; its subject is
   * the passkeys' user handle.
   */
  async createAccount(input: { handle: string; name: string; email?: string }, avatarOf: (userId: number) => string, tx: Executor): Promise<number> {
    const [row] = await tx.insert(users).values({ source: 'passkey', subject: input.handle, name: input.name, email: input.email ?? null }).returning({ id: users.id });
    await tx.update(users).set({ avatar: avatarOf(row!.id) }).where(eq(users.id, row!.id));
    return row!.id;
  }

  /**
   * Records a sign-in: the new signature counter, only if it moved forward (or the authenticator keeps none, 0), so
   * two sign-ins with one counter value cannot both pass. False when another sign-in got there first.
   */
  async recordUse(credentialId: string, update: { counter: number; backedUp: boolean; deviceType: string }, now: Date): Promise<boolean> {
    const moved = await this.db
      .update(passkeys)
      .set({ counter: update.counter, backedUp: update.backedUp, deviceType: update.deviceType, lastUsedAt: now })
      .where(and(eq(passkeys.credentialId, credentialId), update.counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, update.counter)))
      .returning({ id: passkeys.credentialId });
    return moved.length === 1;
  }

  async rename(userId: number, credentialId: string, name: string): Promise<boolean> {
    const renamed = await this.db.update(passkeys).set({ name }).where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId))).returning({ id: passkeys.credentialId });
    return renamed.length === 1;
  }

  /** Whether the account can sign in without a passkey: through a provider, or with its email and password. */
  async hasOtherSignIn(userId: number, executor: Executor = this.db): Promise<boolean> {
    const [row] = await executor
      .select({ source: users.source, password: localCredentials.userId })
      .from(users)
      .leftJoin(localCredentials, eq(localCredentials.userId, users.id))
      .where(eq(users.id, userId));
    return row !== undefined && (PROVIDER_SOURCES.includes(row.source) || row.password !== null);
  }

  /**
   * Removes one of the user's passkeys unless it is their last way in, decided under the user's row lock so two
   * removals at once cannot both take the last two. 'last' when it would be.
   */
  async remove(userId: number, credentialId: string): Promise<'removed' | 'missing' | 'last'> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [mine] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      const [target] = await tx.select({ id: passkeys.credentialId }).from(passkeys).where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)));
      if (!target) return 'missing';
      if ((mine?.n ?? 0) <= 1 && !(await this.hasOtherSignIn(userId, tx))) return 'last';
      await tx.delete(passkeys).where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)));
      return 'removed';
    });
  }
}
