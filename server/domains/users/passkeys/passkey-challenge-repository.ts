import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { passkeyChallenges } from '@/server/db/schema';

export type PasskeyChallengeRow = typeof passkeyChallenges.$inferSelect;
export type NewPasskeyChallenge = typeof passkeyChallenges.$inferInsert;

/** Passkey ceremonies' challenges and sign-up tickets: stored, taken once, expiring. */
export class PasskeyChallengeRepository {
  constructor(private readonly db: Database) {}

  /** Stores a challenge; the expired ones go as new ones come. */
  async add(row: NewPasskeyChallenge, now: Date, executor: Executor = this.db): Promise<void> {
    await executor.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
    await executor.insert(passkeyChallenges).values(row);
  }

  /** Deletes the challenge and answers it: whoever takes it first has it, expired or not (the caller checks). */
  async take(id: string, kind: string): Promise<PasskeyChallengeRow | undefined> {
    const [row] = await this.db
      .delete(passkeyChallenges)
      .where(and(eq(passkeyChallenges.id, id), eq(passkeyChallenges.kind, kind)))
      .returning();
    return row;
  }
}
