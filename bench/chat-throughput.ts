import type { ChildProcess } from 'node:child_process';
import type WebSocket from 'ws';
import { nextMessageId } from '@/lib/chat/message-id';
import { CHAT_FRAME_BURST, CHAT_FRAMES_PER_MINUTE, RateLimiter } from '@/server/rate-limits/rate-limiter';
import { acknowledge, benchRoleId, closeSockets, loginVisitors, openSocket, readFrame, socketUrl, startEcho, startKoko, talkFrame, tempDataDir, type Frame, type Visitor } from './chat-setup';
import { cpuMs, createBenchDatabase, fmt, percentile, postgresCpuMs, sleep } from './lib';

/** Enough visitors that the per-user limit (30 at once, then 2 a second) never decides the figure. */
const VISITORS = 256;
/** Flat out: this many messages in flight at any time, each visitor's next message sent when one is acknowledged. */
const IN_FLIGHT = 64;
/** Paced: messages offered per second whatever comes back (the target rate). */
const OFFERED_PER_SECOND = 500;
const SECONDS = 5;
const TARGET_RATE = 500;
const TARGET_P99_MS = 50;
const CONTENT = 'Hello! You look like you know your way around a sword.';

interface Phase {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  /** KOKO only: replies finished within the window, per second. */
  replies: number;
  /**
   * CPU time (user + system) per message acknowledged in the phase, until its replies have finished: the server
   * process, every PostgreSQL process on the machine (0 for the echo), and the bench's own client.
   */
  cpu: { server: number; postgres: number; client: number };
}

/**
 * The same clients against KOKO (a message counts when its MsgAck arrives) and against the echo (when the
 * frame comes back). Against KOKO the clients keep to the server's per-user rate limit, as the web client does.
 */
class Load {
  private readonly sockets: WebSocket[] = [];
  private readonly waiting = new Map<string, { sentAt: number; settle(): void }>();
  private readonly awaitingReply = new Set<string>();
  private readonly limiter = new RateLimiter(CHAT_FRAMES_PER_MINUTE, CHAT_FRAME_BURST);
  private next = 0;
  acks: { at: number; ms: number }[] = [];
  replyTimes: number[] = [];
  errors = 0;

  constructor(
    private readonly kind: 'koko' | 'echo',
    private readonly visitors: Visitor[],
    private readonly roleId: number,
    private readonly server: ChildProcess,
  ) {}

  /** The server's CPU time so far; throws once the server process is gone (its figures would be no figures). */
  private serverCpu(): number {
    if (this.server.exitCode !== null || this.server.signalCode !== null) throw new Error(`the ${this.kind} server process exited during the benchmark`);
    return cpuMs(this.server.pid!);
  }

  async open(port: number) {
    for (const visitor of this.visitors) {
      const ws = await openSocket(socketUrl(port, visitor));
      ws.on('message', (raw) => {
        const frame = readFrame(raw);
        this.onFrame(frame, performance.now());
        if (this.kind === 'koko') acknowledge(ws, frame);
      });
      this.sockets.push(ws);
    }
  }

  close = () => closeSockets(this.sockets);

  /** The next visitor the rate limit lets send, round robin; -1 when none may. */
  private pick(): number {
    for (let tries = 0; tries < this.visitors.length; tries += 1) {
      const i = this.next;
      this.next = (this.next + 1) % this.visitors.length;
      if (this.kind === 'echo' || this.limiter.take(this.visitors[i]!.userId)) return i;
    }
    return -1;
  }

