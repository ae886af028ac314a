// A socket that reconnects as the web client does (lib/chat/socket-connection.ts: min(tries × 2, 8) s) plus jitter.
import WebSocket from 'ws';
import { reconnectDelayMs } from '@/lib/chat/socket-connection';

export class ReconnectingSocket {
  private ws: WebSocket | undefined;
  private stopped = false;
  private retries = 0;
  /** When the socket last opened (Date.now()). */
  openedAt = 0;

  constructor(
    private readonly url: string,
    private readonly jitterMs: number,
    private readonly onOpen: () => void = () => undefined,
  ) {}

  get open(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  connect(): void {
    if (this.stopped) return;
    const ws = new WebSocket(this.url, { perMessageDeflate: false });
    this.ws = ws;
    ws.on('error', () => undefined);
    ws.on('open', () => {
      this.retries = 0;
      this.openedAt = Date.now();
      this.onOpen();
    });
    ws.on('close', () => {
      if (this.stopped || this.ws !== ws) return;
      this.retries += 1;
      setTimeout(() => this.connect(), reconnectDelayMs(this.retries) + Math.random() * this.jitterMs);
    });
  }

  send(text: string): void {
    if (this.open) this.ws!.send(text);
  }

  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }
}
