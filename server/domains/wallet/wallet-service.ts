import type { LedgerEntry } from '@/lib/contracts/wallet';
import type { Transaction } from '@/server/db/transactions';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Movement, WalletRepository } from './wallet-repository';
import { rowWindowOf } from '@/server/domains/paging';

export type { Movement } from './wallet-repository';

export interface MoveResult {
  /** False when the idempotency key had moved koin already: nothing moved this time. */
  applied: boolean;
  /** The balance of each user named in the movement, after it. */
  balances: Map<number, number>;
}

export const balanceNotEnough = () => new ApiError(ErrorCode.BalanceNotEnough, 'Not Enough Koin! Get more in Profile');

/**
 * The koin wallet (DESIGN §3). Every movement is one call of the database's koin_move (migration 0008), the
 * ledger's one primitive, which chat payments (chat_pay) call too: ledger rows plus the running balance in one
 * transaction; a debit that would take a balance below zero moves nothing; an idempotency key moves koin once
 * however often it is sent.
 */
export class WalletService {
  constructor(private readonly repository: WalletRepository) {}

  balance(userId: number, tx?: Transaction): Promise<number> {
    return this.repository.balance(userId, tx);
  }

  /**
   * Moves koin for one or more users atomically. With an idempotency key (per user, on the first leg) a
   * repeat is recognised and answered with the current balances. Pass a transaction to join it (a check-in
   * is recorded in the same transaction that pays for it); a refused debit then fails that transaction too.
   */
  async move(legs: Movement[], idempotencyKey?: string, tx?: Transaction): Promise<MoveResult> {
    if (legs.length === 0 || legs.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0)) {
      throw new ApiError(ErrorCode.InvalidParams, 'amount must be a whole number other than 0');
    }
    const moved = await this.repository.move(legs, idempotencyKey, tx);
    if (moved.outcome === 'poor') throw balanceNotEnough();
    return { applied: moved.outcome === 'applied', balances: moved.balances };
  }

  /** Whether an idempotency key has moved koin for this user. */
  hasMoved(userId: number, idempotencyKey: string, tx?: Transaction): Promise<boolean> {
    return this.repository.hasMoved(userId, idempotencyKey, tx);
  }

  /** The user's ledger, newest first. */
  async history(userId: number, current: number, size: number): Promise<{ list: LedgerEntry[]; total: number }> {
    const { rows, total } = await this.repository.page(userId, rowWindowOf({ current, size }));
    return {
      list: rows.map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, refType: r.refType, refId: r.refId, note: r.note, createdAt: r.createdAt.toISOString() })),
      total,
    };
  }

  /** The ledger's sum for a user: equal to the balance at every commit (tests and audits check it). */
  ledgerSum(userId: number): Promise<number> {
    return this.repository.ledgerSum(userId);
  }
}
