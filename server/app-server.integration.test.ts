import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { users } from '@/server/db/schema';
import { parseEnv } from '@/server/env';
import { createLogger } from '@/server/log';
import { freePort } from '@/server/test/services';
import { SHARED_MEDIA_DIR } from '@/server/test/test-runtime';
import { MAX_BODY_BYTES } from '@/server/http/app';
import { PortInUseError, startServer, type RunningServer } from './app-server';
import { API_BASE } from '@/lib/contracts/envelope';
import { startIdentityProviders, type IdentityProviders } from '@/server/test/identity-providers';

const quiet = { log: createLogger('silent'), inMemoryDatabase: true };

async function envOn(port: number, extra: Record<string, string> = {}) {
  fs.mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
  return parseEnv({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', KOKO_DATA_DIR: SHARED_MEDIA_DIR, ...extra });
}

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

/** Opens a socket; resolves with the open socket, or with the refusal's status and envelope. */
function connect(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ ws?: WebSocket; status?: number; body?: { code: number; message: string } }>((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.on('open', () => resolve({ ws }));
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(body) }));
    });
    ws.on('error', () => {});
  });
}

const nextMessage = (ws: WebSocket) => new Promise<Record<string, unknown>>((resolve) => ws.once('message', (d) => resolve(JSON.parse(d.toString()))));

