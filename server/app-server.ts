import http from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { API_BASE } from '@/lib/contracts/envelope';
import type { Env } from '@/server/env';
import { ErrorCode } from '@/server/errors';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '@/server/http/client-address';
import { loopbackRenderer, PAGE_RENDER_HEADER, PageCache } from '@/server/http/page-cache';
import { CATALOGUE_CHANGED, readCatalogueChange } from '@/server/domains/catalogue/catalogue-changes';
import { throughSessionBridge } from '@/server/http/session-bridge';
import { createRealtimeHub, type RealtimeHub } from '@/server/realtime/hub';
import { readSessionsEnded, SESSIONS_ENDED } from '@/server/domains/users/session-events';
import { readUserFrame, USER_FRAMES } from '@/server/realtime/user-frames';
import { isSocketTicket } from '@/server/domains/users/socket-tickets';
import { publishRuntime } from '@/server/runtime/global-runtime';
import { drainChat } from '@/server/runtime/chat-drain';
import { createRuntime, type Runtime, type RuntimeOptions } from '@/server/runtime/runtime';

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`port ${port} is already in use; stop the other server or set PORT`);
    this.name = 'PortInUseError';
  }
}

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;
type UpgradeHandler = (req: http.IncomingMessage, socket: Socket, head: Buffer) => void | Promise<void>;

export interface FrontEnd {
  handle: NodeHandler;
  upgrade?: UpgradeHandler;
  close?(): Promise<void>;
}

export interface StartOptions extends RuntimeOptions {
  /** The web front end (Next); absent → only the API and the socket are served. */
  frontEnd?: (runtime: Runtime) => Promise<FrontEnd>;
  /** Serve the shared pages (discover, profiles, …) from a cache drawn once per period (server/http/page-cache.ts). */
  pageCache?: boolean;
}

export interface RunningServer {
  server: http.Server;
  runtime: Runtime;
  hub: RealtimeHub;
  port: number;
  stop(): Promise<void>;
}

/**
 * One Node process: the port is taken first (so a second copy fails before touching the database), the
 * runtime is created once and published for Next's bundles, then API, socket and pages are served.
 */
export async function startServer(env: Env, options: StartOptions = {}): Promise<RunningServer> {
  // Until the runtime is up, the port answers 503 so a load balancer or a browser knows to wait.
  const route: { ready?: NodeHandler; stopping?: boolean } = {};
  const server = http.createServer((req, res) => {
    // While stopping, a connection is let go as soon as its last response is out.
    res.on('finish', () => route.stopping && server.closeIdleConnections());
    if (route.stopping) res.setHeader('connection', 'close');
    if (route.ready) return void route.ready(req, res);
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' });
    res.end(JSON.stringify({ code: ErrorCode.Unavailable, message: 'KOKO is starting', data: null, request_id: '' }));
  });
  // An idle kept-alive connection stays open longer than clients and load balancers keep theirs (often 60 s):
  // at Node's 5 s the server could close one just as a client sent on it, which then saw a reset connection.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await listen(server, env.port, env.host);
  const port = (server.address() as { port: number }).port;

  let runtime: Runtime;
  try {
    const created = createRuntime(env, options);
    publishRuntime(created);
    runtime = await created;
  } catch (error) {
    await closeServer(server);
    throw error;
  }

  const { services } = runtime;
  const hub = createRealtimeHub({
    // The web client comes with a one-time ticket; native apps with their session token (seed §4).
    authenticate: (t) => (t && isSocketTicket(t) ? services.socketTickets.redeem(t) : services.users.authenticate(t)),
    log: runtime.log,
    publicUrl: env.publicUrl,
    limiter: runtime.limiter,
    frames: {
      handle: (user, frame) => services.chatSocket.handle(user, frame),
      pending: (user) => services.chatHistory.pending(user.userId),
      left: (userId) => services.chatRunner.cancel(userId),
    },
  });
  const stopSessions = await runtime.bus.subscribe(SESSIONS_ENDED, (message) => {
    const event = readSessionsEnded(message);
    if (event) hub.endSessions(event);
  });
  const stopFrames = await runtime.bus.subscribe(USER_FRAMES, (message) => {
    const frame = readUserFrame(message);
    if (frame) hub.deliverJson(frame.userId, frame.frameJson);
  });
  // The shared pages are drawn through this server itself; a catalogue change on any instance drops what it touched.
  const renderer = options.pageCache ? loopbackRenderer({ host: env.host, port }) : undefined;
  const pageCache = renderer ? new PageCache(renderer.render) : undefined;
  const stopCatalogue = pageCache
    ? await runtime.bus.subscribe(CATALOGUE_CHANGED, (message) => {
        const change = readCatalogueChange(message);
        if (change) pageCache.forget(change);
      })
    : async () => {};
  const stopListening = async () => {
    await Promise.all([stopSessions(), stopFrames(), stopCatalogue()]);
  };
  let frontEnd: FrontEnd | undefined;
  try {
    frontEnd = await options.frontEnd?.(runtime);
  } catch (error) {
    await closeServer(server);
    await runtime.close();
    throw error;
  }

  // With an in-process backend the API skips Next entirely; with KOKO_BACKEND_URL the BFF route forwards.
  const api = getRequestListener((request) => throughSessionBridge(request, env.publicUrl, (authed) => runtime.backend.fetch(authed)));
  const toFrontEnd = async (front: FrontEnd, req: http.IncomingMessage, res: http.ServerResponse) => {
    const forCache = renderer !== undefined && req.headers[PAGE_RENDER_HEADER] === renderer.secret;
    delete req.headers[PAGE_RENDER_HEADER];
    if (!forCache && pageCache && (await pageCache.serve(req, res))) return;
    return front.handle(req, res);
  };
  route.ready = (req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req);
    if (!env.backendUrl && req.url?.startsWith(API_BASE + '/')) return api(req, res);
    if (frontEnd) return void toFrontEnd(frontEnd, req, res);
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: ErrorCode.NotFound, message: 'Not found', data: null, request_id: '' }));
  };
  server.on('upgrade', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
    if (req.url?.startsWith('/websocket/')) return void hub.handleUpgrade(req, socket, head);
    if (frontEnd?.upgrade) return void frontEnd.upgrade(req, socket, head);
    socket.destroy();
  });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Stop accepting connections and chat messages; let in-flight requests finish and the chat messages taken be
      // answered, for up to the grace (then the replies left are refunded and the requests cut); close the sockets
      // with 1001, then the database (README "Shutdown").
      route.stopping = true;
      const closed = closeServer(server);
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), env.shutdownGraceMs);
      // Generation tasks get the same grace, at the same time: they finish or go back to the queue.
      const tasksStopped = runtime.tasks.stop(env.shutdownGraceMs);
      await drainChat({ hub, chat: services.chat, log: runtime.log }, env.shutdownGraceMs);
      await tasksStopped;
      // The replies went out through the bus: it is listened to until they are all answered.
      await stopListening();
      await hub.close(1001);
      await closed;
      clearTimeout(cut);
      await frontEnd?.close?.();
      renderer?.close();
      await runtime.close();
    })());

  return { server, runtime, hub, port, stop };
}

/** How long an idle kept-alive connection is held open. */
const KEEP_ALIVE_MS = 65_000;

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
