import type { SocketEvent } from '@/lib/chat/socket-messages';

interface FakeWebSocket {
  url: string;
  sent: string[];
  onopen: (() => void) | null;
  onmessage: ((event: { data: string }) => void) | null;
  send(data: string): void;
  close(): void;
}

function fakePort() {
  const received: SocketEvent[] = [];
  return {
    received,
    onmessage: null as ((message: { data: unknown }) => void) | null,
    start: jest.fn(),
    postMessage: (event: SocketEvent) => received.push(event),
  };
}

describe('chat socket worker', () => {
  const sockets: FakeWebSocket[] = [];
  const scope = { onconnect: null as ((event: { ports: unknown[] }) => void) | null };
  const realWebSocket = globalThis.WebSocket;

  beforeAll(async () => {
    jest.useFakeTimers();
    Object.assign(globalThis, {
      self: scope,
      WebSocket: function WebSocket(this: FakeWebSocket, url: string) {
        Object.assign(this, { url, sent: [], onopen: null, onmessage: null, send: (data: string) => this.sent.push(data), close: jest.fn() });
        sockets.push(this);
      },
    });
    await import('./chat-socket.worker');
  });
  afterAll(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(globalThis, 'self');
    Object.assign(globalThis, { WebSocket: realWebSocket });
  });

  it('shares one socket between tabs and reports to all of them', () => {
    const first = fakePort();
    scope.onconnect!({ ports: [first] });
    expect(first.start).toHaveBeenCalled();
    first.onmessage!({ data: { type: 'Init', url: 'ws://localhost/websocket/7?token=a' } });
    sockets[0]!.onopen!();

    const second = fakePort();
    scope.onconnect!({ ports: [second] });
    expect(second.received).toEqual([{ type: 'WebsocketOpen' }]);
    second.onmessage!({ data: { type: 'Init', url: 'ws://localhost/websocket/7?token=b' } });
    expect(sockets).toHaveLength(1);

    sockets[0]!.onmessage!({ data: JSON.stringify({ msgType: 'Biz', msgId: '3', data: '{}' }) });
    for (const port of [first, second]) expect(port.received.at(-1)).toEqual({ type: 'WebsocketMessage', frame: { msgType: 'Biz', msgId: '3', data: '{}' } });

    second.onmessage!({ data: { type: 'WebsocketSend', frame: { msgType: 'Biz', msgId: '4' } } });
    expect(sockets[0]!.sent).toEqual(['{"msgType":"Biz","msgId":"4"}']);

    first.onmessage!({ data: { type: 'Logout' } });
    expect(sockets[0]!.close).toHaveBeenCalled();
    for (const port of [first, second]) expect(port.received.at(-1)).toEqual({ type: 'Logout' });
  });
});
