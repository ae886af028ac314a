// Case 10: offered messages per second ramped until the MsgAck p99 passes 50 ms; the figure is the knee, the
// highest rate offered whose p99 stayed within it (offline persona engine, PostgreSQL).
import type WebSocket from 'ws';
import { nextMessageId } from '@/lib/chat/message-id';
import { CHAT_FRAME_BURST, CHAT_FRAMES_PER_MINUTE, RateLimiter } from '@/server/rate-limits/rate-limiter';
import { acknowledge, loginVisitors, openSocket, readFrame, socketUrl, talkFrame } from '../chat-setup';
import { fmt, percentile, sleep } from '../lib';
import { startStack } from './stack';
import type { Verdict } from './verdict';

/** Enough visitors that the per-user limit (30 at once, then 2 a second) lets the highest step through. */
const VISITORS = 400;
const STEPS = [100, 200, 300, 400, 500, 600, 700, 800, 1000, 1200];
const STEP_SECONDS = Number(process.env.BENCH_KNEE_STEP_SECONDS ?? 5);
const P99_LIMIT_MS = 50;
/** The chat throughput target (bench/README.md): 500 a second with the ack p99 within 50 ms. */
const TARGET_RATE = 500;

export async function throughputKnee(): Promise<Verdict> {
  const stack = await startStack('resilience_knee', { settings: { KOKO_LOG_LEVEL: 'error' } });
  const sockets: WebSocket[] = [];
  try {
    const port = stack.servers[0]!.port;
    const visitors = await loginVisitors(port, VISITORS, 'knee');
    const sentAt = new Map<string, number>();
    let latencies: number[] = [];
    for (const visitor of visitors) {
      const ws = await openSocket(socketUrl(port, visitor));
      ws.on('message', (raw) => {
        const at = performance.now();
        const frame = readFrame(raw);
        acknowledge(ws, frame);
        if (frame.dataType !== 'MsgAck' || frame.code) return;
        for (const id of frame.data.msgIdList ?? []) {
          const sent = sentAt.get(id);
          if (sent === undefined) continue;
          latencies.push(at - sent);
          sentAt.delete(id);
        }
      });
      sockets.push(ws);
    }
    const limiter = new RateLimiter(CHAT_FRAMES_PER_MINUTE, CHAT_FRAME_BURST);
    let next = 0;
    const sendOne = (): boolean => {
      for (let tries = 0; tries < visitors.length; tries += 1) {
        const i = next;
        next = (next + 1) % visitors.length;
        if (limiter.take(visitors[i]!.userId) !== true) continue;
        const msgId = nextMessageId();
        sentAt.set(msgId, performance.now());
        sockets[i]!.send(talkFrame(stack.roleId, 'Hello! You look like you know your way around a sword.', msgId));
        return true;
      }
      return false;
    };
    // Warm-up, unmeasured: two messages each over 4 s, then until every one is acknowledged and a little after.
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < visitors.length; i += 1) sendOne();
      await sleep(2000);
    }
    for (let i = 0; i < 100 && sentAt.size > 0; i += 1) await sleep(100);
    await sleep(2000);
    const rows: string[] = [];
    let knee = 0;
    for (const rate of STEPS) {
      latencies = [];
      sentAt.clear();
      let owed = 0;
      let refusedByLimit = 0;
      const tick = setInterval(() => {
        owed += rate / 100;
        for (; owed >= 1; owed -= 1) if (!sendOne()) refusedByLimit += 1;
      }, 10);
      await sleep(STEP_SECONDS * 1000);
      clearInterval(tick);
      await sleep(2000);
      const p99 = percentile(latencies, 99);
      const lost = sentAt.size;
      rows.push(`${rate}/s: p50 ${fmt(percentile(latencies, 50), 1)}, p99 ${fmt(p99, 1)} ms${lost ? `, ${lost} unacknowledged` : ''}${refusedByLimit ? `, ${refusedByLimit} held back by the per-user limit` : ''}`);
      if (!(p99 <= P99_LIMIT_MS) || lost > 0 || refusedByLimit > 0) break;
      knee = rate;
      await sleep(1000);
    }
    return {
      name: 'throughput-knee',
      pass: knee >= TARGET_RATE,
      figure: `knee ${knee} msg/s (${rows.join('; ')})`,
      threshold: `ack p99 ≤ ${P99_LIMIT_MS} ms up to at least ${TARGET_RATE} msg/s offered (steps of ${STEP_SECONDS} s)`,
    };
  } finally {
    sockets.forEach((ws) => ws.terminate());
    await stack.close();
  }
}
