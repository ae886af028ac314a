// Case 11: 500 sockets chatting gently for BENCH_SOAK_MINUTES (30); KOKO's RSS after a garbage collection each
// minute grows less than 1 MB a minute (least-squares slope from the end of the first minute on).
import type WebSocket from 'ws';
import { nextMessageId } from '@/lib/chat/message-id';
import { settledMemory } from '../chat-idle-sockets';
import { acknowledge, loginVisitors, openSocket, readFrame, socketUrl, talkFrame } from '../chat-setup';
import { fmt, sleep } from '../lib';
import { startStack } from './stack';
import type { Verdict } from './verdict';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const SOCKETS = 500;
const VISITORS = 100;
/** Each visitor sends a message this often, on one of its sockets in turn. */
const MESSAGE_EVERY_MS = 20_000;
const LIMIT_MB_PER_MIN = 1;
const MB = 1024 * 1024;

/** Least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return num / den;
}

export async function soak(): Promise<Verdict> {
  const stack = await startStack('resilience_soak', { settings: { KOKO_LOG_LEVEL: 'error' }, nodeFlags: ['--expose-gc'] });
  const sockets: WebSocket[] = [];
  const timers: NodeJS.Timeout[] = [];
  try {
    const server = stack.servers[0]!;
    const visitors = await loginVisitors(server.port, VISITORS, 'soak');
    let replies = 0;
    let sent = 0;
    for (let i = 0; i < SOCKETS; i += 1) {
      const ws = await openSocket(socketUrl(server.port, visitors[i % VISITORS]!));
      ws.on('message', (raw) => {
        const frame = readFrame(raw);
        acknowledge(ws, frame);
        if (frame.data.msgFinish && !frame.code) replies += 1;
      });
      sockets.push(ws);
    }
    let dropped = 0;
    for (const ws of sockets) ws.once('close', () => (dropped += 1));
    timers.push(setInterval(() => sockets.forEach((ws) => ws.readyState === ws.OPEN && ws.send('{"msgType":"HeartBeat"}')), 20_000));
    visitors.forEach((_, v) => {
      let turn = 0;
      // Spread over the interval so the messages come evenly.
      const start = setTimeout(() => {
        timers.push(
          setInterval(() => {
            const ws = sockets[v + VISITORS * (turn++ % (SOCKETS / VISITORS))]!;
            if (ws.readyState !== ws.OPEN) return;
            ws.send(talkFrame(stack.roleId, 'Tell me how your day went, in a few words.', nextMessageId()));
            sent += 1;
          }, MESSAGE_EVERY_MS),
        );
      }, (v * MESSAGE_EVERY_MS) / VISITORS);
      timers.push(start);
    });
    const readings: [number, number][] = [[0, (await settledMemory(server)).rss]];
    const started = Date.now();
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      await sleep(Math.max(0, started + minute * 60_000 - Date.now()));
      readings.push([minute, (await settledMemory(server)).rss]);
    }
    const growth = slope(readings.slice(1)) / MB;
    const rss = readings.map(([, r]) => fmt(r / MB)).join(' → ');
    return {
      name: 'soak',
      pass: growth < LIMIT_MB_PER_MIN && dropped === 0 && replies > 0,
      figure: `RSS growth ${fmt(growth, 2)} MB/min over ${MINUTES} min (RSS after GC each minute: ${rss} MB); ${sent} messages, ${replies} finished-reply frames (each reaches all 5 sockets of its visitor), ${dropped} sockets dropped`,
      threshold: `< ${LIMIT_MB_PER_MIN} MB/min from minute 1 on, every socket held`,
    };
  } finally {
    timers.forEach((t) => clearInterval(t));
    sockets.forEach((ws) => ws.terminate());
    await stack.close();
  }
}
