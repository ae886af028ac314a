import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Raycaster, Vector3 } from 'three';
import { VRMExpression } from '@pixiv/three-vrm';
import { loadVrmRig } from './vrm-rig';
import { validateVrm, VrmValidationError } from './validate';
import { buildGlb, vrm0ToVrm1 } from '@/lib/test/glb-files';

/** A real VRM 0.x made elsewhere (see ../shared/fixtures/README.md for its terms). */
// Beside the checkout (../shared), or beside the folder of worktrees the checkout may be one of.
const FIXTURE = ['../../../../shared', '../../../../../shared'].map((up) => path.resolve(__dirname, up, 'fixtures/vrm/cryptovoxels.vrm')).find((p) => existsSync(p)) ?? path.resolve(__dirname, '../../../../shared/fixtures/vrm/cryptovoxels.vrm');
const hasFixture = existsSync(FIXTURE);
if (!hasFixture) console.warn(`VRM fixture tests skipped: ${FIXTURE} is not on this machine (see ../shared/fixtures/README.md)`);
const fixture = () => {
  const bytes = readFileSync(FIXTURE);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

(hasFixture ? describe : describe.skip)('the VRM fixture', () => {
  // The fixture's VRM 0.0 look-at curves are a known, harmless loader notice; other warnings still show.
  beforeAll(() => {
    const warn = console.warn.bind(console);
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('LookAtDegreeMap')) warn(...args);
    });
  });
  afterAll(() => jest.restoreAllMocks());

  it('passes validation as VRM 0.x with the required humanoid bones', () => {
    const check = validateVrm(fixture());
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.specVersion).toBe('0');
    expect(check.bones).toEqual(expect.arrayContaining(['hips', 'head', 'leftHand', 'rightFoot']));
  });

  it('loads, shows expressions and visemes, blinks, and plays motions on its bones', async () => {
    const rig = await loadVrmRig(fixture(), { textures: false, seed: 'fixture' });
    expect(rig.kind).toBe('vrm');
    const metrics = rig.state().metrics;
    expect(metrics.height).toBeGreaterThan(0.5);
    expect(metrics.eyeY).toBeLessThan(metrics.height);

    // This model has no expression groups of its own; give it the presets (without blend shapes) so the
    // values the rig sends are visible through the model's own expression manager.
    const manager = rig.vrm.expressionManager!;
    expect(manager.expressions).toHaveLength(0);
    for (const name of ['happy', 'sad', 'surprised', 'aa', 'oh', 'blink']) manager.registerExpression(new VRMExpression(name));

    rig.setExpression(1, 1); // joy
    for (let i = 0; i < 20; i++) rig.update(1 / 30);
    expect(rig.state().expression.emotion).toBe(1);
    expect(rig.state().expression.weights.happy).toBeGreaterThan(0.9);
    expect(rig.expressionValues().happy).toBeGreaterThan(0.9);
    rig.setExpression(18, 1, { holdSeconds: 0.2 }); // sadness, then back to neutral by itself
    for (let i = 0; i < 30; i++) rig.update(1 / 30);
    expect(rig.expressionValues().sad).toBeGreaterThan(0.5);
    expect(rig.expressionValues().happy).toBeLessThan(0.1);
    for (let i = 0; i < 120; i++) rig.update(1 / 30);
    expect(rig.state().expression.emotion).toBe(6);
    expect(rig.expressionValues().sad).toBe(0);

    rig.setViseme('aa', 1);
    for (let i = 0; i < 10; i++) rig.update(1 / 30);
    expect(rig.state().viseme.name).toBe('aa');
    expect(rig.expressionValues().aa).toBeGreaterThan(0.8);
    rig.blink();
    rig.update(0.06);
    expect(rig.expressionValues().blink).toBeGreaterThan(0.5);

    // The raw arm bone follows the motion through the normalized rig.
    const arm = rig.vrm.humanoid.getRawBoneNode('rightUpperArm')!;
    const before = arm.getWorldQuaternion(arm.quaternion.clone());
    rig.playMotion('perform', { fadeSeconds: 0.2, variant: 1 });
    for (let i = 0; i < 30; i++) rig.update(1 / 30);
    const after = arm.getWorldQuaternion(arm.quaternion.clone());
    expect(before.angleTo(after)).toBeGreaterThan(0.3);
    expect(rig.state().motion.type).toBe('perform');
    rig.dispose();
  });

  it('finds the head and the legs by raycast on the skinned model', async () => {
    const rig = await loadVrmRig(fixture(), { textures: false });
    rig.update(1 / 30);
    rig.object3D.updateMatrixWorld(true);
    const { eyeY } = rig.state().metrics;
    const ray = new Raycaster(new Vector3(0, eyeY, 3), new Vector3(0, 0, -1));
    const hit = ray.intersectObject(rig.object3D, true)[0];
    expect(hit).toBeDefined();
    expect(rig.bodyPartOf(hit!)).toBe(11);
    const shin = rig.vrm.humanoid.getRawBoneNode('leftLowerLeg')!.getWorldPosition(new Vector3());
    const legHit = new Raycaster(new Vector3(shin.x, shin.y - 0.05, 3), new Vector3(0, 0, -1)).intersectObject(rig.object3D, true)[0];
    expect(legHit).toBeDefined();
    expect(rig.bodyPartOf(legHit!)).toBe(17);
    rig.dispose();
  });

  it('refuses a truncated copy with a clear error', async () => {
    const cut = fixture().slice(0, 100_000);
    const check = validateVrm(cut);
    expect(check).toMatchObject({ ok: false, problem: 'truncated' });
    await expect(loadVrmRig(cut, { textures: false })).rejects.toBeInstanceOf(VrmValidationError);
  });
});

