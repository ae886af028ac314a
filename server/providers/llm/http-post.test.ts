import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { postJson } from './http-post';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

let server: http.Server;
let url: string;
let connections = 0;
let closed: Promise<void>;

async function serve(handler: Handler) {
  connections = 0;
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => handler(req, res, body));
  });
  server.on('connection', (socket) => {
    connections += 1;
    closed = new Promise((resolve) => socket.on('close', () => resolve()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
}

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const never = () => new AbortController().signal;

async function readAll(body: AsyncIterable<Uint8Array>, stopAt?: string): Promise<string> {
  let text = '';
  for await (const part of body) {
    text += Buffer.from(part).toString();
    if (stopAt && text.includes(stopAt)) break;
  }
  return text;
}

describe('postJson', () => {
  it('sends the JSON body with its headers and reads the status, headers and text of the answer', async () => {
    let seen: { body: string; type?: string; auth?: string; length?: string } | undefined;
    await serve((req, res, body) => {
      seen = { body, type: req.headers['content-type'], auth: req.headers.authorization, length: req.headers['content-length'] };
      res.writeHead(429, { 'retry-after': '3', 'content-type': 'application/json' }).end('{"error":"slow down"}');
    });
    const answer = await postJson(url, '{"model":"m","hé":1}', { authorization: 'Bearer k' }, never());
    expect([answer.status, answer.header('retry-after'), await answer.text()]).toEqual([429, '3', '{"error":"slow down"}']);
    expect(seen).toEqual({ body: '{"model":"m","hé":1}', type: 'application/json', auth: 'Bearer k', length: String(Buffer.byteLength('{"model":"m","hé":1}')) });
  });

  it('keeps the connection for the next request when the reader stops at the last event of a finished stream', async () => {
    await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"choices":[{"delta":{"content":"Hi"}}]}\n\n');
      setTimeout(() => res.end('data: [DONE]\n\n'), 5);
    });
    for (let i = 0; i < 3; i++) {
      const answer = await postJson(url, '{}', {}, never());
      expect(await readAll(answer.body, '[DONE]')).toContain('"Hi"');
      // Let the finished answer end and hand its connection back.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(connections).toBe(1);
  });

  it('closes the connection when the reader stops before the answer ends', async () => {
    await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: one\n\n');
    });
    const answer = await postJson(url, '{}', {}, never());
    expect(await readAll(answer.body, 'one')).toBe('data: one\n\n');
    await closed;
  });

  it('rejects with an AbortError when aborted before the answer comes, and closes the request', async () => {
    await serve(() => undefined);
    const controller = new AbortController();
    const pending = postJson(url, '{}', {}, controller.signal);
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await closed;
  });

  it('rejects at once when the signal has already aborted', async () => {
    await serve(() => undefined);
    await expect(postJson(url, '{}', {}, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    expect(connections).toBe(0);
  });

  it('breaks off reading the body when aborted in the middle of it', async () => {
    await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: one\n\n');
    });
    const controller = new AbortController();
    const answer = await postJson(url, '{}', {}, controller.signal);
    const reading = readAll(answer.body);
    setTimeout(() => controller.abort(), 20);
    await expect(reading).rejects.toThrow();
    await closed;
  });

  it('throws from the body when the server cuts the answer short', async () => {
    await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: one\n\n');
      setTimeout(() => res.destroy(), 10);
    });
    const answer = await postJson(url, '{}', {}, never());
    await expect(readAll(answer.body)).rejects.toThrow();
  });

  it('rejects when nothing listens, and for a protocol it does not speak', async () => {
    await serve(() => undefined);
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    await expect(postJson(`http://127.0.0.1:${port}/v1`, '{}', {}, never())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(postJson('ftp://127.0.0.1/v1', '{}', {}, never())).rejects.toThrow('unsupported protocol ftp:');
    server = http.createServer().listen(0, '127.0.0.1');
  });
});
