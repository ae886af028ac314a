import { Quaternion } from 'three';
import { MotionType } from '@/lib/contracts/chat-codes';
import type { MotionName } from '@/lib/contracts/chat';
import { RIG_BONES } from '../rig';
import { LOOPING_TYPES, MOTION_LIBRARY, MOTION_NAMES, motionNameOfCode } from './library';
import { MotionPlayer } from './player';

/** Largest bone rotation between two consecutive frames at 60 fps that is still motion, not a pop. */
const MAX_STEP = 0.12;

function maxStep(player: MotionPlayer, frames: number, plan: Map<number, [MotionName, number]>): number {
  let previous: Record<string, Quaternion> | null = null;
  let worst = 0;
  for (let f = 0; f < frames; f++) {
    const step = plan.get(f);
    if (step) player.play(step[0], { fadeSeconds: step[1], variant: f % 2 });
    const frame = player.update(1 / 60);
    if (previous) for (const bone of RIG_BONES) worst = Math.max(worst, previous[bone]!.angleTo(frame.rotations[bone]));
    previous = Object.fromEntries(RIG_BONES.map((bone) => [bone, frame.rotations[bone].clone()]));
  }
  return worst;
}

describe('the motion library', () => {
  it('has at least one clip for every motion type of the seed', () => {
    expect(MOTION_NAMES.sort()).toEqual(Object.keys(MotionType).sort());
    for (const name of MOTION_NAMES) {
      expect(MOTION_LIBRARY[name].length).toBeGreaterThan(0);
      for (const clip of MOTION_LIBRARY[name]) {
        const pose = clip.sample(0.5, { emotion: 1, phase: 0 });
        expect(Object.keys(pose.bones).length).toBeGreaterThan(4);
        for (const r of Object.values(pose.bones)) for (const v of r!) expect(Number.isFinite(v)).toBe(true);
      }
    }
    expect(motionNameOfCode(5)).toBe('perform');
    expect(motionNameOfCode(19)).toBe('listen');
    expect(motionNameOfCode(42)).toBe('idle');
  });

  it('moves within every clip without pops', () => {
    for (const name of MOTION_NAMES) {
      for (let variant = 0; variant < MOTION_LIBRARY[name].length; variant++) {
        const player = new MotionPlayer(0.3, () => 0.4);
        player.play(name, { fadeSeconds: 0, variant, emotion: 21 });
        expect(maxStep(player, 240, new Map())).toBeLessThan(MAX_STEP);
      }
    }
  });

  it('cross-fades between motions, even when a change interrupts a fade', () => {
    const player = new MotionPlayer(0.1, () => 0.7);
    const plan = new Map<number, [MotionName, number]>([
      [10, ['perform', 0.35]],
      [90, ['walk', 0.35]],
      [100, ['emotion', 0.35]], // interrupts the fade to walk
      [200, ['appear', 0.4]],
      [260, ['listen', 0.35]],
      [300, ['active', 0.3]],
      [420, ['talk', 0.35]],
    ]);
    expect(maxStep(player, 520, plan)).toBeLessThan(MAX_STEP);
  });

  it('would show the pop without a fade (the check above can fail)', () => {
    const player = new MotionPlayer(0.1, () => 0.7);
    expect(maxStep(player, 60, new Map([[30, ['perform', 0]]]))).toBeGreaterThan(MAX_STEP);
  });

  it('settles one-shot motions back into the base motion', () => {
    const player = new MotionPlayer(0, () => 0);
    player.play('listen');
    player.play('appear');
    expect(player.state.type).toBe('appear');
    for (let i = 0; i < 60 * 5; i++) player.update(1 / 60);
    expect(player.state.type).toBe('listen');
    expect(LOOPING_TYPES.has('perform')).toBe(true);
    player.play('perform');
    for (let i = 0; i < 60 * 20; i++) player.update(1 / 60);
    expect(player.state.type).toBe('perform');
  });
});
