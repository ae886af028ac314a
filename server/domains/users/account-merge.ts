import type { Transaction } from '@/server/db/transactions';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import type { AccountMergeRepository } from './account-merge-repository';

/**
 * Moves everything a visitor made (friends, history, creations, koin, impressions) into an account, inside the
 * caller's transaction. The koin travels as two ledger entries keyed on the pair, so a repeated sign-in
 * never moves it twice; the visitor is marked merged and keeps nothing.
 */
export async function mergeVisitorInto(
  tx: Transaction,
  deps: { merges: AccountMergeRepository; wallet: WalletService },
  visitorId: number,
  accountId: number,
): Promise<{ koin: number }> {
  const { merges, wallet } = deps;
  await merges.moveRows(tx, visitorId, accountId);
  const koin = await wallet.balance(visitorId, tx);
  if (koin > 0) {
    await wallet.move(
      [
        { userId: visitorId, amount: -koin, reason: 'merge_out', refType: 'user', refId: String(accountId) },
        { userId: accountId, amount: koin, reason: 'merge_in', refType: 'user', refId: String(visitorId) },
      ],
      `merge:${accountId}`,
      tx,
    );
  }
  await merges.markMerged(tx, visitorId, accountId);
  return { koin };
}
