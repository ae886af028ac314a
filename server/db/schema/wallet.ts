import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { userRef } from './users';

/** Every koin movement (DESIGN §3). The balance is the sum of a user's entries. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: id(),
    userId: userRef(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key'),
    refType: text('ref_type'),
    refId: text('ref_id'),
    /** Free text a whitelisted admin gives for a grant or a take. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('wallet_ledger_idem_uq').on(t.userId, t.idempotencyKey),
  ],
);

/** The ledger's running sum, kept in the same transaction; the check makes a negative balance impossible. */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    userId: userRef().primaryKey(),
    balance: integer('balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallet_balances_non_negative', sql`${t.balance} >= 0`)],
);

/** Daily actions (seed §3 Wallet): register, talk, sign; paid at most once per day. */
export const dailyActions = pgTable(
  'daily_actions',
  {
    userId: userRef(),
    actionType: text('action_type').notNull(),
    day: date('day').notNull(),
    actionValue: integer('action_value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.actionType, t.day] })],
);
