// Case 6: two instances on one database and Redis; A is SIGKILLed while its visitors chat; they reconnect to B and
// send again what was not acknowledged. Nothing acknowledged may be lost: stored, and answered or refunded.
import { loginVisitors } from '../chat-setup';
import { killChild, sleep } from '../lib';
import { ledgerFaults, readLedger, settledOnce } from './ledger-check';
import { OutboxClient } from './outbox-client';
import { startStack } from './stack';
import type { Verdict } from './verdict';

const VISITORS = 20;
const MESSAGES_EACH = 8;
/** A is killed this long after the visitors start. */
const KILL_AFTER_MS = 2_000;

export async function instanceLoss(): Promise<Verdict> {
  // Pieces 50 ms apart: a reply takes about half a second, so many are being written when A dies.
  const stack = await startStack('resilience_instance', { standInDelayMs: 50, settings: { REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', KOKO_LOG_LEVEL: 'error' } });
  try {
    const a = stack.servers[0]!;
    const b = await stack.start();
    const visitors = await loginVisitors(a.port, VISITORS, 'instance');
    let aAlive = true;
    const clients = visitors.map((v) => new OutboxClient(v, stack.roleId, { port: () => (aAlive ? a.port : b.port), reconnectDelayMs: (retries) => Math.min(retries * 2, 8) * 250 + Math.random() * 500 }));
    await Promise.all(clients.map((c) => c.start()));
    const chatting = Promise.all(
      clients.map(async (client, v) => {
        for (let m = 0; m < MESSAGES_EACH; m += 1) await client.talk(`Visitor ${v}, message ${m + 1}: what next?`, 60_000, 5_000);
      }),
    );
    await sleep(KILL_AFTER_MS);
    aAlive = false;
    await killChild(a.child);
    await chatting;
    // Give B time for anything it would do about what A left unanswered.
    await sleep(5_000);
    await Promise.all(clients.map((c) => c.close()));

    const sent = new Map(clients.map((c) => [c.visitor.userId, [...c.sent.keys()]]));
    const acked = clients.flatMap((c) => [...c.sent.values()].filter((s) => s.acked).map((s) => s.msgId));
    const report = await readLedger(stack.databaseUrl, sent);
    const faults = ledgerFaults(report, acked);
    const unacked = clients.flatMap((c) => [...c.sent.values()].filter((s) => !s.acked)).length;
    if (unacked) faults.unshift(`${unacked} messages never acknowledged, not even by B`);
    const outcomes = acked.map((id) => report.outcomes.get(id)!);
    const lost = outcomes.filter((o) => !settledOnce(o));
    const hanging = lost.filter((o) => o.stored === 1 && o.debits === 1 && o.replies === 0 && o.refunds === 0).length;
    const answered = outcomes.filter((o) => settledOnce(o) && o.replies === 1).length;
    const refunded = outcomes.filter((o) => settledOnce(o) && o.refunds === 1).length;
    return {
      name: 'instance-loss',
      pass: faults.length === 0,
      figure: `${acked.length}/${VISITORS * MESSAGES_EACH} acknowledged: answered ${answered}, refunded ${refunded}, paid but neither ${hanging}, other faults ${lost.length - hanging}`,
      threshold: 'every acknowledged message stored, paid once, and answered or refunded once (0 paid but neither)',
      detail: faults,
    };
  } finally {
    await stack.close();
  }
}
