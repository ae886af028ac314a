import { Euler, Quaternion, Vector3 } from 'three';
import { avatarLookFrom } from '../look';
// The starter catalogue's looks are the test data (a test, not client code).
// eslint-disable-next-line no-restricted-imports
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { armGap, armSpreadOf, ARM_CLEARANCE } from './arm-hang';
import { motionStyleOf } from './body-style';
import { MotionType } from '@/lib/contracts/chat-codes';
import type { MotionName } from '@/lib/contracts/chat';
import { RIG_BONES } from '../rig';
import { LOOPING_TYPES, MOTION_LIBRARY, MOTION_NAMES, motionNameOfCode } from './library';
import { MotionPlayer } from './player';
import { NEUTRAL_STYLE, type MotionClip, type MotionStyle } from './pose';

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
        const pose = clip.sample(0.5, { emotion: 1, phase: 0, style: NEUTRAL_STYLE });
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

  it('greets without holding an arm out: the waving upper arm stays well below the shoulder', () => {
    const clip = MOTION_LIBRARY.appear[0]!;
    for (let t = 0; t < clip.duration; t += 0.1) {
      const z = clip.sample(t, { emotion: 6, phase: 0, style: NEUTRAL_STYLE }).bones.rightUpperArm![2];
      // 0 is the T-pose (straight out), π/2 hanging down.
      expect(z).toBeGreaterThan(0.6);
    }
  });

  it('walks by the build: short legs take quicker, shorter steps than long ones', () => {
    const dwarf: MotionStyle = { tempo: 1.2, stride: 0.75, roll: 2, stoop: 0, armSpread: 0.1 };
    const dancer: MotionStyle = { tempo: 1, stride: 1.1, roll: 1, stoop: 0, armSpread: 0 };
    const swing = (style: MotionStyle) => {
      let most = 0;
      for (let t = 0; t < 2; t += 0.02) most = Math.max(most, Math.abs(MOTION_LIBRARY.walk[0]!.sample(t, { emotion: 6, phase: 0, style }).bones.leftUpperLeg![0]));
      return most;
    };
    expect(swing(dwarf)).toBeLessThan(swing(dancer) * 0.8);
    const old = new MotionPlayer(0, () => 0, { ...NEUTRAL_STYLE, stoop: 0.5 });
    const young = new MotionPlayer(0, () => 0);
    const bend = (p: MotionPlayer) => p.update(1 / 60).rotations.upperChest.x;
    expect(bend(old)).toBeGreaterThan(bend(young) + 0.02);
  });

  describe('the relaxed idle and the greeting', () => {
    const looks = STARTER_ROLES.map((role) => ({ slug: role.slug, look: avatarLookFrom(role.look, role.slug, role.gender) }));
    /** Direction of an upper arm (and of its forearm) in the chest's frame, from a pose frame. */
    const armDirections = (frame: ReturnType<MotionPlayer['update']>, side: 'left' | 'right') => {
      const out = new Vector3(side === 'left' ? 1 : -1, 0, 0);
      const upper = frame.rotations[`${side}Shoulder`].clone().multiply(frame.rotations[`${side}UpperArm`]);
      const lower = upper.clone().multiply(frame.rotations[`${side}LowerArm`]);
      return { upper: out.clone().applyQuaternion(upper), lower: out.clone().applyQuaternion(lower) };
    };
    const fromDown = (v: Vector3) => (Math.acos(Math.max(-1, Math.min(1, -v.y))) * 180) / Math.PI;

    it('hangs every starter character\'s arms close to its body, clear of it, in both idles', () => {
      const spreads: number[] = [];
      for (const { slug, look } of looks) {
        const style = motionStyleOf(look);
        expect({ slug, clear: armGap(look, style.armSpread) >= ARM_CLEARANCE - 1e-3 }).toEqual({ slug, clear: true });
        for (const variant of [0, 1]) {
          const player = new MotionPlayer(0.2, () => 0.3, style);
          player.play('idle', { fadeSeconds: 0, variant });
          let most = 0;
          for (let f = 0; f < 60 * 20; f += 6) {
            const frame = player.update(6 / 60);
            for (const side of ['left', 'right'] as const) most = Math.max(most, fromDown(armDirections(frame, side).upper));
          }
          spreads.push(most);
          // Within 20° of hanging straight down at every moment, however broad the body.
          expect({ slug, variant, most: Math.round(most) <= 20 }).toEqual({ slug, variant, most: true });
        }
      }
      // Most characters let their arms hang within about ten degrees.
      spreads.sort((a, b) => a - b);
      expect(spreads[Math.floor(spreads.length / 2)]!).toBeLessThan(12);
    });

    it('holds a broad body\'s arms further out than a slim one\'s', () => {
      const of = (slug: string) => armSpreadOf(looks.find((l) => l.slug === slug)!.look);
      expect(of('nana-rosalind')).toBeGreaterThan(of('anya-volkova') + 0.03);
    });

    it('sways and shifts its weight differently for a dwarf and a dancer', () => {
      const style = (slug: string) => motionStyleOf(looks.find((l) => l.slug === slug)!.look);
      const sample = (slug: string) => {
        const clip = MOTION_LIBRARY.idle[0]!;
        const ctx = { emotion: 6, phase: 0, style: style(slug) };
        let roll = 0;
        let breaths = 0;
        let previous = 0;
        for (let t = 0; t < 40; t += 0.05) {
          const pose = clip.sample(t, ctx);
          roll = Math.max(roll, Math.abs(pose.bones.hips![2]));
          const chest = pose.bones.chest![0];
          if (previous < 0 && chest >= 0) breaths++;
          previous = chest;
        }
        return { roll, breaths };
      };
      const dwarf = sample('thrain-ironbrow');
      const dancer = sample('anya-volkova');
      expect(dwarf.breaths).toBeLessThan(dancer.breaths);
      expect(Math.abs(dwarf.roll - dancer.roll)).toBeGreaterThan(0.005);
    });

    /** How long the right upper arm is held up near or above horizontal at a stretch, the forearm up, the deepest nod. */
    const greeting = (clip: MotionClip, style: MotionStyle) => {
      let raised = 0;
      let longest = 0;
      let handUp = 0;
      let nod = 0;
      for (let t = 0; t <= clip.duration; t += 1 / 60) {
        const pose = clip.sample(t, { emotion: 6, phase: 0, style });
        const rot = (bone: keyof typeof pose.bones) => new Quaternion().setFromEuler(new Euler(...(pose.bones[bone] ?? [0, 0, 0]), 'XYZ'));
        const upper = new Vector3(-1, 0, 0).applyQuaternion(rot('rightUpperArm'));
        const lower = new Vector3(-1, 0, 0).applyQuaternion(rot('rightUpperArm').multiply(rot('rightLowerArm')));
        // The upper arm within 15° of horizontal or above it counts as an arm held up.
        raised = upper.y > -Math.sin((15 * Math.PI) / 180) ? raised + 1 / 60 : 0;
        longest = Math.max(longest, raised);
        if (lower.y > 0.5) handUp += 1 / 60;
        nod = Math.max(nod, pose.bones.head?.[0] ?? 0);
      }
      return { longest, handUp, nod };
    };

    it('greets with a nod and a short wave, never holding an arm up at the shoulder', () => {
      for (const { look } of [looks[0]!, looks.find((l) => l.slug === 'thrain-ironbrow')!]) {
        const figures = greeting(MOTION_LIBRARY.appear[0]!, motionStyleOf(look));
        expect(figures.longest).toBeLessThanOrEqual(0.6);
        // It is a wave: the forearm points up for a moment, but not for long; and the head nods.
        expect(figures.handUp).toBeGreaterThan(0.4);
        expect(figures.handUp).toBeLessThan(1.6);
        expect(figures.nod).toBeGreaterThan(0.1);
      }
      // The check sees an arm held straight out for two seconds.
      const reaching: MotionClip = { name: 'reach', duration: 2.5, loop: false, sample: (t) => ({ bones: { rightUpperArm: [0, 0, t > 0.2 && t < 2.2 ? 0.1 : 1.45] }, hips: [0, 0, 0] }) };
      expect(greeting(reaching, NEUTRAL_STYLE).longest).toBeGreaterThan(1.5);
    });
  });
});
