// The workload of the at-least-once and history cases: visitors chatting through outbox clients while a chaos
// timer drops random sockets. Run once per suite run; both cases read its outcome.
import { loginVisitors } from '../chat-setup';
import { sleep } from '../lib';
import { OutboxClient } from './outbox-client';
import { startStack, type Stack } from './stack';

export const CHAOS_VISITORS = 20;
export const CHAOS_MESSAGES_EACH = 15;
/** A random socket is dropped this often. */
const CHAOS_EVERY_MS = 250;

export interface ChaosRun {
  stack: Stack;
  clients: OutboxClient[];
  /** Sockets the chaos timer dropped. */
  drops: number;
  seconds: number;
}

let running: Promise<ChaosRun> | undefined;

/** The chaos workload (started on first call; later calls answer the same run). `closeChaos` tears it down. */
export function chaosConversations(): Promise<ChaosRun> {
  running ??= run();
  return running;
}

export async function closeChaos(): Promise<void> {
  if (!running) return;
  const done = running;
  running = undefined;
  const { stack, clients } = await done.catch(() => ({ stack: undefined, clients: [] as OutboxClient[] }));
  await Promise.all(clients.map((c) => c.close()));
  await stack?.close();
}

async function run(): Promise<ChaosRun> {
  // Replies of nine pieces 20 ms apart: a dropped socket often falls in the middle of one.
  const stack = await startStack('resilience_chaos', { standInDelayMs: 20 });
  const port = stack.servers[0]!.port;
  const visitors = await loginVisitors(port, CHAOS_VISITORS, 'chaos');
  // Reconnects come fast (a quarter second plus jitter) so the run is short; the web client's own policy is the storm case's.
  const clients = visitors.map((v) => new OutboxClient(v, stack.roleId, { port: () => port, reconnectDelayMs: () => 250 + Math.random() * 250 }));
  await Promise.all(clients.map((c) => c.start()));
  let drops = 0;
  const chaos = setInterval(() => {
    const open = clients.filter((c) => c.socket);
    const victim = open[Math.floor(Math.random() * open.length)];
    if (!victim) return;
    victim.cut();
    drops += 1;
  }, CHAOS_EVERY_MS);
  const started = Date.now();
  try {
    await Promise.all(
      clients.map(async (client, v) => {
        for (let m = 0; m < CHAOS_MESSAGES_EACH; m += 1) await client.talk(`Visitor ${v}, message ${m + 1}: how was your day?`);
      }),
    );
  } finally {
    clearInterval(chaos);
  }
  const seconds = (Date.now() - started) / 1000;
  // Replies still being written (and refunds of stopped ones) land before the database is read.
  await sleep(2000);
  return { stack, clients, drops, seconds };
}
