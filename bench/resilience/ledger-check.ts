// What the database says about messages a case sent: stored once, paid once, and answered or refunded once.
import pg from 'pg';

export interface MessageOutcome {
  msgId: string;
  stored: number;
  debits: number;
  refunds: number;
  replies: number;
}

export interface LedgerReport {
  outcomes: Map<string, MessageOutcome>;
  /** Users whose balance differs from the sum of their ledger. */
  unbalanced: { userId: number; balance: number; ledger: number }[];
  /** User messages stored that no client sent (per user: stored minus sent). */
  extraStored: number;
  /** Ledger rows of reason 'chat' beyond one per message sent. */
  extraDebits: number;
}

/** Reads the outcome of every message in `sent` (user id → msgIds sent by that user). */
export async function readLedger(databaseUrl: string, sent: Map<number, string[]>): Promise<LedgerReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const userIds = [...sent.keys()];
    const ids = [...sent.values()].flat();
    const outcomes = new Map<string, MessageOutcome>(ids.map((msgId) => [msgId, { msgId, stored: 0, debits: 0, refunds: 0, replies: 0 }]));
    const stored = await client.query<{ msg_id: string; user_id: number }>(`select msg_id::text, user_id from messages where user_id = any($1) and from_uid = user_id::text`, [userIds]);
    let extraStored = 0;
    for (const row of stored.rows) {
      const outcome = outcomes.get(row.msg_id);
      if (outcome) outcome.stored += 1;
      else extraStored += 1;
    }
    const ledger = await client.query<{ idempotency_key: string | null; reason: string; amount: number }>(`select idempotency_key, reason, amount from wallet_ledger where user_id = any($1) and reason in ('chat', 'chat_refund')`, [userIds]);
    let extraDebits = 0;
    for (const row of ledger.rows) {
      const key = row.idempotency_key ?? '';
      if (row.reason === 'chat') {
        const outcome = outcomes.get(key.replace(/^chat:/, ''));
        if (outcome) outcome.debits += 1;
        else extraDebits += 1;
      } else {
        const outcome = outcomes.get(key.replace(/^refund:chat:/, ''));
        if (outcome) outcome.refunds += 1;
      }
    }
    const replies = await client.query<{ reply_to: string }>(
      `select data->>'replyTo' as reply_to from messages where user_id = any($1) and from_uid like 'r%' and data->>'msgFinish' = 'true' and data->>'replyTo' is not null`,
      [userIds],
    );
    for (const row of replies.rows) {
      const outcome = outcomes.get(row.reply_to);
      if (outcome) outcome.replies += 1;
    }
    const balances = await client.query<{ user_id: number; balance: number; ledger: string }>(
      `select b.user_id, b.balance, (select coalesce(sum(amount), 0) from wallet_ledger l where l.user_id = b.user_id)::text as ledger from wallet_balances b where b.user_id = any($1)`,
      [userIds],
    );
    const unbalanced = balances.rows.filter((r) => Number(r.balance) !== Number(r.ledger)).map((r) => ({ userId: r.user_id, balance: Number(r.balance), ledger: Number(r.ledger) }));
    if (balances.rows.length !== userIds.length) throw new Error(`${userIds.length - balances.rows.length} users have no wallet balance`);
    return { outcomes, unbalanced, extraStored, extraDebits };
  } finally {
    await client.end();
  }
}

/** A message stored and paid once that ended one way: one finished reply and no refund, or no reply and one refund. */
export const settledOnce = (o: MessageOutcome) => o.stored === 1 && o.debits === 1 && ((o.replies === 1 && o.refunds === 0) || (o.replies === 0 && o.refunds === 1));

/** The faults of a report, one line each (empty when every message in it settled once). */
export function ledgerFaults(report: LedgerReport, ids: Iterable<string> = report.outcomes.keys()): string[] {
  const faults: string[] = [];
  for (const id of ids) {
    const o = report.outcomes.get(id)!;
    if (!settledOnce(o)) faults.push(`msg ${id}: stored ${o.stored}, debits ${o.debits}, replies ${o.replies}, refunds ${o.refunds}`);
  }
  for (const u of report.unbalanced) faults.push(`user ${u.userId}: balance ${u.balance} but ledger sums to ${u.ledger}`);
  if (report.extraStored) faults.push(`${report.extraStored} user messages stored that no client sent`);
  if (report.extraDebits) faults.push(`${report.extraDebits} chat debits for messages no client sent`);
  return faults;
}
