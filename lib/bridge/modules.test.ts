/** @jest-environment jsdom */
import { systemTimers } from '@/lib/chat/timers';
import { BodyPart } from '@/lib/contracts/chat-codes';
import { appUserAgentToken } from './app-version';
import { DOWNLOAD_NOT_SUPPORTED, FILE_DOWNLOAD_TIMEOUT_MS } from './common';
import { EventKitCode } from './event-kit';
import { installFakeNative, type FakeNativeOptions } from '@/lib/test/fake-native';
import { createBridge, type BridgeOptions, type KokoBridge } from './index';
import { VIBRATION_THROTTLE_MS } from './interaction';
import { NativeLoginCode } from './login';
import { INTERACTIVE_CALL_TIMEOUT_MS } from './module-call';
import { PERMISSION_NAMES } from './permission';
import type { BridgeWindow } from './window-contract';

const page = () => window as BridgeWindow;
const appUa = (version = '1.5.0', platform: 'ios' | 'android' = 'ios') => `Mozilla/5.0 (iPhone) ${appUserAgentToken(version, platform)}`;

let bridge: KokoBridge | undefined;
function inApp(options: FakeNativeOptions = {}, bridgeOptions: BridgeOptions = {}) {
  const native = installFakeNative(page(), options);
  bridge = createBridge({ win: page(), userAgent: appUa(), ...bridgeOptions });
  return { native, bridge };
}

afterEach(() => {
  bridge?.dispose();
  bridge = undefined;
  delete page().kokoBridge;
});

/** Every method of every module with arguments; the expected result outside the app. */
function everyCall(b: KokoBridge): [string, () => Promise<unknown>, unknown][] {
  const event = { title: 'Concert', startTime: 1, endTime: 2 };
  return [
    ['Common.mounted', () => b.common.mounted(), undefined],
    ['Common.cleanCache', () => b.common.cleanCache(), undefined],
    ['Common.canIUse', () => b.common.canIUse('Unity.resumeUnity'), false],
    ['Common.getDeviceInfo', () => b.common.getDeviceInfo(), {}],
    ['Common.getAppData', () => b.common.getAppData(), {}],
    ['Common.share', () => b.common.share({ type: 'link', title: 'Mia', url: 'https://koko.test/r/1' }), false],
    ['Common.recordingScreen', () => b.common.recordingScreen('start'), undefined],
    ['Common.downloadFile', () => b.common.downloadFile({ url: 'https://koko.test/a.glb' }), DOWNLOAD_NOT_SUPPORTED],
    ['Permission.check', () => b.permission.check('cameraPermission'), { name: 'cameraPermission', isOpen: false }],
    ['Permission.change', () => b.permission.change({ name: 'pushPermission', isOpen: true, needDialog: true }), { name: 'pushPermission', isOpen: false }],
    ['EventKit.saveCalendarEvent', () => b.eventKit.saveCalendarEvent(event), { code: EventKitCode.Error }],
    ['EventKit.queryCalendarEvents', () => b.eventKit.queryCalendarEvents({ startTime: 1, endTime: 2 }), { code: EventKitCode.Error, events: [] }],
    ['Router.navigateTo', () => b.router.navigateTo({ url: 'https://koko.test/x' }), undefined],
    ['Router.jumpMiniProgram', () => b.router.jumpMiniProgram({ id: 'gh_1' }), undefined],
    ['Router.jumpScheme', () => b.router.jumpScheme('koko://chat'), false],
    ['Login.quickLogin', () => b.login.quickLogin(), { code: NativeLoginCode.NOT_SUPPORT }],
    ['Login.login', () => b.login.login('google'), { code: NativeLoginCode.NOT_SUPPORT }],
    ['Unity.sendToUnity', () => b.unity.sendToUnity({ cmd: 'setEmotion', data: { emotion: 1 } }), undefined],
    ['Unity.setUnityArea', () => b.unity.setUnityArea({ active: true }), undefined],
    ['Unity.resumeUnity', () => b.unity.resumeUnity(true), undefined],
    ['Interaction.vibrate', () => b.interaction.vibrate(), false],
    ['SpeechRecognizer.start', () => b.speechRecognizer.start({ lang: 'en-US' }), undefined],
    ['SpeechRecognizer.stop', () => b.speechRecognizer.stop(), undefined],
  ];
}

