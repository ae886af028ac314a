import WebSocket from 'ws';
import { nextMessageId } from '@/lib/chat/message-id';
import { API_BASE } from '@/lib/contracts/envelope';
import type { SocketFrame } from '@/lib/contracts/socket-frame';

export type ReceivedFrame = SocketFrame & { parsed: Record<string, unknown> };

/** Client-made message ids, made as the web client makes them. */
export const clientMsgId = () => nextMessageId();

/** A test socket that keeps every frame it receives and waits for the ones a test expects. */
export class ChatSocketClient {
  readonly frames: ReceivedFrame[] = [];
  private waiters: { match: (f: ReceivedFrame) => boolean; resolve: (f: ReceivedFrame) => void }[] = [];
  readonly closed: Promise<number>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as SocketFrame;
      let parsed: Record<string, unknown> = {};
      try {
        parsed = frame.data ? (JSON.parse(frame.data) as Record<string, unknown>) : {};
      } catch {
        // keep the frame; a test may be checking a bad one
      }
      const received = { ...frame, parsed };
      this.frames.push(received);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(received)) return true;
        w.resolve(received);
        return false;
      });
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  static open(port: number, userId: number, token: string): Promise<ChatSocketClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/websocket/${userId}?token=${encodeURIComponent(token)}`);
      const client = new ChatSocketClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
      ws.on('error', () => {});
    });
  }

  /** The first frame (already received or still to come) that matches. */
  waitFor(match: (f: ReceivedFrame) => boolean, timeoutMs = 10_000): Promise<ReceivedFrame> {
    const found = this.frames.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(-5))}`)), timeoutMs);
      this.waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
    });
  }

  send(frame: Partial<SocketFrame> & Record<string, unknown>): void {
    this.ws.send(JSON.stringify({ msgType: 'Biz', ...frame }));
  }

  sendRaw(text: string | Buffer): void {
    this.ws.send(text);
  }

  talk(roleId: number, content: string, msgId = clientMsgId()): string {
    this.send({ msgId, dataType: 'SingleTalk', topicId: String(roleId), topicType: 1, data: JSON.stringify({ roleId, content }) });
    return msgId;
  }

  /** The finished reply to a user message. */
  reply(to: string, timeoutMs?: number): Promise<ReceivedFrame> {
    return this.waitFor((f) => f.parsed.msgFinish === true && f.parsed.replyTo === to, timeoutMs);
  }

  ack(msgIds: string[]): void {
    this.send({ msgId: clientMsgId(), dataType: 'MsgAck', data: JSON.stringify({ msgIdList: msgIds }) });
  }

  close(): Promise<number> {
    this.ws.close();
    return this.closed;
  }
}

/** Signs a visitor in through the running server's API. */
export async function visitorLogin(port: number, deviceId: string): Promise<{ token: string; userId: number }> {
  const response = await fetch(`http://127.0.0.1:${port}${API_BASE}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'visitor', deviceId }),
  });
  const body = (await response.json()) as { data: { token: string; userInfo: { userId: number } } };
  return { token: body.data.token, userId: body.data.userInfo.userId };
}

export async function apiCall<T>(port: number, method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<{ code: number; message: string; data: T }> {
  const response = await fetch(`http://127.0.0.1:${port}${API_BASE}${path}`, {
    method,
    headers: { 'x-auth': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; message: string; data: T };
}
