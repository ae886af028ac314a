import type { RoleRepository } from '@/server/domains/roles/role-repository';
import type { SessionUser } from '@/server/domains/users/session-user';
import { ApiError, ErrorCode, notFound } from '@/server/errors';
import type { Movement, WalletService } from './wallet-service';

/**
 * POST /ugc/wallet/giftCoin: a user gives koin to a character; the character's author receives them.
 * Characters of the house (no author) take the koin out of circulation.
 */
export class GiftService {
  constructor(
    private readonly roles: RoleRepository,
    private readonly wallet: WalletService,
  ) {}

  async giftToRole(caller: SessionUser, input: { roleId: number; amount: number; idempotencyKey?: string }): Promise<{ balance: number; applied: boolean }> {
    const role = await this.roles.findListed(input.roleId);
    if (!role) throw notFound('Role');
    if (role.authorId === caller.userId) throw new ApiError(ErrorCode.InvalidParams, 'roleId: you cannot gift koin to your own character');
    const legs: Movement[] = [{ userId: caller.userId, amount: -input.amount, reason: 'gift_sent', refType: 'role', refId: String(role.id) }];
    if (role.authorId !== null) legs.push({ userId: role.authorId, amount: input.amount, reason: 'gift_received', refType: 'role', refId: String(role.id) });
    const result = await this.wallet.move(legs, input.idempotencyKey ? `gift:${input.idempotencyKey}` : undefined);
    return { balance: result.balances.get(caller.userId) ?? 0, applied: result.applied };
  }
}
