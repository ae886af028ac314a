import type { VisemeCue } from '@/lib/contracts/chat';
import { LipSync, visemeWeightsAt } from './lip-sync';
import { createProceduralRig } from './procedural/procedural-rig';
import { avatarLookFromSeed } from './look';

const cues: VisemeCue[] = [
  { viseme: 'closed', startMs: 0, endMs: 100, weight: 1 },
  { viseme: 'aa', startMs: 100, endMs: 300, weight: 1 },
  { viseme: 'ee', startMs: 300, endMs: 450, weight: 0.8 },
  { viseme: 'closed', startMs: 450, endMs: 600, weight: 1 },
  { viseme: 'ou', startMs: 800, endMs: 900, weight: 1 },
];

describe('lip sync from viseme cues', () => {
  it('shows the cue in force, cross-fades at the edges, and closes in gaps', () => {
    expect(visemeWeightsAt(cues, 50).aa).toBe(0);
    expect(visemeWeightsAt(cues, 200)).toMatchObject({ aa: 1, ee: 0 });
    const edge = visemeWeightsAt(cues, 300);
    expect(edge.aa).toBeCloseTo(0.5);
    expect(edge.ee).toBeCloseTo(0.4);
    expect(visemeWeightsAt(cues, 380)).toMatchObject({ aa: 0, ee: 0.8 });
    const gap = visemeWeightsAt(cues, 700);
    expect(Object.values(gap).every((w) => w === 0)).toBe(true);
    expect(visemeWeightsAt(cues, 850).ou).toBe(1);
    expect(visemeWeightsAt(cues, 2000).ou).toBe(0);
  });

  it('never jumps between consecutive frames by more than one blend step', () => {
    let last = visemeWeightsAt(cues, 0);
    for (let t = 0; t <= 1000; t += 1000 / 60) {
      const now = visemeWeightsAt(cues, t);
      for (const k of Object.keys(now) as (keyof typeof now)[]) expect(Math.abs(now[k] - last[k])).toBeLessThanOrEqual(1000 / 60 / 70 + 1e-9);
      last = now;
    }
  });

  it('moves the rig’s mouth in time with the audio clock', () => {
    const rig = createProceduralRig(avatarLookFromSeed('lips'));
    const sync = new LipSync();
    sync.setCues([...cues].reverse());
    expect(sync.hasCues).toBe(true);
    for (let t = 0; t < 0.2; t += 1 / 60) {
      sync.fromCues(t);
      sync.apply(rig);
      rig.update(1 / 60);
    }
    expect(rig.state().viseme.name).toBe('aa');
    expect(rig.state().viseme.weight).toBeGreaterThan(0.7);
    for (let t = 0.2; t < 0.75; t += 1 / 60) {
      sync.fromCues(t);
      sync.apply(rig);
      rig.update(1 / 60);
    }
    expect(rig.state().viseme.name).toBe('closed');
    rig.dispose();
  });
});

describe('lip sync from loudness', () => {
  it('opens with the voice and closes in silence', () => {
    const sync = new LipSync();
    let open = 0;
    for (let i = 0; i < 10; i++) open = Object.values(sync.fromLoudness(0.12, 1 / 60)).reduce((a, b) => a + b, 0);
    expect(open).toBeGreaterThan(0.5);
    let quiet = 1;
    for (let i = 0; i < 30; i++) quiet = Object.values(sync.fromLoudness(0.005, 1 / 60)).reduce((a, b) => a + b, 0);
    expect(quiet).toBe(0);
  });
});
