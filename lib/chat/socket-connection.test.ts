import { HEARTBEAT_INTERVAL_MS, SocketCode } from '@/lib/contracts/socket-codes';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { SocketConnection, URL_WAIT_MS } from './socket-connection';
import type { SocketEvent } from './socket-messages';
import type { SocketHandle, SocketHandlers } from './web-socket';

class FakeSocket implements SocketHandle {
  sent: SocketFrame[] = [];
  closed?: { code: number; reason: string };
  constructor(
    readonly url: string,
    private readonly handlers: SocketHandlers,
  ) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as SocketFrame);
  }
  close(code: number, reason: string) {
    this.closed = { code, reason };
  }
  serverOpen() {
    this.handlers.open();
  }
  serverSend(frame: SocketFrame) {
    this.handlers.message(JSON.stringify(frame));
  }
  serverClose(code: number, reason = '') {
    this.handlers.close(code, reason);
  }
}

const URL_A = 'wss://koko.test/websocket/7?token=a';
const URL_B = 'wss://koko.test/websocket/7?token=b';

function setup() {
  const sockets: FakeSocket[] = [];
  const events: SocketEvent[] = [];
  let ids = 0;
  const connection = new SocketConnection((event) => events.push(event), {
    createSocket: (url, handlers) => {
      const socket = new FakeSocket(url, handlers);
      sockets.push(socket);
      return socket;
    },
    createId: () => String(1000 + ++ids),
  });
  const socket = () => sockets.at(-1)!;
  const types = () => events.map((event) => event.type);
  const opened = (url = URL_A) => {
    connection.handle({ type: 'Init', url });
    socket().serverOpen();
    return socket();
  };
  return { connection, sockets, events, socket, types, opened };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SocketConnection', () => {
  it.each(['Init', 'Login'] as const)('reports no auth for %s without a url and opens nothing', (type) => {
    const { connection, sockets, events } = setup();
    connection.handle({ type });
    expect(events).toEqual([{ type: 'WebsocketError', code: SocketCode.Unlogin, message: 'no auth' }]);
    expect(sockets).toHaveLength(0);
  });

  it('opens the url, reports open and forwards business frames but not heartbeats', () => {
    const { opened, events, sockets, connection } = setup();
    const socket = opened();
    expect(socket.url).toBe(URL_A);
    socket.serverSend({ msgType: 'HeartBeat', msgId: '1', ack: 1 });
    socket.serverSend({ msgType: 'Biz', msgId: '55', dataType: 'SingleTalk', data: '{"content":"hi"}' });
    expect(events).toEqual([{ type: 'WebsocketOpen' }, { type: 'WebsocketMessage', frame: expect.objectContaining({ msgId: '55' }) }]);
    connection.handle({ type: 'Init', url: URL_B });
    expect(sockets).toHaveLength(1);
  });

  it('sends a heartbeat every 30 s and closes when the previous one went unanswered', () => {
    const { opened, events } = setup();
    const socket = opened();
    jest.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(socket.sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    const beat = socket.sent[0]!;
    expect(beat).toMatchObject({ msgType: 'HeartBeat', msgId: expect.stringMatching(/^\d+$/) });
    socket.serverSend({ msgType: 'HeartBeat', msgId: beat.msgId, ack: 1, code: 0 });
    jest.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(socket.sent).toHaveLength(2);
    expect(socket.closed).toBeUndefined();
    jest.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(socket.closed).toBeDefined();
    expect(events.at(-1)).toEqual({ type: 'WebsocketClose', code: 1006, reason: 'heartbeat timeout' });
  });

  it('reconnects after 2, 4, 6, 8, 8 s, each time asking for a fresh url', () => {
    const { opened, socket, sockets, connection, types } = setup();
    opened().serverClose(1006);
    for (const seconds of [2, 4, 6, 8, 8]) {
      jest.advanceTimersByTime(seconds * 1000 - 1);
      expect(types().at(-1)).toBe('WebsocketClose');
      jest.advanceTimersByTime(1);
      expect(types().at(-1)).toBe('NeedUrl');
      connection.handle({ type: 'Login', url: `${URL_B}${seconds}` });
      expect(socket().url).toBe(`${URL_B}${seconds}`);
      socket().serverClose(1006);
    }
    expect(sockets).toHaveLength(6);
    expect(types()).not.toContain('Login');
  });

  it('starts counting again after a successful open', () => {
    const { opened, socket, connection, types } = setup();
    opened().serverClose(1006);
    jest.advanceTimersByTime(2000);
    connection.handle({ type: 'Login', url: URL_B });
    socket().serverOpen();
    socket().serverClose(1006);
    jest.advanceTimersByTime(2000);
    expect(types().at(-1)).toBe('NeedUrl');
  });

  it('tries again when no url comes, and takes only the first of several answers', () => {
    const { opened, connection, sockets, types } = setup();
    opened().serverClose(1006);
    jest.advanceTimersByTime(2000 + URL_WAIT_MS + 4000);
    expect(types().filter((type) => type === 'NeedUrl')).toHaveLength(2);
    connection.handle({ type: 'Login', url: URL_B });
    connection.handle({ type: 'Login', url: `${URL_B}2` });
    expect(sockets).toHaveLength(2);
  });

  it.each([
    ['an unlogin answer', SocketCode.Unlogin, 1000],
    ['a kick-out', SocketCode.KickOut, 4611],
    ['an invalid login', SocketCode.LoginInvalid, 4401],
  ])('does not reconnect after %s', (_label, code, closeCode) => {
    const { opened, events, types } = setup();
    const socket = opened();
    socket.serverSend({ msgType: 'Biz', code, data: JSON.stringify({ message: 'bye' }) });
    expect(events).toContainEqual({ type: 'WebsocketError', code, message: 'bye' });
    socket.serverClose(closeCode);
    jest.advanceTimersByTime(60_000);
    expect(types()).not.toContain('NeedUrl');
  });

  it.each([4611, 4401])('does not reconnect after close code %i', (code) => {
    const { opened, types } = setup();
    opened().serverClose(code);
    jest.advanceTimersByTime(60_000);
    expect(types()).not.toContain('NeedUrl');
  });

  it.each(['Logout', 'Close'] as const)('closes for good on %s', (type) => {
    const { opened, connection, events, types } = setup();
    const socket = opened();
    connection.handle({ type });
    expect(socket.closed).toBeDefined();
    expect(events).toContainEqual({ type: 'WebsocketClose', code: 1000, reason: 'closed' });
    expect(types().includes('Logout')).toBe(type === 'Logout');
    jest.advanceTimersByTime(60_000);
    expect(types()).not.toContain('NeedUrl');
  });

  it('acknowledges frames sent with ack 0 and drops redelivered finished messages', () => {
    const { opened, types } = setup();
    const socket = opened();
    const reply = (data: object) => ({ msgType: 'Biz' as const, msgId: '900', dataType: 'SingleTalk', ack: 0, data: JSON.stringify(data) });
    socket.serverSend(reply({ content: 'He', pending: true }));
    socket.serverSend(reply({ content: 'Hello', pending: true }));
    socket.serverSend(reply({ content: 'Hello!', msgFinish: true }));
    socket.serverSend(reply({ content: 'Hello!', msgFinish: true }));
    expect(types().filter((type) => type === 'WebsocketMessage')).toHaveLength(3);
    expect(socket.sent).toHaveLength(4);
    expect(socket.sent[0]).toMatchObject({ msgType: 'Biz', dataType: 'MsgAck', msgId: expect.stringMatching(/^\d+$/) });
    expect(JSON.parse(socket.sent[0]!.data!)).toEqual({ msgIdList: ['900'] });
    socket.serverSend({ msgType: 'Biz', dataType: 'MsgAck', ack: 0, data: JSON.stringify({ msgIdList: ['1'] }) });
    expect(socket.sent).toHaveLength(4);
  });

  it('keeps frames sent while reconnecting until the socket is open again', () => {
    const { opened, connection, socket } = setup();
    opened().serverClose(1006);
    connection.handle({ type: 'WebsocketSend', frame: { msgType: 'Biz', msgId: '77', dataType: 'SingleTalk' } });
    jest.advanceTimersByTime(2000);
    connection.handle({ type: 'Login', url: URL_B });
    expect(socket().sent).toHaveLength(0);
    socket().serverOpen();
    expect(socket().sent).toEqual([expect.objectContaining({ msgId: '77' })]);
  });

  it('moves to another user on Login and tells every page', () => {
    const { opened, connection, sockets, types } = setup();
    const first = opened();
    connection.handle({ type: 'Login', url: 'wss://koko.test/websocket/8?token=c' });
    expect(first.closed).toBeDefined();
    expect(sockets).toHaveLength(2);
    expect(types()).toContain('Login');
  });
});
