import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { feedback, roles, users, whitelist } from '@/server/db/schema';
import { releaseLikesOf } from '@/server/domains/feed/like-repository';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export class UserRepository {
  constructor(private readonly db: Database) {}

  async create(input: NewUser): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(input).returning();
    return row!;
  }

  async findById(id: number): Promise<(UserRow & { whiteListLevel: number }) | undefined> {
    const [row] = await this.db
      .select({ user: users, level: whitelist.level })
      .from(users)
      .leftJoin(whitelist, eq(whitelist.userId, users.id))
      .where(eq(users.id, id))
      .limit(1);
    return row ? { ...row.user, whiteListLevel: row.level ?? 0 } : undefined;
  }

  /**
   * Deletes a user with everything they made, in one transaction: their likes (and what they added to like
   * counts), characters and feedback here, the rest through the user row's cascades.
   */
  async deleteAccount(userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await releaseLikesOf(tx, userId);
      await tx.delete(roles).where(eq(roles.authorId, userId));
      await tx.delete(feedback).where(eq(feedback.userId, userId));
      await tx.delete(users).where(inArray(users.id, [userId]));
    });
  }

  /** The account a provider's subject signed up as, if any. */
  async accountOf(source: string, subject: string): Promise<number | undefined> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(and(eq(users.source, source), eq(users.subject, subject)));
    return row?.id;
  }

  /**
   * Creates a provider's account, with the default picture of its id when it brings none, in one transaction;
   * undefined when the same subject signed up meanwhile.
   */
  async createAccount(input: { source: string; subject: string; name: string; email?: string | null; avatar?: string | null }, avatarOf: (userId: number) => string): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values(input).onConflictDoNothing().returning({ id: users.id });
      if (!row) return undefined;
      if (!input.avatar) await tx.update(users).set({ avatar: avatarOf(row.id) }).where(eq(users.id, row.id));
      return row.id;
    });
  }

  /** Whether an owner disabled the user (read in the sign-in's transaction, after the user's row is locked). */
  async isDisabled(userId: number, executor: Executor = this.db): Promise<boolean> {
    const [row] = await executor.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId));
    return !!row?.disabledAt;
  }

  /** Puts a user on the whitelist as an internal admin (level 1). */
  async makeInternalAdmin(userId: number): Promise<void> {
    await this.db.insert(whitelist).values({ userId, level: 1 }).onConflictDoUpdate({ target: whitelist.userId, set: { level: 1 } });
  }
}
