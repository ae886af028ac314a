import { NEUTRAL_STYLE, STAND } from '@/lib/avatar/motions/pose';
import { AnimationMixer, Euler, Object3D, Quaternion, type AnimationClip } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { VRMAnimationLoaderPlugin, type VRMAnimation } from '@pixiv/three-vrm-animation';
import { designMotion } from '@/lib/avatar/motions/designed-motion';
import { readMotionWords } from '@/lib/avatar/motions/motion-words';
import { RIG_BONES } from '@/lib/avatar/rig';
import { createRandom } from '@/lib/seeded-random';
import { createAnimationGenerator, type AnimationGenerateInput } from './animation-generator';

const generator = createAnimationGenerator();
const run = (prompt: string, seed = 1) =>
  generator.run(generator.input.parse({ prompt }) as AnimationGenerateInput, { seed, signal: new AbortController().signal, progress: () => {} });

/** The glTF JSON of a GLB file. */
function glbJson(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(view.getUint32(0, true)).toBe(0x46546c67);
  expect(view.getUint32(8, true)).toBe(bytes.length);
  const jsonLength = view.getUint32(12, true);
  return JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength)));
}

function loadVrma(bytes: Uint8Array): Promise<VRMAnimation> {
  const loader = new GLTFLoader();
  loader.register((parser) => new VRMAnimationLoaderPlugin(parser));
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return new Promise((resolve, reject) => loader.parse(buffer, '', (gltf) => resolve((gltf.userData.vrmAnimations as VRMAnimation[])[0]!), reject));
}

describe('motions from words', () => {
  it.each([
    ['wave hello happily', 'wave'],
    ['shy bow', 'bow'],
    ['victory jump', 'victory'],
    ['sad sigh', 'sigh'],
    ['dance a little', 'dance'],
    ['think with hand on chin', 'think'],
    ['bow then wave goodbye', 'bow+wave'],
  ])('reads "%s" as %s', async (prompt, motionName) => {
    const result = await run(prompt);
    expect(result.resource.motionName).toBe(motionName);
    expect(result.resource.words).toBe(prompt);
    expect(result.fileFields).toEqual({ 'motion.vrma': 'modelUrl' });
  });

  it('takes the manner from the words: happily smiles, a little moves less, left mirrors the hand', () => {
    expect(readMotionWords('wave hello happily')!.manner.expression).toBe('happy');
    expect(readMotionWords('dance a little')!.manner.amplitude).toBeLessThan(1);
    const left = designMotion(readMotionWords('wave with the left hand')!, createRandom('1', 'motion'));
    expect(left.parts[0]!.mirrored).toBe(true);
    // In the middle of the wave the left arm has moved far from the relaxed stand, the right one has not.
    const mid = left.sample(1.2, { emotion: 6, phase: 0, style: NEUTRAL_STYLE });
    const awayFromStand = (side: 'left' | 'right') =>
      (['UpperArm', 'LowerArm', 'Hand'] as const).reduce((sum, part) => {
        const bone = `${side}${part}` as const;
        const [x, y, z] = mid.bones[bone] ?? [0, 0, 0];
        const [rx, ry, rz] = STAND[bone] ?? [0, 0, 0];
        return sum + Math.abs(x - rx) + Math.abs(y - ry) + Math.abs(z - rz);
      }, 0);
    expect(awayFromStand('left')).toBeGreaterThan(1.5);
    expect(awayFromStand('right')).toBeLessThan(0.3);
  });

  it('is the same for the same seed and varies with another', async () => {
    const [a, b] = [await run('wave hello happily', 5), await run('wave hello happily', 5)];
    expect(Buffer.from(a.files[0]!.bytes).equals(Buffer.from(b.files[0]!.bytes))).toBe(true);
    const parts = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) parts.add(JSON.stringify((await run('wave hello happily', seed)).resource.parts));
    expect(parts.size).toBeGreaterThan(3);
  });

  it('refuses empty words and words that name no motion, in words', async () => {
    expect(generator.input.safeParse({ prompt: '  ' }).error?.issues[0]?.message).toBe('Please enter prompt to generate.');
    await expect(run('the colour of the sky')).rejects.toThrow(/No motion was named .* try words like wave/);
  });
});

