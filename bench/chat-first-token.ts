import type WebSocket from 'ws';
import { nextMessageId } from '@/lib/chat/message-id';
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import type { ChatTurn, PersonaCard } from '@/server/providers/llm/chat-model';
import { buildChatMessages } from '@/server/providers/llm/prompt';
import { epochMs, type FirstPiece } from '@/server/test/llm-stand-in';
import { acknowledge, benchRoleId, closeSockets, loginVisitors, openSocket, readFrame, socketUrl, startKoko, startStandIn, talkFrame, tempDataDir, type Frame, type Visitor } from './chat-setup';
import { cpuMs, createBenchDatabase, fmt, percentile, postgresCpuMs } from './lib';

const CONVERSATIONS = 50;
/** The unloaded row: this many conversations one after another. */
const ALONE = 5;
/**
 * Conversations run at once before anything is measured: as many as the loaded row, so every database
 * connection the load needs is open and has prepared its statements (a first block after a smaller warm-up
 * measured the pool growing: 73.5 ms added against 13.6 in the last block).
 */
const WARM_UP = CONVERSATIONS;
/** Messages per conversation after one unmeasured warm-up message; below the 28 turns that start a summary. */
const ROUNDS = 10;
const PIECE_DELAY_MS = 20;
/**
 * The loaded row is measured in this many blocks, KOKO and the peer taking turns (which goes first alternates),
 * so a busy moment of the shared two-core machine falls on both paths instead of on one of them.
 */
const BLOCKS = Number(process.env.BENCH_FIRST_TOKEN_BLOCKS ?? 4);
const TARGET_P50_MS = 5;
const TARGET_P99_MS = 20;
const LINES = ['Hello! You look like you know your way around a sword.', 'How long have you trained here?', 'Can you show me a stance?', 'Is the dojo really closing?', 'What do you do after practice?'];
/** A message's words with the marker by which the stand-in records its own share of the answer (FirstPiece). */
const line = (round: number, ref: string) => `${LINES[round % LINES.length]!} [ref:${ref}]`;

/** One visitor's socket: sends a message and answers the time to the first `pending` frame of its reply. */
export class Conversation {
  private readonly waiting = new Map<string, { sentAt: number; firstAt?: number; done(firstMs: number | undefined): void }>();

  constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = readFrame(raw);
      this.onFrame(frame, epochMs());
      acknowledge(ws, frame);
    });
  }

  /** Sends message `msgId` (its words carry the same id as their stand-in marker). */
  say(roleId: number, content: string, msgId: string): Promise<number | undefined> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(undefined), 30_000);
      const finish = (firstMs: number | undefined) => {
        clearTimeout(timer);
        this.waiting.delete(msgId);
        resolve(firstMs);
      };
      this.waiting.set(msgId, { sentAt: epochMs(), done: finish });
      this.ws.send(talkFrame(roleId, content, msgId));
    });
  }

  private onFrame(frame: Frame, at: number) {
    const entry = this.waiting.get(frame.data.replyTo ?? frame.msgId ?? '');
    if (!entry) return;
    if (frame.code) return entry.done(undefined);
    if (frame.data.pending) entry.firstAt ??= at;
    if (frame.data.msgFinish) entry.done((entry.firstAt ?? at) - entry.sentAt);
  }
}

interface Sample {
  /** Each measured message's time by its stand-in marker. */
  byRef: Map<string, number>;
  failed: number;
  messages: number;
}

const emptySample = (): Sample => ({ byRef: new Map(), failed: 0, messages: 0 });
const timesOf = (sample: Sample) => [...sample.byRef.values()];

function addInto(into: Sample, from: Sample) {
  for (const [ref, ms] of from.byRef) into.byRef.set(ref, ms);
  into.failed += from.failed;
  into.messages += from.messages;
}

/** The stand-in's records since the last call: its own time for each marked request. */
async function takeFirstPieces(url: string): Promise<Map<string, FirstPiece>> {
  const list = (await (await fetch(`${url}/first-pieces`)).json()) as FirstPiece[];
  return new Map(list.map((piece) => [piece.ref, piece]));
}

/**
 * Per message, what its path added to the first token: the time its client measured less the stand-in's own
 * time for that request (from its body arriving to its first piece written). Messages the stand-in has no
 * record of count as failed.
 */
function addedPerMessage(sample: Sample, pieces: Map<string, FirstPiece>): { added: number[]; unmatched: number } {
  const added: number[] = [];
  let unmatched = 0;
  for (const [ref, ms] of sample.byRef) {
    const piece = pieces.get(ref);
    if (piece) added.push(ms - (piece.firstAt - piece.receivedAt));
    else unmatched += 1;
  }
  return { added, unmatched };
}

/** CPU time each process on the machine used, in milliseconds: KOKO, PostgreSQL, the stand-in and this client. */
interface CpuSplit {
  koko: number;
  postgres: number;
  standIn: number;
  client: number;
}

