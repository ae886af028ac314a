import type WebSocket from 'ws';
import { nextMessageId } from '@/lib/chat/message-id';
import { benchRoleId, closeSockets, loginVisitors, openSocket, readFrame, socketUrl, startKoko, talkFrame, tempDataDir } from './chat-setup';
import { createBenchDatabase, fmt, percentile } from './lib';

/** Messages are sent one at a time, rotating over the visitors so none nears the 30-message burst. */
const VISITORS = 10;
const MESSAGES_EACH = 20;

/** When the finished reply to `msgId` arrives on this socket (performance.now()). */
function finishedAt(ws: WebSocket, msgId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.off('message', onMessage);
      reject(new Error(`no reply to ${msgId} in 15 s`));
    }, 15_000);
    const onMessage = (raw: WebSocket.RawData) => {
      const at = performance.now();
      const frame = readFrame(raw);
      if (frame.data.replyTo !== msgId || !(frame.data.msgFinish || frame.code)) return;
      clearTimeout(timer);
      ws.off('message', onMessage);
      if (frame.code) reject(new Error(`reply to ${msgId} failed with ${frame.code}`));
      else resolve(at);
    };
    ws.on('message', onMessage);
  });
}

interface Spread {
  extra: number[];
  reply: number[];
}

/** Each visitor has a socket on the sending instance and one on `otherPort`; the extra time the second one takes. */
async function spread(sendPort: number, otherPort: number, roleId: number, label: string): Promise<Spread> {
  const visitors = await loginVisitors(sendPort, VISITORS, label);
  const pairs = await Promise.all(visitors.map(async (v) => [await openSocket(socketUrl(sendPort, v)), await openSocket(socketUrl(otherPort, v))] as const));
  const result: Spread = { extra: [], reply: [] };
  try {
    for (let m = 0; m <= MESSAGES_EACH; m += 1) {
      for (const [sender, other] of pairs) {
        const msgId = nextMessageId();
        const arrivals = Promise.all([finishedAt(sender, msgId), finishedAt(other, msgId)]);
        const sentAt = performance.now();
        sender.send(talkFrame(roleId, 'Hello! You look like you know your way around a sword.', msgId));
        const [onSender, onOther] = await arrivals;
        if (m === 0) continue; // warm-up round
        result.extra.push(onOther - onSender);
        result.reply.push(onSender - sentAt);
      }
    }
  } finally {
    await closeSockets(pairs.flat());
  }
  return result;
}

/**
 * Redis fan-out: two KOKO processes on one PostgreSQL database and Redis; a reply sent through instance A
 * reaches the visitor's socket on instance B how much later than the one on A — against two sockets on A.
 */
export async function benchChatFanOut(): Promise<string[]> {
  const database = await createBenchDatabase('fan_out');
  const data = tempDataDir();
  const settings = { DATABASE_URL: database.url, REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', KOKO_KOIN_VISITOR_BONUS: '1000' };
  try {
    const a = await startKoko(data.dir, settings);
    try {
      const b = await startKoko(data.dir, settings);
      try {
        const roleId = await benchRoleId(database.url);
        const ours = await spread(a.port, b.port, roleId, 'fan-out-b');
        const peer = await spread(a.port, a.port, roleId, 'fan-out-a');
        const row = (name: string, s: Spread) => `| ${name} | ${s.extra.length} | ${fmt(percentile(s.extra, 50), 2)} ms | ${fmt(percentile(s.extra, 99), 2)} ms | ${fmt(percentile(s.reply, 50), 1)} ms |`;
        return [
          `${VISITORS} visitors × ${MESSAGES_EACH} messages, one at a time, offline persona engine; extra = final frame on the second socket − on the sending socket`,
          '',
          '| second socket on | messages | extra p50 | extra p99 | reply on the sending socket, p50 |',
          '| --- | --- | --- | --- | --- |',
          row('instance B (through Redis)', ours),
          row('instance A too (peer)', peer),
        ];
      } finally {
        await b.stop();
      }
    } finally {
      await a.stop();
    }
  } finally {
    await database.drop();
    data.remove();
  }
}
