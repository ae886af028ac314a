// Case 5: PostgreSQL cut for 10 s behind a TCP proxy: 503 with Retry-After meanwhile, nothing half-written, then
// 200 again within a few seconds from the same process, and chat works.
import { API_BASE } from '@/lib/contracts/envelope';
import { loginVisitors, type Visitor } from '../chat-setup';
import { fmt, sleep } from '../lib';
import { ledgerFaults, readLedger } from './ledger-check';
import { OutboxClient } from './outbox-client';
import { startStack } from './stack';
import type { Verdict } from './verdict';

const OUTAGE_MS = 10_000;
const RECOVERY_LIMIT_S = 5;

/** Status and Retry-After of one request. */
async function probe(port: number, method: 'GET' | 'POST', path: string, visitor?: Visitor): Promise<{ status: number; retryAfter: string | null }> {
  const response = await fetch(`http://127.0.0.1:${port}${API_BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(visitor ? { 'x-auth': visitor.token } : {}) },
    body: method === 'POST' ? JSON.stringify(visitor ? {} : { source: 'visitor', deviceId: `outage-${Date.now()}-${Math.random()}` }) : undefined,
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

export async function databaseOutage(): Promise<Verdict> {
  const stack = await startStack('resilience_outage', { proxied: true, settings: { KOKO_LOG_LEVEL: 'error' } });
  const server = stack.servers[0]!;
  const proxy = stack.proxy!;
  const faults: string[] = [];
  try {
    const [visitor] = await loginVisitors(server.port, 1, 'outage');
    const client = new OutboxClient(visitor!, stack.roleId, { port: () => server.port, reconnectDelayMs: () => 1000 });
    await client.start();
    try {
      const warm = await client.talk('Hello before the outage.');
      if (!warm.reply) faults.push('no reply before the outage');
      const pid = server.child.pid;

      await proxy.cut();
      const cutAt = Date.now();
      // The health probe pings the database at most once a second.
      await sleep(1100);
      let probes = 0;
      // A message sent while the database is away: turned away and sent again by the outbox until it is taken.
      const during = client.send('Hello during the outage.');
      while (Date.now() - cutAt < OUTAGE_MS) {
        for (const [method, path, who] of [
          ['GET', '/health', undefined],
          ['POST', '/app/user/getWallet', visitor],
          ['POST', '/user/login', undefined],
        ] as const) {
          const answer = await probe(server.port, method, path, who);
          probes += 1;
          if (answer.status !== 503 || !answer.retryAfter) faults.push(`${path} during the outage: ${answer.status}, Retry-After ${answer.retryAfter ?? 'none'}`);
        }
        await sleep(500);
      }
      if (during.acked) faults.push('a message was acknowledged while the database was away');

      await proxy.restore();
      const restoredAt = Date.now();
      let recovered = NaN;
      while (Date.now() - restoredAt < 30_000) {
        if ((await probe(server.port, 'GET', '/health')).status === 200) {
          recovered = (Date.now() - restoredAt) / 1000;
          break;
        }
        await sleep(100);
      }
      if (!(recovered <= RECOVERY_LIMIT_S)) faults.push(`/health 200 again after ${recovered} s`);
      if (server.child.exitCode !== null || server.child.pid !== pid) faults.push('the KOKO process did not survive the outage');
      const wallet = await probe(server.port, 'POST', '/app/user/getWallet', visitor);
      if (wallet.status !== 200) faults.push(`getWallet after the outage: ${wallet.status}`);
      await client.until(() => during.reply !== undefined, 20_000);
      if (!during.reply) faults.push(`the message sent during the outage: acked ${during.acked}, no reply after the database came back`);
      const after = await client.talk('Hello after the outage.');
      if (!after.reply) faults.push('no reply after the outage');

      await sleep(500);
      const report = await readLedger(stack.databaseUrl, new Map([[visitor!.userId, [...client.sent.keys()]]]));
      faults.push(...ledgerFaults(report));
      return {
        name: 'database-outage',
        pass: faults.length === 0,
        figure: `${probes} requests during a ${OUTAGE_MS / 1000} s cut; /health 200 again ${fmt(recovered, 1)} s after the database came back, same process`,
        threshold: `every request 503 with Retry-After while cut; 200 within ${RECOVERY_LIMIT_S} s; every message stored and paid once and answered; chat works after`,
        detail: faults,
      };
    } finally {
      await client.close();
    }
  } finally {
    await stack.close();
  }
}
