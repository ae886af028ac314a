import type { Random } from '@/lib/seeded-random';
import { RIG_BONES, type BaseExpression, type RigBone } from '../rig';
import type { MotionWords } from './motion-words';
import { envelope, NEUTRAL_STYLE, STAND, type BoneRotation, type MotionClip, type Pose } from './pose';

/** One motion of a designed sequence, as the seed varied it. */
export interface DesignedPart {
  motion: string;
  clip: string;
  /** Seconds of the clip played (a looping clip is cut to a few bars). */
  clipSeconds: number;
  speed: number;
  amplitude: number;
  mirrored: boolean;
}

/** A motion made from words: a MotionClip plus what it is made of, and an expression curve. */
export interface DesignedMotion extends MotionClip {
  parts: DesignedPart[];
  expression?: BaseExpression;
  /** 0–1 weight of `expression` at time t. */
  expressionWeight(t: number): number;
}

/** Seconds two parts of a sequence overlap while one hands over to the next. */
const BLEND_SECONDS = 0.4;
/** Looping clips (dance, walk) play this long. */
const LOOP_SECONDS = 6;

const MIRROR: Partial<Record<RigBone, RigBone>> = Object.fromEntries(
  RIG_BONES.flatMap((bone) => (bone.startsWith('left') ? [[bone, bone.replace('left', 'right')]] : bone.startsWith('right') ? [[bone, bone.replace('right', 'left')]] : [])),
);

/** The same pose seen in a mirror: left and right bones swap, turns and side bends change sign. */
export function mirrorPose(pose: Pose): Pose {
  const bones: Partial<Record<RigBone, BoneRotation>> = {};
  for (const [bone, r] of Object.entries(pose.bones) as [RigBone, BoneRotation][]) bones[MIRROR[bone] ?? bone] = [r[0], -r[1], -r[2]];
  return { bones, hips: [-pose.hips[0], pose.hips[1], pose.hips[2]] };
}

/** Scales how far a pose moves away from standing (amplitude 1 is the pose itself). */
function scalePose(pose: Pose, amplitude: number): Pose {
  const bones: Partial<Record<RigBone, BoneRotation>> = {};
  for (const bone of RIG_BONES) {
    const r = pose.bones[bone] ?? [0, 0, 0];
    const rest = STAND[bone] ?? [0, 0, 0];
    bones[bone] = [rest[0] + amplitude * (r[0] - rest[0]), rest[1] + amplitude * (r[1] - rest[1]), rest[2] + amplitude * (r[2] - rest[2])];
  }
  return { bones, hips: [pose.hips[0] * amplitude, pose.hips[1] * amplitude, pose.hips[2] * amplitude] };
}

function blendPoses(a: Pose, b: Pose, w: number): Pose {
  const bones: Partial<Record<RigBone, BoneRotation>> = {};
  for (const bone of RIG_BONES) {
    const x = a.bones[bone] ?? [0, 0, 0];
    const y = b.bones[bone] ?? [0, 0, 0];
    bones[bone] = [x[0] + (y[0] - x[0]) * w, x[1] + (y[1] - x[1]) * w, x[2] + (y[2] - x[2]) * w];
  }
  return { bones, hips: [a.hips[0] + (b.hips[0] - a.hips[0]) * w, a.hips[1] + (b.hips[1] - a.hips[1]) * w, a.hips[2] + (b.hips[2] - a.hips[2]) * w] };
}

function addToBone(pose: Pose, bone: RigBone, [x, y, z]: BoneRotation): void {
  const r = pose.bones[bone] ?? [0, 0, 0];
  pose.bones[bone] = [r[0] + x, r[1] + y, r[2] + z];
}

/**
 * Builds the motion the words describe from the library, varied by the seed: each part's clip variant,
 * speed (±12 %), amplitude (±15 %) and, where a hand leads and the words name none, the side. Parts play
 * in order with short blends; the manner adds a shy head, a hop, a sigh and an expression over the whole.
 */
