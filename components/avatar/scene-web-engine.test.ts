import { createEngineController } from '@/lib/bridge/engine-controller';
import { CameraShot, RenderLevel } from '@/lib/bridge/engine-commands';
import { parseUserAgent } from '@/lib/bridge/app-version';
import { createWindowTransport } from '@/lib/bridge/transport';
import { createUnity } from '@/lib/bridge/unity';
import { systemTimers } from '@/lib/chat/timers';
import { MotionType } from '@/lib/contracts/chat-codes';
import { useGraphicsSettings } from './graphics-settings';
import { SceneWebEngine } from './scene-web-engine';
import { useSceneStore } from './scene-store';

function browserController(playing?: HTMLAudioElement) {
  const transport = createWindowTransport(undefined);
  const app = parseUserAgent('Mozilla/5.0 Chrome/130');
  return createEngineController({ transport, unity: createUnity({ transport, app, timers: systemTimers }), app, web: new SceneWebEngine(() => playing) });
}

describe('the avatar API in the browser drives the scene', () => {
  it('turns emotions, motions, shots and models into scene state, each cue once', () => {
    const engine = browserController();
    expect(engine.state.native).toBe(false);
    expect(engine.setEmotion(17)).toEqual({ code: 0 });
    const first = useSceneStore.getState().emotion;
    engine.setEmotion(17);
    const second = useSceneStore.getState().emotion;
    expect(first?.value).toBe(17);
    // The same emotion twice is two cues: the character reacts again.
    expect(second?.seq).toBeGreaterThan(first!.seq);

    engine.playMotion(MotionType.perform);
    expect(useSceneStore.getState().motion?.value).toBe(MotionType.perform);
    engine.setCamera(CameraShot.Specific);
    expect(useSceneStore.getState().shot).toBe(CameraShot.Specific);
    engine.loadModel('/koko/app/api/media/avatars/u1/abc.vrm');
    expect(useSceneStore.getState().avatar).toEqual({ kind: 'vrm', url: '/koko/app/api/media/avatars/u1/abc.vrm' });
    engine.loadSkybox('/sky.webp');
    expect(useSceneStore.getState().skybox).toBe('/sky.webp');
  });

  it('refuses what the seed calls a param error before it reaches the scene', () => {
    const engine = browserController();
    const before = useSceneStore.getState().emotion;
    expect(engine.setEmotion(29).code).toBe(-3);
    expect(engine.loadModel('  ').code).toBe(-3);
    expect(useSceneStore.getState().emotion).toBe(before);
  });

  it('speaks over the voice already playing, with its mouth shapes', () => {
    const audio = { src: 'http://localhost/v.wav' } as HTMLAudioElement;
    const engine = browserController(audio);
    engine.speak('/v.wav', [{ time: 0, viseme: 'aa', weight: 1 }]);
    expect(useSceneStore.getState().speech?.value).toEqual({ audio, visemes: [{ time: 0, viseme: 'aa', weight: 1 }] });
  });

  it('keeps the render level the person chose and clears a session step-down', () => {
    useSceneStore.setState({ adaptedLevel: RenderLevel.low });
    browserController().setRenderLevel(RenderLevel.high);
    expect(useGraphicsSettings.getState().renderLevel).toBe(RenderLevel.high);
    expect(useSceneStore.getState().adaptedLevel).toBeNull();
  });
});
