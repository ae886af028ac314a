/** @jest-environment jsdom */
import { api, ApiFailure } from '@/lib/client/api';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { ChatSocket, fetchSocketUrl, socketUrl, type ChatSocketStatus, type SocketTransport } from './chat-socket';
import { SocketConnection } from './socket-connection';
import type { SocketHandlers } from './web-socket';

jest.mock('@/lib/client/api', () => ({ ...jest.requireActual('@/lib/client/api'), api: jest.fn() }));
const mockedApi = jest.mocked(api);

function setup(fetchUrl: () => Promise<string | undefined>) {
  const sockets: { url: string; handlers: SocketHandlers; sent: SocketFrame[] }[] = [];
  const transport: SocketTransport = (onEvent) => {
    const connection = new SocketConnection(onEvent, {
      createSocket: (url, handlers) => {
        const socket = { url, handlers, sent: [] as SocketFrame[] };
        sockets.push(socket);
        return { send: (data) => socket.sent.push(JSON.parse(data) as SocketFrame), close: () => undefined };
      },
    });
    return (command) => connection.handle(command);
  };
  const chat = new ChatSocket(transport, fetchUrl);
  const frames: SocketFrame[] = [];
  const statuses: ChatSocketStatus[] = [];
  chat.onFrame((frame) => frames.push(frame));
  chat.onStatus((status) => statuses.push(status));
  return { chat, sockets, frames, statuses };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ChatSocket', () => {
  it('connects with a fetched url and reports status and frames', async () => {
    const { chat, sockets, frames, statuses } = setup(async () => 'ws://localhost/websocket/7?token=t1');
    await chat.connect();
    sockets[0]!.handlers.open();
    sockets[0]!.handlers.message(JSON.stringify({ msgType: 'Biz', msgId: '1', dataType: 'SingleTalk', data: '{"content":"hi"}' }));
    chat.send({ msgType: 'Biz', msgId: '2', dataType: 'SingleTalk' });
    expect(sockets[0]!.url).toBe('ws://localhost/websocket/7?token=t1');
    expect(statuses).toEqual([{ state: 'open' }]);
    expect(frames.map((frame) => frame.msgId)).toEqual(['1']);
    expect(sockets[0]!.sent.map((frame) => frame.msgId)).toEqual(['2']);
  });

  it('tells a view that starts listening after the socket opened that it is open (client-side navigation between pages)', async () => {
    const { chat, sockets } = setup(async () => 'ws://localhost/websocket/7?token=t1');
    await chat.connect();
    sockets[0]!.handlers.open();
    const later: ChatSocketStatus[] = [];
    chat.onStatus((status) => later.push(status));
    expect(later).toEqual([]);
    await Promise.resolve();
    expect(later).toEqual([{ state: 'open' }]);
    // A listener gone before the news arrives hears nothing; a move (login, logout) is not a state to repeat.
    const gone: ChatSocketStatus[] = [];
    chat.onStatus((status) => gone.push(status))();
    chat.logout();
    await Promise.resolve();
    const afterLogout: ChatSocketStatus[] = [];
    chat.onStatus((status) => afterLogout.push(status));
    await Promise.resolve();
    expect(gone).toEqual([]);
    expect(afterLogout).toEqual([]);
  });

  it('acknowledges ack 0 frames and drops duplicates of finished messages', async () => {
    const { chat, sockets, frames } = setup(async () => 'ws://localhost/websocket/7?token=t1');
    await chat.connect();
    sockets[0]!.handlers.open();
    const reply = JSON.stringify({ msgType: 'Biz', msgId: '31', dataType: 'SingleTalk', ack: 0, data: '{"content":"hi","msgFinish":true}' });
    sockets[0]!.handlers.message(reply);
    sockets[0]!.handlers.message(reply);
    expect(frames).toHaveLength(1);
    expect(sockets[0]!.sent.map((frame) => [frame.dataType, frame.data])).toEqual([
      ['MsgAck', '{"msgIdList":["31"]}'],
      ['MsgAck', '{"msgIdList":["31"]}'],
    ]);
  });

  it('reports no auth when the user is not logged in', async () => {
    const { chat, statuses, sockets } = setup(async () => undefined);
    await chat.connect();
    expect(statuses).toEqual([{ state: 'error', code: -1, message: 'no auth' }]);
    expect(sockets).toHaveLength(0);
  });

  it('answers a reconnect with a fresh ticket url', async () => {
    const urls = ['ws://localhost/websocket/7?token=t1', 'ws://localhost/websocket/7?token=t2'];
    const { chat, sockets, statuses } = setup(async () => urls.shift());
    await chat.connect();
    sockets[0]!.handlers.open();
    sockets[0]!.handlers.close(1006, '');
    await jest.advanceTimersByTimeAsync(2000);
    expect(sockets.map((socket) => socket.url)).toEqual(['ws://localhost/websocket/7?token=t1', 'ws://localhost/websocket/7?token=t2']);
    expect(statuses).toEqual([{ state: 'open' }, { state: 'closed', code: 1006, reason: '' }]);
  });

  it('stops listening when a listener unsubscribes', async () => {
    const { chat, sockets } = setup(async () => 'ws://localhost/websocket/7?token=t1');
    const seen: SocketFrame[] = [];
    const stop = chat.onFrame((frame) => seen.push(frame));
    await chat.connect();
    stop();
    sockets[0]!.handlers.message('{"msgType":"Biz","msgId":"5"}');
    expect(seen).toHaveLength(0);
  });
});

