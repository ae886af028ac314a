// Case 9: 10,000 sockets held 65 s (past the 60 s idle limit, kept by heartbeats) while a probe socket sends a
// heartbeat every 100 ms: every socket held, the probe's round-trip p99 within 50 ms.
import type WebSocket from 'ws';
import { nextMessageId } from '@/lib/chat/message-id';
import { loginVisitors, openSocket, readFrame, socketUrl } from '../chat-setup';
import { fmt, percentile, sleep } from '../lib';
import { startStack } from './stack';
import type { Verdict } from './verdict';

const SOCKETS = Number(process.env.BENCH_IDLE_CAPACITY_SOCKETS ?? 10_000);
const VISITORS = 100;
const OPENING_AT_ONCE = 200;
const HOLD_S = 65;
const P99_LIMIT_MS = 50;

export async function idleCapacity(): Promise<Verdict> {
  const stack = await startStack('resilience_idle', { settings: { KOKO_LOG_LEVEL: 'error' } });
  const sockets: WebSocket[] = [];
  const beats: NodeJS.Timeout[] = [];
  try {
    const port = stack.servers[0]!.port;
    const visitors = await loginVisitors(port, VISITORS, 'idle-capacity');
    const urls = visitors.map((v) => socketUrl(port, v));
    // Each socket beats every 20 s from its opening on, as a browser's timer does (opening 10,000 sockets can take
    // longer than the 60 s a silent socket is kept).
    const openingAt = Date.now();
    let begun = 0;
    await Promise.all(
      Array.from({ length: OPENING_AT_ONCE }, async () => {
        while (begun < SOCKETS) {
          const ws = await openSocket(urls[begun++ % urls.length]!);
          sockets.push(ws);
          beats.push(setInterval(() => ws.readyState === ws.OPEN && ws.send('{"msgType":"HeartBeat"}'), 20_000));
        }
      }),
    );
    const openS = (Date.now() - openingAt) / 1000;
    const openedAll = sockets.filter((ws) => ws.readyState === ws.OPEN).length;
    let dropped = 0;
    for (const ws of sockets) ws.once('close', () => (dropped += 1));
    const probe = await openSocket(urls[0]!);
    const sentAt = new Map<string, number>();
    const rtts: number[] = [];
    probe.on('message', (raw) => {
      const frame = readFrame(raw);
      const at = frame.msgId ? sentAt.get(frame.msgId) : undefined;
      if (at === undefined) return;
      rtts.push(performance.now() - at);
      sentAt.delete(frame.msgId!);
    });
    const beat = setInterval(() => {
      const msgId = nextMessageId();
      sentAt.set(msgId, performance.now());
      probe.send(JSON.stringify({ msgType: 'HeartBeat', msgId, sendTimestamp: Date.now() }));
    }, 100);
    await sleep(HOLD_S * 1000);
    clearInterval(beat);
    beats.forEach((t) => clearInterval(t));
    await sleep(500);
    const held = sockets.filter((ws) => ws.readyState === ws.OPEN).length;
    const p99 = percentile(rtts, 99);
    const unanswered = sentAt.size;
    probe.terminate();
    return {
      name: 'idle-capacity',
      pass: openedAll === SOCKETS && held === SOCKETS && dropped === 0 && p99 <= P99_LIMIT_MS && unanswered === 0,
      figure: `${fmt(openedAll)} opened in ${fmt(openS, 1)} s, ${fmt(held)}/${fmt(SOCKETS)} held ${HOLD_S} s; probe heartbeat round trip p50 / p99 ${fmt(percentile(rtts, 50), 1)} / ${fmt(p99, 1)} ms over ${rtts.length} beats, ${unanswered} unanswered`,
      threshold: `every socket held, p99 ≤ ${P99_LIMIT_MS} ms`,
    };
  } finally {
    beats.forEach((t) => clearInterval(t));
    sockets.forEach((ws) => ws.terminate());
    await stack.close();
  }
}
