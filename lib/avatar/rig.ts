import type { Intersection, Object3D, Vector3 } from 'three';
import type { MotionName, MouthShape, VisemeName } from '@/lib/contracts/chat-codes';

/**
 * The one avatar interface of the 3D scene. Two implementations:
 * - the procedural stylized character (`createProceduralRig(look, seed)` in lib/avatar/procedural/procedural-rig.ts),
 *   drawn from an `AvatarLook` (lib/avatar/look.ts), a role's avatar asset (asset type 1) as JSON;
 * - a VRM 0.x / 1.0 file (`loadVrmRig(bytesOrUrl)` in lib/avatar/vrm/vrm-rig.ts), which first runs
 *   `validateVrm(bytes)` (lib/avatar/vrm/validate.ts) and throws `VrmValidationError` with a `problem` code.
 * Lip sync from a reply's viseme cues or from loudness: `LipSync` in lib/avatar/lip-sync.ts.
 *
 * The scene owns the render loop and calls `update(delta)` once per frame; everything else (expression
 * fades, blinking, idle life, motion cross-fades, lip-sync smoothing) advances inside `update`. No method
 * needs WebGL: a rig can be built, driven and inspected in Node (tests read `state()`).
 */

/**
 * The base expressions every rig can show (VRM 1.0 preset names where they exist). Each emotion code is a
 * blend of these (lib/avatar/emotions.ts).
 */
export const BASE_EXPRESSIONS = ['happy', 'angry', 'sad', 'relaxed', 'surprised'] as const;
export type BaseExpression = (typeof BASE_EXPRESSIONS)[number];
export type ExpressionWeights = Record<BaseExpression, number>;

/** Body parts a touch can land on (seed §9 codes 11–18, lib/contracts/chat.ts BodyPart). */
export type BodyPartCode = 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18;

/** Humanoid bone names of the VRM 1.0 standard that the motion library drives. */
export const RIG_BONES = [
  'hips',
  'spine',
  'chest',
  'upperChest',
  'neck',
  'head',
  'leftShoulder',
  'leftUpperArm',
  'leftLowerArm',
  'leftHand',
  'rightShoulder',
  'rightUpperArm',
  'rightLowerArm',
  'rightHand',
  'leftUpperLeg',
  'leftLowerLeg',
  'leftFoot',
  'rightUpperLeg',
  'rightLowerLeg',
  'rightFoot',
] as const;
export type RigBone = (typeof RIG_BONES)[number];

/** Parent of each humanoid bone (VRM 1.0 hierarchy), the one table the procedural skeleton and VRMA export share. */
export const RIG_BONE_PARENT: Record<RigBone, RigBone | null> = {
  hips: null,
  spine: 'hips',
  chest: 'spine',
  upperChest: 'chest',
  neck: 'upperChest',
  head: 'neck',
  leftShoulder: 'upperChest',
  leftUpperArm: 'leftShoulder',
  leftLowerArm: 'leftUpperArm',
  leftHand: 'leftLowerArm',
  rightShoulder: 'upperChest',
  rightUpperArm: 'rightShoulder',
  rightLowerArm: 'rightUpperArm',
  rightHand: 'rightLowerArm',
  leftUpperLeg: 'hips',
  leftLowerLeg: 'leftUpperLeg',
  leftFoot: 'leftLowerLeg',
  rightUpperLeg: 'hips',
  rightLowerLeg: 'rightUpperLeg',
  rightFoot: 'rightLowerLeg',
};

/** A bone rotation as XYZ Euler angles in radians, relative to the humanoid's T-pose rest (VRM normalized bones). */
export type BoneRotation = readonly [x: number, y: number, z: number];

/**
 * A full-body pose. Axes follow the VRM normalized humanoid: the character faces +Z, its left is +X.
 * Left arm down is a negative Z rotation of leftUpperArm; head nod down is +X; head turn to its left is +Y;
 * thigh forward is −X; knee bend is +X.
 */
export interface Pose {
  bones: Partial<Record<RigBone, BoneRotation>>;
  /** Hips offset in metres for a 1.6 m character (the rig scales it to its own height). */
  hips: readonly [x: number, y: number, z: number];
}

/**
 * How a body moves: a dwarf takes short quick steps and rolls on them, a dancer long light ones; old
 * people stoop; a heavy body holds its arms a little away from it.
 */
export interface MotionStyle {
  /** Speed of steps and beats (1 the reference). */
  tempo: number;
  /** Size of leg and arm swings. */
  stride: number;
  /** Side-to-side roll of the hips and shoulders in a walk or a dance. */
  roll: number;
  /** 0 upright … 1 the bent back of old age. */
  stoop: number;
  /** Radians the arms hang away from the body beyond the relaxed stand. */
  armSpread: number;
}

export interface MotionContext {
  /** For the `emotion` type: the emotion code whose gesture to play. */
  emotion: number;
  /** A per-character phase offset (0–1) so two characters never move in lockstep. */
  phase: number;
  style: MotionStyle;
}

