import { Pool, errors } from 'undici';
import type { PostAnswer } from '@/server/providers/llm/http/http-post';
import { IDLE_MS } from '@/server/providers/llm/http/connection-pool';

/**
 * The chat endpoint asked through undici, the HTTP client Node's own `fetch` is built on, used directly: its
 * dispatcher keeps connections per origin, and an answer's body is read as the bytes arrive.
 */
const DUMP_LIMIT_BYTES = 64 * 1024;
const DUMP_WAIT_MS = 1000;

export class UndiciPoster {
  private readonly pools = new Map<string, Pool>();

  /** `trust`: certificate authorities to trust instead of the usual ones (a test's own). */
  constructor(private readonly trust?: string) {}

  private poolOf(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, { keepAliveTimeout: IDLE_MS, keepAliveMaxTimeout: IDLE_MS, connect: this.trust ? { ca: this.trust } : undefined });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  async post(url: string, body: string, headers: Record<string, string>, signal: AbortSignal): Promise<PostAnswer> {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error(`unsupported protocol ${target.protocol}`);
    const answer = await this.poolOf(target.origin)
      .request({ path: `${target.pathname}${target.search}`, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, signal })
      .catch((error: Error) => {
        throw error instanceof errors.RequestAbortedError ? abortError() : error;
      });
    const stream = answer.body;
    return {
      status: answer.statusCode,
      statusText: '',
      header: (name) => {
        const value = answer.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : value;
      },
      body: {
        async *[Symbol.asyncIterator]() {
          try {
            for await (const part of stream) yield part as Uint8Array;
          } catch (error) {
            throw error instanceof errors.RequestAbortedError ? abortError() : error;
          } finally {
            // A reader that stops at the last event leaves the stream's end unread: what is left is read (a little,
            // for a moment) so the connection can carry the next request; more than that closes it.
            if (!stream.readableEnded) void stream.dump({ limit: DUMP_LIMIT_BYTES, signal: AbortSignal.timeout(DUMP_WAIT_MS) }).catch(() => undefined);
          }
        },
      },
      text: () => stream.text(),
    };
  }

  close(): void {
    for (const pool of this.pools.values()) void pool.close();
  }
}

function abortError(): Error {
  const error = new Error('the request was aborted');
  error.name = 'AbortError';
  return error;
}
