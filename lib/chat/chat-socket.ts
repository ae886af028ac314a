'use client';

import { api, ApiFailure } from '@/lib/client/api';
import { SocketCode } from '@/lib/contracts/socket-codes';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { SocketConnection } from './socket-connection';
import type { SocketCommand, SocketEvent } from './socket-messages';

export type ChatSocketStatus =
  | { state: 'open' }
  | { state: 'closed'; code: number; reason: string }
  | { state: 'error'; code: number; message: string }
  | { state: 'login' }
  | { state: 'logout' };

/** Opens the channel to the socket owner: events come to `onEvent`, commands go to the returned function. */
export type SocketTransport = (onEvent: (event: SocketEvent) => void) => (command: SocketCommand) => void;

/** The page's side of the chat socket (seed §4). Acknowledging and de-duplicating happen once, in the owner. */
export class ChatSocket {
  private readonly post: (command: SocketCommand) => void;
  private readonly frameListeners = new Set<(frame: SocketFrame) => void>();
  private readonly statusListeners = new Set<(status: ChatSocketStatus) => void>();
  /** Where the connection stands (open, closed, failed), told to a view that starts listening after it changed. */
  private state?: ChatSocketStatus;

  /** `fetchUrl` resolves to undefined when the user is not logged in and rejects when the ticket call fails. */
  constructor(
    transport: SocketTransport,
    private readonly fetchUrl: () => Promise<string | undefined>,
  ) {
    this.post = transport((event) => this.dispatch(event));
  }

  async connect(): Promise<void> {
    this.post({ type: 'Init', url: await this.fetchUrl() });
  }

  /** A new login: every tab hears `login` and the socket moves to the new user. */
  async login(): Promise<void> {
    this.post({ type: 'Login', url: await this.fetchUrl() });
  }

  logout(): void {
    this.post({ type: 'Logout' });
  }

  disconnect(): void {
    this.post({ type: 'Close' });
  }

  send(frame: SocketFrame): void {
    this.post({ type: 'WebsocketSend', frame });
  }

  onFrame(listener: (frame: SocketFrame) => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /**
   * Status changes from now on; a listener added after the connection opened (a page reached by client-side navigation
   * from another that opened it) first hears where it stands, so it does not wait for an open that already happened.
   */
  onStatus(listener: (status: ChatSocketStatus) => void): () => void {
    this.statusListeners.add(listener);
    const known = this.state;
    if (known) void Promise.resolve().then(() => this.statusListeners.has(listener) && this.state === known && listener(known));
    return () => this.statusListeners.delete(listener);
  }

  private dispatch(event: SocketEvent) {
    if (event.type === 'WebsocketMessage') return this.frameListeners.forEach((listener) => listener(event.frame));
    if (event.type === 'NeedUrl') return void this.answerNeedUrl();
    const status: ChatSocketStatus =
      event.type === 'WebsocketOpen'
        ? { state: 'open' }
        : event.type === 'WebsocketClose'
          ? { state: 'closed', code: event.code, reason: event.reason }
          : event.type === 'WebsocketError'
            ? { state: 'error', code: event.code, message: event.message }
            : { state: event.type === 'Login' ? 'login' : 'logout' };
    // Login and logout are moves, not states: a later listener is not told them.
    this.state = status.state === 'login' || status.state === 'logout' ? undefined : status;
    this.statusListeners.forEach((listener) => listener(status));
  }

  private async answerNeedUrl() {
    let url: string | undefined;
    try {
      url = await this.fetchUrl();
    } catch {
      // The owner asks again after its wait; a failed ticket call must not end the reconnecting.
      return;
    }
    this.post({ type: 'Login', url });
  }
}

/** Seed §4: {ws|wss}://{host}/websocket/{userId}?token={ticket}. */
export const socketUrl = (page: { protocol: string; host: string }, userId: number | string, ticket: string) =>
  `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}/websocket/${userId}?token=${encodeURIComponent(ticket)}`;

/** A one-time socket ticket (valid 60 s) turned into the socket url; undefined when the user is not logged in. */
export async function fetchSocketUrl(): Promise<string | undefined> {
  try {
    const { ticket, userId } = await api<{ ticket: string; userId: number }>('/user/socketTicket', { method: 'GET' });
    return socketUrl(window.location, userId, ticket);
  } catch (error) {
    if (error instanceof ApiFailure && error.code === SocketCode.LoginInvalid) return undefined;
    throw error;
  }
}

const sharedWorkerTransport: SocketTransport = (onEvent) => {
  const worker = new SharedWorker(new URL('../../workers/chat-socket.worker.ts', import.meta.url), { type: 'module', name: 'koko-chat-socket' });
  worker.port.onmessage = (message: MessageEvent<SocketEvent>) => onEvent(message.data);
  worker.port.start();
  return (command) => worker.port.postMessage(command);
};

const inPageTransport: SocketTransport = (onEvent) => {
  const connection = new SocketConnection(onEvent);
  return (command) => connection.handle(command);
};

let shared: ChatSocket | undefined;

/** The page's one chat socket: in a SharedWorker where the browser has them, else in the page (DESIGN §4). */
export function chatSocket(): ChatSocket {
  shared ??= new ChatSocket(typeof SharedWorker !== 'undefined' ? sharedWorkerTransport : inPageTransport, fetchSocketUrl);
  return shared;
}
