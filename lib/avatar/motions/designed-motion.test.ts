import { NEUTRAL_STYLE } from '@/lib/avatar/motions/pose';
import { Euler, Quaternion } from 'three';
import { createRandom } from '@/lib/seeded-random';
import { createProceduralRig } from '../procedural/procedural-rig';
import { avatarLookFromSeed } from '../look';
import { RIG_BONES } from '../rig';
import { designMotion, mirrorPose } from './designed-motion';
import { readMotionWords } from './motion-words';
import { MotionPlayer } from './player';

const PROMPTS = ['wave hello happily', 'shy bow', 'victory jump', 'sad sigh', 'dance a little', 'think with hand on chin', 'bow then wave goodbye'];
const design = (prompt: string, seed: string) => designMotion(readMotionWords(prompt)!, createRandom(seed, 'motion'));

describe('motions designed from words', () => {
  it('move without pops, for every example and several seeds', () => {
    for (const prompt of PROMPTS) {
      for (const seed of ['1', '2', '3']) {
        const motion = design(prompt, seed);
        // The library's own bound (motions.test.ts), scaled by how much faster and wider the design plays it.
        const bound = 0.12 * Math.max(1, ...motion.parts.map((part) => part.speed * part.amplitude));
        let previous: Quaternion[] | undefined;
        for (let t = 0; t <= motion.duration; t += 1 / 60) {
          const pose = motion.sample(t, { emotion: 6, phase: 0, style: NEUTRAL_STYLE });
          const frame = RIG_BONES.map((bone) => new Quaternion().setFromEuler(new Euler(...(pose.bones[bone] ?? [0, 0, 0]), 'XYZ')));
          if (previous) for (let i = 0; i < frame.length; i++) expect(previous[i]!.angleTo(frame[i]!)).toBeLessThan(bound);
          previous = frame;
        }
      }
    }
  });

  it('mirrors left and right', () => {
    const pose = { bones: { leftUpperArm: [0.1, 0.2, -1.3] as const, head: [0.1, 0.3, 0.2] as const }, hips: [0.02, 0.01, 0] as const };
    expect(mirrorPose(pose)).toEqual({ bones: { rightUpperArm: [0.1, -0.2, 1.3], head: [0.1, -0.3, -0.2] }, hips: [-0.02, 0.01, 0] });
  });

  it('plays through the motion player and on the procedural character', () => {
    const motion = design('victory jump', '8');
    const player = new MotionPlayer(0, () => 0);
    player.play('emotion', { clip: motion, fadeSeconds: 0 });
    const frame = player.update(1);
    expect(player.state.clip).toBe('victory');
    const r = motion.sample(1, { emotion: 6, phase: 0, style: NEUTRAL_STYLE }).bones.leftUpperArm!;
    expect(frame.rotations.leftUpperArm.angleTo(new Quaternion().setFromEuler(new Euler(r[0], r[1], r[2], 'XYZ')))).toBeLessThan(1e-6);

    const rig = createProceduralRig(avatarLookFromSeed('designed-motion'));
    rig.playMotion('emotion', { clip: motion });
    for (let i = 0; i < 60; i++) rig.update(1 / 60);
    expect(rig.state().motion.clip).toBe('victory');
  });
});
