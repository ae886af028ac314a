import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users, whitelist } from '@/server/db/schema';

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
}
