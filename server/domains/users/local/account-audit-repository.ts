import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { accountAudit } from '@/server/db/schema';

export type AccountAuditAction = 'invite' | 'disable' | 'enable' | 'reset-link' | 'verify-link' | 'make-owner' | 'create-account' | 'set-password';

/** What owners (and the command line, with no actor) did to accounts. */
export class AccountAuditRepository {
  constructor(private readonly db: Database) {}

  async record(entry: { actorId?: number; action: AccountAuditAction; targetUserId?: number; detail?: Record<string, unknown> }, executor: Executor = this.db): Promise<void> {
    await executor.insert(accountAudit).values({ actorId: entry.actorId ?? null, action: entry.action, targetUserId: entry.targetUserId ?? null, detail: entry.detail ?? {} });
  }

  /** The newest entries about a user, or about everyone. */
  recent(limit: number, targetUserId?: number) {
    const query = this.db.select().from(accountAudit);
    return (targetUserId === undefined ? query : query.where(eq(accountAudit.targetUserId, targetUserId))).orderBy(desc(accountAudit.id)).limit(limit);
  }
}
