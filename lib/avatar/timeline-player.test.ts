import type { Timeline } from '@/lib/contracts/chat-codes';
import { CameraShot } from '@/lib/bridge/engine-commands';
import type { Timers } from '@/lib/chat/timers';
import { playTimeline, type TimelineStage } from './timeline-player';

const timeline: Timeline = {
  segments: [
    { text: 'Hi there! ', emotion: 'joy', motion: 'appear', gaze: 'user' },
    { text: 'I was worried about you, honestly.', emotion: 'caring', motion: 'listen', gaze: 'down', camera: 'close-up' },
    { text: 'Ok?', emotion: 'curiosity', motion: 'listen', gaze: 'user' },
  ],
};

/** Timers a test moves by hand. */
function manualTimers() {
  let now = 0;
  const due: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  const timers: Timers = {
    setTimeout: (run, ms) => (due.push({ at: now + ms, run, id: ++ids }), ids),
    clearTimeout: (id) => due.splice(0, due.length, ...due.filter((entry) => entry.id !== id)),
    setInterval: () => 0,
    clearInterval: () => undefined,
    now: () => now,
  };
  const advance = (ms: number) => {
    now += ms;
    for (const entry of due.filter((e) => e.at <= now).sort((a, b) => a.at - b.at)) {
      due.splice(due.indexOf(entry), 1);
      entry.run();
    }
  };
  return { timers, advance };
}

function recordingStage() {
  const calls: string[] = [];
  const stage: TimelineStage = {
    setEmotion: (code) => calls.push(`emotion ${code}`),
    playMotion: (type) => calls.push(`motion ${type}`),
    setCamera: (shot) => calls.push(`camera ${shot}`),
  };
  return { stage, calls };
}

describe('playTimeline', () => {
  it('changes the face on each segment as the voice reaches it, the body only when its motion changes', () => {
    const { timers, advance } = manualTimers();
    const { stage, calls } = recordingStage();
    playTimeline(stage, timeline, { voiceMs: 4700, timers });
    expect(calls).toEqual(['emotion 1', 'motion 1']);
    advance(999);
    expect(calls).toHaveLength(2);
    advance(1);
    expect(calls.slice(2)).toEqual(['emotion 9', 'motion 19', `camera ${CameraShot.Specific}`]);
    advance(3400);
    expect(calls.slice(5)).toEqual(['emotion 20']);
  });

  it('starts with the segment under way when the voice is already playing', () => {
    const { timers, advance } = manualTimers();
    const { stage, calls } = recordingStage();
    playTimeline(stage, timeline, { voiceMs: 4700, startAtMs: 2000, timers });
    expect(calls).toEqual(['emotion 9', 'motion 19', `camera ${CameraShot.Specific}`]);
    advance(2400);
    expect(calls.at(-1)).toBe('emotion 20');
  });

  it("sends the eyes where each segment's gaze says, on stages that take it", () => {
    const { timers, advance } = manualTimers();
    const gazes: string[] = [];
    const { stage } = recordingStage();
    playTimeline({ ...stage, setGaze: (gaze) => gazes.push(gaze) }, timeline, { voiceMs: 4700, timers });
    expect(gazes).toEqual(['user']);
    advance(1000);
    expect(gazes).toEqual(['user', 'down']);
    advance(3400);
    expect(gazes).toEqual(['user', 'down', 'user']);
  });

  it('stops what has not played', () => {
    const { timers, advance } = manualTimers();
    const { stage, calls } = recordingStage();
    const stop = playTimeline(stage, timeline, { timers });
    stop();
    advance(60_000);
    expect(calls).toEqual(['emotion 1', 'motion 1']);
  });
});
