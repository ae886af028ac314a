/** @jest-environment jsdom */
import { emotionCode, MotionType, type Timeline } from '@/lib/contracts/chat-codes';
import { appUserAgentToken } from './app-version';
import { ENGINE_MESSAGES, EngineCode, XR_MESSAGES, type EngineNotice } from './engine-codes';
import { CameraShot, RenderLevel } from './engine-commands';
import { createEngineController } from './engine-controller';
import { installFakeNative, type FakeNativeOptions } from '@/lib/test/fake-native';
import { createBridge, type KokoBridge } from './index';
import { ENGINE_PAUSE_DELAY_MS, ENGINE_SCREENSHOT_TIMEOUT_MS } from './native-engine';
import { BLANK_IMAGE, RecordingWebEngine } from './web-engine';
import type { BridgeWindow } from './window-contract';

const page = () => window as BridgeWindow;
const MODEL = 'https://koko.test/assets/mia.glb';
const SKYBOX = 'https://koko.test/assets/beach.jpg';

let bridge: KokoBridge | undefined;
afterEach(() => {
  bridge?.dispose();
  bridge = undefined;
  delete page().kokoBridge;
  jest.useRealTimers();
});

function nativeEngine(version = '1.4.42', options: FakeNativeOptions = {}) {
  const native = installFakeNative(page(), options);
  bridge = createBridge({ win: page(), userAgent: `Mozilla/5.0 (Linux; Android 14) ${appUserAgentToken(version, 'android')}` });
  const web = new RecordingWebEngine();
  const engine = createEngineController({ ...bridge, web });
  const notices: EngineNotice[] = [];
  engine.onNotice((notice) => notices.push(notice));
  return {
    native,
    engine,
    web,
    notices,
    /** What reached the engine, in order. */
    sent: () => native.callsOf('Unity.sendToUnity').map((call) => call.args),
    resumes: () => native.callsOf('Unity.resumeUnity').map((call) => call.args.start),
    engineSays: (cmd: string, data?: unknown) => native.emit('unity', { cmd, data }),
  };
}

