import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { JsonPoster, postJson } from './http-post';

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

/** A server that answers each request with `answer(request, socket)`, written byte for byte. */
async function rawServer(answer: (request: string, socket: net.Socket, index: number) => void): Promise<{ url: string; connections: () => number; stop(): Promise<void> }> {
  let count = 0;
  let requests = 0;
  const sockets = new Set<net.Socket>();
  const raw = net.createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let seen = '';
    socket.on('data', (bytes) => {
      seen += bytes.toString('latin1');
      const end = seen.indexOf('\r\n\r\n');
      if (end === -1) return;
      const length = Number(/content-length: (\d+)/i.exec(seen)?.[1] ?? 0);
      if (seen.length < end + 4 + length) return;
      const request = seen.slice(0, end + 4 + length);
      seen = seen.slice(request.length);
      answer(request, socket, requests++);
    });
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(raw.address() as AddressInfo).port}/v1/chat/completions?x=1`,
    connections: () => count,
    stop: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => raw.close(() => resolve()));
    },
  };
}

describe('postJson on the wire', () => {
  let raw: Awaited<ReturnType<typeof rawServer>> | undefined;
  afterEach(async () => {
    await raw?.stop();
    raw = undefined;
  });

  it('writes one HTTP/1.1 request with the path, host and length, and reads a counted body on a kept connection', async () => {
    const requests: string[] = [];
    raw = await rawServer((request, socket) => {
      requests.push(request);
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\n\r\n{"a":"hé"}');
    });
    for (let i = 0; i < 2; i++) expect(await (await postJson(raw.url, '{"hé":1}', { authorization: 'Bearer k' }, never())).text()).toBe('{"a":"hé"}');
    expect(raw.connections()).toBe(1);
    expect(requests[0]).toBe(`POST /v1/chat/completions?x=1 HTTP/1.1\r\nhost: ${new URL(raw.url).host}\r\ncontent-type: application/json\r\ncontent-length: 9\r\nauthorization: Bearer k\r\n\r\n{"hé":1}`.replace('hé', Buffer.from('hé').toString('latin1')));
  });

  it('reads a body that ends with the connection, and a head split over many writes after a 100 Continue', async () => {
    raw = await rawServer((_request, socket, index) => {
      if (index === 0) return void socket.end('HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n\r\ndata: one\n\ndata: two\n\n');
      const wire = 'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 503 Service Unavailable\r\ntransfer-encoding: chunked\r\n\r\n4\r\nbusy\r\n0\r\n\r\n';
      const write = (at: number) => {
        socket.write(wire.slice(at, at + 3));
        if (at + 3 < wire.length) setTimeout(() => write(at + 3), 1);
      };
      write(0);
    });
    expect(await (await postJson(raw.url, '{}', {}, never())).text()).toBe('data: one\n\ndata: two\n\n');
    const busy = await postJson(raw.url, '{}', {}, never());
    expect([busy.status, busy.statusText, await busy.text()]).toEqual([503, 'Service Unavailable', 'busy']);
  });

  it('asks again on a new connection when a kept one closes unanswered, and only then', async () => {
    raw = await rawServer((_request, socket, index) => {
      if (index === 1) return void socket.destroy();
      socket.write('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok');
    });
    expect(await (await postJson(raw.url, '{}', {}, never())).text()).toBe('ok');
    expect(await (await postJson(raw.url, '{}', {}, never())).text()).toBe('ok');
    expect(raw.connections()).toBe(2);
  });

  it('rejects an answer that is not HTTP/1.x, and a header it could not send safely', async () => {
    raw = await rawServer((_request, socket) => socket.write('SSH-2.0-OpenSSH_9.6\r\n\r\n'));
    await expect(postJson(raw.url, '{}', {}, never())).rejects.toThrow('not an HTTP/1.x answer');
    await expect(postJson(raw.url, '{}', { authorization: 'Bearer k\r\nx-evil: 1' }, never())).rejects.toThrow('the header "authorization" cannot be sent');
  });

  it('throws from the body when a chunked answer breaks its framing', async () => {
    raw = await rawServer((_request, socket) => socket.write('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n2\r\ntoo long\r\n'));
    const answer = await postJson(raw.url, '{}', {}, never());
    await expect(answer.text()).rejects.toThrow('longer than its size');
  });
});

describe('JsonPoster over TLS', () => {
  const openssl = spawnSync('openssl', ['version']).status === 0;
  (openssl ? it : it.skip)('speaks HTTPS to a server it trusts, and refuses one whose certificate it does not', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert]);
    expect(made.status).toBe(0);
    const secure = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
    const secureUrl = `https://127.0.0.1:${(secure.address() as AddressInfo).port}/v1/chat/completions`;
    const trusting = new JsonPoster(fs.readFileSync(cert, 'utf8'));
    try {
      expect(await (await trusting.post(secureUrl, '{}', {}, never())).text()).toBe('{"ok":true}');
      await expect(postJson(secureUrl, '{}', {}, never())).rejects.toMatchObject({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    } finally {
      trusting.close();
      secure.closeAllConnections();
      await new Promise((resolve) => secure.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('kept connections', () => {
  it('do not keep the process alive while they wait for work', async () => {
    await serve((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const port = Number(new URL(url).port);
    // Handles that keep the process alive; an unreferenced socket is not among them.
    const holding = () => (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles().filter((h) => h instanceof net.Socket && h.remotePort === port);
    const poster = new JsonPoster();
    try {
      for (let i = 0; i < 2; i++) {
        expect(await (await poster.post(url, '{}', {}, never())).text()).toBe('{}');
        await new Promise((resolve) => setImmediate(resolve));
        expect(holding()).toHaveLength(0);
      }
      expect(connections).toBe(1);
    } finally {
      poster.close();
    }
  });
});
