import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { canManage, canOpenManagePages, type ManagedUser } from '@/lib/contracts/whitelist';
import type { Database } from '@/server/db/client';
import { users, walletBalances, whitelist } from '@/server/db/schema';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import { ApiError, ErrorCode, notFound } from '@/server/errors';

const forbidden = () => new ApiError(ErrorCode.Forbidden, 'This is for whitelisted staff only');

/**
 * The whitelist pages' calls (seed §6): levels 1 and 2 may look, only internal admins (level 1) change
 * the whitelist or move koin. Every call checks the caller's level here, on the server.
 */
export class AdminService {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
  ) {}

  async levelOf(userId: number): Promise<number> {
    const [row] = await this.db.select({ level: whitelist.level }).from(whitelist).where(eq(whitelist.userId, userId));
    return row?.level ?? 0;
  }

  async assertCanView(caller: SessionUser): Promise<void> {
    if (!canOpenManagePages(await this.levelOf(caller.userId))) throw forbidden();
  }

  async assertCanManage(caller: SessionUser): Promise<void> {
    if (!canManage(await this.levelOf(caller.userId))) throw forbidden();
  }

  private selectManaged() {
    return this.db
      .select({ user: users, level: whitelist.level, balance: walletBalances.balance })
      .from(users)
      .leftJoin(whitelist, eq(whitelist.userId, users.id))
      .leftJoin(walletBalances, eq(walletBalances.userId, users.id));
  }

  private toManaged(row: { user: typeof users.$inferSelect; level: number | null; balance: number | null }): ManagedUser {
    const { user } = row;
    return { userId: user.id, name: user.name, email: user.email, source: user.source, avatar: user.avatar, whiteListLevel: row.level ?? 0, balance: row.balance ?? 0, createdAt: user.createdAt.toISOString() };
  }

  async whiteList(caller: SessionUser): Promise<ManagedUser[]> {
    await this.assertCanView(caller);
    const rows = await this.selectManaged().where(sql`${whitelist.level} > 0`).orderBy(whitelist.level, users.id);
    return rows.map((r) => this.toManaged(r));
  }

  /** Finds users by id, name or email for the manage pages. Merged visitors are left out. */
  async findUsers(caller: SessionUser, keyword: string, current: number, size: number): Promise<{ list: ManagedUser[]; total: number }> {
    await this.assertCanView(caller);
    const text = keyword.trim();
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = text
      ? /^\d{1,15}$/.test(text)
        ? or(eq(users.id, Number(text)), ilike(users.name, pattern))
        : or(ilike(users.name, pattern), ilike(users.email, pattern))
      : undefined;
    const where = and(isNull(users.mergedInto), match);
    const [rows, [total]] = await Promise.all([
      this.selectManaged().where(where).orderBy(desc(users.id)).limit(size).offset((current - 1) * size),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { list: rows.map((r) => this.toManaged(r)), total: total?.n ?? 0 };
  }

  async addWhiteList(caller: SessionUser, userId: number, level: 1 | 2): Promise<void> {
    await this.assertCanManage(caller);
    const [target] = await this.db.select({ id: users.id, source: users.source }).from(users).where(eq(users.id, userId));
    if (!target) throw notFound('User');
    if (target.source === 'visitor') throw new ApiError(ErrorCode.InvalidParams, 'userId: a visitor cannot be whitelisted; they must sign in first');
    await this.db
      .insert(whitelist)
      .values({ userId, level, grantedBy: caller.userId })
      .onConflictDoUpdate({ target: whitelist.userId, set: { level, grantedBy: caller.userId } });
  }

  async removeWhiteList(caller: SessionUser, userId: number): Promise<void> {
    await this.assertCanManage(caller);
    if (userId === caller.userId) throw new ApiError(ErrorCode.InvalidParams, 'userId: you cannot remove yourself from the whitelist');
    await this.db.delete(whitelist).where(eq(whitelist.userId, userId));
  }

  /** Grants (amount > 0) or takes (amount < 0) koin with a reason; the ledger keeps who and why. */
  async manageKoin(caller: SessionUser, input: { userId: number; amount: number; reason: string; idempotencyKey?: string }): Promise<{ balance: number; applied: boolean }> {
    await this.assertCanManage(caller);
    const [target] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!target) throw notFound('User');
    const result = await this.wallet.move(
      [{ userId: input.userId, amount: input.amount, reason: input.amount > 0 ? 'admin_grant' : 'admin_take', refType: 'admin', refId: String(caller.userId), note: input.reason }],
      input.idempotencyKey ? `admin:${input.idempotencyKey}` : undefined,
    );
    return { balance: result.balances.get(input.userId) ?? 0, applied: result.applied };
  }
}
