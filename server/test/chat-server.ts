import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { parseEnv } from '@/server/env';
import { startServer, type RunningServer } from '@/server/app-server';
import { roles } from '@/server/db/schema';
import { createLogger, type Logger } from '@/server/log';
import { apiCall, ChatSocketClient, visitorLogin } from './chat-socket-client';
import { freePort } from './services';
import { createTestDatabaseUrl, type DatabaseKind } from './test-database';
import { SHARED_MEDIA_DIR } from './test-runtime';

export interface ChatServer {
  running: RunningServer;
  port: number;
  /** A published starter role and its slug. */
  roleId: number;
  stop(): Promise<void>;
}

/**
 * A whole server process (API, socket, chat) on its own database, with the starter catalogue and a stand-in
 * front end; `databaseUrl` lets two instances share one PostgreSQL.
 */
export interface ChatServerOptions {
  env?: Record<string, string>;
  databaseUrl?: string;
  redisUrl?: string;
  /** Where the server logs (silent by default). */
  log?: Logger;
}

export async function startChatServer(kind: DatabaseKind, options: ChatServerOptions = {}): Promise<ChatServer> {
  fs.mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
  const own = kind === 'postgres' && !options.databaseUrl ? await createTestDatabaseUrl() : undefined;
  const port = await freePort();
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    KOKO_DATA_DIR: SHARED_MEDIA_DIR,
    DATABASE_URL: options.databaseUrl ?? own?.url,
    REDIS_URL: options.redisUrl,
    KOKO_DB_CONNECT_RETRIES: '0',
    ...options.env,
  });
  const running = await startServer(env, {
    log: options.log ?? createLogger('silent'),
    inMemoryDatabase: kind === 'pglite',
    frontEnd: async () => ({ handle: (_req, res) => void res.end('page') }),
  });
  const [role] = await running.runtime.database.db.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'kiriha-aoyagi'));
  return {
    running,
    port,
    roleId: role!.id,
    stop: async () => {
      await running.stop();
      await own?.drop();
    },
  };
}

/**
 * A chat server for one describe block, started before its tests and stopped after; `guest` signs a new
 * visitor in (with extra koin when asked) and opens their socket.
 */
export function chatServerFixture(kind: DatabaseKind, options: ChatServerOptions | (() => ChatServerOptions) = {}) {
  let device = 0;
  const fixture = {
    server: undefined as unknown as ChatServer,
    async guest(koin = 0) {
      const who = await visitorLogin(fixture.server.port, `guest-${kind}-${process.pid}-${(device += 1)}`);
      if (koin) await fixture.server.running.runtime.services.wallet.move([{ userId: who.userId, amount: koin, reason: 'admin_grant' }]);
      return { ...who, socket: await ChatSocketClient.open(fixture.server.port, who.userId, who.token) };
    },
    async balanceOf(token: string) {
      return (await apiCall<{ balance: number }>(fixture.server.port, 'POST', '/app/user/getWallet', token, {})).data.balance;
    },
  };
  beforeAll(async () => {
    fixture.server = await startChatServer(kind, typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await fixture.server?.stop();
  });
  return fixture;
}