describe('the KOKO server process', () => {
  let running: RunningServer;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    running = await startServer(await envOn(await freePort()), {
      ...quiet,
      // A stand-in for the web front end (Next is exercised by the e2e suite).
      frontEnd: async () => ({ handle: (_req, res) => void res.end('page') }),
    });
    const [user] = await running.runtime.database.db.insert(users).values({ source: 'visitor', subject: 'srv', name: 'Rin' }).returning();
    userId = user!.id;
    token = await running.runtime.services.users.startSession(userId);
  });
  afterAll(() => running.stop());

  it('serves the API without the front end, and pages through it', async () => {
    const health = await get(running.port, '/koko/app/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ code: 0, data: { status: 'ok' } });
    expect((await get(running.port, '/')).body).toBe('page');
  });

  it('turns the session cookie into x-auth', async () => {
    const res = await get(running.port, '/koko/app/api/user', { cookie: `other=1; koko_session=${encodeURIComponent(token)}` });
    expect(JSON.parse(res.body)).toMatchObject({ code: 0, data: { userId, name: 'Rin' } });
  });

  it('refuses a body whose declared length is over the limit, and takes one under it', async () => {
    const url = `http://127.0.0.1:${running.port}/koko/app/api/app/tag/getList`;
    const big = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES) }) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 413, data: null });
    const small = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await small.json()).toMatchObject({ code: 0 });
  });

  it('keeps an idle kept-alive connection open past the 5 s a client may wait between two calls', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const call = () =>
      new Promise<{ reused: boolean; status: number }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port: running.port, path: '/koko/app/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ reused: req.reusedSocket, status: res.statusCode! }));
        });
        req.on('error', reject);
      });
    try {
      expect(await call()).toEqual({ reused: false, status: 200 });
      await new Promise((r) => setTimeout(r, 6_000));
      // The server had closed it at 5 s (Node's default): a client sending just then met a reset connection.
      expect(await call()).toEqual({ reused: true, status: 200 });
    } finally {
      agent.destroy();
    }
  }, 20_000);

  it('refuses a second server on the same port with a clear error', async () => {
    const error = await startServer(await envOn(running.port), quiet).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as Error).message).toBe(`port ${running.port} is already in use; stop the other server or set PORT`);
  });

  describe('websocket', () => {
    const url = (path: string) => `ws://127.0.0.1:${running.port}${path}`;

    it('refuses a missing token before the upgrade with -1 no auth', async () => {
      const r = await connect(url(`/websocket/${userId}`));
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ code: -1, message: 'no auth' });
    });

    it.each([
      ['a forged token', () => `/websocket/${userId}?token=forged`],
      ["another user's id", () => `/websocket/${userId + 1}?token=${token}`],
    ])('refuses %s with 401', async (_label, path) => {
      const r = await connect(url(path()));
      expect(r.status).toBe(401);
      expect(r.body?.code).toBe(401);
    });

    it('refuses a foreign origin', async () => {
      const r = await connect(url(`/websocket/${userId}?token=${token}`), { origin: 'https://evil.example' });
      expect(r.status).toBe(403);
    });

    it('answers heartbeats and reports bad frames', async () => {
      const { ws } = await connect(url(`/websocket/${userId}?token=${encodeURIComponent(token)}`), { origin: `http://127.0.0.1:${running.port}` });
      expect(ws).toBeDefined();
      expect(running.hub.socketsOf(userId)).toHaveLength(1);
      let reply = nextMessage(ws!);
      ws!.send(JSON.stringify({ msgType: 'HeartBeat', msgId: '1234567890' }));
      expect(await reply).toMatchObject({ msgType: 'HeartBeat', msgId: '1234567890', ack: 1, code: 0 });
      reply = nextMessage(ws!);
      ws!.send('not json');
      expect(await reply).toMatchObject({ code: 400 });
      reply = nextMessage(ws!);
      ws!.send(JSON.stringify({ msgType: 'Nope' }));
      expect(await reply).toMatchObject({ code: 400 });
      ws!.close();
    });

    it('closes a socket that sends a frame over the size limit', async () => {
      const { ws } = await connect(url(`/websocket/${userId}?token=${encodeURIComponent(token)}`));
      const closed = new Promise<number>((resolve) => ws!.on('close', (code) => resolve(code)));
      ws!.send('x'.repeat(70 * 1024));
      expect(await closed).toBe(1009);
    });
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, closes sockets with 1001 and stops listening', async () => {
    let release: () => void = () => {};
    const running = await startServer(await envOn(await freePort()), {
      ...quiet,
      frontEnd: async () => ({ handle: (_req, res) => void (release = () => res.end('finished')) }),
    });
    const [user] = await running.runtime.database.db.insert(users).values({ source: 'visitor', subject: 'bye', name: 'Bye' }).returning();
    const token = await running.runtime.services.users.startSession(user!.id);
    const { ws } = await connect(`ws://127.0.0.1:${running.port}/websocket/${user!.id}?token=${encodeURIComponent(token)}`);
    const closeCode = new Promise<number>((resolve) => ws!.on('close', (code) => resolve(code)));
    const inFlight = get(running.port, '/page');
    await new Promise((r) => setTimeout(r, 100));

    const stopped = running.stop();
    expect(await closeCode).toBe(1001);
    release();
    expect(await inFlight).toMatchObject({ status: 200, body: 'finished' });
    await stopped;
    await expect(get(running.port, '/koko/app/api/health')).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('start-up faults', () => {
  it('names a data directory that cannot be written, and frees the port', async () => {
    const port = await freePort();
    // Beneath a plain file no directory can be made, whoever runs the test (root included).
    const file = path.join(os.tmpdir(), `koko-not-a-dir-${process.pid}`);
    fs.writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const error = await startServer(await envOn(port, { KOKO_DATA_DIR: dataDir }), { log: createLogger('silent') }).catch((e: unknown) => e);
    fs.rmSync(file);
    expect((error as Error).message).toBe(`KOKO_DATA_DIR ${dataDir} is not writable (ENOTDIR); choose a directory this user can write to`);
    await expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('sessions that end close their sockets', () => {
  let running: RunningServer;
  let providers: IdentityProviders;
  const url = (path: string) => `ws://127.0.0.1:${running.port}${path}`;
  const login = async (body: Record<string, unknown>) => {
    const response = await running.runtime.backend.fetch(
      new Request(`http://localhost${API_BASE}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    );
    return ((await response.json()) as { code: number; data: { token: string; userInfo: { userId: number } } });
  };
  const closeOf = (ws: WebSocket) => new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));

  beforeAll(async () => {
    providers = await startIdentityProviders();
    running = await startServer(await envOn(await freePort(), providers.env), quiet);
  });
  afterAll(async () => {
    await running.stop();
    await providers.stop();
  });

  it('tells the older device 611 and closes it when the account signs in elsewhere', async () => {
    const phone = await login({ source: 'google', token: await providers.googleToken({ sub: 'kick' }), deviceId: 'phone' });
    const { userId } = phone.data.userInfo;
    const { ws } = await connect(url(`/websocket/${userId}?token=${encodeURIComponent(phone.data.token)}`));
    const frame = nextMessage(ws!);
    const closed = closeOf(ws!);
    const laptop = await login({ source: 'google', token: await providers.googleToken({ sub: 'kick' }), deviceId: 'laptop', checkedLogin: true });
    expect(laptop.code).toBe(0);
    expect(await frame).toMatchObject({ code: 611 });
    expect(await closed).toBe(4611);
  });

  it('closes the socket of a session that logs out', async () => {
    const visitor = await login({ source: 'visitor', deviceId: 'socket-logout' });
    const { ws } = await connect(url(`/websocket/${visitor.data.userInfo.userId}?token=${encodeURIComponent(visitor.data.token)}`));
    const closed = closeOf(ws!);
    await running.runtime.backend.fetch(new Request(`http://localhost${API_BASE}/user/logout`, { method: 'POST', headers: { 'x-auth': visitor.data.token } }));
    expect(await closed).toBe(4000);
  });
});
