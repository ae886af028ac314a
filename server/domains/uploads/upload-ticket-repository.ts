import { lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { uploadTickets } from '@/server/db/schema';

/** The upload tickets used so far: one row per ticket (its key), so each is used once, on any instance. */
export class UploadTicketRepository {
  constructor(private readonly db: Database) {}

  /** Records the ticket as used; false when it was used before (by this request's twin or an earlier one). */
  async use(input: { key: string; userId: number; expiresAt: Date }): Promise<boolean> {
    const rows = await this.db.insert(uploadTickets).values(input).onConflictDoNothing().returning({ key: uploadTickets.key });
    return rows.length === 1;
  }

  /** Rows of tickets that expired: their URLs are refused by their signature's time already. */
  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(uploadTickets).where(lt(uploadTickets.expiresAt, now));
  }
}
