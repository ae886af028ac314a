import type WebSocket from 'ws';
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { apiCall } from '@/server/test/chat-socket-client';
import { epochMs, type FirstPiece } from '@/server/test/llm-stand-in';
import { acknowledge, benchRoleId, closeSockets, loginVisitors, openSocket, readFrame, socketUrl, startKoko, startStandIn, talkFrame, tempDataDir, type Frame, type Visitor } from './chat-setup';
import { createBenchDatabase, fmt, percentile } from './lib';

// The first token as a user sees it: a freshly started server, visitors signing in at once, each message's id
// from `GET snowflakeId`, and the time from the send to the first frame whose text shows some of the reply.

const VISITORS = Number(process.env.BENCH_SEEN_VISITORS ?? 50);
const MESSAGES = Number(process.env.BENCH_SEEN_MESSAGES ?? 10);
/** Mean of the exponentially distributed pause between a reply finished and the next message (think time). */
const THINK_MEAN_MS = Number(process.env.BENCH_SEEN_THINK_MS ?? 3000);
/** The single conversation: this many messages, one after another. */
const ALONE = 10;
const PIECE_DELAY_MS = 20;
/** Which databases (`pglite`, `postgres`), comma-separated. */
const DATABASES = (process.env.BENCH_SEEN_DATABASES ?? 'pglite,postgres').split(',').filter(Boolean) as Kind[];
/** Another checkout of KOKO (its node_modules linked) measured in turns with this one, e.g. the code before a change. */
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;
const TARGET_P50_MS = 5;
const TARGET_P99_MS = 20;
const TARGET_LOCKSTEP_P99_MS = 50;

type Kind = 'pglite' | 'postgres';

/** Text a reader sees: the content without markup (stage directions in brackets, tags). */
const visible = (content: unknown) => typeof content === 'string' && content.replace(/\[[^\]]*\]|<[^>]*>/g, '').trim().length > 0;

interface Timing {
  ref: string;
  sentAt: number;
  ackAt?: number;
  seenAt?: number;
}

/** One visitor's socket: sends a message, then answers its acknowledgement and the first frame with reply text. */
class Conversation {
  private current: { timing: Timing; done(ok: boolean): void } | undefined;

  constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const at = epochMs();
      const frame = readFrame(raw) as Frame & { data: { content?: unknown } };
      this.onFrame(frame, at);
      acknowledge(ws, frame);
    });
  }

  say(roleId: number, msgId: string, words: string): Promise<Timing | undefined> {
    return new Promise((resolve) => {
      const timing: Timing = { ref: msgId, sentAt: epochMs() };
      const timer = setTimeout(() => finish(false), 30_000);
      const finish = (ok: boolean) => {
        clearTimeout(timer);
        this.current = undefined;
        resolve(ok && timing.seenAt !== undefined ? timing : undefined);
      };
      this.current = { timing, done: finish };
      this.ws.send(talkFrame(roleId, `${words} [ref:${msgId}]`, msgId));
    });
  }

  private onFrame(frame: Frame & { data: { content?: unknown } }, at: number) {
    const current = this.current;
    if (!current) return;
    const { timing } = current;
    if (frame.data.msgIdList?.includes(timing.ref)) timing.ackAt ??= at;
    if (frame.data.replyTo !== timing.ref && frame.msgId !== timing.ref) return;
    if (frame.code) return current.done(false);
    if (visible(frame.data.content)) timing.seenAt ??= at;
    if (frame.data.msgFinish) current.done(true);
  }
}

const LINES = ['Hello! You look like you know your way around a sword.', 'How long have you trained here?', 'Can you show me a stance?', 'Is the dojo really closing?', 'What do you do after practice?'];
/** An exponentially distributed pause with the given mean. */
const think = (mean: number) => new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * mean));

interface Run {
  timings: Timing[];
  failed: number;
}