const noCpu = (): CpuSplit => ({ koko: 0, postgres: 0, standIn: 0, client: 0 });

/** Runs `work` and adds the CPU time every process used meanwhile into `into`. */
async function measuringCpu<T>(pids: { koko: number; standIn: number }, into: CpuSplit, work: () => Promise<T>): Promise<T> {
  const clientMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const used = (): CpuSplit => ({ koko: cpuMs(pids.koko), postgres: postgresCpuMs(), standIn: cpuMs(pids.standIn), client: clientMs() });
  const before = used();
  const result = await work();
  const after = used();
  for (const part of Object.keys(into) as (keyof CpuSplit)[]) into[part] += after[part] - before[part];
  return result;
}

/** Runs `conversations` conversations, `atOnce` at a time, each ROUNDS measured messages after a warm-up one. */
async function inGroups(conversations: number, atOnce: number, conversation: (c: number) => Promise<Sample>): Promise<Sample> {
  const total = emptySample();
  for (let first = 0; first < conversations; first += atOnce) {
    const group = await Promise.all(Array.from({ length: Math.min(atOnce, conversations - first) }, (_, i) => conversation(first + i)));
    for (const s of group) addInto(total, s);
  }
  return total;
}

/** Per message: SingleTalk sent → first `pending` frame of its reply; each visitor sends one message after another. */
async function throughKoko(port: number, roleId: number, visitors: Visitor[], atOnce: number): Promise<Sample> {
  return inGroups(visitors.length, atOnce, async (c) => {
    const ws = await openSocket(socketUrl(port, visitors[c]!));
    const sample = emptySample();
    try {
      const conversation = new Conversation(ws);
      for (let round = 0; round <= ROUNDS; round += 1) {
        const msgId = nextMessageId();
        const ms = await conversation.say(roleId, line(round, msgId), msgId);
        sample.messages += 1;
        if (ms === undefined) sample.failed += 1;
        else if (round > 0) sample.byRef.set(msgId, ms);
      }
    } finally {
      await closeSockets([ws]);
    }
    return sample;
  });
}

