import { HEARTBEAT_INTERVAL_MS, MsgType, SocketCloseCode, SocketCode } from '@/lib/contracts/socket-codes';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { frameData } from './chat-message';
import { InboundFrames } from './inbound-frames';
import { nextMessageId } from './message-id';
import type { SocketCommand, SocketEvent } from './socket-messages';
import { systemTimers, type Timers } from './timers';
import { webSocketFactory, type SocketFactory, type SocketHandle } from './web-socket';

/** Seed §9: reconnect after min(retries × 2, 8) seconds. */
export const reconnectDelayMs = (retries: number) => Math.min(retries * 2, 8) * 1000;
/** A reconnect whose fresh url never comes (no page answered, the ticket fetch failed) counts as a failed try. */
export const URL_WAIT_MS = 10_000;
/** Frames sent while the socket is reconnecting go out once it is open; beyond this many the oldest are dropped. */
const MAX_QUEUED_FRAMES = 50;
/** Session-ending answers (seed §4, §8): unlogin, login invalid, kicked out by a login elsewhere. */
const FINAL_FRAME_CODES: ReadonlySet<number> = new Set([SocketCode.Unlogin, SocketCode.LoginInvalid, SocketCode.KickOut]);
/** Close codes the server ends a session with: kicked out, login invalid. */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([SocketCloseCode.KickOut, SocketCloseCode.LoginInvalid]);

type State = 'idle' | 'connecting' | 'open' | 'waiting' | 'awaiting-url';

/** The chat socket (seed §4): heartbeat, reconnect with fresh tickets, acknowledgements, events to the pages. */
export class SocketConnection {
  private state: State = 'idle';
  private socket?: SocketHandle;
  private generation = 0;
  private userPath?: string;
  private retries = 0;
  private reconnect = false;
  private heartbeat?: unknown;
  private unansweredBeat?: string;
  private timer?: unknown;
  private queue: SocketFrame[] = [];
  private readonly inbound: InboundFrames;
  private readonly timers: Timers;
  private readonly createSocket: SocketFactory;
  private readonly createId: () => string;

  constructor(
    private readonly emit: (event: SocketEvent) => void,
    deps: { createSocket?: SocketFactory; timers?: Timers; createId?: () => string } = {},
  ) {
    this.timers = deps.timers ?? systemTimers;
    this.createSocket = deps.createSocket ?? webSocketFactory;
    this.createId = deps.createId ?? nextMessageId;
    this.inbound = new InboundFrames(this.createId, () => this.timers.now());
  }

  get isOpen() {
    return this.state === 'open';
  }

  handle(command: SocketCommand): void {
    if (command.type === 'Init') {
      if (!command.url) return this.noAuth();
      if (this.state !== 'connecting' && this.state !== 'open') this.open(command.url);
    } else if (command.type === 'Login') {
      if (!command.url) return this.noAuth();
      if (this.state === 'awaiting-url') return this.open(command.url);
      // Several pages answer the same NeedUrl; a second url for the socket already being opened changes nothing.
      if (pathOf(command.url) === this.userPath && (this.state === 'connecting' || this.state === 'open')) return;
      this.queue = [];
      this.emit({ type: 'Login' });
      this.open(command.url);
    } else if (command.type === 'WebsocketSend') {
      this.send(command.frame);
    } else if (command.type === 'Close') {
      this.stop();
    } else {
      this.stop();
      this.userPath = undefined;
      this.emit({ type: 'Logout' });
    }
  }

  private noAuth() {
    // A socket already up keeps running: the server ends it if the session is really gone.
    if (this.state !== 'open' && this.state !== 'connecting') this.stop();
    this.emit({ type: 'WebsocketError', code: SocketCode.Unlogin, message: 'no auth' });
  }

  private open(url: string) {
    this.clearTimer();
    this.drop('replaced');
    this.userPath = pathOf(url);
    this.reconnect = true;
    this.state = 'connecting';
    const generation = ++this.generation;
    const live = () => generation === this.generation;
    try {
      this.socket = this.createSocket(url, {
        open: () => live() && this.opened(),
        close: (code, reason) => live() && this.closed(code, reason),
        message: (data) => live() && this.received(data),
      });
    } catch {
      this.closed(1006, 'connect failed');
    }
  }

  private opened() {
    this.state = 'open';
    this.retries = 0;
    this.emit({ type: 'WebsocketOpen' });
    this.unansweredBeat = undefined;
    this.heartbeat = this.timers.setInterval(() => this.beat(), HEARTBEAT_INTERVAL_MS);
    const queued = this.queue;
    this.queue = [];
    queued.forEach((frame) => this.send(frame));
  }

  private beat() {
    if (this.unansweredBeat) {
      // The peer is gone: waiting for a close handshake would hang, so the connection moves on now.
      this.drop('heartbeat timeout');
      return this.closed(1006, 'heartbeat timeout');
    }
    this.unansweredBeat = this.createId();
    this.send({ msgType: MsgType.HeartBeat, msgId: this.unansweredBeat, sendTimestamp: this.timers.now() });
  }

  private received(data: unknown) {
    let frame: SocketFrame;
    try {
      frame = JSON.parse(String(data)) as SocketFrame;
    } catch {
      return;
    }
    if (frame.msgType === MsgType.HeartBeat) {
      if (frame.msgId === this.unansweredBeat) this.unansweredBeat = undefined;
      return;
    }
    const { ack, deliver } = this.inbound.accept(frame);
    if (ack) this.send(ack);
    if (deliver) this.emit({ type: 'WebsocketMessage', frame });
    if (frame.code !== undefined && FINAL_FRAME_CODES.has(frame.code)) {
      this.reconnect = false;
      this.emit({ type: 'WebsocketError', code: frame.code, message: errorMessage(frame) });
    }
  }

  private closed(code: number, reason: string) {
    this.timers.clearInterval(this.heartbeat);
    this.socket = undefined;
    this.generation++;
    this.emit({ type: 'WebsocketClose', code, reason });
    if (FINAL_CLOSE_CODES.has(code)) this.reconnect = false;
    if (this.reconnect) this.retry();
    else this.state = 'idle';
  }

  private retry() {
    this.retries += 1;
    this.state = 'waiting';
    this.timer = this.timers.setTimeout(() => {
      this.state = 'awaiting-url';
      this.emit({ type: 'NeedUrl' });
      this.timer = this.timers.setTimeout(() => this.retry(), URL_WAIT_MS);
    }, reconnectDelayMs(this.retries));
  }

  private send(frame: SocketFrame) {
    if (this.state === 'open' && this.socket) return this.socket.send(JSON.stringify(frame));
    if (!this.reconnect || frame.msgType === MsgType.HeartBeat) return;
    this.queue.push(frame);
    if (this.queue.length > MAX_QUEUED_FRAMES) this.queue.shift();
  }

  private stop() {
    this.reconnect = false;
    this.queue = [];
    this.clearTimer();
    if (this.socket) {
      this.drop('closed');
      this.closed(1000, 'closed');
    }
    this.state = 'idle';
  }

  private drop(reason: string) {
    this.generation++;
    this.socket?.close(1000, reason);
    this.socket = undefined;
  }

  private clearTimer() {
    this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** The url without its ticket: which user the socket belongs to. */
const pathOf = (url: string) => url.split('?')[0];

function errorMessage(frame: SocketFrame): string {
  return frameData(frame).message ?? `Ws request failure: ${frame.code}`;
}
