import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';

export class SessionRepository {
  constructor(private readonly db: Database) {}

  async create(input: { userId: number; tokenHash: string; expiresAt: Date; deviceId?: string; systemType?: string }) {
    const [row] = await this.db.insert(sessions).values(input).returning({ id: sessions.id });
    return row!.id;
  }

  /** The live session for a token hash with its user's source, or undefined when revoked or expired. */
  async findActive(tokenHash: string, now = new Date()) {
    const [row] = await this.db
      .select({ sessionId: sessions.id, userId: sessions.userId, source: users.source })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    return row;
  }

  async revoke(sessionId: number) {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  }
}
