// Case 1: at-least-once delivery under random disconnects, checked in the database.
import { fmt } from '../lib';
import { CHAOS_MESSAGES_EACH, CHAOS_VISITORS, chaosConversations } from './chaos-conversations';
import { ledgerFaults, readLedger, settledOnce } from './ledger-check';
import type { Verdict } from './verdict';

export async function atLeastOnce(): Promise<Verdict> {
  const { stack, clients, drops, seconds } = await chaosConversations();
  const sent = new Map(clients.map((c) => [c.visitor.userId, [...c.sent.keys()]]));
  const report = await readLedger(stack.databaseUrl, sent);
  const unacked = clients.flatMap((c) => [...c.sent.values()].filter((s) => !s.acked).map((s) => `msg ${s.msgId}: never acknowledged`));
  const faults = [...unacked, ...ledgerFaults(report)];
  const all = [...report.outcomes.values()];
  const answered = all.filter((o) => settledOnce(o) && o.replies === 1).length;
  const refunded = all.filter((o) => settledOnce(o) && o.refunds === 1).length;
  const total = CHAOS_VISITORS * CHAOS_MESSAGES_EACH;
  return {
    name: 'at-least-once',
    pass: faults.length === 0 && all.length === total,
    figure: `${answered + refunded}/${total} messages settled once (answered ${answered}, refunded ${refunded}); ${drops} sockets dropped, ${fmt(seconds, 1)} s`,
    threshold: 'every message acknowledged, stored once, one chat debit, one finished reply or one refund, balance = ledger sum',
    detail: faults,
  };
}
