import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { sessions, users } from '@/server/db/schema';

export class SessionRepository {
  constructor(private readonly db: Database) {}

  async create(input: { userId: number; tokenHash: string; expiresAt: Date; deviceId?: string; systemType?: string }, executor: Executor = this.db) {
    const [row] = await executor.insert(sessions).values(input).returning({ id: sessions.id });
    return row!.id;
  }

  /** The live session for a token hash with its user's source, or undefined when revoked or expired. */
  async findActive(tokenHash: string, now = new Date()) {
    const [row] = await this.db
      .select({ sessionId: sessions.id, userId: sessions.userId, source: users.source, deviceId: sessions.deviceId, openNsfw: users.openNsfw })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    return row;
  }

  /** A user's live sessions (where they are signed in). */
  async activeOf(userId: number, executor: Executor = this.db, now = new Date()) {
    return executor
      .select({ id: sessions.id, deviceId: sessions.deviceId })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  }

  /**
   * Ends every live session of the user for the one a login is about to start (one device at a time: a
   * user holds one live token) and returns them. Locks the user's row first, so two logins at once cannot
   * both keep theirs; run it in the transaction that creates the new session.
   */
  async endAllOf(userId: number, tx: Executor) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const live = await this.activeOf(userId, tx);
    await this.revoke(live.map((s) => s.id), tx);
    return live;
  }

  async revoke(sessionIds: number[], executor: Executor = this.db) {
    if (sessionIds.length === 0) return;
    await executor.update(sessions).set({ revokedAt: new Date() }).where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt)));
  }
}
