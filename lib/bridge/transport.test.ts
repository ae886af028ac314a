/** @jest-environment jsdom */
import { installFakeNative } from '@/lib/test/fake-native';
import { BRIDGE_CALL_TIMEOUT_MS, BridgeError, createWindowTransport } from './transport';
import type { BridgeWindow } from './window-contract';

const page = () => window as BridgeWindow;

afterEach(() => {
  delete page().kokoBridge;
  delete page().kokoBridgeCallback;
  delete page().kokoBridgeEvent;
  jest.useRealTimers();
});

describe('window transport', () => {
  it('round-trips a call: module, method and JSON args out, the answer back', async () => {
    const native = installFakeNative(page(), { handlers: { 'Common.getDeviceInfo': (args) => ({ model: 'Pixel 8', echo: args }) } });
    const transport = createWindowTransport(page());
    expect(transport.available).toBe(true);
    await expect(transport.call('Common', 'getDeviceInfo', { detail: true })).resolves.toEqual({ model: 'Pixel 8', echo: { detail: true } });
    await transport.call('Common', 'mounted');
    expect(native.calls.map(({ module, method, args }) => ({ module, method, args }))).toEqual([
      { module: 'Common', method: 'getDeviceInfo', args: { detail: true } },
      { module: 'Common', method: 'mounted', args: {} },
    ]);
    transport.dispose();
  });

  it('parses results that arrive as JSON strings, and keeps plain strings', async () => {
    const native = installFakeNative(page(), {
      jsonStrings: true,
      silent: ['Common.appPushToken'],
      handlers: { 'Common.getAppData': () => ({ theme: 'dark', count: 3 }), 'Common.canIUse': () => true },
    });
    const transport = createWindowTransport(page());
    await expect(transport.call('Common', 'getAppData')).resolves.toEqual({ theme: 'dark', count: 3 });
    await expect(transport.call('Common', 'canIUse', { api: 'Unity.resumeUnity' })).resolves.toBe(true);
    const token = transport.call('Common', 'appPushToken');
    page().kokoBridgeCallback!(native.calls.at(-1)!.callbackId, 'fcm:abc-123');
    await expect(token).resolves.toBe('fcm:abc-123');
    transport.dispose();
  });

  it('never reuses a callback id, across many calls and across transports on one window', async () => {
    const native = installFakeNative(page(), { silent: ['Common.getAppData'] });
    const first = createWindowTransport(page());
    const second = createWindowTransport(page());
    const results = Array.from({ length: 50 }, (_, i) => (i % 2 ? first : second).call('Common', 'getAppData', { i }));
    const ids = native.calls.map((call) => call.callbackId);
    expect(new Set(ids).size).toBe(50);
    // Answer in reverse order: each call still gets its own result.
    [...native.calls].reverse().forEach((call) => native.answer(call.callbackId, { i: call.args.i }));
    await expect(Promise.all(results)).resolves.toEqual(Array.from({ length: 50 }, (_, i) => ({ i })));
    second.dispose();
    first.dispose();
  });

  it('fails a call that gets no answer with a clear timeout error, and ignores a late answer', async () => {
    jest.useFakeTimers();
    const native = installFakeNative(page(), { silent: ['Common.getDeviceInfo'] });
    const transport = createWindowTransport(page());
    const call = transport.call('Common', 'getDeviceInfo');
    jest.advanceTimersByTime(BRIDGE_CALL_TIMEOUT_MS);
    await expect(call).rejects.toThrow(new BridgeError('timeout', `Bridge call Common.getDeviceInfo got no answer within ${BRIDGE_CALL_TIMEOUT_MS} ms`));
    expect(() => native.answer(native.calls[0]!.callbackId, {})).not.toThrow();
    transport.dispose();
  });

  it('takes a per-call timeout', async () => {
    jest.useFakeTimers();
    installFakeNative(page(), { silent: ['Login.quickLogin'] });
    const transport = createWindowTransport(page());
    const call = transport.call('Login', 'quickLogin', {}, { timeoutMs: 60_000 });
    jest.advanceTimersByTime(BRIDGE_CALL_TIMEOUT_MS);
    const settled = jest.fn();
    call.catch(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50_000);
    await expect(call).rejects.toMatchObject({ kind: 'timeout' });
    transport.dispose();
  });

  it('rejects with the native error message, and when the native call throws', async () => {
    installFakeNative(page(), {
      handlers: {
        'EventKit.saveCalendarEvent': () => {
          throw new Error('calendar unavailable');
        },
      },
    });
    const transport = createWindowTransport(page());
    await expect(transport.call('EventKit', 'saveCalendarEvent')).rejects.toMatchObject({ kind: 'native', message: 'calendar unavailable' });
    page().kokoBridge = {
      call() {
        throw new Error('no such method');
      },
    };
    await expect(transport.call('Touch', 'missing')).rejects.toMatchObject({ kind: 'native', message: 'Bridge call Touch.missing failed: no such method' });
    transport.dispose();
  });

  it('delivers native events parsed, until unsubscribed', () => {
    const native = installFakeNative(page());
    const transport = createWindowTransport(page());
    const heard: unknown[] = [];
    const stop = transport.on('lifecycle', (payload) => heard.push(payload));
    native.emit('lifecycle', '{"state":"background"}');
    native.emit('lifecycle', { state: 'foreground' });
    stop();
    native.emit('lifecycle', { state: 'background' });
    expect(heard).toEqual([{ state: 'background' }, { state: 'foreground' }]);
    transport.dispose();
  });

  it('is unavailable outside the app: calls reject, nothing is thrown', async () => {
    const transport = createWindowTransport(page());
    expect(transport.available).toBe(false);
    await expect(transport.call('Common', 'appPushToken')).rejects.toMatchObject({ kind: 'unavailable' });
    const serverSide = createWindowTransport(undefined);
    expect(serverSide.available).toBe(false);
    expect(serverSide.on('touch', () => {})).toEqual(expect.any(Function));
    await expect(serverSide.call('Common', 'mounted')).rejects.toBeInstanceOf(BridgeError);
    transport.dispose();
  });

  it('on dispose rejects what is still waiting and gives the globals back', async () => {
    installFakeNative(page(), { silent: ['Common.getAppData'] });
    const before = createWindowTransport(page());
    const callbackBefore = page().kokoBridgeCallback;
    const transport = createWindowTransport(page());
    const call = transport.call('Common', 'getAppData');
    transport.dispose();
    await expect(call).rejects.toMatchObject({ kind: 'unavailable' });
    expect(page().kokoBridgeCallback).toBe(callbackBefore);
    before.dispose();
    expect(page().kokoBridgeCallback).toBeUndefined();
  });
});