describe('engine controller in the native wrapper', () => {
  it('sends nothing before the main scene has loaded, then everything in order', () => {
    const { engine, sent, engineSays } = nativeEngine();
    expect(engine.loadModel(MODEL)).toEqual({ code: 0 });
    expect(engine.setEmotion(emotionCode('joy'))).toEqual({ code: 0 });
    expect(engine.playMotion(MotionType.idle)).toEqual({ code: 0 });
    expect(engine.speak('https://koko.test/a.wav', [{ time: 0, viseme: 'aa' }])).toEqual({ code: 0 });
    expect(sent()).toEqual([]);
    expect(engine.state).toEqual({ native: true, mainSceneLoaded: false, queued: 4, paused: false });

    engineSays('mainSceneLoaded');
    expect(sent()).toEqual([
      { cmd: 'loadModel', data: { url: MODEL } },
      { cmd: 'setEmotion', data: { emotion: 1 } },
      { cmd: 'playMotion', data: { motionType: 10 } },
      { cmd: 'speak', data: { audioUrl: 'https://koko.test/a.wav', visemes: [{ time: 0, viseme: 'aa' }] } },
    ]);
    expect(engine.state.queued).toBe(0);

    engine.setCamera(CameraShot.Specific);
    expect(sent().at(-1)).toEqual({ cmd: 'setCamera', data: { shot: 3 } });
  });

  it('acts the cues out in the web scene too (it draws the procedural characters), and sets its render level, but loads nothing there', () => {
    const { engine, web, sent, engineSays } = nativeEngine();
    engine.loadModel(MODEL);
    engine.setEmotion(emotionCode('joy'));
    engine.playMotion(MotionType.talk);
    engine.setCamera(CameraShot.Specific);
    engine.setRenderLevel(RenderLevel.low);
    // The web scene acts at once; the engine still waits for its main scene.
    expect(web.calls.map((call) => call.method)).toEqual(['setEmotion', 'playMotion', 'setCamera', 'setRenderLevel']);
    expect(sent()).toEqual([]);
    engineSays('mainSceneLoaded');
    expect(sent().map((command) => command.cmd)).toEqual(['loadModel', 'setEmotion', 'playMotion', 'setCamera', 'setRenderLevel']);
  });

  it('still acts in the web scene when the app is too old for the engine', () => {
    const { engine, web, sent } = nativeEngine('0.9.0');
    expect(engine.setEmotion(emotionCode('joy')).code).toBe(EngineCode.AppVersionTooLow);
    expect(engine.setRenderLevel(RenderLevel.high).code).toBe(EngineCode.AppVersionTooLow);
    expect(web.state).toMatchObject({ emotion: 1, renderLevel: 3 });
    expect(sent()).toEqual([]);
  });

  it('reads the engine message when it arrives as a JSON string', () => {
    const { engine, native, sent } = nativeEngine();
    engine.setEmotion(emotionCode('surprise'));
    native.emit('unity', '{"cmd":"mainSceneLoaded","data":"{}"}');
    expect(sent()).toEqual([{ cmd: 'setEmotion', data: { emotion: 17 } }]);
  });

  it('answers a load with neither url nor localPath with -3, sending nothing', () => {
    const { engine, sent, engineSays } = nativeEngine();
    engineSays('mainSceneLoaded');
    const paramError = { code: EngineCode.ParamError, message: ENGINE_MESSAGES[EngineCode.ParamError] };
    expect(engine.loadModel({})).toEqual(paramError);
    expect(engine.loadModel('   ')).toEqual(paramError);
    expect(engine.loadSkybox({ url: '', localPath: '' })).toEqual(paramError);
    expect(sent()).toEqual([]);
    expect(engine.loadSkybox({ localPath: '/data/koko/beach.jpg' })).toEqual({ code: 0 });
    expect(sent()).toEqual([{ cmd: 'loadSkybox', data: { localPath: '/data/koko/beach.jpg' } }]);
  });

  it('answers other malformed calls with -3 as well', () => {
    const { engine, sent, engineSays } = nativeEngine();
    engineSays('mainSceneLoaded');
    for (const result of [
      engine.setEmotion(0),
      engine.setEmotion(29),
      engine.setEmotion(1.5),
      engine.playMotion(8 as never),
      engine.setCamera(1 as never),
      engine.setRenderLevel(4 as never),
      engine.speak(' '),
    ])
      expect(result.code).toBe(EngineCode.ParamError);
    expect(sent()).toEqual([]);
  });

  it('sends the render level only to 1.3.0 or later; older apps get -2', () => {
    const old = nativeEngine('1.2.99');
    old.engineSays('mainSceneLoaded');
    expect(old.engine.setRenderLevel(RenderLevel.high)).toEqual({ code: -2, message: ENGINE_MESSAGES[EngineCode.AppVersionTooLow] });
    expect(old.sent()).toEqual([]);
    bridge!.dispose();

    const current = nativeEngine('1.3.0');
    current.engineSays('mainSceneLoaded');
    expect(current.engine.setRenderLevel(RenderLevel.medium)).toEqual({ code: 0 });
    expect(current.sent()).toEqual([{ cmd: 'setRenderLevel', data: { level: 2 } }]);
  });

  it('hands a reply’s timeline to an engine from 1.6.0 on, and to no web scene; older apps get -2', () => {
    const timeline: Timeline = { segments: [{ text: 'Hi. ', emotion: 'joy', motion: 'appear', gaze: 'user' }, { text: 'Bye.', emotion: 'sadness', motion: 'emotion', gaze: 'down', music: 'sad' }] };
    const old = nativeEngine('1.5.9');
    old.engineSays('mainSceneLoaded');
    expect(old.engine.playTimeline(timeline).code).toBe(-2);
    expect(old.sent()).toEqual([]);
    bridge!.dispose();

    const current = nativeEngine('1.6.0');
    current.engineSays('mainSceneLoaded');
    expect(current.engine.playTimeline(timeline, ' https://koko.test/v.wav ')).toEqual({ code: 0 });
    expect(current.engine.playTimeline({ segments: [] }).code).toBe(-3);
    expect(current.sent()).toEqual([{ cmd: 'playTimeline', data: { timeline, audioUrl: 'https://koko.test/v.wav' } }]);
    expect(current.web.calls).toEqual([]);
  });

  it('holds each command to its version gate', () => {
    const { engine, sent, engineSays } = nativeEngine('1.0.6');
    engineSays('mainSceneLoaded');
    expect(engine.loadModel({ localPath: '/data/koko/mia.bundle' }).code).toBe(-2);
    expect(engine.loadSkybox(SKYBOX).code).toBe(0);
    expect(engine.setCamera(CameraShot.Normal).code).toBe(-2);
    expect(engine.speak('https://koko.test/a.wav').code).toBe(-2);
    expect(sent()).toEqual([{ cmd: 'loadSkybox', data: { url: SKYBOX } }]);
    bridge!.dispose();

    const ancient = nativeEngine('0.9.4');
    expect(ancient.engine.setEmotion(1).code).toBe(-2);
    expect(ancient.engine.state.queued).toBe(0);
  });

  it('pauses the engine 60 s after leaving its routes', () => {
    jest.useFakeTimers();
    const { engine, resumes } = nativeEngine();
    engine.routeChanged(true);
    // The page's first engine route resumes it once, in case a page before this one paused it.
    expect(resumes()).toEqual([true]);
    engine.routeChanged(true);
    expect(resumes()).toEqual([true]);
    engine.routeChanged(false);
    jest.advanceTimersByTime(ENGINE_PAUSE_DELAY_MS - 1);
    expect(resumes()).toEqual([true]);
    jest.advanceTimersByTime(1);
    expect(resumes()).toEqual([true, false]);
    expect(engine.state.paused).toBe(true);

    engine.routeChanged(false);
    jest.advanceTimersByTime(ENGINE_PAUSE_DELAY_MS);
    expect(resumes()).toEqual([true, false]);

    engine.routeChanged(true);
    expect(resumes()).toEqual([true, false, true]);
    expect(engine.state.paused).toBe(false);
  });

  it('does not pause when a route that needs the engine comes within the 60 s', () => {
    jest.useFakeTimers();
    const { engine, resumes } = nativeEngine();
    engine.routeChanged(false);
    jest.advanceTimersByTime(ENGINE_PAUSE_DELAY_MS / 2);
    engine.routeChanged(true);
    jest.advanceTimersByTime(ENGINE_PAUSE_DELAY_MS * 2);
    expect(resumes()).toEqual([true]);
    expect(engine.state.paused).toBe(false);
  });

  it('never pauses an app too old to resume (below 0.9.11)', () => {
    jest.useFakeTimers();
    const { engine, resumes } = nativeEngine('0.9.10');
    engine.routeChanged(false);
    jest.advanceTimersByTime(ENGINE_PAUSE_DELAY_MS * 2);
    expect(resumes()).toEqual([]);
  });

  it('reloads the engine on an engine error and sends the scene again once it is back', () => {
    const { engine, sent, engineSays } = nativeEngine();
    engineSays('mainSceneLoaded');
    engine.loadModel('https://koko.test/old.glb');
    engine.loadModel(MODEL);
    engine.loadSkybox(SKYBOX);
    engine.setCamera(CameraShot.Normal);
    engine.setRenderLevel(RenderLevel.low);
    engine.setEmotion(emotionCode('joy'));
    const before = sent().length;

    engineSays('engineError', { message: 'NullReferenceException' });
    engineSays('engineError');
    expect(sent().slice(before)).toEqual([{ cmd: 'reloadEngine', data: {} }]);
    expect(engine.state.mainSceneLoaded).toBe(false);

    engine.setEmotion(emotionCode('sadness'));
    expect(sent().length).toBe(before + 1);
    engineSays('mainSceneLoaded');
    expect(sent().slice(before + 1)).toEqual([
      { cmd: 'loadModel', data: { url: MODEL } },
      { cmd: 'loadSkybox', data: { url: SKYBOX } },
      { cmd: 'setCamera', data: { shot: 2 } },
      { cmd: 'setRenderLevel', data: { level: 1 } },
      { cmd: 'setEmotion', data: { emotion: 18 } },
    ]);

    engineSays('engineError');
    expect(sent().at(-1)).toEqual({ cmd: 'reloadEngine', data: {} });
  });

  it('surfaces the engine codes -4 and -5 as messages', () => {
    const { notices, engineSays } = nativeEngine();
    engineSays('loadResult', { target: 'model', code: -4 });
    engineSays('loadResult', '{"target":"skybox","code":-5}');
    engineSays('loadResult', { target: 'model', code: 0 });
    expect(notices).toEqual([
      { cmd: 'loadResult', code: -4, message: ENGINE_MESSAGES[EngineCode.NativeDownloadError] },
      { cmd: 'loadResult', code: -5, message: ENGINE_MESSAGES[EngineCode.ActiveInterrupt] },
    ]);
  });

  it('opens XR only with the model and skybox loaded, and shows the unsupported message on openXRFailed', () => {
    const { engine, sent, notices, engineSays } = nativeEngine();
    engineSays('mainSceneLoaded');
    engine.loadModel(MODEL);
    engine.loadSkybox(SKYBOX);
    expect(engine.openXR()).toEqual({ ok: false, message: 'The model is loading.' });
    engineSays('loadResult', { target: 'model', code: 0 });
    expect(engine.openXR()).toEqual({ ok: false, message: XR_MESSAGES.modelLoading });
    engineSays('loadResult', { target: 'skybox', code: 0 });
    expect(engine.openXR()).toEqual({ ok: true });
    expect(sent().at(-1)).toEqual({ cmd: 'openXR', data: {} });
    engineSays('openXRFailed');
    expect(notices).toEqual([{ cmd: 'openXRFailed', message: "Your device doesn't support the mode" }]);
  });

  it('takes a screenshot through the engine, and gives up after its timeout', async () => {
    jest.useFakeTimers();
    const { engine, sent, engineSays } = nativeEngine();
    engineSays('mainSceneLoaded');
    const shot = engine.screenshot();
    const { requestId } = sent().at(-1)!.data as { requestId: string };
    expect(sent().at(-1)).toEqual({ cmd: 'screenshot', data: { requestId: expect.any(String) } });
    engineSays('screenshot', { requestId, image: 'data:image/png;base64,AAAA' });
    await expect(shot).resolves.toEqual({ code: 0, image: 'data:image/png;base64,AAAA' });

    const failed = engine.screenshot();
    engineSays('screenshot', { requestId: (sent().at(-1)!.data as { requestId: string }).requestId, code: -5 });
    await expect(failed).resolves.toEqual({ code: -5, message: ENGINE_MESSAGES[EngineCode.ActiveInterrupt] });

    const lost = engine.screenshot();
    jest.advanceTimersByTime(ENGINE_SCREENSHOT_TIMEOUT_MS);
    await expect(lost).rejects.toThrow(`The engine sent no screenshot within ${ENGINE_SCREENSHOT_TIMEOUT_MS} ms`);
  });

  it('gives -2 for a screenshot below 1.0.8', async () => {
    const { engine } = nativeEngine('1.0.7');
    await expect(engine.screenshot()).resolves.toMatchObject({ code: -2 });
  });

  it('shows a bridge failure on a command as a notice instead of throwing', async () => {
    const { engine, notices, engineSays } = nativeEngine('1.4.42', {
      handlers: {
        'Unity.sendToUnity': () => {
          throw new Error('engine not attached');
        },
      },
    });
    engineSays('mainSceneLoaded');
    engine.setEmotion(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notices).toEqual([{ cmd: 'setEmotion', message: 'engine not attached' }]);
  });
});

