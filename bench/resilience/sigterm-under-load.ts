// Case 4: SIGTERM while 50 visitors chat: the process exits within its grace, and every acknowledged message
// is answered or refunded.
import { loginVisitors } from '../chat-setup';
import { fmt, sleep } from '../lib';
import { ledgerFaults, readLedger, settledOnce } from './ledger-check';
import { OutboxClient } from './outbox-client';
import { startStack } from './stack';
import type { Verdict } from './verdict';

const VISITORS = 50;
const MESSAGES_EACH = 5;
const GRACE_MS = 2_500;
/** Closing sockets, the database pool and the process itself after the grace. */
const EXIT_SLACK_MS = 2_000;

export async function sigtermUnderLoad(): Promise<Verdict> {
  // Nine pieces 100 ms apart: a reply takes about a second, so the fifth message of a visitor (queued behind four
  // replies) is still waiting when the grace ends 4 s after the first, and the first ones finish within it.
  const stack = await startStack('resilience_sigterm', { standInDelayMs: 100, settings: { KOKO_SHUTDOWN_GRACE_MS: String(GRACE_MS), KOKO_LOG_LEVEL: 'error' } });
  const server = stack.servers[0]!;
  try {
    const visitors = await loginVisitors(server.port, VISITORS, 'sigterm');
    const clients = visitors.map((v) => new OutboxClient(v, stack.roleId, { port: () => server.port, reconnectDelayMs: () => 1000 }));
    await Promise.all(clients.map((c) => c.start()));
    for (const client of clients) for (let m = 0; m < MESSAGES_EACH; m += 1) client.send(`Message ${m + 1}: tell me a story.`);
    await sleep(1500);
    const started = Date.now();
    await server.stop();
    const exitMs = Date.now() - started;
    await Promise.all(clients.map((c) => c.close()));

    const sent = new Map(clients.map((c) => [c.visitor.userId, [...c.sent.keys()]]));
    const acked = clients.flatMap((c) => [...c.sent.values()].filter((s) => s.acked).map((s) => s.msgId));
    const report = await readLedger(stack.databaseUrl, sent);
    const faults = ledgerFaults(report, acked);
    // A message the client never saw acknowledged may have been turned away; it must not be paid for and left hanging.
    for (const [id, o] of report.outcomes) if (!acked.includes(id) && (o.stored || o.debits) && !settledOnce(o)) faults.push(`unacknowledged msg ${id}: stored ${o.stored}, debits ${o.debits}, replies ${o.replies}, refunds ${o.refunds}`);
    const outcomes = acked.map((id) => report.outcomes.get(id)!);
    const answered = outcomes.filter((o) => settledOnce(o) && o.replies === 1).length;
    const refunded = outcomes.filter((o) => settledOnce(o) && o.refunds === 1).length;
    const inTime = exitMs <= GRACE_MS + EXIT_SLACK_MS;
    if (!inTime) faults.unshift(`exit took ${exitMs} ms`);
    return {
      name: 'sigterm',
      pass: inTime && faults.length === 0,
      figure: `exit ${fmt(exitMs / 1000, 2)} s after SIGTERM; ${acked.length}/${VISITORS * MESSAGES_EACH} acknowledged: answered ${answered}, refunded ${refunded}`,
      threshold: `exit ≤ grace ${GRACE_MS / 1000} s + ${EXIT_SLACK_MS / 1000} s; every acknowledged message answered or refunded once`,
      detail: faults,
    };
  } finally {
    await stack.close();
  }
}
