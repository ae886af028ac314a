import { Euler, Matrix4, Object3D, Quaternion, Vector3, type Intersection } from 'three';
import type { MotionName, MouthShape, VisemeName } from '@/lib/contracts/chat-codes';
import { dominantViseme, FaceState, type FaceFrame } from './face-state';
import { MotionPlayer } from './motions/player';
import type { MotionStyle } from './motions/pose';
import { createRandom } from '@/lib/seeded-random';
import {
  RIG_BONES,
  type AvatarMetrics,
  type AvatarRig,
  type AvatarRigState,
  type BodyPartCode,
  type PlayMotionOptions,
  type RigBone,
  type SetExpressionOptions,
} from './rig';

/** Which bone segments stand for which touchable body part (seed §9 codes). */
const PART_SEGMENTS: [BodyPartCode, RigBone, RigBone | 'top'][] = [
  [11, 'neck', 'head'],
  [11, 'head', 'top'],
  [12, 'spine', 'chest'],
  [12, 'chest', 'upperChest'],
  [12, 'upperChest', 'neck'],
  [12, 'leftShoulder', 'leftUpperArm'],
  [12, 'rightShoulder', 'rightUpperArm'],
  [13, 'hips', 'spine'],
  [15, 'leftUpperArm', 'leftLowerArm'],
  [15, 'leftLowerArm', 'leftHand'],
  [16, 'rightUpperArm', 'rightLowerArm'],
  [16, 'rightLowerArm', 'rightHand'],
  [17, 'leftUpperLeg', 'leftLowerLeg'],
  [17, 'leftLowerLeg', 'leftFoot'],
  [18, 'rightUpperLeg', 'rightLowerLeg'],
  [18, 'rightLowerLeg', 'rightFoot'],
];

const v1 = new Vector3();
const v2 = new Vector3();
const v3 = new Vector3();
const inverse = new Matrix4();
const lookQ = new Quaternion();
const lookE = new Euler();

function distanceToSegment(p: Vector3, a: Vector3, b: Vector3): number {
  const ab = v3.copy(b).sub(a);
  const len = ab.lengthSq();
  const t = len > 0 ? Math.max(0, Math.min(1, v1.copy(p).sub(a).dot(ab) / len)) : 0;
  return v2.copy(a).addScaledVector(ab, t).distanceTo(p);
}

/**
 * What both rigs share: the face's time line, the motion player with cross-fades, head-and-eye look-at
 * with idle glances, body-part lookup and the readable state. An implementation supplies its humanoid
 * bones (in the normalized T-pose space), draws the face frame, and reports its metrics.
 */
export abstract class BaseRig implements AvatarRig {
  abstract readonly kind: 'procedural' | 'vrm';
  abstract readonly object3D: Object3D;
  protected readonly face: FaceState;
  protected readonly motion: MotionPlayer;
  private target: Vector3 | null = null;
  private readonly headLook = { yaw: 0, pitch: 0 };
  private lastFrame: FaceFrame | null = null;

  constructor(seed: string, style?: MotionStyle) {
    const random = createRandom(seed, 'life');
    this.face = new FaceState(random.next);
    this.motion = new MotionPlayer(random.next(), random.next, style);
  }

  /** A humanoid bone whose rest rotation is identity in the T-pose, or null when the model lacks it. */
  protected abstract bone(name: RigBone): Object3D | null;
  /** The bone whose world position a touch is measured against (the rendered skeleton's). */
  protected hitBone(name: RigBone): Object3D | null {
    return this.bone(name);
  }
  /** The hips bone's rest position. */
  protected abstract readonly restHips: Vector3;
  /** Metres of the model per metre of the 1.6 m reference the motions are written for. */
  protected abstract readonly motionScale: number;
  protected abstract applyFace(frame: FaceFrame, delta: number): void;
  abstract metrics(): AvatarMetrics;
  protected afterUpdate(_delta: number): void {}
  abstract dispose(): void;

  setExpression(emotionCode: number, intensity = 1, options: SetExpressionOptions = {}): void {
    this.face.setExpression(emotionCode, intensity, options.holdSeconds);
  }

  setGaze(cue: 'away' | 'down' | 'up' | null): void {
    this.face.setGaze(cue);
  }

  setViseme(name: MouthShape, weight: number): void {
    this.face.setViseme(name, weight);
  }

  setVisemes(weights: Partial<Record<VisemeName, number>>): void {
    this.face.setVisemes(weights);
  }

  blink(): void {
    this.face.blink();
  }

  lookAt(target: Vector3 | null): void {
    this.target = target ? target.clone() : null;
  }

  playMotion(type: MotionName, options?: PlayMotionOptions): void {
    this.motion.play(type, options);
  }

