import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { DataType } from '@/lib/contracts/chat-codes';
import { HEARTBEAT_INTERVAL_MS, MAX_FRAME_BYTES, MsgType, SocketCloseCode, SocketCode, socketFrameSchema, type SocketFrame } from '@/lib/contracts/socket-frame';
import type { SessionsEnded } from '@/server/domains/users/session-events';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '@/server/db/unavailable';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { Logger } from '@/server/log';
import { CHAT_FRAME_BURST, CHAT_FRAMES_PER_MINUTE, RateLimiter, type FrameLimiter } from '@/server/rate-limits/rate-limiter';
import { isAllowedOrigin } from './origin';

export const WEBSOCKET_PATH = /^\/websocket\/(\d{1,18})$/;
/** A socket that sends nothing for two heartbeat periods is gone (seed §4: 30 s heartbeat). */
const IDLE_LIMIT_MS = 2 * HEARTBEAT_INTERVAL_MS;

/** What the hub hands business frames to (the chat domain). */
export interface FrameHandler {
  handle(user: SessionUser, frame: SocketFrame): Promise<void>;
  /** Frames owed to a user that just connected (unacknowledged messages). */
  pending(user: SessionUser): Promise<SocketFrame[]>;
  /** The user's last socket on this instance closed: stop work done for them. */
  left(userId: number): void;
}

export interface HubDeps {
  authenticate(token: string | undefined): Promise<SessionUser | undefined>;
  log: Logger;
  publicUrl?: string;
  idleLimitMs?: number;
  frames?: FrameHandler;
  limiter?: FrameLimiter;
}

