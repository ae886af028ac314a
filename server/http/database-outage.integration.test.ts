import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '@/server/db/unavailable';
import { parseEnv } from '@/server/env';
import { createLogger } from '@/server/log';
import { createRuntime, type Runtime } from '@/server/runtime/runtime';
import { call } from '@/server/test/api-client';
import { startChatServer, type ChatServer } from '@/server/test/chat-server';
import { ChatSocketClient, clientMsgId, visitorLogin } from '@/server/test/chat-socket-client';
import { TcpProxy } from '@/server/test/tcp-proxy';
import { createTestDatabaseUrl } from '@/server/test/test-database';
import { SHARED_MEDIA_DIR } from '@/server/test/test-runtime';

jest.setTimeout(120_000);

/** The health probe pings the database at most once a second; a check made later sees the database as it is. */
const pastHealthPing = () => new Promise((r) => setTimeout(r, 1100));

/** A new PostgreSQL database reached through a proxy the test can cut. */
async function proxiedDatabase(): Promise<{ url: string; proxy: TcpProxy; drop(): Promise<void> }> {
  const database = await createTestDatabaseUrl();
  const url = new URL(database.url);
  const proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return { url: url.toString(), proxy, drop: database.drop };
}

describe('a PostgreSQL database that cannot be reached', () => {
  let proxy: TcpProxy;
  let runtime: Runtime;
  let drop: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    const database = await proxiedDatabase();
    ({ proxy, drop } = database);
    fs.mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
    const env = parseEnv({ NODE_ENV: 'test', KOKO_DATA_DIR: SHARED_MEDIA_DIR, DATABASE_URL: database.url, KOKO_DB_CONNECT_RETRIES: '0' });
    runtime = await createRuntime(env, { seed: false, log: createLogger('silent') });
    const login = await call<{ token: string }>(runtime.backend, 'POST', '/user/login', { body: { source: 'visitor', deviceId: 'outage-device' } });
    token = login.body.data.token;
  });

  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await runtime?.close();
    await proxy?.close();
    await drop?.();
  });

  it('answers 503 with Retry-After while it is away, and 200 again once it is back, without a restart', async () => {
    expect((await call(runtime.backend, 'GET', '/user', { token })).status).toBe(200);
    expect((await call(runtime.backend, 'GET', '/health')).status).toBe(200);

    await proxy.cut();
    await pastHealthPing();
    const unavailable = { code: 503, message: UNAVAILABLE_MESSAGE, data: null };
    for (const [method, path, options] of [
      ['GET', '/health', {}],
      ['GET', '/user', { token }],
      ['POST', '/user/login', { body: { source: 'visitor', deviceId: 'device-during-outage' } }],
    ] as const) {
      const answer = await call(runtime.backend, method, path, options);
      expect({ path, status: answer.status, retryAfter: answer.headers.get('retry-after') }).toEqual({ path, status: 503, retryAfter: '5' });
      expect(answer.body).toMatchObject(unavailable);
    }

    await proxy.restore();
    await pastHealthPing();
    const health = await call<{ status: string }>(runtime.backend, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body.data.status).toBe('ok');
    expect((await call(runtime.backend, 'GET', '/user', { token })).status).toBe(200);
    // The login refused during the outage left nothing behind.
    expect(await runtime.database.db.select().from(users).where(eq(users.subject, 'device-during-outage'))).toEqual([]);
  });

  it('rolls back a transaction whose connection is lost half-way', async () => {
    const failure = await runtime.database.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ source: 'visitor', subject: 'half-written', name: 'Half' });
        await proxy.cut();
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await proxy.restore();
    // Idle connections the cut closed (the task runner's among them) leave the pool as their errors arrive, as
    // after any outage; the health probe's next ping is when the server says it is back.
    await pastHealthPing();
    expect(await runtime.database.db.select().from(users).where(eq(users.subject, 'half-written'))).toEqual([]);
  });
});

describe('the chat socket while its PostgreSQL database cannot be reached', () => {
  let database: Awaited<ReturnType<typeof proxiedDatabase>>;
  let server: ChatServer;

  beforeAll(async () => {
    database = await proxiedDatabase();
    server = await startChatServer('postgres', { databaseUrl: database.url });
  });

  afterAll(async () => {
    await database?.proxy.restore().catch(() => undefined);
    await server?.stop();
    await database?.proxy.close();
    await database?.drop();
  });

  it('refuses frames and new sockets with 503, not as a failure or a lost login, and answers again once it is back', async () => {
    const who = await visitorLogin(server.port, 'socket-outage-device');
    const socket = await ChatSocketClient.open(server.port, who.userId, who.token);
    const history = () => {
      const msgId = clientMsgId();
      socket.send({ msgId, dataType: 'GetHistory', topicId: String(server.roleId), topicType: 1, data: '{}' });
      return socket.waitFor((f) => f.msgId === msgId);
    };
    expect((await history()).code).toBe(0);

    await database.proxy.cut();
    const refused = await history();
    expect({ code: refused.code, message: refused.parsed.message }).toEqual({ code: 503, message: UNAVAILABLE_MESSAGE });
    await expect(ChatSocketClient.open(server.port, who.userId, who.token)).rejects.toThrow('socket refused: 503');

    await database.proxy.restore();
    expect((await history()).code).toBe(0);
    const again = await ChatSocketClient.open(server.port, who.userId, who.token);
    await again.close();
    await socket.close();
  });
});
