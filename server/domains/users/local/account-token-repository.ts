import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { accountTokens } from '@/server/db/schema';

export type AccountTokenKind = 'reset' | 'verify' | 'invite';

export interface AccountTokenRow {
  id: number;
  kind: string;
  userId: number | null;
  email: string | null;
  createdBy: number | null;
  expiresAt: Date;
}

/** One-time links, kept by the SHA-256 of their token. */
export class AccountTokenRepository {
  constructor(private readonly db: Database) {}

  async create(input: { kind: AccountTokenKind; tokenHash: string; userId?: number; email?: string; createdBy?: number; expiresAt: Date }, executor: Executor = this.db): Promise<void> {
    await executor.insert(accountTokens).values(input);
  }

  /** The live (unused, unexpired) token of this kind with this hash. */
  async findLive(kind: AccountTokenKind, tokenHash: string, executor: Executor = this.db, now = new Date()): Promise<AccountTokenRow | undefined> {
    const [row] = await executor
      .select({ id: accountTokens.id, kind: accountTokens.kind, userId: accountTokens.userId, email: accountTokens.email, createdBy: accountTokens.createdBy, expiresAt: accountTokens.expiresAt })
      .from(accountTokens)
      .where(and(eq(accountTokens.kind, kind), eq(accountTokens.tokenHash, tokenHash), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)));
    return row;
  }

  /**
   * Uses a live token up, in the caller's transaction: of two uses at once only one gets the row back, so a link
   * opens once. Undefined when it is unknown, used or expired.
   */
  async consume(kind: AccountTokenKind, tokenHash: string, tx: Executor, now = new Date()): Promise<AccountTokenRow | undefined> {
    const [row] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.kind, kind), eq(accountTokens.tokenHash, tokenHash), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
      .returning({ id: accountTokens.id, kind: accountTokens.kind, userId: accountTokens.userId, email: accountTokens.email, createdBy: accountTokens.createdBy, expiresAt: accountTokens.expiresAt });
    return row;
  }

  /** Ends a user's other live links of a kind (a new reset link replaces the older ones; a changed password ends them). */
  async revokeOf(userId: number, kind: AccountTokenKind, executor: Executor = this.db): Promise<void> {
    await executor.update(accountTokens).set({ usedAt: new Date() }).where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
  }
}
