import http from 'node:http';
import https from 'node:https';

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
 * Connections to the chat endpoint stay open between completions, so a reply does not wait for a new TCP (and
 * TLS) handshake. Node's own client: a streamed completion costs far less CPU and garbage than through `fetch`
 * (no WHATWG Request, Headers, streams and signals per request and per piece), which is time every other
 * conversation on the event loop waits for.
 */
const transports = {
  'http:': { request: http.request, agent: new http.Agent({ keepAlive: true, scheduling: 'lifo' }) },
  'https:': { request: https.request, agent: new https.Agent({ keepAlive: true, scheduling: 'lifo' }) },
};

/** POSTs `body` to `url`; resolves with the answer's head, rejects on a network error or when `signal` aborts. */
export function postJson(url: string, body: string, headers: Record<string, string>, signal: AbortSignal): Promise<PostAnswer> {
  const target = new URL(url);
  const transport = transports[target.protocol as keyof typeof transports];
  if (!transport) return Promise.reject(new Error(`unsupported protocol ${target.protocol}`));
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(body);
    const req = transport.request(target, { method: 'POST', agent: transport.agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': payload.length } });
    let answer: http.IncomingMessage | undefined;
    // An answer whose last byte has arrived is left to end, which hands its connection back for the next request.
    const onAbort = () => {
      if (!answer?.complete) req.destroy(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
    req.on('response', (res) => {
      answer = res;
      // From here the answer's body carries any abort or breakage to its reader.
      res.on('close', () => signal.removeEventListener('abort', onAbort));
      resolve({
        status: res.statusCode ?? 0,
        statusText: res.statusMessage ?? '',
        header: (name) => {
          const value = res.headers[name];
          return Array.isArray(value) ? value.join(', ') : value;
        },
        body: bodyOf(res),
        text: async () => {
          let text = '';
          res.setEncoding('utf8');
          for await (const part of res) text += part as string;
          return text;
        },
      });
    });
    req.end(payload);
  });
}

/**
 * The body's bytes. A reader that stops early (a stream's `[DONE]` usually comes with the body's last bytes)
 * lets a complete answer end, so its connection is kept, and closes an unfinished one.
 */
async function* bodyOf(res: http.IncomingMessage): AsyncGenerator<Uint8Array, void, void> {
  try {
    for await (const part of res.iterator({ destroyOnReturn: false })) yield part as Uint8Array;
  } finally {
    if (!res.readableEnded) {
      if (res.complete) res.resume();
      else res.destroy();
    }
  }
}

function abortError(): Error {
  const error = new Error('the request was aborted');
  error.name = 'AbortError';
  return error;
}