describe('socket urls', () => {
  it('uses wss on secure pages and escapes the ticket', () => {
    expect(socketUrl({ protocol: 'https:', host: 'koko.app' }, 7, 'a+b')).toBe('wss://koko.app/websocket/7?token=a%2Bb');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' }, '7', 't')).toBe('ws://localhost:3000/websocket/7?token=t');
  });

  it('fetches a ticket for the page host, undefined when logged out, and fails on other errors', async () => {
    mockedApi.mockResolvedValueOnce({ ticket: 'tk', userId: 7 });
    await expect(fetchSocketUrl()).resolves.toBe('ws://localhost/websocket/7?token=tk');
    expect(mockedApi).toHaveBeenCalledWith('/user/socketTicket', { method: 'GET' });
    mockedApi.mockRejectedValueOnce(new ApiFailure(401, 'Login status is invalid, please log in again.'));
    await expect(fetchSocketUrl()).resolves.toBeUndefined();
    mockedApi.mockRejectedValueOnce(new ApiFailure(-1, 'Network error'));
    await expect(fetchSocketUrl()).rejects.toThrow('Network error');
  });
});

describe('chatSocket', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'SharedWorker'));

  it('runs the socket in a shared worker where the browser has one', async () => {
    const made: { url: URL; options: WorkerOptions }[] = [];
    const port = { onmessage: null, start: jest.fn(), postMessage: jest.fn() };
    Object.assign(globalThis, {
      SharedWorker: function SharedWorker(this: { port: typeof port }, url: URL, options: WorkerOptions) {
        made.push({ url, options });
        this.port = port;
      },
    });
    await jest.isolateModulesAsync(async () => {
      const { chatSocket } = await import('./chat-socket');
      expect(chatSocket()).toBe(chatSocket());
      chatSocket().disconnect();
    });
    expect(made).toHaveLength(1);
    expect(String(made[0]!.url)).toMatch(/workers\/chat-socket\.worker\.ts$/);
    expect(made[0]!.options).toEqual({ type: 'module', name: 'koko-chat-socket' });
    expect(port.postMessage).toHaveBeenCalledWith({ type: 'Close' });
  });

  it('falls back to a socket in the page without shared workers', async () => {
    const opened: string[] = [];
    const realWebSocket = globalThis.WebSocket;
    Object.assign(globalThis, {
      WebSocket: function WebSocket(url: string) {
        opened.push(url);
      },
    });
    mockedApi.mockResolvedValueOnce({ ticket: 'tk', userId: 7 });
    try {
      await jest.isolateModulesAsync(async () => {
        const { chatSocket } = await import('./chat-socket');
        await chatSocket().connect();
      });
    } finally {
      Object.assign(globalThis, { WebSocket: realWebSocket });
    }
    expect(opened).toEqual(['ws://localhost/websocket/7?token=tk']);
  });
});
