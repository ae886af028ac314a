import { KOIN_PER_MESSAGE } from '@/lib/contracts/chat';
import type { WalletService } from '@/server/domains/wallet/wallet-service';
import { ApiError, ErrorCode } from '@/server/errors';

/**
 * Pays 1 koin for one attempt at rewrite `count` of a reply and answers the charge's idempotency key, which the
 * attempt's refund is keyed by (`refund:{key}`). The first attempt pays under `rephrase:{msgId}:{count}`, the n-th
 * under `rephrase:{msgId}:{count}:{n}`: an attempt that failed was refunded, so asking again pays again instead of
 * running for free. A charge that stands and was not refunded is an attempt under way (or just finished) elsewhere:
 * the call is refused with 409, never sent to the model without its own payment. No koin: 614, nothing paid.
 */
export async function payForRephrase(wallet: WalletService, userId: number, msgId: string, count: number): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const key = attempt === 1 ? `rephrase:${msgId}:${count}` : `rephrase:${msgId}:${count}:${attempt}`;
    const { applied } = await wallet.move([{ userId, amount: -KOIN_PER_MESSAGE, reason: 'chat', refType: 'rephrase', refId: msgId }], key);
    if (applied) return key;
    if (!(await wallet.hasMoved(userId, `refund:${key}`))) {
      throw new ApiError(ErrorCode.Conflict, 'msgId: this reply is being rephrased already; its new text is on the way');
    }
  }
}
