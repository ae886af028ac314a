import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { LedgerReason } from '@/lib/contracts/wallet';
import { queryRows, type Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { walletBalances, walletLedger } from '@/server/db/schema';
import type { RowWindow } from '@/server/domains/paging';

/** One leg of a koin movement. */
export interface Movement {
  userId: number;
  /** Positive credits, negative debits; never zero. */
  amount: number;
  reason: LedgerReason;
  refType?: string;
  refId?: string;
  note?: string;
}

/** What koin_move answered: 'repeat' when the idempotency key had moved koin already, 'poor' when a debit could not be paid. */
export type MoveOutcome =
  | { outcome: 'applied' | 'repeat'; balances: Map<number, number> }
  | { outcome: 'poor' };

export type LedgerRow = typeof walletLedger.$inferSelect;

/** The wallet tables: balances and ledger are read here and written only through koin_move (migration 0008). */
export class WalletRepository {
  constructor(private readonly db: Database) {}

  async balance(userId: number, executor: Executor = this.db): Promise<number> {
    const [row] = await executor.select({ balance: walletBalances.balance }).from(walletBalances).where(eq(walletBalances.userId, userId));
    return row?.balance ?? 0;
  }

  /** One call of koin_move, the ledger's one primitive: one statement, in `executor`'s transaction when it is one. */
  async move(legs: Movement[], idempotencyKey: string | undefined, executor: Executor = this.db): Promise<MoveOutcome> {
    const column = <T>(pick: (leg: Movement) => T) => sql.param(legs.map(pick));
    const [row] = await queryRows<{ outcome: 'applied' | 'repeat' | 'poor'; user_ids: (number | string)[] | null; balances: number[] | null }>(
      executor,
      sql`select outcome, user_ids, balances from koin_move(
        ${column((l) => l.userId)}::bigint[], ${column((l) => l.amount)}::integer[], ${column((l) => l.reason)}::text[],
        ${column((l) => l.refType ?? null)}::text[], ${column((l) => l.refId ?? null)}::text[], ${column((l) => l.note ?? null)}::text[],
        ${idempotencyKey ?? null}::text)`,
    );
    if (!row) throw new Error('koin_move answered no row');
    if (row.outcome === 'poor') return { outcome: 'poor' };
    const balances = new Map<number, number>();
    (row.user_ids ?? []).forEach((userId, i) => balances.set(Number(userId), row.balances?.[i] ?? 0));
    return { outcome: row.outcome, balances };
  }

  /** Whether an idempotency key has moved koin for this user. */
  async hasMoved(userId: number, idempotencyKey: string, executor: Executor = this.db): Promise<boolean> {
    const [row] = await executor
      .select({ id: walletLedger.id })
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, userId), eq(walletLedger.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row !== undefined;
  }

  /** A page of the user's ledger, newest first, with the number of entries. */
  async page(userId: number, { offset, limit }: RowWindow): Promise<{ rows: LedgerRow[]; total: number }> {
    const [rows, [totalRow]] = await Promise.all([
      this.db.select().from(walletLedger).where(eq(walletLedger.userId, userId)).orderBy(desc(walletLedger.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(walletLedger).where(eq(walletLedger.userId, userId)),
    ]);
    return { rows, total: totalRow?.n ?? 0 };
  }

  async ledgerSum(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ sum: sql<string | null>`sum(${walletLedger.amount})` })
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId));
    return Number(row?.sum ?? 0);
  }
}