describe('the VRMA file', () => {
  it('is a valid glTF binary with the VRMC_vrm_animation extension, accessors and buffer views', async () => {
    const { files } = await run('victory jump');
    const json = glbJson(files[0]!.bytes);
    expect(json.extensionsUsed).toContain('VRMC_vrm_animation');
    const humanBones = json.extensions.VRMC_vrm_animation.humanoid.humanBones;
    expect(Object.keys(humanBones).sort()).toEqual([...RIG_BONES].sort());
    expect(json.extensions.VRMC_vrm_animation.expressions.preset.happy.node).toBeGreaterThanOrEqual(RIG_BONES.length);
    const binLength = json.buffers[0].byteLength;
    for (const view of json.bufferViews) expect(view.byteOffset + view.byteLength).toBeLessThanOrEqual(binLength);
    for (const accessor of json.accessors) {
      const size = { SCALAR: 1, VEC3: 3, VEC4: 4 }[accessor.type as 'SCALAR' | 'VEC3' | 'VEC4'];
      expect(json.bufferViews[accessor.bufferView].byteLength).toBe(accessor.count * size * 4);
    }
    const [animation] = json.animations;
    expect(animation.channels.filter((c: { target: { path: string } }) => c.target.path === 'rotation')).toHaveLength(RIG_BONES.length);
    expect(animation.channels.some((c: { target: { node: number; path: string } }) => c.target.node === humanBones.hips.node && c.target.path === 'translation')).toBe(true);
  });

  it('loads with the three-vrm animation loader, and its tracks are the motion sampled from the library', async () => {
    const result = await run('wave hello happily', 3);
    const vrma = await loadVrma(result.files[0]!.bytes);
    expect(vrma.duration).toBeCloseTo((result.resource.durationMs as number) / 1000, 1);
    expect(vrma.humanoidTracks.rotation.size).toBe(RIG_BONES.length);
    expect(vrma.humanoidTracks.translation.get('hips')).toBeDefined();
    expect(vrma.expressionTracks.preset.get('happy')).toBeDefined();

    const motion = designMotion(readMotionWords('wave hello happily')!, createRandom('3', 'motion'));
    for (const bone of RIG_BONES) {
      const track = vrma.humanoidTracks.rotation.get(bone)!;
      for (const frame of [0, 20, 36, 50, track.times.length - 1]) {
        const r = motion.sample(track.times[frame]!, { emotion: 6, phase: 0, style: NEUTRAL_STYLE }).bones[bone] ?? [0, 0, 0];
        const expected = new Quaternion().setFromEuler(new Euler(r[0], r[1], r[2], 'XYZ'));
        expect(new Quaternion().fromArray(track.values, frame * 4).angleTo(expected)).toBeLessThan(1e-3);
      }
    }
  });

  it('plays in an animation mixer on a skeleton with the humanoid bone names', async () => {
    const vrma = await loadVrma((await run('dance a little')).files[0]!.bytes);
    const root = new Object3D();
    const bones = new Map(RIG_BONES.map((bone) => [bone, Object.assign(new Object3D(), { name: bone })]));
    for (const bone of bones.values()) root.add(bone);
    const tracks = [...vrma.humanoidTracks.rotation.entries()].map(([bone, track]) => {
      const copy = track.clone();
      copy.name = `${bone}.quaternion`;
      return copy;
    });
    const { AnimationClip: Clip } = await import('three');
    const clip: AnimationClip = new Clip('dance', vrma.duration, tracks);
    const mixer = new AnimationMixer(root);
    mixer.clipAction(clip).play();
    mixer.update(2);
    expect(bones.get('leftUpperArm')!.quaternion.angleTo(new Quaternion())).toBeGreaterThan(0.3);
  });
});
