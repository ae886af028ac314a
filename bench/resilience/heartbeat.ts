// Case 8: a socket that sends nothing is closed by the server within 61 s.
import { loginVisitors, openSocket, socketUrl } from '../chat-setup';
import { fmt } from '../lib';
import { startStack } from './stack';
import type { Verdict } from './verdict';

const LIMIT_S = 61;

export async function heartbeat(): Promise<Verdict> {
  const stack = await startStack('resilience_heartbeat', { settings: { KOKO_LOG_LEVEL: 'error' } });
  try {
    const port = stack.servers[0]!.port;
    const [visitor] = await loginVisitors(port, 1, 'heartbeat');
    const ws = await openSocket(socketUrl(port, visitor!));
    const openedAt = Date.now();
    // The client answers nothing: `ws` would answer a ping frame by itself, so pings are not answered either.
    (ws as unknown as { pong(): void }).pong = () => undefined;
    const seconds = await new Promise<number>((resolve) => {
      const timer = setTimeout(() => resolve(Infinity), (LIMIT_S + 60) * 1000);
      ws.once('close', () => {
        clearTimeout(timer);
        resolve((Date.now() - openedAt) / 1000);
      });
    });
    ws.terminate();
    return {
      name: 'heartbeat',
      pass: seconds <= LIMIT_S,
      figure: Number.isFinite(seconds) ? `a silent socket closed after ${fmt(seconds, 1)} s` : 'a silent socket still open after 121 s',
      threshold: `closed within ${LIMIT_S} s`,
    };
  } finally {
    await stack.close();
  }
}
