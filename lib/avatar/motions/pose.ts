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

/**
 * Standing relaxed: arms hanging close to the sides a little forward, elbows softly bent so the hands
 * come to rest beside the front of the thighs, weight centred. How far out the arms hang for a given body
 * is the style's `armSpread` (arm-hang.ts measures what clears it).
 */
export const STAND: Layer = {
  leftUpperArm: [-0.08, -0.1, -1.45],
  rightUpperArm: [-0.08, 0.1, 1.45],
  leftLowerArm: [0, -0.45, 0],
  rightLowerArm: [0, 0.45, 0],
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

/**
 * Breathing, a slow weight shift from one leg to the other and now and then a glance aside: the life
 * under every standing motion. The style sets how it sits on the body: a heavy or short-legged body
 * breathes slower and rocks wider on planted feet, a light long-legged one shifts its weight with more of
 * a cocked hip.
 */
export function idleLife(t: number, phase: number, amount = 1, style: MotionStyle = NEUTRAL_STYLE): { bones: Layer; hips: [number, number, number] } {
  const heavy = Math.max(0, Math.min(1, (style.roll - 1) / 1.5));
  const light = Math.max(0, Math.min(1, (style.stride - 0.95) / 0.15)) * (1 - heavy);
  const breath = wave(t, 0.22 - 0.04 * heavy, phase);
  const sway = wave(t, 0.09 - 0.02 * heavy, phase + 0.3);
  const drift = wave(t, 0.05, phase + 0.7);
  // The weight rests on one leg for a while, then moves over: eased so it lingers at each side.
  const shiftWave = wave(t, 0.035, phase + 0.55);
  const shift = Math.sign(shiftWave) * Math.abs(shiftWave) ** 0.6 * (0.6 + 0.4 * light + 0.3 * heavy);
  const cock = 0.045 + 0.03 * light;
  const planted = 0.035 * heavy;
  return {
    bones: scaleLayer(
      {
        spine: [0.012 * breath - 0.02 * heavy, 0.02 * drift, 0.018 * sway - 0.03 * shift],
        chest: [-0.018 * breath, 0, -0.012 * sway - 0.015 * shift],
        upperChest: [-0.012 * breath, 0, 0],
        neck: [0.01 * breath, -0.015 * drift, -0.008 * sway],
        // Now and then a glance aside, held a moment, and back.
        head: [0.015 * wave(t, 0.13, phase + 0.2) - 0.03 * light, 0.03 * drift + 0.16 * glance(t, phase), 0.02 * wave(t, 0.07, phase) + 0.02 * shift],
        leftShoulder: [0, 0, 0.02 * breath],
        rightShoulder: [0, 0, -0.02 * breath],
        leftUpperArm: [0.03 * wave(t, 0.11, phase), 0, 0.02 * sway],
        rightUpperArm: [0.03 * wave(t, 0.11, phase + 0.5), 0, 0.02 * sway],
        // Feet stay put: the legs lean against the hips' shift, the free knee softens.
        leftUpperLeg: [0, 0, -0.012 * sway - cock * shift + planted],
        rightUpperLeg: [0, 0, -0.012 * sway - cock * shift - planted],
        leftLowerLeg: [0.07 * Math.max(0, -shift), 0, 0],
        rightLowerLeg: [0.07 * Math.max(0, shift), 0, 0],
        hips: [0, 0, 0.012 * sway + cock * shift],
      },
      amount,
    ),
    hips: [(0.012 * sway + 0.022 * shift) * amount, (0.003 * breath - 0.005 * Math.abs(shift)) * amount, 0],
  };
}
