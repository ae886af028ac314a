import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import WebSocket from 'ws';
import { MsgType, SocketCode, type SocketFrame } from '@/lib/contracts/socket-frame';
import { createLogger } from '@/server/log';
import { createRealtimeHub, type RealtimeHub } from './hub';

const USER = { userId: 42, sessionId: 1, source: 'google', isVisitor: false };
const frame = (n: number): SocketFrame => ({ msgType: MsgType.Biz, msgId: String(n), dataType: 'SingleTalk', data: JSON.stringify({ content: `frame ${n}` }), ack: 1, code: SocketCode.Ok });

describe('the realtime hub writing frames', () => {
  let server: http.Server;
  let hub: RealtimeHub;
  /** Writes the server made on the user's connection, each a system call: one per _write or _writev. */
  let writes = 0;
  let client: WebSocket;
  const received: SocketFrame[] = [];

  beforeAll(async () => {
    hub = createRealtimeHub({ authenticate: async (token) => (token === 'good' ? USER : undefined), log: createLogger('error') });
    server = http.createServer();
    server.on('upgrade', (req, socket: Socket, head) => {
      const write = socket._write.bind(socket);
      const writev = socket._writev!.bind(socket);
      socket._write = (...args) => (writes++, write(...args));
      socket._writev = (...args) => (writes++, writev(...args));
      void hub.handleUpgrade(req, socket, head);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = new WebSocket(`ws://127.0.0.1:${port}/websocket/${USER.userId}?token=good`, { headers: { origin: `http://127.0.0.1:${port}` } });
    client.on('message', (raw) => received.push(JSON.parse(raw.toString()) as SocketFrame));
    await new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
    // Wait until the hub holds the socket (attach runs after the handshake's response is written).
    while (hub.socketsOf(USER.userId).length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  });
  afterAll(async () => {
    client.close();
    await hub.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const arrived = async (count: number) => {
    while (received.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    return received.splice(0, count);
  };

  it('sends the frames of one tick in one write, in order', async () => {
    writes = 0;
    hub.deliverJson(USER.userId, JSON.stringify(frame(1)));
    await Promise.resolve();
    hub.deliverJson(USER.userId, JSON.stringify(frame(2)));
    hub.deliverJson(USER.userId, JSON.stringify(frame(3)));
    expect((await arrived(3)).map((f) => f.msgId)).toEqual(['1', '2', '3']);
    expect(writes).toBe(1);
  });

  it('sends the frames of later ticks in writes of their own', async () => {
    writes = 0;
    hub.deliverJson(USER.userId, JSON.stringify(frame(4)));
    await new Promise((resolve) => setImmediate(resolve));
    hub.deliverJson(USER.userId, JSON.stringify(frame(5)));
    expect((await arrived(2)).map((f) => f.msgId)).toEqual(['4', '5']);
    expect(writes).toBe(2);
  });

  it('sends a frame as it was made, stamped with the time it left (its own stamp, if it has one, kept)', async () => {
    const before = Date.now();
    hub.deliverJson(USER.userId, JSON.stringify(frame(6)));
    hub.deliverJson(USER.userId, JSON.stringify({ ...frame(7), sendTimestamp: 1 }));
    const [sixth, seventh] = await arrived(2);
    expect(sixth).toEqual({ ...frame(6), sendTimestamp: expect.any(Number) });
    expect(sixth!.sendTimestamp).toBeGreaterThanOrEqual(before);
    expect(seventh!.sendTimestamp).toBe(1);
  });
});

describe('the realtime hub while the server stops', () => {
  let server: http.Server;
  let hub: RealtimeHub;
  let client: WebSocket;
  const received: SocketFrame[] = [];
  /** Frames handed to the chat, each with the means to finish it. */
  const handled: { frame: SocketFrame; finish(): void }[] = [];

  beforeAll(async () => {
    hub = createRealtimeHub({
      authenticate: async (token) => (token === 'good' ? USER : undefined),
      log: createLogger('error'),
      frames: {
        handle: (_user, frame) => new Promise<void>((resolve) => handled.push({ frame, finish: resolve })),
        pending: async () => [],
        left: () => undefined,
      },
    });
    server = http.createServer();
    server.on('upgrade', (req, socket: Socket, head) => void hub.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = new WebSocket(`ws://127.0.0.1:${port}/websocket/${USER.userId}?token=good`, { headers: { origin: `http://127.0.0.1:${port}` } });
    client.on('message', (raw) => received.push(JSON.parse(raw.toString()) as SocketFrame));
    await new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
    while (hub.socketsOf(USER.userId).length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  });
  afterAll(async () => {
    client.close();
    await hub.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('turns new chat messages away with 503, goes on with the other frames, and settles once the frames taken are done', async () => {
    client.send(JSON.stringify(frame(1)));
    await until(() => handled.length === 1);
    hub.stopTaking();
    client.send(JSON.stringify(frame(2)));
    client.send(JSON.stringify({ msgType: MsgType.Biz, msgId: '3', dataType: 'GetHistory', data: '{}' }));
    await until(() => received.length === 1 && handled.length === 2);
    expect(received[0]).toMatchObject({ msgId: '2', dataType: 'SingleTalk', code: SocketCode.ServerRestarting });
    expect(handled.map((h) => h.frame.msgId)).toEqual(['1', '3']);

    let settled = false;
    const settling = hub.settled().then(() => (settled = true));
    handled[1]!.finish();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false); // the chat message taken before the stop is still being answered
    handled[0]!.finish();
    await settling;
  });
});

describe('the realtime hub and a reader that stopped reading', () => {
  const LIMIT = 256 * 1024;
  let server: http.Server;
  let hub: RealtimeHub;
  let client: WebSocket;
  let serverSocket: Socket;

  beforeAll(async () => {
    hub = createRealtimeHub({ authenticate: async (token) => (token === 'good' ? USER : undefined), log: createLogger('silent'), sendBufferLimitBytes: LIMIT });
    server = http.createServer();
    server.on('upgrade', (req, socket: Socket, head) => {
      serverSocket = socket;
      void hub.handleUpgrade(req, socket, head);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = new WebSocket(`ws://127.0.0.1:${port}/websocket/${USER.userId}?token=good`, { headers: { origin: `http://127.0.0.1:${port}` } });
    await new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
    while (hub.socketsOf(USER.userId).length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  });
  afterAll(async () => {
    client.terminate();
    await hub.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('drops the socket once its unsent frames pass the limit, so the server holds a bounded amount for it', async () => {
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    // The client stops reading: what the server writes piles up in the kernel's buffers, then in the server's.
    (client as unknown as { _socket: Socket })._socket.pause();
    const big = JSON.stringify({ ...frame(1), data: 'x'.repeat(32 * 1024) });
    let mostHeld = 0;
    for (let i = 0; i < 2000 && hub.socketsOf(USER.userId).length > 0; i++) {
      hub.deliverJson(USER.userId, big);
      mostHeld = Math.max(mostHeld, serverSocket.writableLength);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub.socketsOf(USER.userId)).toHaveLength(0);
    // At most the limit and the one frame that went over it.
    expect(mostHeld).toBeLessThanOrEqual(LIMIT + big.length + 64);
    (client as unknown as { _socket: Socket })._socket.resume();
    await closed;
  });
});
