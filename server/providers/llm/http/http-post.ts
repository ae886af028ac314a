import type net from 'node:net';
import { BodyQueue } from './body-queue';
import { ChunkedDecoder, HttpProtocolError } from './chunked-body';
import { ConnectionPool, type Origin } from './connection-pool';
import { bodyFraming, readResponseHead, type BodyFraming, type ResponseHead } from './response-head';

/** An answer whose head has arrived; its body is read as it comes. */
export interface PostAnswer {
  status: number;
  statusText: string;
  /** A response header, by lower-case name. */
  header(name: string): string | undefined;
  /** The body's bytes as they arrive; ends when the answer does, throws when it breaks off or is aborted. */
  body: AsyncIterable<Uint8Array>;
  /** The whole body as text. */
  text(): Promise<string>;
}

/**
 * The chat endpoint is asked over HTTP/1.1 written here rather than through Node's `http` client: a request is one
 * write of its head and body on a kept connection, and the answer's bytes go from the socket to the reader, without a
 * ClientRequest, an IncomingMessage and their streams for every completion and every piece. That work is done on
 * the event loop every other conversation waits on, and most of it while a burst of messages waits to be answered.
 */
export class JsonPoster {
  private readonly pool: ConnectionPool;

  /** `trust`: certificate authorities to trust instead of the usual ones (a test's own). */
  constructor(trust?: string) {
    this.pool = new ConnectionPool(trust);
  }

  /** POSTs `body` to `url`; resolves with the answer's head, rejects on a network error or when `signal` aborts. */
  post(url: string, body: string, headers: Record<string, string>, signal: AbortSignal): Promise<PostAnswer> {
    let target;
    try {
      target = targetOf(url);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    if (signal.aborted) return Promise.reject(abortError());
    let head = `POST ${target.path} HTTP/1.1\r\nhost: ${target.host}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    for (const [name, value] of Object.entries(headers)) {
      if (!/^[\w!#$%&'*+.^`|~-]+$/.test(name) || /[^\t\x20-\x7e]/.test(value)) return Promise.reject(new Error(`the header ${JSON.stringify(name)} cannot be sent`));
      head += `${name}: ${value}\r\n`;
    }
    const request = `${head}\r\n${body}`;
    const send = (fresh: boolean): Promise<PostAnswer> => {
      const { socket, reused } = fresh ? this.pool.open(target.origin) : this.pool.take(target.origin);
      // A kept connection the server closed just as it was taken fails before any answer: the request is written
      // again on a new one, since nothing of it was answered.
      return new Exchange(this.pool, target.origin, socket, signal).start(request).catch((error: Error & { unanswered?: boolean }) => {
        if (reused && error.unanswered && !signal.aborted) return send(true);
        throw error;
      });
    };
    return send(false);
  }

  /** Closes the kept connections. */
  close(): void {
    this.pool.close();
  }
}

const poster = new JsonPoster();
const origins = new Map<string, { origin: Origin; path: string; host: string }>();

/** POSTs `body` to `url` on the process's kept connections (JsonPoster.post). */
export function postJson(url: string, body: string, headers: Record<string, string>, signal: AbortSignal): Promise<PostAnswer> {
  return poster.post(url, body, headers, signal);
}

function targetOf(url: string) {
  const known = origins.get(url);
  if (known) return known;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`unsupported protocol ${parsed.protocol}`);
  const secure = parsed.protocol === 'https:';
  const host = parsed.hostname.startsWith('[') ? parsed.hostname.slice(1, -1) : parsed.hostname;
  const port = Number(parsed.port || (secure ? 443 : 80));
  const target = { origin: { key: `${parsed.protocol}//${host}:${port}`, secure, host, port }, path: `${parsed.pathname}${parsed.search}`, host: parsed.host };
  if (origins.size < 64) origins.set(url, target);
  return target;
}

/** One request and its answer on one connection. */
class Exchange {
  private stage: 'head' | 'body' | 'done' = 'head';
  private pending: Buffer | undefined;
  private framing: BodyFraming = { kind: 'none' };
  private decoder: ChunkedDecoder | undefined;
  private left = 0;
  private keepAlive = false;
  private answered = false;
  private readonly queue: BodyQueue;
  private headArrived!: { resolve(answer: PostAnswer): void; reject(error: Error): void };

