/** What the chat socket needs of a websocket; tests pass a fake. */
export interface SocketHandlers {
  open(): void;
  close(code: number, reason: string): void;
  message(data: unknown): void;
}
export interface SocketHandle {
  send(data: string): void;
  /** Closes without reporting back: the connection has already moved on. */
  close(code: number, reason: string): void;
}
export type SocketFactory = (url: string, handlers: SocketHandlers) => SocketHandle;

export const webSocketFactory: SocketFactory = (url, handlers) => {
  const ws = new WebSocket(url);
  ws.onopen = () => handlers.open();
  ws.onclose = (event) => handlers.close(event.code, event.reason);
  ws.onmessage = (event) => handlers.message(event.data);
  return {
    send: (data) => ws.send(data),
    close: (code, reason) => {
      ws.onopen = ws.onclose = ws.onmessage = null;
      ws.close(code, reason);
    },
  };
};