/** Every visitor sends `messages` messages, one after the reply to the previous finished (after a pause when `thinkMs`). */
async function talk(port: number, roleId: number, visitors: Visitor[], messages: number, thinkMs: number): Promise<Run> {
  const run: Run = { timings: [], failed: 0 };
  await Promise.all(
    visitors.map(async (visitor) => {
      const ws = await openSocket(socketUrl(port, visitor));
      try {
        const conversation = new Conversation(ws);
        for (let i = 0; i < messages; i++) {
          if (thinkMs > 0) await think(thinkMs);
          const id = await apiCall<{ id: string }>(port, 'GET', '/app/api/snowflakeId', visitor.token);
          const timing = await conversation.say(roleId, id.data.id, LINES[i % LINES.length]!);
          if (timing) run.timings.push(timing);
          else run.failed += 1;
        }
      } finally {
        await closeSockets([ws]);
      }
    }),
  );
  return run;
}

/** The starter role every benchmark talks to, found through the API (PGlite has no connection from outside). */
async function roleIdOf(port: number, token: string, databaseUrl?: string): Promise<number> {
  if (databaseUrl) return benchRoleId(databaseUrl);
  const name = STARTER_ROLES.find((r) => r.slug === 'kiriha-aoyagi')!.name;
  for (let current = 1; current <= 40; current++) {
    const page = await apiCall<{ records?: { roleId: number; roleName: string }[]; list?: { roleId: number; roleName: string }[] }>(port, 'POST', '/app/role/getAiRoleList', token, { current, size: 50 });
    const list = page.data.records ?? page.data.list ?? [];
    const found = list.find((role) => role.roleName === name);
    if (found) return found.roleId;
    if (list.length === 0) break;
  }
  throw new Error(`no role named ${name} in the catalogue`);
}

async function takeFirstPieces(url: string): Promise<Map<string, FirstPiece>> {
  const list = (await (await fetch(`${url}/first-pieces`)).json()) as FirstPiece[];
  return new Map(list.map((piece) => [piece.ref, piece]));
}

/** Per message: the time to the first visible text less the stand-in's own time (its request's body → its first piece). */
function added(run: Run, pieces: Map<string, FirstPiece>): { added: number[]; ack: number[]; seen: number[]; unmatched: number } {
  const result = { added: [] as number[], ack: [] as number[], seen: [] as number[], unmatched: 0 };
  for (const timing of run.timings) {
    const piece = pieces.get(timing.ref);
    if (!piece) {
      result.unmatched += 1;
      continue;
    }
    result.added.push(timing.seenAt! - timing.sentAt - (piece.firstAt - piece.receivedAt));
    result.seen.push(timing.seenAt! - timing.sentAt);
    if (timing.ackAt !== undefined) result.ack.push(timing.ackAt - timing.sentAt);
  }
  return result;
}

interface Row {
  build: string;
  kind: Kind;
  load: string;
  messages: number;
  failed: number;
  p50: number;
  p99: number;
  ackP50: number;
  seenP50: number;
  standInP50: number;
  target?: number;
}

