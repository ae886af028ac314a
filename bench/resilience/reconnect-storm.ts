// Case 7: BENCH_STORM_CLIENTS sockets; KOKO restarts (SIGTERM, started again on the same port and database); the
// clients come back with the web client's reconnect policy plus jitter, all within 60 s.
import { loginVisitors, socketUrl } from '../chat-setup';
import { fmt, sleep } from '../lib';
import { ReconnectingSocket } from './reconnecting-socket';
import { startStack } from './stack';
import type { Verdict } from './verdict';

const CLIENTS = Number(process.env.BENCH_STORM_CLIENTS ?? 2000);
/** Sockets per visitor. */
const PER_VISITOR = 50;
const LIMIT_S = 60;
const JITTER_MS = 1000;

export async function reconnectStorm(): Promise<Verdict> {
  const stack = await startStack('resilience_storm', { settings: { KOKO_SHUTDOWN_GRACE_MS: '1000', KOKO_LOG_LEVEL: 'error' } });
  const sockets: ReconnectingSocket[] = [];
  try {
    const first = stack.servers[0]!;
    const visitors = await loginVisitors(first.port, Math.ceil(CLIENTS / PER_VISITOR), 'storm');
    for (let i = 0; i < CLIENTS; i += 1) sockets.push(new ReconnectingSocket(socketUrl(first.port, visitors[i % visitors.length]!), JITTER_MS));
    for (let i = 0; i < sockets.length; i += 100) {
      sockets.slice(i, i + 100).forEach((s) => s.connect());
      await sleep(100);
    }
    const openAt = Date.now();
    while (sockets.some((s) => !s.open) && Date.now() - openAt < 60_000) await sleep(200);
    const openedFirst = sockets.filter((s) => s.open).length;
    if (openedFirst < CLIENTS) throw new Error(`only ${openedFirst} of ${CLIENTS} sockets opened before the restart`);
    const heartbeat = setInterval(() => sockets.forEach((s) => s.send('{"msgType":"HeartBeat"}')), 20_000);
    try {
      const stoppedAt = Date.now();
      await first.stop();
      const restart = await stack.start({}, first.port);
      const readyS = (Date.now() - stoppedAt) / 1000;
      while (sockets.some((s) => !s.open || s.openedAt < stoppedAt) && Date.now() - stoppedAt < LIMIT_S * 1000 + 30_000) await sleep(100);
      const back = sockets.filter((s) => s.open && s.openedAt >= stoppedAt);
      const lastS = Math.max(...back.map((s) => s.openedAt - stoppedAt)) / 1000;
      const pass = back.length === CLIENTS && lastS <= LIMIT_S && restart.child.exitCode === null;
      return {
        name: 'reconnect-storm',
        pass,
        figure: `${back.length}/${CLIENTS} back, the last ${fmt(lastS, 1)} s after SIGTERM (KOKO ready again after ${fmt(readyS, 1)} s)`,
        threshold: `all back within ${LIMIT_S} s of SIGTERM (web client's policy min(tries × 2, 8) s + up to ${JITTER_MS / 1000} s jitter)`,
        detail: pass ? [] : [`${CLIENTS - back.length} sockets not back`],
      };
    } finally {
      clearInterval(heartbeat);
    }
  } finally {
    sockets.forEach((s) => s.stop());
    await stack.close();
  }
}
