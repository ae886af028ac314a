import type WebSocket from 'ws';
import { nextMessageId } from '@/lib/chat/message-id';
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import type { ChatTurn, PersonaCard } from '@/server/providers/llm/chat-model';
import { buildChatMessages } from '@/server/providers/llm/prompt';
import { benchRoleId, closeSockets, loginVisitors, openSocket, readFrame, socketUrl, startKoko, startStandIn, talkFrame, tempDataDir, type Frame, type Visitor } from './chat-setup';
import { cpuMs, createBenchDatabase, fmt, percentile } from './lib';

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
const line = (round: number) => LINES[round % LINES.length]!;

/** One visitor's socket: sends a message and answers the time to the first `pending` frame of its reply. */
class Conversation {
  private readonly waiting = new Map<string, { sentAt: number; firstAt?: number; done(firstMs: number | undefined): void }>();

  constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw) => this.onFrame(readFrame(raw), performance.now()));
  }

  say(roleId: number, content: string): Promise<number | undefined> {
    const msgId = nextMessageId();
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(undefined), 30_000);
      const finish = (firstMs: number | undefined) => {
        clearTimeout(timer);
        this.waiting.delete(msgId);
        resolve(firstMs);
      };
      this.waiting.set(msgId, { sentAt: performance.now(), done: finish });
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
  times: number[];
  failed: number;
  messages: number;
}

/** Runs `conversations` conversations, `atOnce` at a time, each ROUNDS measured messages after a warm-up one. */
async function inGroups(conversations: number, atOnce: number, conversation: (c: number) => Promise<Sample>): Promise<Sample> {
  const total: Sample = { times: [], failed: 0, messages: 0 };
  for (let first = 0; first < conversations; first += atOnce) {
    const group = await Promise.all(Array.from({ length: Math.min(atOnce, conversations - first) }, (_, i) => conversation(first + i)));
    for (const s of group) {
      total.times.push(...s.times);
      total.failed += s.failed;
      total.messages += s.messages;
    }
  }
  return total;
}

/** Per message: SingleTalk sent → first `pending` frame of its reply; each visitor sends one message after another. */
async function throughKoko(port: number, roleId: number, visitors: Visitor[], atOnce: number): Promise<Sample> {
  return inGroups(visitors.length, atOnce, async (c) => {
    const ws = await openSocket(socketUrl(port, visitors[c]!));
    const sample: Sample = { times: [], failed: 0, messages: 0 };
    try {
      const conversation = new Conversation(ws);
      for (let round = 0; round <= ROUNDS; round += 1) {
        const ms = await conversation.say(roleId, line(round));
        sample.messages += 1;
        if (ms === undefined) sample.failed += 1;
        else if (round > 0) sample.times.push(ms);
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
    const sample: Sample = { times: [], failed: 0, messages: 0 };
    const history: ChatTurn[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      history.push({ speaker: 'user', text: line(round) });
      const messages = buildChatMessages({ role: card, partner: { name: `Visitor ${c}` }, summary: '', facts: [], history, lang: 'en-US', seed: round });
      const started = performance.now();
      const response = await fetch(`${url}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'gpt-4o-mini', messages, stream: true }) });
      const reader = response.body!.getReader();
      const first = await reader.read();
      const ms = performance.now() - started;
      sample.messages += 1;
      if (!response.ok || first.done) sample.failed += 1;
      else if (round > 0) sample.times.push(ms);
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
      const rows: string[] = [];
      let meets = true;
      const blockAdded: string[] = [];
      for (const [conversations, atOnce] of [
        [ALONE, 1],
        [CONVERSATIONS, CONVERSATIONS],
      ] as const) {
        const blocks = atOnce === 1 ? 1 : BLOCKS;
        const peer: Sample = { times: [], failed: 0, messages: 0 };
        const ours: Sample = { times: [], failed: 0, messages: 0 };
        let cpu = 0;
        for (let block = 0; block < blocks; block++) {
          const visitors = await loginVisitors(koko.port, conversations, `first-token-${atOnce}-${block}`);
          const runKoko = async () => {
            const cpuBefore = cpuMs(koko.child.pid!);
            const sample = await throughKoko(koko.port, roleId, visitors, atOnce);
            cpu += cpuMs(koko.child.pid!) - cpuBefore;
            return sample;
          };
          const runPeer = () => direct(standIn.url, conversations, atOnce);
          let p: Sample, o: Sample;
          if (block % 2 === 0) {
            p = await runPeer();
            o = await runKoko();
          } else {
            o = await runKoko();
            p = await runPeer();
          }
          for (const [into, from] of [
            [peer, p],
            [ours, o],
          ] as const) {
            into.times.push(...from.times);
            into.failed += from.failed;
            into.messages += from.messages;
          }
          if (blocks > 1) blockAdded.push(fmt(percentile(o.times, 50) - percentile(p.times, 50), 1));
        }
        const cpuPerMessage = cpu / ours.messages;
        const [o50, o99, d50, d99] = [percentile(ours.times, 50), percentile(ours.times, 99), percentile(peer.times, 50), percentile(peer.times, 99)];
        const label = atOnce === 1 ? `${conversations} conversations, one at a time` : `${conversations} conversations at once, ${blocks} blocks in turns`;
        rows.push(
          `| ${label} | KOKO: SingleTalk sent → first pending frame | ${ours.times.length} | ${fmt(o50, 1)} ms | ${fmt(o99, 1)} ms | ${ours.failed} | ${fmt(cpuPerMessage, 1)} ms |`,
          `| | peer: stand-in asked directly → first SSE chunk | ${peer.times.length} | ${fmt(d50, 1)} ms | ${fmt(d99, 1)} ms | ${peer.failed} | |`,
          `| | **added by KOKO** | | **${fmt(o50 - d50, 1)} ms** | **${fmt(o99 - d99, 1)} ms** | | |`,
        );
        if (atOnce > 1) meets = o50 - d50 <= TARGET_P50_MS && o99 - d99 <= TARGET_P99_MS;
      }
      return [
        `${ROUNDS} messages per conversation after a warm-up message, stand-in ${PIECE_DELAY_MS} ms between pieces; CPU: the KOKO process's user + system time per message`,
        '',
        '| load | path | messages | p50 | p99 | failed | KOKO CPU / message |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...rows,
        '',
        `Added p50 at ${CONVERSATIONS} conversations, block by block: ${blockAdded.join(', ')} ms.`,
        '',
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