export interface MotionClip {
  name: string;
  /** Seconds; one-shots end after it, loops repeat (procedural loops are seamless at any time). */
  duration: number;
  loop: boolean;
  sample(t: number, ctx: MotionContext): Pose;
}

export interface PlayMotionOptions {
  /** Cross-fade time from the current motion, seconds (default 0.35). */
  fadeSeconds?: number;
  /** Pick a specific clip among those of the type (index wraps); default: a random one. */
  variant?: number;
  /** Playback speed multiplier (default 1). */
  speed?: number;
  /**
   * One-shot motions (appear, emotion, active, perform…) return to `idle` (or `listen` / `talk` while
   * those are the base state) when they end; `loop: true` keeps them going until the next playMotion.
   */
  loop?: boolean;
  /** For the `emotion` type: the emotion code (1–28) whose body language to play. */
  emotion?: number;
  /** A clip to play instead of the library's for the type: a motion designed from words (motions/designed-motion.ts). */
  clip?: MotionClip;
}

export interface SetExpressionOptions {
  /** Seconds the expression holds at full strength before easing back to neutral; default from the emotion table. `Infinity` holds it. */
  holdSeconds?: number;
}

export interface AvatarRigState {
  kind: 'procedural' | 'vrm';
  expression: {
    /** The emotion code (1–28) last set, 6 (neutral) at rest. */
    emotion: number;
    /** Requested intensity 0–1. */
    intensity: number;
    /** Current blend weights after fades, 0–1. */
    weights: ExpressionWeights;
    /** Seconds until the return to neutral starts (0 once returning or at rest). */
    holdRemaining: number;
  };
  viseme: {
    /** The dominant mouth shape now ('closed' when the mouth is at rest). */
    name: MouthShape;
    weight: number;
    weights: Record<VisemeName, number>;
  };
  /** Eyelid closure 0 (open) – 1 (closed). */
  blink: number;
  motion: {
    type: MotionName;
    /** The clip's name inside the motion library, e.g. 'dance-bounce'. */
    clip: string;
    /** Seconds into the clip. */
    time: number;
    /** 0–1 while a cross-fade is in progress, 1 otherwise. */
    fade: number;
  };
  /** The point the eyes and head follow, in world space, or null. */
  lookAt: { x: number; y: number; z: number } | null;
  /** World-space heights of the character's key points, for camera framing. */
  metrics: AvatarMetrics;
}

export interface AvatarMetrics {
  /** Standing height in metres (feet at y = 0 of the root). */
  height: number;
  /** Height of the eyes' centre. */
  eyeY: number;
  /** Height of the very top of the head: hair, hats, horns, ears and halos included. */
  headTopY: number;
  /** Height of the chest centre. */
  chestY: number;
  /** Height of the lowest fingertip with the arms hanging relaxed, when the model knows it. */
  handY?: number;
  /** Half the figure's width across the relaxed arms and hands (metres from its centre line), when known. */
  halfWidth?: number;
}

export interface AvatarRig {
  readonly kind: 'procedural' | 'vrm';
  /** Add this to the scene. The character stands on y = 0, faces +Z. */
  readonly object3D: Object3D;
  /** Show an emotion (1–28) at intensity 0–1; eases in, holds, then returns to neutral on its own. */
  setExpression(emotionCode: number, intensity?: number, options?: SetExpressionOptions): void;
  /** Drive the mouth to one shape (weight 0–1; the other shapes ease out); 'closed' closes it. Smoothed in update. */
  setViseme(name: MouthShape, weight: number): void;
  /**
   * Optional: a blend of mouth shapes at once (what lib/avatar/lip-sync.ts produces between two cues);
   * shapes left out go to 0. Both rigs implement it.
   */
  setVisemes?(weights: Partial<Record<VisemeName, number>>): void;
  /** Blink once now (random blinks happen on their own). */
  blink(): void;
  /** Eyes (and a little of the head) follow this world point; null returns to idle glances. */
  lookAt(target: Vector3 | null): void;
  /** A reply's gaze cue for a few seconds: away, down or up; null back to the person (lib/avatar/face-state.ts). */
  setGaze(cue: 'away' | 'down' | 'up' | null): void;
  /** Cross-fade to a motion of the given type (seed §9 motion types). */
  playMotion(type: MotionName, options?: PlayMotionOptions): void;
  /** Advance time by delta seconds: fades, blinking, idle life, motions, lip sync. */
  update(deltaSeconds: number): void;
  /**
   * The body part a raycast hit landed on (codes 11–18), or null when the object is not part of this
   * character. Pass the whole Intersection when you have it: the hit point tells front from back hips on
   * models drawn as one mesh.
   */
  bodyPartOf(hit: Intersection | Object3D): BodyPartCode | null;
  /** Current state, for the scene and tests. */
  state(): AvatarRigState;
  /** Free geometries, materials and textures. */
  dispose(): void;
}