  /** Sends one message from the next visitor; resolves when it is acknowledged, refused, or after 10 s (an error). */
  fire(): Promise<void> | undefined {
    const i = this.pick();
    if (i < 0) return undefined;
    const msgId = nextMessageId();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.errors += 1;
        settle();
      }, 10_000);
      const settle = () => {
        clearTimeout(timer);
        this.waiting.delete(msgId);
        resolve();
      };
      this.waiting.set(msgId, { sentAt: performance.now(), settle });
      if (this.kind === 'koko') this.awaitingReply.add(msgId);
      this.sockets[i]!.send(talkFrame(this.roleId, CONTENT, msgId));
    });
  }

  private onFrame(frame: Frame, at: number) {
    if (this.kind === 'koko' && frame.data.msgFinish && frame.data.replyTo && this.awaitingReply.delete(frame.data.replyTo)) this.replyTimes.push(at);
    const ids = this.kind === 'echo' ? [frame.msgId ?? ''] : frame.dataType === 'MsgAck' ? (frame.data.msgIdList ?? []) : frame.code ? [frame.msgId ?? ''] : [];
    for (const id of ids) {
      const entry = this.waiting.get(id);
      if (!entry) continue;
      if (frame.code) this.errors += 1;
      else this.acks.push({ at, ms: at - entry.sentAt });
      entry.settle();
    }
  }

  /** Until every reply owed has finished (bounded), so one phase's backlog does not run into the next. */
  async drain(limitMs = 120_000) {
    const until = performance.now() + limitMs;
    while ((this.waiting.size > 0 || this.awaitingReply.size > 0) && performance.now() < until) {
      this.serverCpu();
      await sleep(50);
    }
    this.errors += this.awaitingReply.size;
    this.awaitingReply.clear();
  }

  private result(start: number, end: number): Omit<Phase, 'cpu'> {
    const ms = this.acks.map((a) => a.ms);
    const inWindow = (t: number) => t >= start && t <= end;
    const seconds = (end - start) / 1000;
    return {
      rate: this.acks.filter((a) => inWindow(a.at)).length / seconds,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
      errors: this.errors,
      replies: this.replyTimes.filter(inWindow).length / seconds,
    };
  }

  private cpuAtStart = { server: 0, postgres: 0, client: 0 };

  private cpuNow() {
    const { user, system } = process.cpuUsage();
    return { server: this.serverCpu(), postgres: this.kind === 'koko' ? postgresCpuMs() : 0, client: (user + system) / 1000 };
  }

  /** The CPU used since the phase began, per message acknowledged in it. */
  private cpuPerMessage(): Phase['cpu'] {
    const now = this.cpuNow();
    const per = (part: keyof Phase['cpu']) => (now[part] - this.cpuAtStart[part]) / this.acks.length;
    return { server: per('server'), postgres: per('postgres'), client: per('client') };
  }

  private reset() {
    this.acks = [];
    this.replyTimes = [];
    this.errors = 0;
    this.cpuAtStart = this.cpuNow();
  }

  /** IN_FLIGHT senders for SECONDS, each sending again as soon as its message is acknowledged. */
  async flatOut(): Promise<Phase> {
    this.reset();
    const start = performance.now();
    const end = start + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (performance.now() < end) await (this.fire() ?? sleep(5));
      }),
    );
    const result = this.result(start, end);
    await this.drain();
    return { ...result, errors: this.errors, cpu: this.cpuPerMessage() };
  }

  /** OFFERED_PER_SECOND messages a second for SECONDS, sent on schedule whether or not earlier ones came back. */
  async paced(): Promise<Phase> {
    this.reset();
    const start = performance.now();
    const end = start + SECONDS * 1000;
    const total = OFFERED_PER_SECOND * SECONDS;
    let sent = 0;
    const inFlight: Promise<void>[] = [];
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - start) * OFFERED_PER_SECOND) / 1000));
        while (sent < due) {
          const settled = this.fire();
          if (!settled) break;
          inFlight.push(settled);
          sent += 1;
        }
        if (sent >= total || performance.now() >= end) {
          clearInterval(tick);
          resolve();
        }
      }, 2);
    });
    await Promise.all(inFlight);
    const result = this.result(start, end);
    await this.drain();
    return { ...result, errors: this.errors + (total - sent), cpu: this.cpuPerMessage() };
  }
}