describe('bridge modules outside the app', () => {
  it.each([
    ['a browser page', () => createBridge({ win: page(), userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126' })],
    ['server rendering', () => createBridge()],
  ])('resolve every call to its empty or default result on %s', async (_, make) => {
    bridge = make();
    for (const [name, call, expected] of everyCall(bridge)) await expect([name, await call()]).toEqual([name, expected]);
  });

  it('rejects appPushToken', async () => {
    bridge = createBridge({ win: page(), userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126' });
    await expect(bridge.common.appPushToken()).rejects.toMatchObject({ name: 'BridgeError', kind: 'unavailable' });
  });

  it('answers file download with -1 not supported', async () => {
    bridge = createBridge({ win: page() });
    await expect(bridge.common.downloadFile({ url: 'https://koko.test/a.bundle' })).resolves.toEqual({ code: -1, message: 'not supported' });
  });
});

describe('bridge modules inside the app', () => {
  it('sends every call to the native object under its module and method', async () => {
    const { native, bridge: b } = inApp();
    for (const [, call] of everyCall(b)) await call();
    const expected = everyCall(b).map(([name]) => name);
    expect(native.calls.map((c) => `${c.module}.${c.method}`)).toEqual(expected);
  });

  it('passes the arguments of the seed: share kind, permission name/isOpen/needDialog, unity cmd/data, touch area top 100', async () => {
    const { native, bridge: b } = inApp();
    await b.common.share({ type: 'video', title: 'My dance', url: 'https://koko.test/p/9' });
    await b.permission.change({ name: 'recordAudioPermission', isOpen: true, needDialog: false });
    await b.unity.sendToUnity({ cmd: 'loadModel', data: { url: 'https://koko.test/m.glb' } });
    await b.unity.setUnityArea({ active: false });
    await b.unity.resumeUnity(false);
    expect(native.calls.map((c) => c.args)).toEqual([
      { type: 'video', title: 'My dance', url: 'https://koko.test/p/9' },
      { name: 'recordAudioPermission', isOpen: true, needDialog: false },
      { cmd: 'loadModel', data: { url: 'https://koko.test/m.glb' } },
      { top: 100, active: false },
      { start: false },
    ]);
  });

  it('parses JSON-string results into typed values', async () => {
    const { bridge: b } = inApp({
      jsonStrings: true,
      handlers: {
        'Login.login': ({ source }) => ({ code: NativeLoginCode.SUCCESS, source, token: 'id-token' }),
        'Permission.check': ({ name }) => ({ name, isOpen: true }),
        'EventKit.queryCalendarEvents': () => ({ code: EventKitCode.NotAuthorized, events: [] }),
        'Common.downloadFile': () => ({ code: 0, localPath: '/data/koko/a.glb' }),
        'Common.appPushToken': () => 'apns-token',
      },
    });
    await expect(b.login.login('apple')).resolves.toEqual({ code: 0, source: 'apple', token: 'id-token' });
    await expect(b.permission.check('speechRecognizer')).resolves.toEqual({ name: 'speechRecognizer', isOpen: true });
    await expect(b.eventKit.queryCalendarEvents({ startTime: 0, endTime: 1 })).resolves.toEqual({ code: 1, events: [] });
    await expect(b.common.downloadFile({ url: 'https://koko.test/a.glb' })).resolves.toEqual({ code: 0, localPath: '/data/koko/a.glb' });
    await expect(b.common.appPushToken()).resolves.toBe('apns-token');
  });

  it('gives calls that wait on the person a longer timeout, and downloads the seed 100 s', async () => {
    jest.useFakeTimers();
    try {
      const { bridge: b } = inApp({ silent: ['Login.quickLogin', 'Common.downloadFile'] });
      const login = b.login.quickLogin();
      const download = b.common.downloadFile({ url: 'https://koko.test/a.glb' });
      const failures: string[] = [];
      login.catch(() => failures.push('login'));
      download.catch(() => failures.push('download'));
      jest.advanceTimersByTime(FILE_DOWNLOAD_TIMEOUT_MS);
      await Promise.resolve();
      await Promise.resolve();
      expect(failures).toEqual(['download']);
      jest.advanceTimersByTime(INTERACTIVE_CALL_TIMEOUT_MS - FILE_DOWNLOAD_TIMEOUT_MS);
      await expect(login).rejects.toMatchObject({ kind: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers an app too old for a method with the default, without asking it', async () => {
    const { native, bridge: b } = inApp({}, { userAgent: appUa('0.9.5') });
    await expect(b.common.downloadFile({ url: 'https://koko.test/a.glb' })).resolves.toEqual(DOWNLOAD_NOT_SUPPORTED);
    await expect(b.permission.check('filePermission')).resolves.toEqual({ name: 'filePermission', isOpen: false });
    await expect(b.eventKit.saveCalendarEvent({ title: 'x', startTime: 1, endTime: 2 })).resolves.toEqual({ code: EventKitCode.Error });
    await b.speechRecognizer.start();
    await b.unity.resumeUnity(true);
    expect(native.calls).toEqual([]);
  });

  it('vibrates with amplitude 60 for 50 ms by default, at most once per 300 ms', async () => {
    let now = 1_000;
    const { native, bridge: b } = inApp({}, { timers: { ...systemTimers, now: () => now } });
    await expect(b.interaction.vibrate()).resolves.toBe(true);
    now += VIBRATION_THROTTLE_MS - 1;
    await expect(b.interaction.vibrate()).resolves.toBe(false);
    now += 1;
    await expect(b.interaction.vibrate({ amplitude: 255 })).resolves.toBe(true);
    expect(native.callsOf('Interaction.vibrate').map((c) => c.args)).toEqual([
      { amplitude: 60, duration: 50 },
      { amplitude: 255, duration: 50 },
    ]);
  });

  it('turns native events into typed listener calls', () => {
    const { native, bridge: b } = inApp();
    const heard: unknown[] = [];
    b.interaction.onLifecycle((state) => heard.push(['lifecycle', state]));
    b.touch.onBodyPartTouch((part) => heard.push(['touch', part]));
    b.speechRecognizer.onEvent((event) => heard.push(['speech', event]));
    b.unity.onMessage((message) => heard.push(['unity', message]));
    native.emit('lifecycle', '{"state":"background"}');
    native.emit('lifecycle', { state: 'asleep' });
    native.emit('touch', { part: BodyPart.head });
    native.emit('touch', '{"part":"16"}');
    native.emit('touch', { part: 99 });
    native.emit('speechRecognizer', '{"type":"result","text":"hello","isFinal":false}');
    native.emit('speechRecognizer', { type: 'result', text: 'hello there', isFinal: true });
    native.emit('speechRecognizer', { type: 'error', message: 'no microphone' });
    native.emit('speechRecognizer', { type: 'end' });
    native.emit('unity', { cmd: 'loadResult', data: '{"target":"model","code":-4}' });
    expect(heard).toEqual([
      ['lifecycle', 'background'],
      ['touch', 11],
      ['touch', 16],
      ['speech', { type: 'result', text: 'hello', isFinal: false }],
      ['speech', { type: 'result', text: 'hello there', isFinal: true }],
      ['speech', { type: 'error', message: 'no microphone' }],
      ['speech', { type: 'end' }],
      ['unity', { cmd: 'loadResult', data: { target: 'model', code: -4 } }],
    ]);
  });

  it('names the seven native permissions of seed §6', () => {
    expect(PERMISSION_NAMES).toEqual([
      'privacyPermission',
      'filePermission',
      'cameraPermission',
      'pushPermission',
      'calendarEventPermission',
      'recordAudioPermission',
      'speechRecognizer',
    ]);
  });
});
