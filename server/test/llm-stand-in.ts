import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chunk } from './completion-stand-in';

/**
 * A local OpenAI-compatible chat endpoint for tests and benchmarks. What it does is chosen by a marker in
 * the newest user message: `[500]`, `[429]` fail (every request fails while `failing` is set); `[slow]` never sends a first token; `[cut]` drops the
 * stream after a few pieces; `[hang]` streams a piece every 300 ms. Anything else streams a short reply
 * with an emotion tag, `delayMs` between pieces.
 */
export interface LlmStandIn {
  url: string;
  /** Completions asked for so far. */
  requests: number;
  /** Streams that the client closed before they ended. */
  abandoned: number;
  /** The messages of every streaming completion asked for, in the order they came. */
  prompts: { role: string; content: string }[][];
  /** While true, every completion fails with a server error, whatever it asks. */
  failing: boolean;
  stop(): Promise<void>;
}

/**
 * The stand-in's own share of a streamed answer whose newest user message carries a `[ref:…]` marker: when the
 * request's body had arrived and when the first piece was written, in epoch milliseconds (fractional), so a
 * benchmark can take the stand-in's time out of what its client measured. `GET /v1/first-pieces` answers the
 * ones recorded since the last such call.
 */
export interface FirstPiece {
  ref: string;
  receivedAt: number;
  firstAt: number;
}

/** Wall-clock milliseconds with a fraction, comparable between processes on one machine. */
export const epochMs = () => performance.timeOrigin + performance.now();
const REF = /\[ref:([\w-]+)\]/;

const REPLY = ['Oh, ', 'hello ', 'there! ', 'It is ', 'good ', 'to see ', 'you. ', '[emotion: ', 'joy]'];

export async function startLlmStandIn(options: { delayMs?: number } = {}): Promise<LlmStandIn> {
  const delay = options.delayMs ?? 0;
  const state = { requests: 0, abandoned: 0, failing: false };
  const prompts: { role: string; content: string }[][] = [];
  let firstPieces: FirstPiece[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url?.endsWith('/first-pieces')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(firstPieces));
      firstPieces = [];
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const receivedAt = epochMs();
      state.requests += 1;
      const request = JSON.parse(body || '{}') as { messages?: { role: string; content: string }[]; stream?: boolean };
      const last = [...(request.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
      if (last.includes('[500]') || state.failing) return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      if (last.includes('[429]')) return void res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' }).end('{"error":{"message":"slow down"}}');
      if (!request.stream) {
        const content = JSON.stringify(['Tell me more!', 'What happened next?', 'That sounds fun.']);
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      }
      prompts.push(request.messages ?? []);
      if (last.includes('[slow]')) return; // never answers: the client's first-token timeout fires
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      let closed = false;
      res.on('close', () => {
        if (!res.writableEnded) state.abandoned += 1;
        closed = true;
      });
      const pieces = last.includes('[cut]') ? REPLY.slice(0, 3) : REPLY;
      const ref = REF.exec(last)?.[1];
      const gap = last.includes('[hang]') ? 300 : delay;
      let i = 0;
      const next = () => {
        if (closed) return;
        if (i < pieces.length) {
          res.write(chunk(pieces[i++]!));
          if (i === 1 && ref) firstPieces.push({ ref, receivedAt, firstAt: epochMs() });
          return void setTimeout(next, gap);
        }
        if (last.includes('[cut]')) return void res.destroy();
        res.end('data: [DONE]\n\n');
      };
      setTimeout(next, gap);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get abandoned() {
      return state.abandoned;
    },
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    prompts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
