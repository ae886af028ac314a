import { Bone, Vector3 } from 'three';
import type { AvatarLook } from '../look';
import { RIG_BONE_PARENT, RIG_BONES, type RigBone } from '../rig';

/** Where each joint of the procedural character sits in its T-pose (metres, feet on y = 0, facing +Z). */
export interface Frame {
  joints: Record<RigBone, Vector3>;
  /** Tips for skinning the last segments. */
  handTip: { left: Vector3; right: Vector3 };
  toe: { left: Vector3; right: Vector3 };
  /** Centre and radius of the head sphere. */
  headCentre: Vector3;
  headRadius: number;
  /** Uniform scale from the 1.6 m reference design. */
  scale: number;
}


export function frameOf(look: AvatarLook): Frame {
  const { proportions: pr, build } = look;
  const s = pr.height / 1.6;
  const ll = pr.legLength;
  const ankleY = 0.075;
  const kneeY = ankleY + 0.37 * ll;
  const legY = kneeY + 0.39 * ll;
  const hipsY = legY + 0.045;
  const sw = pr.shoulderWidth;
  const hw = pr.hipWidth;
  const legX = 0.078 * hw;
  const shoulderX = 0.145 * sw;
  const armY = hipsY + 0.345;
  const upper = build === 'masculine' ? 0.25 : 0.235;
  const lower = build === 'masculine' ? 0.23 : 0.215;
  const v = (x: number, y: number, z = 0) => new Vector3(x * s, y * s, z * s);
  const joints: Record<RigBone, Vector3> = {
    hips: v(0, hipsY),
    spine: v(0, hipsY + 0.08),
    chest: v(0, hipsY + 0.17),
    upperChest: v(0, hipsY + 0.26),
    neck: v(0, hipsY + 0.335),
    head: v(0, hipsY + 0.37),
    leftShoulder: v(0.03, armY),
    leftUpperArm: v(shoulderX, armY - 0.005),
    leftLowerArm: v(shoulderX + upper, armY - 0.005),
    leftHand: v(shoulderX + upper + lower, armY - 0.005),
    rightShoulder: v(-0.03, armY),
    rightUpperArm: v(-shoulderX, armY - 0.005),
    rightLowerArm: v(-shoulderX - upper, armY - 0.005),
    rightHand: v(-shoulderX - upper - lower, armY - 0.005),
    leftUpperLeg: v(legX, legY),
    leftLowerLeg: v(legX * 0.92, kneeY, 0.005),
    leftFoot: v(legX * 0.9, ankleY, -0.01),
    rightUpperLeg: v(-legX, legY),
    rightLowerLeg: v(-legX * 0.92, kneeY, 0.005),
    rightFoot: v(-legX * 0.9, ankleY, -0.01),
  };
  const handLength = build === 'masculine' ? 0.17 : 0.15;
  const headRadius = 0.13 * pr.headScale * s;
  return {
    joints,
    handTip: { left: joints.leftHand.clone().add(v(handLength, 0)), right: joints.rightHand.clone().add(v(-handLength, 0)) },
    toe: { left: v(legX * 0.9, 0.02, 0.15), right: v(-legX * 0.9, 0.02, 0.15) },
    headCentre: joints.head.clone().add(new Vector3(0, headRadius * 0.82, 0.006 * s)),
    headRadius,
    scale: s,
  };
}

/** The humanoid bones (VRM names) in their T-pose, parented, with rest rotations of identity. */
export function createBones(frame: Frame): { bones: Record<RigBone, Bone>; list: Bone[]; index: Record<RigBone, number> } {
  const bones = {} as Record<RigBone, Bone>;
  const list: Bone[] = [];
  const index = {} as Record<RigBone, number>;
  for (const name of RIG_BONES) {
    const bone = new Bone();
    bone.name = name;
    bones[name] = bone;
    index[name] = list.length;
    list.push(bone);
  }
  for (const name of RIG_BONES) {
    const parent = RIG_BONE_PARENT[name];
    const bone = bones[name];
    if (parent) {
      bones[parent].add(bone);
      bone.position.copy(frame.joints[name]).sub(frame.joints[parent]);
    } else {
      bone.position.copy(frame.joints[name]);
    }
  }
  return { bones, list, index };
}

export { RIG_BONE_PARENT as BONE_PARENT };