(hasFixture ? describe : describe.skip)('the VRM fixture made into a VRM 1.0 file', () => {
  const vrm1 = () => vrm0ToVrm1(fixture());

  it('passes validation as VRM 1.0', () => {
    expect(validateVrm(vrm1())).toMatchObject({ ok: true, specVersion: '1', title: 'cryptovoxels', authors: ['jin'], bones: expect.arrayContaining(['hips', 'head', 'leftHand']) });
  });

  it('loads through the 1.0 path, faces the camera, shows its expressions and plays motions', async () => {
    const rig = await loadVrmRig(vrm1(), { textures: false, seed: 'fixture-1.0' });
    expect(rig.vrm.meta.metaVersion).toBe('1');
    // The file's own preset expressions, no registering needed.
    expect(rig.vrm.expressionManager!.expressions.map((e) => e.expressionName)).toEqual(expect.arrayContaining(['happy', 'sad', 'aa', 'blink']));

    rig.setExpression(1, 1); // joy
    for (let i = 0; i < 20; i++) rig.update(1 / 30);
    expect(rig.expressionValues().happy).toBeGreaterThan(0.9);
    rig.setViseme('oh', 1);
    for (let i = 0; i < 10; i++) rig.update(1 / 30);
    expect(rig.expressionValues().oh).toBeGreaterThan(0.8);

    // VRM 1.0 faces +Z without the 0.x turn: the face is towards a camera in front (+Z).
    rig.object3D.updateMatrixWorld(true);
    const head = rig.vrm.humanoid.getNormalizedBoneNode('head')!.getWorldPosition(new Vector3());
    const leftHand = rig.vrm.humanoid.getNormalizedBoneNode('leftHand')!.getWorldPosition(new Vector3());
    // The character's left hand is on the viewer's right when it faces +Z.
    expect(leftHand.x).toBeGreaterThan(head.x);
    const hit = new Raycaster(new Vector3(0, rig.state().metrics.eyeY, 3), new Vector3(0, 0, -1)).intersectObject(rig.object3D, true)[0];
    expect(hit).toBeDefined();
    expect(rig.bodyPartOf(hit!)).toBe(11);

    const arm = rig.vrm.humanoid.getRawBoneNode('leftUpperArm')!;
    const before = arm.getWorldQuaternion(arm.quaternion.clone());
    rig.playMotion('perform', { fadeSeconds: 0.2, variant: 1 });
    for (let i = 0; i < 30; i++) rig.update(1 / 30);
    expect(before.angleTo(arm.getWorldQuaternion(arm.quaternion.clone()))).toBeGreaterThan(0.3);
    rig.dispose();
  });
});

describe('VRM validation of bad files', () => {
  it('refuses a PNG', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);
    expect(validateVrm(png)).toMatchObject({ ok: false, problem: 'not-glb' });
  });

  it('refuses a glTF without a VRM extension', () => {
    const glb = buildGlb({ asset: { version: '2.0' }, nodes: [{ name: 'box' }] });
    const check = validateVrm(glb);
    expect(check).toMatchObject({ ok: false, problem: 'not-vrm' });
    if (!check.ok) expect(check.message).toMatch(/VRM/);
  });

  it('refuses glTF binary version 1', () => {
    const glb = buildGlb({ asset: { version: '2.0' } }, 1);
    expect(validateVrm(glb)).toMatchObject({ ok: false, problem: 'bad-version' });
  });

  it('names the humanoid bones a VRM 1.0 file lacks', () => {
    const nodes = Array.from({ length: 4 }, (_, i) => ({ name: `n${i}` }));
    const glb = buildGlb({
      asset: { version: '2.0' },
      nodes,
      extensionsUsed: ['VRMC_vrm'],
      extensions: { VRMC_vrm: { specVersion: '1.0', humanoid: { humanBones: { hips: { node: 0 }, spine: { node: 1 }, head: { node: 2 } } }, meta: { name: 'x' } } },
    });
    const check = validateVrm(glb);
    expect(check).toMatchObject({ ok: false, problem: 'missing-bones' });
    if (!check.ok) expect(check.missingBones).toEqual(expect.arrayContaining(['leftHand', 'rightFoot']));
  });

  it('accepts a VRM 1.0 document with the required humanoid bones', () => {
    const required = ['hips', 'spine', 'head', 'leftUpperArm', 'leftLowerArm', 'leftHand', 'rightUpperArm', 'rightLowerArm', 'rightHand', 'leftUpperLeg', 'leftLowerLeg', 'leftFoot', 'rightUpperLeg', 'rightLowerLeg', 'rightFoot'];
    const glb = buildGlb({
      asset: { version: '2.0' },
      nodes: required.map((name) => ({ name })),
      extensionsUsed: ['VRMC_vrm'],
      extensions: { VRMC_vrm: { specVersion: '1.0', humanoid: { humanBones: Object.fromEntries(required.map((name, node) => [name, { node }])) }, meta: { name: 'Tester', authors: ['KOKO'] } } },
    });
    expect(validateVrm(glb)).toMatchObject({ ok: true, specVersion: '1', title: 'Tester', authors: ['KOKO'] });
  });

  it('refuses empty and oversized files, and JSON that does not parse', () => {
    expect(validateVrm(new Uint8Array(0))).toMatchObject({ ok: false, problem: 'empty' });
    expect(validateVrm(buildGlb({ asset: { version: '2.0' } }), 10)).toMatchObject({ ok: false, problem: 'too-large' });
    const broken = buildGlb({ asset: { version: '2.0' } });
    new Uint8Array(broken)[20] = 0x7b + 1; // corrupt the opening brace
    expect(validateVrm(broken)).toMatchObject({ ok: false, problem: 'bad-json' });
  });
});