  constructor(
    private readonly pool: ConnectionPool,
    private readonly origin: Origin,
    private readonly socket: net.Socket,
    private readonly signal: AbortSignal,
  ) {
    this.queue = new BodyQueue({ pause: () => socket.pause(), resume: () => socket.resume(), onStop: () => this.close() });
  }

  start(request: string): Promise<PostAnswer> {
    return new Promise((resolve, reject) => {
      this.headArrived = { resolve, reject };
      this.signal.addEventListener('abort', this.onAbort, { once: true });
      this.socket.on('data', this.onData).on('end', this.onEnd).on('close', this.onEnd).on('error', this.onError);
      this.socket.write(request);
    });
  }

  private readonly onData = (bytes: Buffer) => {
    this.answered = true;
    try {
      if (this.stage === 'head') this.readHead(bytes);
      else if (this.stage === 'body') this.readBody(bytes);
    } catch (error) {
      this.fail(error as Error);
    }
  };

  private readHead(bytes: Buffer): void {
    const seen = this.pending ? Buffer.concat([this.pending, bytes]) : bytes;
    const read = readResponseHead(seen);
    if (!read) return void (this.pending = seen);
    this.pending = undefined;
    const rest = seen.subarray(read.length);
    // An interim answer (100 Continue, 103 Early Hints) comes before the real one.
    if (read.head.status < 200 && read.head.status !== 101) return rest.length > 0 ? this.readHead(rest) : undefined;
    this.framing = bodyFraming(read.head);
    this.keepAlive = read.head.keepAlive && this.framing.kind !== 'close';
    if (this.framing.kind === 'chunked') this.decoder = new ChunkedDecoder();
    if (this.framing.kind === 'length') this.left = this.framing.length;
    this.stage = 'body';
    this.headArrived.resolve(this.answerOf(read.head));
    if (this.framing.kind === 'none') this.finish(rest.length === 0);
    else if (rest.length > 0) this.readBody(rest);
  }

  private readBody(bytes: Buffer) {
    switch (this.framing.kind) {
      case 'chunked': {
        for (const part of this.decoder!.push(bytes)) this.queue.push(part);
        if (this.decoder!.done) this.finish(true);
        return;
      }
      case 'length': {
        const take = Math.min(this.left, bytes.length);
        this.queue.push(bytes.subarray(0, take));
        this.left -= take;
        if (this.left === 0) this.finish(take === bytes.length);
        return;
      }
      default:
        this.queue.push(bytes);
    }
  }

  private readonly onEnd = () => {
    if (this.stage === 'body' && this.framing.kind === 'close') return this.finish(false);
    this.fail(Object.assign(new Error(this.stage === 'head' ? 'the connection closed before an answer came' : 'the answer broke off'), { code: 'ECONNRESET' }));
  };

  private readonly onError = (error: Error) => this.fail(error);

  private readonly onAbort = () => this.fail(abortError());

  /** The answer has ended: its connection is kept for the next request when it can carry one (`clean`: nothing after). */
  private finish(clean: boolean) {
    this.stage = 'done';
    this.detach();
    this.queue.end();
    if (this.keepAlive && clean) this.pool.give(this.origin, this.socket);
    else this.socket.destroy();
  }

  private fail(error: Error) {
    if (this.stage === 'done') return;
    const before = this.stage === 'head';
    this.stage = 'done';
    this.detach();
    this.socket.destroy();
    if (before) this.headArrived.reject(Object.assign(error, { unanswered: !this.answered && !(error instanceof HttpProtocolError) }));
    else this.queue.fail(error);
  }

  /** The reader stopped before the answer ended: the connection still carries the rest of it, so it is closed. */
  private close() {
    if (this.stage === 'done') return;
    this.stage = 'done';
    this.detach();
    this.socket.destroy();
  }

  private detach() {
    this.signal.removeEventListener('abort', this.onAbort);
    this.socket.off('data', this.onData).off('end', this.onEnd).off('close', this.onEnd).off('error', this.onError);
  }

  private answerOf(head: ResponseHead): PostAnswer {
    const queue = this.queue;
    return {
      status: head.status,
      statusText: head.statusText,
      header: (name) => head.headers.get(name),
      body: queue,
      text: async () => {
        const decoder = new TextDecoder();
        let text = '';
        for await (const part of queue) text += decoder.decode(part, { stream: true });
        return text + decoder.decode();
      },
    };
  }
}

function abortError(): Error {
  const error = new Error('the request was aborted');
  error.name = 'AbortError';
  return error;
}
