import type { BoneRotation, MotionStyle, RigBone } from '../rig';

/** The motion types live with the rig interface, which plays them; here for the motion library's files. */
export type { BoneRotation, MotionClip, MotionContext, MotionStyle, Pose } from '../rig';

export const NEUTRAL_STYLE: MotionStyle = { tempo: 1, stride: 1, roll: 1, stoop: 0, armSpread: 0 };

/** The posture a style adds under every motion: the stoop of age and the arms' spread. */
export function postureLayer(style: MotionStyle): Layer {
  const k = style.stoop;
  return {
    spine: [0.1 * k, 0, 0],
    upperChest: [0.12 * k, 0, 0],
    neck: [-0.08 * k, 0, 0],
    head: [-0.1 * k, 0, 0],
    leftUpperArm: [0.05 * k, 0, style.armSpread],
    rightUpperArm: [0.05 * k, 0, -style.armSpread],
  };
}

export const TAU = Math.PI * 2;

export const wave = (t: number, hz: number, phase = 0) => Math.sin((t * hz + phase) * TAU);

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** 0 → 1 over [a, b], holds, then 1 → 0 over [c, d]: the envelope of a one-shot gesture. */
export function envelope(t: number, a: number, b: number, c: number, d: number): number {
  return smoothstep(a, b, t) * (1 - smoothstep(c, d, t));
}

type Layer = Partial<Record<RigBone, BoneRotation>>;

/** Adds rotation layers bone by bone (small-angle composition, good for the offsets a motion adds). */
export function addLayers(...layers: Layer[]): Layer {
  const out: Record<string, [number, number, number]> = {};
  for (const layer of layers) {
    for (const [bone, rotation] of Object.entries(layer) as [RigBone, BoneRotation][]) {
      const current = out[bone] ?? [0, 0, 0];
      out[bone] = [current[0] + rotation[0], current[1] + rotation[1], current[2] + rotation[2]];
    }
  }
  return out as Layer;
}

export function scaleLayer(layer: Layer, k: number): Layer {
  const out: Record<string, BoneRotation> = {};
  for (const [bone, r] of Object.entries(layer) as [RigBone, BoneRotation][]) out[bone] = [r[0] * k, r[1] * k, r[2] * k];
  return out as Layer;
}

/** Standing relaxed: arms down at the sides, elbows a little bent, weight centred. */
export const STAND: Layer = {
  leftUpperArm: [0.1, -0.1, -1.38],
  rightUpperArm: [0.1, 0.1, 1.38],
  leftLowerArm: [0, -0.3, 0],
  rightLowerArm: [0, 0.3, 0],
  leftHand: [0, 0, -0.12],
  rightHand: [0, 0, 0.12],
  leftUpperLeg: [0, 0, 0.015],
  rightUpperLeg: [0, 0, -0.015],
};

/** −1 … 1: a short look to one side every several seconds, eased in and out, otherwise 0. */
function glance(t: number, phase: number): number {
  const w = wave(t, 0.06, phase + 0.15);
  return Math.sign(w) * smoothstep(0.82, 0.97, Math.abs(w));
}

/** Breathing and a slow weight shift: the life under every standing motion. */
export function idleLife(t: number, phase: number, amount = 1): { bones: Layer; hips: [number, number, number] } {
  const breath = wave(t, 0.22, phase);
  const sway = wave(t, 0.09, phase + 0.3);
  const drift = wave(t, 0.05, phase + 0.7);
  return {
    bones: scaleLayer(
      {
        spine: [0.012 * breath, 0.02 * drift, 0.018 * sway],
        chest: [-0.018 * breath, 0, -0.012 * sway],
        upperChest: [-0.012 * breath, 0, 0],
        neck: [0.01 * breath, -0.015 * drift, -0.008 * sway],
        // Now and then a glance aside, held a moment, and back.
        head: [0.015 * wave(t, 0.13, phase + 0.2), 0.03 * drift + 0.16 * glance(t, phase), 0.02 * wave(t, 0.07, phase)],
        leftShoulder: [0, 0, 0.02 * breath],
        rightShoulder: [0, 0, -0.02 * breath],
        leftUpperArm: [0.03 * wave(t, 0.11, phase), 0, 0.02 * sway],
        rightUpperArm: [0.03 * wave(t, 0.11, phase + 0.5), 0, 0.02 * sway],
        leftUpperLeg: [0, 0, -0.012 * sway],
        rightUpperLeg: [0, 0, -0.012 * sway],
        hips: [0, 0, 0.012 * sway],
      },
      amount,
    ),
    hips: [0.012 * sway * amount, 0.003 * breath * amount, 0],
  };
}
