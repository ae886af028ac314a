/** @jest-environment jsdom */
import { EMOTIONS, type Timeline } from '@/lib/contracts/chat-codes';
import { createEngineController } from '@/lib/bridge/engine-controller';
import { createBridge } from '@/lib/bridge';
import { RecordingWebEngine } from '@/lib/bridge/web-engine';
import { actReply } from './act-reply';

const timeline: Timeline = {
  segments: [
    { text: 'Hmph. ', emotion: 'annoyance', motion: 'idle', gaze: 'away' },
    { text: '...I waited for you, you know.', emotion: 'embarrassment', motion: 'emotion', gaze: 'down' },
    { text: 'Welcome back!', emotion: 'joy', motion: 'active', gaze: 'user', camera: 'close-up' },
  ],
};

/** The browser's avatar engine over a scene that remembers what it was told. */
function browserEngine() {
  const web = new RecordingWebEngine();
  const engine = createEngineController({ ...createBridge({ win: window, userAgent: navigator.userAgent }), web });
  const expression = () => EMOTIONS[(web.state.emotion ?? 6) - 1];
  return { engine, web, expression };
}

afterEach(() => jest.useRealTimers());

describe('actReply in the browser', () => {
  it('changes the face across the segments of a reply read without a voice', () => {
    jest.useFakeTimers();
    const { engine, expression } = browserEngine();
    const seen = [expression()];
    actReply(engine, { emotion: 1, action: 2, timeline });
    for (let ms = 0; ms < 10_000; ms += 100) {
      if (seen.at(-1) !== expression()) seen.push(expression());
      jest.advanceTimersByTime(100);
    }
    expect(seen).toEqual(['neutral', 'annoyance', 'embarrassment', 'joy']);
  });

  it('follows the voice already playing', () => {
    jest.useFakeTimers();
    const { engine, web, expression } = browserEngine();
    // 49 characters over 4.9 s; 3 s in, the last segment (from 3.6 s) has not begun.
    actReply(engine, { timeline, voice: '/v.wav' }, { durationMs: 4900, currentMs: 3000 });
    expect(expression()).toBe('embarrassment');
    jest.advanceTimersByTime(600);
    expect(expression()).toBe('joy');
    expect(web.state.camera).toBe(3);
  });

  it('shows the one emotion and motion of a reply without a timeline', () => {
    const { engine, web } = browserEngine();
    actReply(engine, { emotion: 18, action: 4 });
    expect(web.calls).toEqual([
      { method: 'setEmotion', args: [18] },
      { method: 'playMotion', args: [4] },
    ]);
  });
});