/** The websocket endpoint /websocket/{userId}?token=…: auth before upgrade, then frames. */
export function createRealtimeHub(deps: HubDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const socketsByUser = new Map<number, Set<WebSocket>>();
  const sessionOf = new WeakMap<WebSocket, number>();
  const idleLimit = deps.idleLimitMs ?? IDLE_LIMIT_MS;
  const limiter: FrameLimiter = deps.limiter ?? new RateLimiter(CHAT_FRAMES_PER_MINUTE, CHAT_FRAME_BURST);
  const userOf = new WeakMap<WebSocket, SessionUser>();
  /** Each socket's connection, and those holding back what this tick sends them (see send). */
  const connectionOf = new WeakMap<WebSocket, Duplex>();
  const corked = new Set<Duplex>();
  /** The frames being handled (a chat message's until it is answered or refunded), and redeliveries under way. */
  const underWay = new Set<Promise<unknown>>();
  /** Set once the server stops: new chat messages are turned away (see stopTaking). */
  let stopping = false;

  function track(work: Promise<unknown>) {
    const settled = work.catch(() => undefined);
    underWay.add(settled);
    void settled.then(() => underWay.delete(settled));
  }

  function reject(socket: Duplex, status: number, code: number, message: string) {
    const body = JSON.stringify({ code, message, data: null });
    const reason = status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : status === 503 ? 'Service Unavailable' : 'Bad Request';
    const retry = status === 503 ? `Retry-After: ${RETRY_AFTER_SECONDS}\r\n` : '';
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${retry}Connection: close\r\n\r\n${body}`,
    );
  }

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => {});
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = WEBSOCKET_PATH.exec(url.pathname);
    const token = url.searchParams.get('token') ?? undefined;
    if (!isAllowedOrigin(req.headers.origin, req.headers.host, deps.publicUrl)) return reject(socket, 403, SocketCode.LoginInvalid, 'origin not allowed');
    // Seed §5: a missing user id or token is refused with -1 'no auth'.
    if (!match || !token) return reject(socket, 401, SocketCode.Unlogin, 'no auth');
    let user: SessionUser | undefined;
    try {
      user = await deps.authenticate(token);
    } catch (error) {
      // A session that cannot be looked up now is not an invalid one: the client is told to come back, not to log in.
      if (isDatabaseUnavailable(error)) return reject(socket, 503, 503, UNAVAILABLE_MESSAGE);
      deps.log.error('socket auth failed', { error });
      return reject(socket, 401, SocketCode.LoginInvalid, 'Login status is invalid, please log in again.');
    }
    if (!user || user.userId !== Number(match[1])) return reject(socket, 401, SocketCode.LoginInvalid, 'Login status is invalid, please log in again.');
    wss.handleUpgrade(req, socket, head, (ws) => {
      connectionOf.set(ws, socket);
      attach(ws, user);
    });
  }

  function attach(ws: WebSocket, user: SessionUser) {
    sessionOf.set(ws, user.sessionId);
    userOf.set(ws, user);
    const set = socketsByUser.get(user.userId) ?? new Set();
    set.add(ws);
    socketsByUser.set(user.userId, set);
    const idle = setTimeout(() => ws.close(SocketCloseCode.Ended, 'heartbeat timeout'), idleLimit);
    ws.on('message', (raw, isBinary) => {
      idle.refresh();
      onFrame(ws, isBinary ? undefined : raw.toString());
    });
    ws.on('close', () => {
      clearTimeout(idle);
      set.delete(ws);
      if (set.size === 0 && socketsByUser.get(user.userId) === set) {
        socketsByUser.delete(user.userId);
        limiter.forget(user.userId);
        deps.frames?.left(user.userId);
      }
    });
    ws.on('error', () => {});
    // Messages sent while this user was away (ack 0, never acknowledged) are delivered again.
    if (deps.frames) {
      track(
        deps.frames
          .pending(user)
          .then((frames) => frames.forEach((frame) => send(ws, frame)))
          .catch((error: unknown) => deps.log.error('redelivery failed', { error, userId: user.userId })),
      );
    }
  }

  /**
   * Frames sent to one socket within one tick leave in one write (a message's MsgAck and its reply's first words,
   * say): the connection is corked at the first and uncorked once the tick's work is done. Every write is a system
   * call, and a wake-up of the client.
   */
  function send(ws: WebSocket, frame: SocketFrame) {
    sendJson(ws, JSON.stringify(frame));
  }

  /** Sends a frame made into JSON already (a USER_FRAMES message), stamped with the time it leaves. */
  function sendJson(ws: WebSocket, frameJson: string) {
    if (ws.readyState !== ws.OPEN) return;
    const connection = connectionOf.get(ws);
    if (connection && !corked.has(connection)) {
      if (corked.size === 0) process.nextTick(uncorkAll);
      connection.cork();
      corked.add(connection);
    }
    // A frame has fields (msgType at least); its own sendTimestamp, coming later, is the one a reader keeps.
    ws.send(`{"sendTimestamp":${Date.now()},${frameJson.slice(1)}`);
  }

  function uncorkAll() {
    for (const connection of corked) connection.uncork();
    corked.clear();
  }

  function onFrame(ws: WebSocket, text: string | undefined) {
    let frame: SocketFrame;
    try {
      const parsed = socketFrameSchema.safeParse(JSON.parse(text ?? ''));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return send(ws, { msgType: MsgType.Biz, code: SocketCode.BadFrame, data: JSON.stringify({ message: `${issue.path.join('.') || 'frame'}: ${issue.message}` }) });
      }
      frame = parsed.data;
    } catch {
      return send(ws, { msgType: MsgType.Biz, code: SocketCode.BadFrame, data: JSON.stringify({ message: 'frame is not JSON' }) });
    }
    if (frame.msgType === MsgType.HeartBeat) return send(ws, { msgType: MsgType.HeartBeat, msgId: frame.msgId, ack: 1, code: SocketCode.Ok });
    const user = userOf.get(ws);
    if (deps.frames && user) {
      const frames = deps.frames;
      const accepted = frame;
      const refuse = () =>
        send(ws, { msgType: MsgType.Biz, msgId: accepted.msgId, dataType: accepted.dataType, code: SocketCode.RateLimited, data: JSON.stringify({ message: 'Too many messages, please slow down.' }) });
      const handle = () => {
        if (stopping && accepted.dataType === DataType.SingleTalk) return turnAway(ws, accepted);
        track(frames.handle(user, accepted));
      };
      // Acknowledgements are never limited: refusing one would only cause redelivery.
      const allowed = accepted.dataType === DataType.MsgAck || limiter.take(user.userId);
      if (allowed === true) return handle();
      if (allowed === false) return refuse();
      // The shared limit answers in order over one connection, so a socket's frames keep their order.
      track(allowed.then((ok) => (ok ? handle() : refuse())));
      return;
    }
    send(ws, {
      msgType: MsgType.Biz,
      msgId: frame.msgId,
      dataType: frame.dataType,
      code: SocketCode.BadFrame,
      data: JSON.stringify({ message: `unsupported dataType: ${frame.dataType ?? '(none)'}` }),
    });
  }

  /** A chat message that came while the server stops: not stored, not paid, and the client may send it again. */
  function turnAway(ws: WebSocket, frame: SocketFrame) {
    send(ws, {
      msgType: MsgType.Biz,
      msgId: frame.msgId,
      dataType: frame.dataType,
      topicId: frame.topicId,
      topicType: frame.topicType,
      code: SocketCode.ServerRestarting,
      data: JSON.stringify({ message: 'KOKO is restarting: send your message again in a moment.' }),
    });
  }

  /**
   * Closes the sockets of ended sessions. A sign-in elsewhere is told first with 611 (the client logs out
   * and goes to login, seed §8); a deleted or disabled account hears 401; a logout, or a session a new login on the
   * same device replaced, just closes (the client connects again with its new session).
   */
  function endSessions(event: SessionsEnded) {
    const ended = new Set(event.sessionIds);
    for (const ws of socketsByUser.get(event.userId) ?? []) {
      if (!ended.has(sessionOf.get(ws) ?? -1)) continue;
      if (event.reason === 'remote-login') {
        send(ws, { msgType: MsgType.Biz, code: SocketCode.KickOut, data: JSON.stringify({ message: 'You have been logged in on another device.' }) });
        ws.close(SocketCloseCode.KickOut, 'logged in elsewhere');
      } else if (event.reason === 'account-deleted' || event.reason === 'account-disabled') {
        send(ws, { msgType: MsgType.Biz, code: SocketCode.LoginInvalid, data: JSON.stringify({ message: 'Login status is invalid, please log in again.' }) });
        ws.close(SocketCloseCode.LoginInvalid, event.reason === 'account-deleted' ? 'account deleted' : 'account disabled');
      } else {
        ws.close(SocketCloseCode.Ended, 'logged out');
      }
    }
  }

  /** Sends a frame (as JSON) to every socket this instance holds for the user. */
  function deliverJson(userId: number, frameJson: string) {
    for (const ws of socketsByUser.get(userId) ?? []) sendJson(ws, frameJson);
  }

  return {
    handleUpgrade,
    endSessions,
    deliverJson,
    /** Open sockets of one user (kick-out and delivery address them). */
    socketsOf: (userId: number) => [...(socketsByUser.get(userId) ?? [])],
    /**
     * The server is stopping: from now on a new chat message (SingleTalk) is turned away with 503 and nothing else
     * changes; the frames under way go on, and the sockets stay open for their replies until `close`.
     */
    stopTaking() {
      stopping = true;
    },
    /** Resolves once no frame is being handled (a chat message counts until it is answered or refunded). */
    async settled(): Promise<void> {
      while (underWay.size > 0) await Promise.all([...underWay]);
    },
    /** Closes every socket with the given code (1001 "going away" on shutdown). */
    async close(code = 1001, reason = 'server shutting down') {
      const closing = [...wss.clients].map(
        (ws) =>
          new Promise<void>((resolve) => {
            ws.once('close', () => resolve());
            ws.close(code, reason);
            setTimeout(() => {
              ws.terminate();
              resolve();
            }, 2000).unref();
          }),
      );
      await Promise.all(closing);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
