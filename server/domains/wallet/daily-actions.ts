import type { DailyAction, DailyActionType, GiftCoinResult, LedgerReason } from '@/lib/contracts/wallet';
import type { Transactions } from '@/server/db/transactions';
import type { KoinValues } from '@/server/env';
import type { DailyActionRepository } from './daily-action-repository';
import type { WalletService } from './wallet-service';

/** The UTC day a daily action counts for (YYYY-MM-DD). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The once-ever bonus of a new user: visitors and accounts are paid different amounts (seed §9). */
export const registerBonusKey = 'register';

/**
 * Daily actions (seed §3 Wallet, §4 check-in): sign pays once a day; talk refills once a day for a user
 * who has run out of koin; register is the one-time welcome bonus. The day's row and the koin are written
 * in one transaction, so a double tap pays once.
 */
export class DailyActionService {
  constructor(
    private readonly transactions: Transactions,
    private readonly actions: DailyActionRepository,
    private readonly wallet: WalletService,
    private readonly koin: KoinValues,
  ) {}

  valueOf(type: DailyActionType, isVisitor: boolean): number {
    if (type === 'register') return isVisitor ? this.koin.visitorBonus : this.koin.registerBonus;
    return type === 'sign' ? this.koin.sign : this.koin.talk;
  }

  async list(userId: number, isVisitor: boolean, now = new Date()): Promise<DailyAction[]> {
    const day = utcDay(now);
    const [done, balance, registered] = await Promise.all([
      this.actions.doneOn(userId, day),
      this.wallet.balance(userId),
      this.wallet.hasMoved(userId, registerBonusKey),
    ]);
    const doneToday = new Set(done);
    return (['register', 'sign', 'talk'] as const).map((actionType) => {
      const finished = actionType === 'register' ? registered : doneToday.has(actionType);
      const available = !finished && (actionType !== 'talk' || balance < 1) && this.valueOf(actionType, isVisitor) > 0;
      return { actionType, actionValue: this.valueOf(actionType, isVisitor), status: finished ? 1 : 0, available };
    });
  }

  /** Pays a daily action if it is due: status 1 with the value paid, else status 0 and nothing moves. */
  async claim(userId: number, isVisitor: boolean, actionType: DailyActionType, now = new Date()): Promise<GiftCoinResult> {
    const actionValue = this.valueOf(actionType, isVisitor);
    if (actionType === 'register') {
      const paid = await this.payRegisterBonus(userId, isVisitor);
      return { status: paid.applied ? 1 : 0, actionValue, balance: paid.balance };
    }
    const day = utcDay(now);
    const reason: LedgerReason = actionType === 'sign' ? 'daily_sign' : 'daily_talk';
    const paid = await this.transactions.run(async (tx) => {
      if (actionValue <= 0) return false;
      if (actionType === 'talk' && (await this.wallet.balance(userId, tx)) >= 1) return false;
      if (!(await this.actions.record({ userId, actionType, day, actionValue }, tx))) return false;
      await this.wallet.move([{ userId, amount: actionValue, reason, refType: 'daily', refId: day }], `daily:${actionType}:${day}`, tx);
      return true;
    });
    return { status: paid ? 1 : 0, actionValue: paid ? actionValue : 0, balance: await this.wallet.balance(userId) };
  }

  /** The welcome bonus, at most once per user (login pays it; a repeat moves nothing). */
  async payRegisterBonus(userId: number, isVisitor: boolean): Promise<{ applied: boolean; balance: number }> {
    const amount = this.valueOf('register', isVisitor);
    if (amount <= 0) return { applied: false, balance: await this.wallet.balance(userId) };
    const result = await this.wallet.move(
      [{ userId, amount, reason: isVisitor ? 'visitor_bonus' : 'register_bonus', refType: 'register' }],
      registerBonusKey,
    );
    return { applied: result.applied, balance: result.balances.get(userId) ?? 0 };
  }
}
