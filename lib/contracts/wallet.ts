import { z } from 'zod';

/** Daily actions (seed §3 Wallet): register, talk (refill when out of koin), sign (check-in). */
export const DAILY_ACTION_TYPES = ['register', 'talk', 'sign'] as const;
export type DailyActionType = (typeof DAILY_ACTION_TYPES)[number];

/** Why koin moved; the /koin history names each. */
export const LEDGER_REASONS = [
  'visitor_bonus',
  'register_bonus',
  'daily_sign',
  'daily_talk',
  'chat',
  'chat_refund',
  'generation',
  'generation_refund',
  'gift_sent',
  'gift_received',
  'pay_coin',
  'admin_grant',
  'admin_take',
  'merge_in',
  'merge_out',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const walletSchema = z.object({ balance: z.number().int() });

export const dailyActionSchema = z.object({
  actionType: z.enum(DAILY_ACTION_TYPES),
  actionValue: z.number().int(),
  /** 0 unfinished, 1 finished (seed §3). */
  status: z.union([z.literal(0), z.literal(1)]),
  /** Whether claiming now would pay (talk pays only once the balance has run out). */
  available: z.boolean(),
});
export type DailyAction = z.infer<typeof dailyActionSchema>;

export const giftCoinResultSchema = z.object({
  /** 1 paid now (show the dialog), 0 nothing paid (already done, or not available). */
  status: z.union([z.literal(0), z.literal(1)]),
  actionValue: z.number().int(),
  balance: z.number().int(),
});
export type GiftCoinResult = z.infer<typeof giftCoinResultSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