/** The same stand-in asked by the benchmark: a streaming POST with the prompt KOKO would build → first SSE chunk. */
async function direct(url: string, conversations: number, atOnce: number): Promise<Sample> {
  const starter = STARTER_ROLES.find((r) => r.slug === 'kiriha-aoyagi')!;
  const card: PersonaCard = { roleId: 1, name: starter.name, gender: starter.gender, intro: starter.intro, greeting: starter.greeting, personality: starter.personality, scenario: starter.scenario, exampleDialogue: starter.exampleDialogue, tags: starter.tags };
  return inGroups(conversations, atOnce, async (c) => {
    const sample = emptySample();
    const history: ChatTurn[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      const ref = nextMessageId();
      history.push({ speaker: 'user', text: line(round, ref) });
      const messages = buildChatMessages({ role: card, partner: { name: `Visitor ${c}` }, summary: '', facts: [], history, lang: 'en-US', seed: round });
      const started = epochMs();
      const response = await fetch(`${url}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'gpt-4o-mini', messages, stream: true }) });
      const reader = response.body!.getReader();
      const first = await reader.read();
      const ms = epochMs() - started;
      sample.messages += 1;
      if (!response.ok || first.done) sample.failed += 1;
      else if (round > 0) sample.byRef.set(ref, ms);
      while (!(await reader.read()).done) {
        // read the reply to its end, as KOKO does
      }
      history.push({ speaker: 'character', text: 'Oh, hello there! It is good to see you.' });
    }
    return sample;
  });
}

/**
 * Time KOKO adds to the first token: the LLM stand-in (its own process, PIECE_DELAY_MS between pieces) behind
 * a KOKO server process on PostgreSQL, against the same stand-in asked directly at the same concurrency.
 */
export async function benchChatFirstToken(): Promise<string[]> {
  const standIn = await startStandIn(PIECE_DELAY_MS);
  const database = await createBenchDatabase('first_token');
  const data = tempDataDir();
  try {
    const koko = await startKoko(data.dir, { DATABASE_URL: database.url, KOKO_LLM_BASE_URL: standIn.url, KOKO_KOIN_VISITOR_BONUS: '1000' });
    try {
      const roleId = await benchRoleId(database.url);
      // Unmeasured: a round of conversations so neither path is timed while its code is still cold.
      await direct(standIn.url, WARM_UP, WARM_UP);
      await throughKoko(koko.port, roleId, await loginVisitors(koko.port, WARM_UP, 'first-token-warm'), WARM_UP);
      await takeFirstPieces(standIn.url);
      const rows: string[] = [];
      let meets = true;
      const blockAdded: string[] = [];
      const cpuNotes: string[] = [];
      for (const [conversations, atOnce] of [
        [ALONE, 1],
        [CONVERSATIONS, CONVERSATIONS],
      ] as const) {
        const blocks = atOnce === 1 ? 1 : BLOCKS;
        const peer = emptySample();
        const ours = emptySample();
        const pieces = new Map<string, FirstPiece>();
        const pids = { koko: koko.child.pid!, standIn: standIn.pid };
        const kokoCpu = noCpu();
        const peerCpu = noCpu();
        for (let block = 0; block < blocks; block++) {
          const visitors = await loginVisitors(koko.port, conversations, `first-token-${atOnce}-${block}`);
          const runKoko = () => measuringCpu(pids, kokoCpu, () => throughKoko(koko.port, roleId, visitors, atOnce));
          const runPeer = () => measuringCpu(pids, peerCpu, () => direct(standIn.url, conversations, atOnce));
          let p: Sample, o: Sample;
          if (block % 2 === 0) {
            p = await runPeer();
            o = await runKoko();
          } else {
            o = await runKoko();
            p = await runPeer();
          }
          const blockPieces = await takeFirstPieces(standIn.url);
          for (const [ref, piece] of blockPieces) pieces.set(ref, piece);
          addInto(peer, p);
          addInto(ours, o);
          if (blocks > 1) {
            const added = addedPerMessage(o, blockPieces).added;
            blockAdded.push(`${fmt(percentile(added, 50), 1)} / ${fmt(percentile(added, 99), 1)}`);
          }
        }
        const label = atOnce === 1 ? `${conversations} conversations, one at a time` : `${conversations} conversations at once, ${blocks} blocks in turns`;
        const cpuPerMessage = kokoCpu.koko / ours.messages;
        const split = (cpu: CpuSplit, messages: number) =>
          `KOKO ${fmt(cpu.koko / messages, 2)}, PostgreSQL ${fmt(cpu.postgres / messages, 2)}, stand-in ${fmt(cpu.standIn / messages, 2)}, client ${fmt(cpu.client / messages, 2)} ms`;
        cpuNotes.push(`${label}: CPU per message through KOKO: ${split(kokoCpu, ours.messages)}; asked directly (peer): ${split(peerCpu, peer.messages)}.`);
        const [o50, o99, d50, d99] = [percentile(timesOf(ours), 50), percentile(timesOf(ours), 99), percentile(timesOf(peer), 50), percentile(timesOf(peer), 99)];
        const kokoAdded = addedPerMessage(ours, pieces);
        const peerAdded = addedPerMessage(peer, pieces);
        const [k50, k99, b50, b99] = [percentile(kokoAdded.added, 50), percentile(kokoAdded.added, 99), percentile(peerAdded.added, 50), percentile(peerAdded.added, 99)];
        rows.push(
          `| ${label} | KOKO: SingleTalk sent → first pending frame | ${ours.byRef.size} | ${fmt(o50, 1)} ms | ${fmt(o99, 1)} ms | ${ours.failed + kokoAdded.unmatched} | ${fmt(cpuPerMessage, 1)} ms |`,
          `| | peer: stand-in asked directly → first SSE chunk | ${peer.byRef.size} | ${fmt(d50, 1)} ms | ${fmt(d99, 1)} ms | ${peer.failed + peerAdded.unmatched} | |`,
          `| | KOKO less the peer (p50 − p50, p99 − p99) | | ${fmt(o50 - d50, 1)} ms | ${fmt(o99 - d99, 1)} ms | | |`,
          `| | **added by KOKO, per message** (its time less the stand-in's own for that request) | ${kokoAdded.added.length} | **${fmt(k50, 1)} ms** | **${fmt(k99, 1)} ms** | | |`,
          `| | added by the bare HTTP client, per message (peer) | ${peerAdded.added.length} | ${fmt(b50, 1)} ms | ${fmt(b99, 1)} ms | | |`,
        );
        if (atOnce > 1) meets = k50 <= TARGET_P50_MS && k99 <= TARGET_P99_MS && kokoAdded.unmatched + ours.failed === 0;
      }
      return [
        `${ROUNDS} messages per conversation after a warm-up message, stand-in ${PIECE_DELAY_MS} ms between pieces; CPU: the KOKO process's user + system time per message.`,
        "Per message, the stand-in's own time (its request's body arrived → its first piece written, recorded by the stand-in for the message's marker) is taken out of what the client measured; what is left is the path's: the socket, KOKO, and both loopback hops (KOKO), or the HTTP client and its hop (peer).",
        '',
        '| load | path | messages | p50 | p99 | failed | KOKO CPU / message |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...rows,
        '',
        `Added by KOKO per message at ${CONVERSATIONS} conversations, block by block (p50 / p99): ${blockAdded.join('; ')} ms.`,
        '',
        ...cpuNotes.flatMap((note) => [note, '']),
        `Target at ${CONVERSATIONS} conversations: added p50 ≤ ${TARGET_P50_MS} ms, p99 ≤ ${TARGET_P99_MS} ms: ${meets ? 'met' : '**not met**'}.`,
      ];
    } finally {
      await koko.stop();
    }
  } finally {
    await standIn.stop();
    await database.drop();
    data.remove();
  }
}