describe('engine controller in the browser', () => {
  function webEngine() {
    bridge = createBridge({ win: page(), userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126' });
    const web = new RecordingWebEngine();
    return { web, engine: createEngineController({ ...bridge, web }) };
  }

  it('drives the web scene directly, with no queue and no version gates', async () => {
    const { web, engine } = webEngine();
    expect(engine.state).toEqual({ native: false, mainSceneLoaded: true, queued: 0, paused: false });
    engine.loadModel(MODEL);
    engine.loadSkybox({ url: SKYBOX });
    engine.setEmotion(emotionCode('love'));
    engine.playMotion(MotionType.talk);
    engine.setCamera(CameraShot.Normal);
    engine.setRenderLevel(RenderLevel.high);
    engine.speak('https://koko.test/a.wav');
    await expect(engine.screenshot()).resolves.toEqual({ code: 0, image: BLANK_IMAGE });
    expect(web.calls.map((call) => call.method)).toEqual(['loadModel', 'loadSkybox', 'setEmotion', 'playMotion', 'setCamera', 'setRenderLevel', 'speak', 'screenshot']);
    expect(web.state).toEqual({
      model: MODEL,
      skybox: SKYBOX,
      emotion: 8,
      motion: 7,
      camera: 2,
      renderLevel: 3,
      speaking: { audioUrl: 'https://koko.test/a.wav', visemes: undefined },
    });
  });

  it('answers -3 for an empty address, or a native localPath the browser cannot read', () => {
    const { web, engine } = webEngine();
    expect(engine.loadModel('').code).toBe(-3);
    expect(engine.loadSkybox({ localPath: '/data/koko/beach.jpg' }).code).toBe(-3);
    expect(web.calls).toEqual([]);
  });

  it('cannot open XR', () => {
    const { engine } = webEngine();
    expect(engine.openXR()).toEqual({ ok: false, message: XR_MESSAGES.unsupported });
  });
});
