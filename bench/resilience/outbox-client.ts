// A chat client that delivers at least once: each message stays in its outbox, and goes out again with the same
// msgId after every reconnect, until its MsgAck comes. Finished replies are acknowledged as the web client does.
import WebSocket from 'ws';
import { SocketCode } from '@/lib/contracts/socket-codes';
import { nextMessageId } from '@/lib/chat/message-id';
import { acknowledge, readFrame, socketUrl, talkFrame, type Frame, type Visitor } from '../chat-setup';
import { sleep } from '../lib';

/** How one message ended, as the client saw it. */
export interface Sent {
  msgId: string;
  acked: boolean;
  /** The finished reply's msgId. */
  reply?: string;
  /** The code of a failure frame naming the message in replyTo (its koin came back). */
  failed?: number;
  /** The failure frame's message. */
  failure?: string;
}

export interface OutboxOptions {
  /** The port to (re)connect to; asked before every try, so a client can move to another instance. */
  port(): number;
  /** Milliseconds to wait before reconnect try `retries` (1, 2, …). */
  reconnectDelayMs(retries: number): number;
}

export class OutboxClient {
  readonly sent = new Map<string, Sent>();
  private readonly outbox = new Map<string, string>();
  private ws: WebSocket | undefined;
  private closed = false;
  private retries = 0;
  private waiters: (() => void)[] = [];
  /** Sockets opened, the first one included. */
  connects = 0;

  constructor(
    readonly visitor: Visitor,
    private readonly roleId: number,
    private readonly options: OutboxOptions,
  ) {}

  get socket(): WebSocket | undefined {
    return this.ws?.readyState === WebSocket.OPEN ? this.ws : undefined;
  }

  /** Connects now, and again after every close until `close`. */
  start(): Promise<void> {
    return new Promise((resolve) => {
      this.connect();
      this.waiters.push(resolve);
    });
  }

  private connect() {
    if (this.closed) return;
    const ws = new WebSocket(socketUrl(this.options.port(), this.visitor), { perMessageDeflate: false });
    this.ws = ws;
    ws.on('error', () => undefined);
    ws.on('open', () => {
      this.connects += 1;
      this.retries = 0;
      for (const [, frame] of this.outbox) ws.send(frame);
      this.wake();
    });
    ws.on('message', (raw) => this.received(ws, readFrame(raw)));
    ws.on('close', () => {
      if (this.ws !== ws || this.closed) return;
      this.retries += 1;
      setTimeout(() => this.connect(), this.options.reconnectDelayMs(this.retries));
    });
  }

  private received(ws: WebSocket, frame: Frame) {
    acknowledge(ws, frame);
    if (frame.dataType === 'MsgAck' && !frame.code) {
      for (const id of frame.data.msgIdList ?? []) {
        const entry = this.sent.get(id);
        if (!entry) continue;
        entry.acked = true;
        this.outbox.delete(id);
      }
    } else if (frame.data.replyTo && frame.data.msgFinish && !frame.code) {
      const entry = this.sent.get(frame.data.replyTo);
      if (entry) entry.reply = frame.msgId;
    } else if (frame.data.replyTo && frame.code) {
      const entry = this.sent.get(frame.data.replyTo);
      if (entry) {
        entry.failed = frame.code;
        entry.failure = (frame.data as { message?: string }).message;
      }
    } else if (frame.msgId && frame.code && this.outbox.has(frame.msgId)) {
      // Turned away unpaid (rate limited, restarting, database away): the outbox sends it again in a moment.
      const id = frame.msgId;
      if (frame.code === SocketCode.RateLimited || frame.code === SocketCode.ServerRestarting) setTimeout(() => this.resend(id), 500);
      else this.sent.get(id)!.failed = frame.code;
    }
    this.wake();
  }

  private resend(msgId: string) {
    const frame = this.outbox.get(msgId);
    if (frame) this.socket?.send(frame);
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }

  /** Resolves when `done` holds (checked on every frame and connection), or after `timeoutMs`; answers whether it held. */
  async until(done: () => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 1000));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  }

  /** Puts a message in the outbox and sends it when the socket is open; answers its record. */
  send(content: string): Sent {
    const msgId = nextMessageId();
    const entry: Sent = { msgId, acked: false };
    this.sent.set(msgId, entry);
    const frame = talkFrame(this.roleId, content, msgId);
    this.outbox.set(msgId, frame);
    this.socket?.send(frame);
    return entry;
  }

  /**
   * Sends a message and waits for its MsgAck (resending it on every reconnect), then for its reply or failure up
   * to `replyMs`: a reply stopped because its visitor had no socket left is refunded without a word.
   */
  async talk(content: string, ackMs = 60_000, replyMs = 8_000): Promise<Sent> {
    const entry = this.send(content);
    if (!(await this.until(() => entry.acked, ackMs))) return entry;
    await this.until(() => entry.reply !== undefined || entry.failed !== undefined, replyMs);
    return entry;
  }

  /** Drops the socket without a close handshake (a lost connection); the client reconnects. */
  cut(): void {
    this.ws?.terminate();
  }

  async close(): Promise<void> {
    this.closed = true;
    const ws = this.ws;
    if (!ws || ws.readyState === WebSocket.CLOSED) return;
    const gone = new Promise<void>((resolve) => ws.once('close', () => resolve()));
    ws.close();
    await Promise.race([gone, sleep(3000)]);
    ws.terminate();
  }
}