  update(deltaSeconds: number): void {
    const dt = Math.min(0.1, Math.max(0, deltaSeconds));
    const pose = this.motion.update(dt);
    for (const name of RIG_BONES) {
      const bone = this.bone(name);
      if (bone) bone.quaternion.copy(pose.rotations[name]);
    }
    const hips = this.bone('hips');
    if (hips) hips.position.copy(this.restHips).addScaledVector(pose.hips, this.motionScale);

    // Look-at: the head turns part of the way, the eyes do the rest.
    let yaw = 0;
    let pitch = 0;
    const head = this.bone('head');
    if (this.target && head) {
      this.object3D.updateWorldMatrix(true, true);
      inverse.copy(this.object3D.matrixWorld).invert();
      const local = v1.copy(this.target).applyMatrix4(inverse);
      const headPos = head.getWorldPosition(v2).applyMatrix4(inverse);
      const d = local.sub(headPos);
      yaw = Math.max(-1, Math.min(1, Math.atan2(d.x, d.z)));
      pitch = Math.max(-0.6, Math.min(0.6, Math.atan2(d.y, Math.hypot(d.x, d.z))));
    }
    const k = 1 - Math.exp(-6 * dt);
    this.headLook.yaw += (Math.max(-0.5, Math.min(0.5, yaw * 0.5)) - this.headLook.yaw) * k;
    this.headLook.pitch += (Math.max(-0.3, Math.min(0.3, pitch * 0.4)) - this.headLook.pitch) * k;
    if (head) {
      lookQ.setFromEuler(lookE.set(-this.headLook.pitch, this.headLook.yaw, 0, 'YXZ'));
      head.quaternion.multiply(lookQ);
    }

    const frame = this.face.update(dt);
    const eyes: FaceFrame = {
      ...frame,
      gaze: { yaw: frame.gaze.yaw + (yaw - this.headLook.yaw), pitch: frame.gaze.pitch + (pitch - this.headLook.pitch) },
    };
    this.lastFrame = eyes;
    this.applyFace(eyes, dt);
    this.afterUpdate(dt);
  }

  bodyPartOf(hit: Intersection | Object3D): BodyPartCode | null {
    const object = (hit as Object3D).isObject3D ? (hit as Object3D) : (hit as Intersection).object;
    let tagged: BodyPartCode | null = null;
    let inside = false;
    for (let o: Object3D | null = object; o; o = o.parent) {
      if (tagged === null && typeof o.userData.bodyPart === 'number') tagged = o.userData.bodyPart as BodyPartCode;
      if (o === this.object3D) {
        inside = true;
        break;
      }
    }
    if (!inside) return null;
    if (tagged !== null) return tagged;
    this.object3D.updateWorldMatrix(true, true);
    const point = (hit as Intersection).point ? (hit as Intersection).point.clone() : object.getWorldPosition(new Vector3());
    let best: BodyPartCode | null = null;
    let bestDistance = Infinity;
    const a = new Vector3();
    const b = new Vector3();
    for (const [part, from, to] of PART_SEGMENTS) {
      const boneA = this.hitBone(from);
      if (!boneA) continue;
      boneA.getWorldPosition(a);
      if (to === 'top') {
        b.copy(a).add(new Vector3(0, 0.25 * this.motionScale, 0).applyQuaternion(this.object3D.getWorldQuaternion(new Quaternion())));
      } else {
        const boneB = this.hitBone(to);
        if (!boneB) continue;
        boneB.getWorldPosition(b);
      }
      const d = distanceToSegment(point, a, b);
      if (d < bestDistance) {
        bestDistance = d;
        best = part;
      }
    }
    if (best === 13) {
      // Front or back of the hips: which side of the hips bone the hit is on, in the character's frame.
      inverse.copy(this.object3D.matrixWorld).invert();
      const local = point.clone().applyMatrix4(inverse);
      const hipsLocal = this.hitBone('hips')!.getWorldPosition(new Vector3()).applyMatrix4(inverse);
      return local.z >= hipsLocal.z ? 13 : 14;
    }
    return best;
  }

  state(): AvatarRigState {
    const frame = this.lastFrame;
    const visemes = frame ? { ...frame.visemes } : { aa: 0, ih: 0, ou: 0, ee: 0, oh: 0 };
    const target = this.target;
    return {
      kind: this.kind,
      expression: {
        emotion: this.face.emotion,
        intensity: this.face.intensity,
        weights: frame ? { ...frame.weights } : { happy: 0, angry: 0, sad: 0, relaxed: 0, surprised: 0 },
        holdRemaining: this.face.holdRemaining,
      },
      viseme: { ...dominantViseme(visemes), weights: visemes },
      blink: this.face.blinkAmount,
      motion: this.motion.state,
      lookAt: target ? { x: target.x, y: target.y, z: target.z } : null,
      metrics: this.metrics(),
    };
  }
}
