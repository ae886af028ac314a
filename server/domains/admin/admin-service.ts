import { canManage, canOpenManagePages, type ManagedUser } from '@/lib/contracts/whitelist';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import { ApiError, ErrorCode, notFound } from '@/server/errors';
import type { AdminRepository, ManagedRow } from './admin-repository';

const forbidden = () => new ApiError(ErrorCode.Forbidden, 'This is for whitelisted staff only');

/**
 * The whitelist pages' calls (seed §6): levels 1 and 2 may look, only internal admins (level 1) change
 * the whitelist or move koin. Every call checks the caller's level here, on the server.
 */
export class AdminService {
  constructor(
    private readonly repository: AdminRepository,
    private readonly wallet: WalletService,
  ) {}

  levelOf(userId: number): Promise<number> {
    return this.repository.levelOf(userId);
  }

  async assertCanView(caller: SessionUser): Promise<void> {
    if (!canOpenManagePages(await this.levelOf(caller.userId))) throw forbidden();
  }

  async assertCanManage(caller: SessionUser): Promise<void> {
    if (!canManage(await this.levelOf(caller.userId))) throw forbidden();
  }

  private toManaged(row: ManagedRow): ManagedUser {
    const { user } = row;
    return {
      userId: user.id,
      name: user.name,
      email: user.email,
      source: user.source,
      avatar: user.avatar,
      whiteListLevel: row.level ?? 0,
      balance: row.balance ?? 0,
      createdAt: user.createdAt.toISOString(),
      disabled: user.disabledAt !== null,
      ...(row.localUserId !== null ? { emailVerified: row.emailVerifiedAt !== null, resetRequested: row.resetRequestedAt !== null } : {}),
    };
  }

  async whiteList(caller: SessionUser): Promise<ManagedUser[]> {
    await this.assertCanView(caller);
    const rows = await this.repository.whitelisted();
    return rows.map((r) => this.toManaged(r));
  }

  /** Finds users by id, name or email for the manage pages. Merged visitors are left out. */
  async findUsers(caller: SessionUser, keyword: string, current: number, size: number): Promise<{ list: ManagedUser[]; total: number }> {
    await this.assertCanView(caller);
    const text = keyword.trim();
    const { rows, total } = await this.repository.findUsers({ text, byId: /^\d{1,15}$/.test(text) }, (current - 1) * size, size);
    return { list: rows.map((r) => this.toManaged(r)), total };
  }

  async addWhiteList(caller: SessionUser, userId: number, level: 1 | 2): Promise<void> {
    await this.assertCanManage(caller);
    const target = await this.repository.findUser(userId);
    if (!target) throw notFound('User');
    if (target.source === 'visitor') throw new ApiError(ErrorCode.InvalidParams, 'userId: a visitor cannot be whitelisted; they must sign in first');
    await this.repository.setLevel(userId, level, caller.userId);
  }

  async removeWhiteList(caller: SessionUser, userId: number): Promise<void> {
    await this.assertCanManage(caller);
    if (userId === caller.userId) throw new ApiError(ErrorCode.InvalidParams, 'userId: you cannot remove yourself from the whitelist');
    await this.repository.removeLevel(userId);
  }

  /** Grants (amount > 0) or takes (amount < 0) koin with a reason; the ledger keeps who and why. */
  async manageKoin(caller: SessionUser, input: { userId: number; amount: number; reason: string; idempotencyKey?: string }): Promise<{ balance: number; applied: boolean }> {
    await this.assertCanManage(caller);
    if (!(await this.repository.findUser(input.userId))) throw notFound('User');
    const result = await this.wallet.move(
      [{ userId: input.userId, amount: input.amount, reason: input.amount > 0 ? 'admin_grant' : 'admin_take', refType: 'admin', refId: String(caller.userId), note: input.reason }],
      input.idempotencyKey ? `admin:${input.idempotencyKey}` : undefined,
    );
    return { balance: result.balances.get(input.userId) ?? 0, applied: result.applied };
  }
}
