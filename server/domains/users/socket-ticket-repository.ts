import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sessions, socketTickets, users } from '@/server/db/schema';

/** Socket tickets, stored by hash, each for one session. */
export class SocketTicketRepository {
  constructor(private readonly db: Database) {}

  async add(input: { ticketHash: string; sessionId: number; expiresAt: Date }): Promise<void> {
    await this.db.insert(socketTickets).values(input);
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(socketTickets).where(lt(socketTickets.expiresAt, now));
  }

  /** Deletes an unexpired ticket and answers its session (undefined: no such ticket, or expired). */
  async take(ticketHash: string, now: Date): Promise<number | undefined> {
    const [used] = await this.db
      .delete(socketTickets)
      .where(and(eq(socketTickets.ticketHash, ticketHash), gt(socketTickets.expiresAt, now)))
      .returning({ sessionId: socketTickets.sessionId });
    return used?.sessionId;
  }

  /** The user and their source of a session that is still live. */
  async liveSession(sessionId: number, now: Date): Promise<{ userId: number; source: string } | undefined> {
    const [row] = await this.db
      .select({ userId: sessions.userId, source: users.source })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    return row;
  }
}
