import type { Gesture } from '../emotions';
import type { RigBone } from '../rig';
import { envelope, wave, type BoneRotation } from './pose';

type Layer = Partial<Record<RigBone, BoneRotation>>;
export interface GestureFrame {
  bones: Layer;
  hips: [number, number, number];
}

/** Seconds each emotion gesture lasts before the character settles back. */
export const GESTURE_SECONDS = 2.6;

/**
 * Body language of an emotion, as an offset over the standing pose, weighted by an envelope that starts
 * and ends at zero (so the gesture itself never pops; the player cross-fades on top).
 */
export function gestureFrame(gesture: Gesture, t: number): GestureFrame {
  const k = envelope(t, 0, 0.45, GESTURE_SECONDS - 0.7, GESTURE_SECONDS);
  const s = (layer: Layer, hips: [number, number, number] = [0, 0, 0]): GestureFrame => ({
    bones: Object.fromEntries(Object.entries(layer).map(([b, r]) => [b, [r[0] * k, r[1] * k, r[2] * k]])) as Layer,
    hips: [hips[0] * k, hips[1] * k, hips[2] * k],
  });
  switch (gesture) {
    case 'cheer': {
      const hop = Math.max(0, wave(t, 2.2)) * envelope(t, 0.3, 0.6, 1.6, 2.0);
      return s(
        {
          leftUpperArm: [-0.35, 0, 1.05],
          rightUpperArm: [-0.35, 0, -1.05],
          leftLowerArm: [0, -1.0, 0],
          rightLowerArm: [0, 1.0, 0],
          leftHand: [0, 0, 0.3],
          rightHand: [0, 0, -0.3],
          spine: [-0.06, 0, 0],
          head: [-0.1 + 0.05 * wave(t, 2.2), 0, 0.05 * wave(t, 1.1)],
          leftUpperLeg: [-0.12 * hop, 0, 0],
          rightUpperLeg: [-0.12 * hop, 0, 0],
          leftLowerLeg: [0.24 * hop, 0, 0],
          rightLowerLeg: [0.24 * hop, 0, 0],
        },
        [0, 0.035 * hop, 0],
      );
    }
    case 'nod': {
      const n = wave(t, 1.6) * envelope(t, 0.2, 0.4, 1.6, 2.1);
      return s({ head: [0.14 + 0.12 * n, 0, 0], neck: [0.05, 0, 0], spine: [0.03, 0, 0] });
    }
    case 'bow':
      return s({
        spine: [0.32, 0, 0],
        chest: [0.1, 0, 0],
        neck: [0.1, 0, 0],
        head: [0.15, 0, 0],
        leftUpperArm: [-0.35, 0, 0.3],
        rightUpperArm: [-0.35, 0, -0.3],
        leftLowerArm: [0, -0.9, 0],
        rightLowerArm: [0, 0.9, 0],
        leftUpperLeg: [-0.1, 0, 0],
        rightUpperLeg: [-0.1, 0, 0],
      });
    case 'sway': {
      const sw = wave(t, 0.8);
      return s({ spine: [0, 0.05 * sw, 0.05 * sw], head: [0, 0.05 * sw, -0.08 * sw] }, [0.02 * sw, 0, 0]);
    }
    case 'shrug':
      return s({
        leftShoulder: [0, 0, 0.2],
        rightShoulder: [0, 0, -0.2],
        leftUpperArm: [-0.2, 0, 0.35],
        rightUpperArm: [-0.2, 0, -0.35],
        leftLowerArm: [0, -1.1, 0],
        rightLowerArm: [0, 1.1, 0],
        leftHand: [-0.6, 0, 0],
        rightHand: [-0.6, 0, 0],
        head: [0.02, 0, 0.16],
      });
    case 'droop':
      return s({
        spine: [0.1, 0, 0],
        chest: [0.08, 0, 0],
        neck: [0.12, 0, 0],
        head: [0.22, 0, 0.05],
        leftShoulder: [0, 0, -0.08],
        rightShoulder: [0, 0, 0.08],
        leftUpperArm: [0, 0, -0.12],
        rightUpperArm: [0, 0, 0.12],
      });
    case 'recoil':
      return s(
        {
          spine: [-0.16, 0, 0],
          head: [-0.1, 0, 0],
          leftUpperArm: [-0.7, 0, 0.35],
          rightUpperArm: [-0.7, 0, -0.35],
          leftLowerArm: [0, -1.3, 0],
          rightLowerArm: [0, 1.3, 0],
          leftHand: [0, 0, 0.4],
          rightHand: [0, 0, -0.4],
        },
        [0, 0, -0.04],
      );
    case 'tilt':
      return s({ head: [0.05, 0.08, 0.28], neck: [0, 0, 0.08], spine: [0, 0, -0.04] });
    case 'shy':
      return s({
        spine: [0.06, 0.12, 0],
        neck: [0.08, 0, 0],
        head: [0.2, -0.3, 0.12],
        leftUpperArm: [-0.6, 0, 0.55],
        rightUpperArm: [-0.6, 0, -0.55],
        leftLowerArm: [0, -1.5, 0],
        rightLowerArm: [0, 1.5, 0],
        leftUpperLeg: [0, 0.18, 0],
        rightUpperLeg: [0, -0.18, 0],
      });
    case 'stomp': {
      const st = Math.max(0, wave(t, 1.4)) * envelope(t, 0.3, 0.5, 1.2, 1.6);
      return s({
        spine: [0.08, 0, 0],
        head: [0.08, 0, 0],
        leftUpperArm: [0, 0, 0.2],
        rightUpperArm: [0, 0, -0.2],
        leftLowerArm: [0, -0.5, 0],
        rightLowerArm: [0, 0.5, 0],
        rightUpperLeg: [-0.3 * st, 0, 0],
        rightLowerLeg: [0.4 * st, 0, 0],
      });
    }
    case 'tremble': {
      const tr = wave(t, 7) * 0.02;
      return s({
        spine: [0.05 + tr, 0, tr],
        head: [0.1, tr, 0],
        leftUpperArm: [-0.5, 0, 0.4],
        rightUpperArm: [-0.5, 0, -0.4],
        leftLowerArm: [0, -1.6, 0],
        rightLowerArm: [0, 1.6, 0],
        leftUpperLeg: [0, 0.12, 0],
        rightUpperLeg: [0, -0.12, 0],
      });
    }
    case 'heart':
      return s({
        leftUpperArm: [-0.9, 0, 0.6],
        rightUpperArm: [-0.9, 0, -0.6],
        leftLowerArm: [0, -1.6, 0],
        rightLowerArm: [0, 1.6, 0],
        head: [0.05, 0, 0.15],
        spine: [0, 0, -0.05],
      });
    case 'think':
      return s({
        rightUpperArm: [-0.6, 0, -0.35],
        rightLowerArm: [0, 2.0, 0],
        leftUpperArm: [-0.35, 0, 0.25],
        leftLowerArm: [0, -1.3, 0],
        head: [-0.05, 0.12, 0.15],
      });
  }
}
