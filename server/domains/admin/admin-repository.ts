import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { localCredentials, users, walletBalances, whitelist } from '@/server/db/schema';

/** A user as the manage pages list them: the row with their whitelist level and balance (null: none). */
export interface ManagedRow {
  user: typeof users.$inferSelect;
  level: number | null;
  balance: number | null;
  /** Local accounts (null otherwise): when the email was verified, and when a reset link was asked for that no mail could carry. */
  localUserId: number | null;
  emailVerifiedAt: Date | null;
  resetRequestedAt: Date | null;
}

/** The whitelist and the users the manage pages look through. */
export class AdminRepository {
  constructor(private readonly db: Database) {}

  async levelOf(userId: number): Promise<number> {
    const [row] = await this.db.select({ level: whitelist.level }).from(whitelist).where(eq(whitelist.userId, userId));
    return row?.level ?? 0;
  }

  private selectManaged() {
    return this.db
      .select({
        user: users,
        level: whitelist.level,
        balance: walletBalances.balance,
        // Flat: Drizzle turns a nested object of a left-joined table into null when any of its fields is null.
        localUserId: localCredentials.userId,
        emailVerifiedAt: localCredentials.emailVerifiedAt,
        resetRequestedAt: localCredentials.resetRequestedAt,
      })
      .from(users)
      .leftJoin(whitelist, eq(whitelist.userId, users.id))
      .leftJoin(walletBalances, eq(walletBalances.userId, users.id))
      .leftJoin(localCredentials, eq(localCredentials.userId, users.id));
  }

  /** Everyone on the whitelist, by level then id. */
  whitelisted(): Promise<ManagedRow[]> {
    return this.selectManaged().where(sql`${whitelist.level} > 0`).orderBy(whitelist.level, users.id);
  }

  /**
   * A page of users (newest first) whose id or name matches the keyword (`byId`: it is a user id) or whose name
   * or email contains it, or all of them for an empty keyword; merged visitors are left out.
   */
  async findUsers(keyword: { text: string; byId: boolean }, offset: number, limit: number): Promise<{ rows: ManagedRow[]; total: number }> {
    const pattern = `%${keyword.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match: SQL | undefined = keyword.text
      ? keyword.byId
        ? or(eq(users.id, Number(keyword.text)), ilike(users.name, pattern))
        : or(ilike(users.name, pattern), ilike(users.email, pattern))
      : undefined;
    const where = and(isNull(users.mergedInto), match);
    const [rows, [total]] = await Promise.all([
      this.selectManaged().where(where).orderBy(desc(users.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async findUser(userId: number): Promise<{ id: number; source: string } | undefined> {
    const [row] = await this.db.select({ id: users.id, source: users.source }).from(users).where(eq(users.id, userId));
    return row;
  }

  async setLevel(userId: number, level: number, grantedBy: number): Promise<void> {
    await this.db
      .insert(whitelist)
      .values({ userId, level, grantedBy })
      .onConflictDoUpdate({ target: whitelist.userId, set: { level, grantedBy } });
  }

  async removeLevel(userId: number): Promise<void> {
    await this.db.delete(whitelist).where(eq(whitelist.userId, userId));
  }
}
