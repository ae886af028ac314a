import { Euler, Quaternion } from 'three';
import { RIG_BONE_PARENT, RIG_BONES, type BaseExpression, type RigBone } from '../rig';
import { NEUTRAL_STYLE, type MotionContext, type Pose } from '../motions/pose';

/** A sampled motion: poses at a fixed frame rate, and expression weights at the same times. */
export interface VrmaSource {
  duration: number;
  sample(t: number, ctx: MotionContext): Pose;
  expression?: BaseExpression;
  expressionWeight?(t: number): number;
}

export const VRMA_FPS = 30;


/** Rest offsets from the parent of a 1.6 m humanoid in T-pose, facing +Z with its left at +X (VRM 1.0). */
const REST: Record<RigBone, [number, number, number]> = {
  hips: [0, 0.86, 0],
  spine: [0, 0.07, 0],
  chest: [0, 0.1, 0],
  upperChest: [0, 0.1, 0],
  neck: [0, 0.13, 0],
  head: [0, 0.08, 0],
  leftShoulder: [0.03, 0.09, 0],
  leftUpperArm: [0.09, 0, 0],
  leftLowerArm: [0.24, 0, 0],
  leftHand: [0.22, 0, 0],
  rightShoulder: [-0.03, 0.09, 0],
  rightUpperArm: [-0.09, 0, 0],
  rightLowerArm: [-0.24, 0, 0],
  rightHand: [-0.22, 0, 0],
  leftUpperLeg: [0.08, -0.05, 0],
  leftLowerLeg: [0, -0.38, 0],
  leftFoot: [0, -0.38, 0],
  rightUpperLeg: [-0.08, -0.05, 0],
  rightLowerLeg: [0, -0.38, 0],
  rightFoot: [0, -0.38, 0],
};

const FLOAT = 5126;
/** A neutral emotion and no phase offset: an exported motion is the same on every character. */
const AT_REST: MotionContext = { emotion: 6, phase: 0, style: NEUTRAL_STYLE };

/**
 * Writes a motion as VRMA (glTF binary with the `VRMC_vrm_animation` extension): a T-pose humanoid
 * skeleton whose rest rotations are identity, so each bone's rotation track is its normalized-bone
 * rotation as quaternions; the hips also carry a translation track (rest height plus the pose's offset);
 * an expression is a node whose translation x is its weight. Any VRM 1.0 app can play it.
 */
export function writeVrma(source: VrmaSource, options: { name?: string } = {}): Uint8Array {
  const frames = Math.max(2, Math.round(source.duration * VRMA_FPS) + 1);
  const times = new Float32Array(frames);
  const rotations = new Map<RigBone, Float32Array>(RIG_BONES.map((bone) => [bone, new Float32Array(frames * 4)]));
  const hips = new Float32Array(frames * 3);
  const expression = source.expression ? new Float32Array(frames * 3) : undefined;
  const euler = new Euler();
  const quaternion = new Quaternion();
  for (let i = 0; i < frames; i++) {
    const t = Math.min(source.duration, i / VRMA_FPS);
    times[i] = t;
    const pose = source.sample(t, AT_REST);
    for (const bone of RIG_BONES) {
      const r = pose.bones[bone] ?? [0, 0, 0];
      quaternion.setFromEuler(euler.set(r[0], r[1], r[2], 'XYZ'));
      rotations.get(bone)!.set([quaternion.x, quaternion.y, quaternion.z, quaternion.w], i * 4);
    }
    hips.set([REST.hips[0] + pose.hips[0], REST.hips[1] + pose.hips[1], REST.hips[2] + pose.hips[2]], i * 3);
    if (expression) expression[i * 3] = source.expressionWeight?.(t) ?? 0;
  }

  const chunks: Float32Array[] = [];
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  let byteLength = 0;
  const addAccessor = (data: Float32Array, type: 'SCALAR' | 'VEC3' | 'VEC4', extra: object = {}) => {
    bufferViews.push({ buffer: 0, byteOffset: byteLength, byteLength: data.byteLength });
    accessors.push({ bufferView: bufferViews.length - 1, componentType: FLOAT, count: frames, type, ...extra });
    chunks.push(data);
    byteLength += data.byteLength;
    return accessors.length - 1;
  };
  const input = addAccessor(times, 'SCALAR', { min: [0], max: [times[frames - 1]] });

  const nodes: object[] = [];
  const nodeOf = new Map<RigBone, number>(RIG_BONES.map((bone, index) => [bone, index]));
  for (const bone of RIG_BONES) {
    const children = RIG_BONES.filter((child) => RIG_BONE_PARENT[child] === bone).map((child) => nodeOf.get(child)!);
    nodes.push({ name: bone, translation: REST[bone], ...(children.length ? { children } : {}) });
  }
  const samplers: object[] = [];
  const channels: object[] = [];
  const addChannel = (node: number, path: 'rotation' | 'translation', output: number) => {
    samplers.push({ input, output, interpolation: 'LINEAR' });
    channels.push({ sampler: samplers.length - 1, target: { node, path } });
  };
  for (const bone of RIG_BONES) addChannel(nodeOf.get(bone)!, 'rotation', addAccessor(rotations.get(bone)!, 'VEC4'));
  addChannel(nodeOf.get('hips')!, 'translation', addAccessor(hips, 'VEC3'));
  const sceneNodes = [nodeOf.get('hips')!];
  const expressions: Record<string, { node: number }> = {};
  if (expression && source.expression) {
    nodes.push({ name: `expression-${source.expression}` });
    const node = nodes.length - 1;
    sceneNodes.push(node);
    expressions[source.expression] = { node };
    addChannel(node, 'translation', addAccessor(expression, 'VEC3'));
  }

  const gltf = {
    asset: { version: '2.0', generator: 'KOKO motion designer' },
    extensionsUsed: ['VRMC_vrm_animation'],
    extensions: {
      VRMC_vrm_animation: {
        specVersion: '1.0',
        humanoid: { humanBones: Object.fromEntries(RIG_BONES.map((bone) => [bone, { node: nodeOf.get(bone)! }])) },
        ...(Object.keys(expressions).length ? { expressions: { preset: expressions } } : {}),
      },
    },
    scene: 0,
    scenes: [{ nodes: sceneNodes }],
    nodes,
    animations: [{ name: options.name ?? 'motion', samplers, channels }],
    buffers: [{ byteLength }],
    bufferViews,
    accessors,
  };
  return packGlb(gltf, chunks, byteLength);
}

/** glTF binary: a 12-byte header, the JSON chunk padded with spaces, the BIN chunk padded with zeros. */
function packGlb(json: object, chunks: Float32Array[], byteLength: number): Uint8Array {
  const text = new TextEncoder().encode(JSON.stringify(json));
  const jsonLength = Math.ceil(text.length / 4) * 4;
  const binLength = Math.ceil(byteLength / 4) * 4;
  const out = new Uint8Array(12 + 8 + jsonLength + 8 + binLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, out.length, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, 0x4e4f534a, true);
  out.fill(0x20, 20, 20 + jsonLength);
  out.set(text, 20);
  const bin = 20 + jsonLength;
  view.setUint32(bin, binLength, true);
  view.setUint32(bin + 4, 0x004e4942, true);
  let at = bin + 8;
  for (const chunk of chunks) {
    out.set(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength), at);
    at += chunk.byteLength;
  }
  return out;
}
