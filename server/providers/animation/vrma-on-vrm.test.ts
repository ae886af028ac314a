import { NEUTRAL_STYLE } from '@/lib/avatar/motions/pose';
import { AnimationMixer, Euler, Quaternion } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { VRMLoaderPlugin, type VRM } from '@pixiv/three-vrm';
import { createVRMAnimationClip, VRMAnimationLoaderPlugin, type VRMAnimation } from '@pixiv/three-vrm-animation';
import { designMotion } from '@/lib/avatar/motions/designed-motion';
import { readMotionWords } from '@/lib/avatar/motions/motion-words';
import { buildGlb } from '@/lib/test/glb-files';
import { writeVrma } from '@/lib/avatar/vrm/vrma-writer';
import { RIG_BONES } from '@/lib/avatar/rig';
import { createRandom } from '@/lib/seeded-random';

/** A VRM 1.0 skeleton without a mesh: the humanoid bones in T-pose, a little taller than the VRMA's own. */
function skeletonVrm(): ArrayBuffer {
  const parent: Record<string, string | undefined> = { spine: 'hips', chest: 'spine', upperChest: 'chest', neck: 'upperChest', head: 'neck', leftShoulder: 'upperChest', rightShoulder: 'upperChest', leftUpperArm: 'leftShoulder', rightUpperArm: 'rightShoulder', leftLowerArm: 'leftUpperArm', rightLowerArm: 'rightUpperArm', leftHand: 'leftLowerArm', rightHand: 'rightLowerArm', leftUpperLeg: 'hips', rightUpperLeg: 'hips', leftLowerLeg: 'leftUpperLeg', rightLowerLeg: 'rightUpperLeg', leftFoot: 'leftLowerLeg', rightFoot: 'rightLowerLeg' };
  const nodes = RIG_BONES.map((bone) => {
    const side = bone.startsWith('left') ? 1 : bone.startsWith('right') ? -1 : 0;
    const translation = bone === 'hips' ? [0, 0.95, 0] : /Arm|Hand|Shoulder/.test(bone) ? [0.12 * side, bone.endsWith('Shoulder') ? 0.1 : 0, 0] : /Leg|Foot/.test(bone) ? [0.09 * side * (bone.endsWith('UpperLeg') ? 1 : 0), -0.4, 0] : [0, 0.1, 0];
    const children = RIG_BONES.flatMap((child, index) => (parent[child] === bone ? [index] : []));
    return { name: bone, translation, ...(children.length ? { children } : {}) };
  });
  return buildGlb({
    asset: { version: '2.0' },
    extensionsUsed: ['VRMC_vrm'],
    extensions: {
      VRMC_vrm: {
        specVersion: '1.0',
        meta: { name: 'skeleton', authors: ['KOKO tests'], licenseUrl: 'https://vrm.dev/licenses/1.0/' },
        humanoid: { humanBones: Object.fromEntries(RIG_BONES.map((bone, node) => [bone, { node }])) },
        expressions: { preset: { happy: {} } },
      },
    },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes,
  });
}

async function parse<T>(buffer: ArrayBuffer, pick: (userData: Record<string, unknown>) => T): Promise<T> {
  const loader = new GLTFLoader();
  loader.register((parser) => new VRMLoaderPlugin(parser));
  loader.register((parser) => new VRMAnimationLoaderPlugin(parser));
  return new Promise((resolve, reject) => loader.parse(buffer, '', (gltf) => resolve(pick(gltf.userData)), reject));
}

it('plays on a VRM through three-vrm: its normalized bones follow the designed motion', async () => {
  const motion = designMotion(readMotionWords('victory jump')!, createRandom('4', 'motion'));
  const bytes = writeVrma(motion);
  const vrm = await parse(skeletonVrm(), (data) => data.vrm as VRM);
  const animation = await parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, (data) => (data.vrmAnimations as VRMAnimation[])[0]!);
  const mixer = new AnimationMixer(vrm.scene);
  mixer.clipAction(createVRMAnimationClip(animation, vrm)).play();
  const t = 1.0;
  mixer.update(t);
  const pose = motion.sample(t, { emotion: 6, phase: 0, style: NEUTRAL_STYLE });
  for (const bone of ['leftUpperArm', 'rightLowerArm', 'spine', 'leftUpperLeg'] as const) {
    const r = pose.bones[bone]!;
    const expected = new Quaternion().setFromEuler(new Euler(r[0], r[1], r[2], 'XYZ'));
    expect(vrm.humanoid.getNormalizedBoneNode(bone)!.quaternion.angleTo(expected)).toBeLessThan(0.02);
  }
  // The hop lifts the hips, scaled from the VRMA's 0.86 m hips to this model's 0.95 m.
  expect(vrm.humanoid.getNormalizedBoneNode('hips')!.position.y).toBeCloseTo((0.86 + pose.hips[1]) * (0.95 / 0.86), 2);
});