export function designMotion({ motions, manner }: MotionWords, random: Random): DesignedMotion {
  let at = 0;
  const parts = motions.map((motion) => {
    const clip = random.pick(motion.clips);
    const speed = Math.round(manner.speed * random.range(0.88, 1.12) * 100) / 100;
    const amplitude = Math.round(Math.min(1.5, manner.amplitude * random.range(0.85, 1.15)) * 100) / 100;
    // The library's handed clips lead with the right hand; the left is the mirror image.
    const mirrored = motion.handed && (manner.side ? manner.side === 'left' : random.chance(0.5));
    const clipSeconds = clip.loop ? LOOP_SECONDS : clip.duration;
    const start = at;
    at += clipSeconds / speed - BLEND_SECONDS;
    return { part: { motion: motion.name, clip: clip.name, clipSeconds, speed, amplitude, mirrored }, clip, start, end: start + clipSeconds / speed };
  });
  const duration = Math.round((at + BLEND_SECONDS) * 100) / 100;
  const partPose = (index: number, t: number): Pose => {
    const { part, clip, start } = parts[index]!;
    const local = Math.min(part.clipSeconds, Math.max(0, (t - start) * part.speed));
    // Loops fade in and out of standing over their cut; one-shots already start and end at rest.
    const fade = clip.loop ? envelope(local, 0, 0.5, part.clipSeconds - 0.6, part.clipSeconds) : 1;
    const pose = scalePose(clip.sample(local, { emotion: 6, phase: 0, style: NEUTRAL_STYLE }), part.amplitude * fade);
    return part.mirrored ? mirrorPose(pose) : pose;
  };
  const sample = (t: number): Pose => {
    const time = Math.min(duration, Math.max(0, t));
    let index = parts.findIndex((p) => time < p.end);
    if (index < 0) index = parts.length - 1;
    let pose = partPose(index, time);
    const next = parts[index + 1];
    if (next && time > next.start) pose = blendPoses(pose, partPose(index + 1, time), (time - next.start) / BLEND_SECONDS);
    const whole = envelope(time, 0, 0.6, duration - 0.7, duration);
    if (manner.shy) {
      addToBone(pose, 'head', [0.18 * whole, -0.2 * whole, 0.1 * whole]);
      addToBone(pose, 'spine', [0.05 * whole, 0, 0]);
    }
    if (manner.jump) {
      // Crouch, spring up, land: once, in the middle of the motion.
      const u = (time - duration * 0.4) / 1.2;
      const bump = (x: number) => Math.sin(x * Math.PI) ** 2;
      const crouch = u > -0.45 && u < 0 ? bump((u + 0.45) / 0.45) : u > 0.75 && u < 1.1 ? bump((u - 0.75) / 0.35) * 0.6 : 0;
      const air = u >= 0 && u <= 0.75 ? Math.sin((u / 0.75) * Math.PI) : 0;
      pose.hips = [pose.hips[0], pose.hips[1] + 0.16 * air - 0.08 * crouch, pose.hips[2]];
      for (const side of ['left', 'right'] as const) {
        addToBone(pose, `${side}UpperLeg`, [-0.55 * crouch - 0.2 * air, 0, 0]);
        addToBone(pose, `${side}LowerLeg`, [0.9 * crouch + 0.35 * air, 0, 0]);
        addToBone(pose, `${side}Foot`, [-0.4 * crouch + 0.3 * air, 0, 0]);
      }
    }
    if (manner.sigh) {
      const breath = envelope(time, duration * 0.15, duration * 0.35, duration * 0.4, duration * 0.7);
      addToBone(pose, 'chest', [-0.08 * breath, 0, 0]);
      addToBone(pose, 'leftShoulder', [0, 0, 0.12 * breath]);
      addToBone(pose, 'rightShoulder', [0, 0, -0.12 * breath]);
      addToBone(pose, 'head', [-0.1 * breath, 0, 0]);
    }
    return pose;
  };
  const expression = manner.expression;
  return {
    name: parts.map(({ part }) => part.motion).join('+'),
    duration,
    loop: false,
    sample,
    parts: parts.map(({ part }) => part),
    ...(expression ? { expression } : {}),
    expressionWeight: (t) => (expression ? 0.8 * envelope(t, 0.2, 0.8, duration - 0.8, duration) : 0),
  };
}