/** A first message from every visitor, answered, before anything is timed. */
async function warmUp(load: Load) {
  await Promise.all(Array.from({ length: VISITORS }, () => load.fire()));
  await load.drain();
}

/**
 * Accepted chat messages per second on PostgreSQL with the offline persona engine (every accepted message is
 * stored, paid for and answered), against a bare `ws` echo server in its own process, same clients and frames.
 */
export async function benchChatThroughput(): Promise<string[]> {
  const database = await createBenchDatabase('throughput');
  const data = tempDataDir();
  const echo = await startEcho();
  try {
    const koko = await startKoko(data.dir, { DATABASE_URL: database.url, KOKO_KOIN_VISITOR_BONUS: '100000' });
    let ours: [Phase, Phase];
    let visitors: Visitor[];
    let roleId: number;
    try {
      roleId = await benchRoleId(database.url);
      visitors = await loginVisitors(koko.port, VISITORS, 'throughput');
      const load = new Load('koko', visitors, roleId, koko.child);
      await load.open(koko.port);
      try {
        await warmUp(load);
        ours = [await load.flatOut(), await load.paced()];
        await sleep(2000); // the conversation summaries queued behind the last replies
      } finally {
        await load.close();
      }
    } finally {
      await koko.stop();
    }
    const load = new Load('echo', visitors, roleId, echo.child);
    await load.open(echo.port);
    let peer: [Phase, Phase];
    try {
      await warmUp(load);
      peer = [await load.flatOut(), await load.paced()];
    } finally {
      await load.close();
    }
    const row = (name: string, [flat, paced]: [Phase, Phase], replies: boolean) =>
      `| ${name} | ${fmt(flat.rate)} msg/s${replies ? ` (${fmt(flat.replies)} replies/s)` : ''} | ${fmt(flat.p50, 1)} / ${fmt(flat.p99, 1)} ms | ${fmt(paced.rate)} msg/s | ${fmt(paced.p50, 1)} / ${fmt(paced.p99, 1)} ms | ${fmt(flat.cpu.server, 2)} / ${fmt(paced.cpu.server, 2)} ms | ${flat.errors + paced.errors} |`;
    const split = ({ cpu }: Phase) => `server ${fmt(cpu.server, 2)}, PostgreSQL ${fmt(cpu.postgres, 2)}, client ${fmt(cpu.client, 2)} ms`;
    const met = ours[0].rate >= TARGET_RATE && ours[1].rate >= TARGET_RATE * 0.98 && ours[1].p99 <= TARGET_P99_MS;
    return [
      `${VISITORS} visitors, ${SECONDS} s per phase: flat out with ${IN_FLIGHT} messages in flight, then ${OFFERED_PER_SECOND} msg/s offered on schedule`,
      '',
      `| server | flat out | ack p50 / p99 | at ${OFFERED_PER_SECOND} msg/s offered | ack p50 / p99 | server CPU / message (flat out / at ${OFFERED_PER_SECOND}) | errors |`,
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('KOKO (MsgAck)', ours, true),
      row('bare ws echo (round trip)', peer, false),
      `| KOKO / echo | ${fmt((ours[0].rate / peer[0].rate) * 100, 1)}% | | ${fmt((ours[1].rate / peer[1].rate) * 100)}% | | ${fmt(ours[0].cpu.server / peer[0].cpu.server)}× / ${fmt(ours[1].cpu.server / peer[1].cpu.server)}× | |`,
      '',
      `CPU a message until its reply has finished, at ${OFFERED_PER_SECOND} msg/s offered: KOKO's path ${split(ours[1])}; the echo's ${split(peer[1])}.`,
      '',
      `Target ≥ ${TARGET_RATE} msg/s with ack p99 ≤ ${TARGET_P99_MS} ms: ${met ? 'met' : '**not met**'}.`,
    ];
  } finally {
    await echo.stop();
    await database.drop();
    data.remove();
  }
}
