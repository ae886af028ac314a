// A KOKO child process on a PostgreSQL database of its own, with the LLM stand-in when asked, torn down together.
import { benchRoleId, startKoko, startStandIn, tempDataDir, type ServerChild } from '../chat-setup';
import { TcpProxy } from '@/server/test/tcp-proxy';
import { createBenchDatabase } from '../lib';

export interface Stack {
  databaseUrl: string;
  dataDir: string;
  roleId: number;
  /** The KOKO settings every server of this stack starts with. */
  settings: Record<string, string>;
  servers: ServerChild[];
  /** The proxy KOKO reaches its database through, when asked for (`proxied`). */
  proxy?: TcpProxy;
  /** Another KOKO process on the same database and data (a second instance, or a restart). */
  start(extra?: Record<string, string>, port?: number): Promise<ServerChild>;
  close(): Promise<void>;
}

/**
 * A database, a data folder, the LLM stand-in (when `standInDelayMs` is given: pieces that far apart) and a first
 * KOKO server with `settings`.
 */
export async function startStack(
  label: string,
  options: { settings?: Record<string, string>; standInDelayMs?: number; nodeFlags?: string[]; proxied?: boolean } = {},
): Promise<Stack> {
  const database = await createBenchDatabase(label);
  const direct = new URL(database.url);
  const proxy = options.proxied ? await TcpProxy.start({ host: direct.hostname, port: Number(direct.port || 5432) }) : undefined;
  const kokoUrl = new URL(database.url);
  if (proxy) {
    kokoUrl.hostname = '127.0.0.1';
    kokoUrl.port = String(proxy.port);
  }
  const data = tempDataDir();
  const standIn = options.standInDelayMs === undefined ? undefined : await startStandIn(options.standInDelayMs);
  const settings: Record<string, string> = {
    DATABASE_URL: kokoUrl.toString(),
    KOKO_KOIN_VISITOR_BONUS: '1000',
    ...(standIn ? { KOKO_LLM_BASE_URL: standIn.url, KOKO_LLM_MODEL: 'stand-in-1' } : {}),
    ...options.settings,
  };
  const servers: ServerChild[] = [];
  const stack: Stack = {
    databaseUrl: database.url,
    dataDir: data.dir,
    roleId: 0,
    settings,
    servers,
    proxy,
    async start(extra = {}, port) {
      const server = await startKoko(data.dir, { ...settings, ...extra }, options.nodeFlags ?? [], { port });
      servers.push(server);
      return server;
    },
    async close() {
      await Promise.all(servers.map((s) => s.stop()));
      await standIn?.stop();
      await proxy?.close();
      await database.drop();
      data.remove();
    },
  };
  try {
    await stack.start();
    stack.roleId = await benchRoleId(database.url);
  } catch (error) {
    await stack.close();
    throw error;
  }
  return stack;
}