/** One fresh server on `kind`: the cold row (its first messages), then warm lockstep, think time, and alone. */
async function measureServer(build: string, root: string | undefined, kind: Kind, standInUrl: string): Promise<Row[]> {
  const database = kind === 'postgres' ? await createBenchDatabase('seen') : undefined;
  const data = tempDataDir();
  const rows: Row[] = [];
  try {
    const settings: Record<string, string> = { KOKO_LLM_BASE_URL: standInUrl, KOKO_KOIN_VISITOR_BONUS: '1000', ...(database ? { DATABASE_URL: database.url } : {}) };
    const koko = await startKoko(data.dir, settings, [], { root });
    try {
      // Everyone signs in at once on the fresh server.
      const visitors = await loginAtOnce(koko.port, VISITORS, `seen-${build}-${kind}`);
      const roleId = await roleIdOf(koko.port, visitors[0]!.token, database?.url);
      await takeFirstPieces(standInUrl);
      const row = (load: string, run: Run, pieces: Map<string, FirstPiece>, target?: number): Row => {
        const a = added(run, pieces);
        const standIn = run.timings.map((t) => pieces.get(t.ref)).filter((p): p is FirstPiece => !!p).map((p) => p.firstAt - p.receivedAt);
        return { build, kind, load, messages: a.added.length, failed: run.failed + a.unmatched, p50: percentile(a.added, 50), p99: percentile(a.added, 99), ackP50: percentile(a.ack, 50), seenP50: percentile(a.seen, 50), standInP50: percentile(standIn, 50), target };
      };
      const cold = await talk(koko.port, roleId, visitors, MESSAGES, 0);
      rows.push(row(`${VISITORS} at once, cold (the server's first messages), lockstep`, cold, await takeFirstPieces(standInUrl), TARGET_LOCKSTEP_P99_MS));
      const warm = await talk(koko.port, roleId, visitors, MESSAGES, 0);
      rows.push(row(`${VISITORS} at once, warm, lockstep`, warm, await takeFirstPieces(standInUrl), TARGET_LOCKSTEP_P99_MS));
      const paced = await talk(koko.port, roleId, visitors, MESSAGES, THINK_MEAN_MS);
      rows.push(row(`${VISITORS} at once, warm, think time (exponential, mean ${THINK_MEAN_MS} ms)`, paced, await takeFirstPieces(standInUrl), TARGET_P99_MS));
      const alone = await talk(koko.port, roleId, visitors.slice(0, 1), ALONE, 0);
      rows.push(row('one conversation alone', alone, await takeFirstPieces(standInUrl)));
    } finally {
      await koko.stop();
    }
  } finally {
    await database?.drop();
    data.remove();
  }
  return rows;
}

/** Signs `count` visitors in all at once (loginVisitors goes 16 at a time). */
async function loginAtOnce(port: number, count: number, label: string): Promise<Visitor[]> {
  return (await Promise.all(Array.from({ length: count }, (_, i) => loginVisitors(port, 1, `${label}-${i}`)))).flat();
}

/**
 * Time KOKO adds to the first visible words of a reply, as a user sees it, on PGlite and PostgreSQL; with
 * BENCH_BEFORE_ROOT, the same for another checkout, the two taking turns (which goes first alternates).
 */
export async function benchChatFirstTokenSeen(): Promise<string[]> {
  const standIn = await startStandIn(PIECE_DELAY_MS);
  const rows: Row[] = [];
  try {
    const builds: [string, string | undefined][] = [['this', undefined], ...(BEFORE_ROOT ? [['before', BEFORE_ROOT] as [string, string]] : [])];
    for (const [index, kind] of DATABASES.entries()) {
      const order = index % 2 === 0 ? builds : [...builds].reverse();
      for (const [build, root] of order) rows.push(...(await measureServer(build, root, kind, standIn.url)));
    }
  } finally {
    await standIn.stop();
  }
  const meets = (r: Row) => (r.target === undefined ? '' : r.p99 <= r.target && (r.target !== TARGET_P99_MS || r.p50 <= TARGET_P50_MS) && r.failed === 0 ? 'met' : '**not met**');
  return [
    `${VISITORS} visitors signed in at once on a fresh server, ${MESSAGES} messages each per row, ids from GET snowflakeId, stand-in ${PIECE_DELAY_MS} ms between pieces.`,
    "Added: send → first frame with visible reply text, less the stand-in's own time for that request (its body arrived → its first piece). Ack: send → the server's MsgAck.",
    '',
    '| build | database | load | messages | added p50 | added p99 | failed | ack p50 | seen p50 | stand-in p50 | target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.build} | ${r.kind} | ${r.load} | ${r.messages} | ${fmt(r.p50, 1)} ms | ${fmt(r.p99, 1)} ms | ${r.failed} | ${fmt(r.ackP50, 1)} ms | ${fmt(r.seenP50, 1)} ms | ${fmt(r.standInP50, 1)} ms | ${meets(r)} |`),
    '',
    `Targets: added p50 ≤ ${TARGET_P50_MS} ms and p99 ≤ ${TARGET_P99_MS} ms with think time; p99 ≤ ${TARGET_LOCKSTEP_P99_MS} ms in lockstep.`,
  ];
}
