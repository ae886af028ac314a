import { monitorEventLoopDelay } from 'node:perf_hooks';
import { JsonPoster, type PostAnswer } from '@/server/providers/llm/http/http-post';
import { UndiciPoster } from './peers/undici-poster';
import { startStandIn } from './chat-setup';
import { fmt, percentile } from './lib';

/** Streams at once, like the conversations of the first-token benchmark. */
const STREAMS = 50;
const PER_BLOCK = 1500;
const BLOCKS = Number(process.env.BENCH_LLM_CLIENT_BLOCKS ?? 6);
const PIECE_DELAY_MS = 2;
const BODY = JSON.stringify({ model: 'stand-in', stream: true, messages: [{ role: 'system', content: 'You are Kiriha.' }, { role: 'user', content: 'Hello there!' }] });

interface Poster {
  post(url: string, body: string, headers: Record<string, string>, signal: AbortSignal): Promise<PostAnswer>;
  close(): void;
}

interface Block {
  firstByteMs: number[];
  cpuUsPerCompletion: number;
  loopP99Ms: number;
}

/** Reads a streamed answer as the completion client does: until the `[DONE]` event. */
async function readToDone(answer: PostAnswer): Promise<number> {
  let first = 0;
  let tail = '';
  const decoder = new TextDecoder();
  for await (const part of answer.body) {
    first ||= performance.now();
    tail = (tail + decoder.decode(part, { stream: true })).slice(-16);
    if (tail.includes('[DONE]')) break;
  }
  return first;
}

async function block(poster: Poster, url: string): Promise<Block> {
  const firstByteMs: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 1 });
  let left = PER_BLOCK;
  const cpu = process.cpuUsage();
  loop.enable();
  await Promise.all(
    Array.from({ length: STREAMS }, async () => {
      while (left-- > 0) {
        const sent = performance.now();
        // Each completion has its own controller, as each attempt of the completion client does.
        const answer = await poster.post(url, BODY, { authorization: 'Bearer bench' }, new AbortController().signal);
        firstByteMs.push((await readToDone(answer)) - sent);
      }
    }),
  );
  loop.disable();
  const used = process.cpuUsage(cpu);
  return { firstByteMs, cpuUsPerCompletion: (used.user + used.system) / PER_BLOCK, loopP99Ms: loop.percentile(99) / 1e6 };
}

/**
 * The model client's HTTP: KOKO's own HTTP/1.1 writer and reader (JsonPoster) against undici (the client under Node's
 * fetch, used directly), on the same stand-in in another process, in alternating blocks of 50 concurrent streams.
 */
export async function benchLlmClient(): Promise<string[]> {
  const standIn = await startStandIn(PIECE_DELAY_MS);
  const url = `${standIn.url}/chat/completions`;
  const clients: [string, Poster][] = [
    ['own HTTP/1.1 (JsonPoster)', new JsonPoster()],
    ['undici Pool', new UndiciPoster()],
  ];
  const results = new Map<string, Block[]>(clients.map(([name]) => [name, []]));
  try {
    for (const [, poster] of clients) await block(poster, url);
    for (let i = 0; i < BLOCKS; i++) {
      const order = i % 2 === 0 ? clients : [...clients].reverse();
      for (const [name, poster] of order) results.get(name)!.push(await block(poster, url));
    }
  } finally {
    for (const [, poster] of clients) poster.close();
    await standIn.stop();
  }
  const rows = clients.map(([name]) => {
    const blocks = results.get(name)!;
    const first = blocks.flatMap((b) => b.firstByteMs);
    const cpu = blocks.map((b) => b.cpuUsPerCompletion).sort((a, b) => a - b)[Math.floor(blocks.length / 2)]!;
    const loop = blocks.map((b) => b.loopP99Ms).sort((a, b) => a - b)[Math.floor(blocks.length / 2)]!;
    return { name, p50: percentile(first, 50), p99: percentile(first, 99), cpu, loop };
  });
  const [own, peer] = rows as [(typeof rows)[0], (typeof rows)[0]];
  return [
    `${STREAMS} streams at once, ${BLOCKS} blocks of ${PER_BLOCK} completions each per client, taking turns; stand-in writes a piece every ${PIECE_DELAY_MS} ms`,
    '',
    '| client | first body byte p50 | p99 | client CPU per completion (median block) | event-loop delay p99 |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.name} | ${fmt(r.p50, 2)} ms | ${fmt(r.p99, 2)} ms | ${fmt(r.cpu)} µs | ${fmt(r.loop, 1)} ms |`),
    '',
    `ratio own/undici: first byte p50 ${fmt(own.p50 / peer.p50, 2)}, p99 ${fmt(own.p99 / peer.p99, 2)}, CPU ${fmt(own.cpu / peer.cpu, 2)}`,
  ];
}
