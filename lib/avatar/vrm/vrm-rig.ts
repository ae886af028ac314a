import { Box3, Texture, Vector3, type Object3D } from 'three';
import { GLTFLoader, type GLTFParser } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { VRMLoaderPlugin, VRMUtils, type VRM, type VRMHumanBoneName } from '@pixiv/three-vrm';
import { BaseRig } from '../base-rig';
import type { FaceFrame } from '../face-state';
import { VISEMES } from '@/lib/contracts/chat-codes';
import { BASE_EXPRESSIONS, type AvatarMetrics, type RigBone } from '../rig';
import { validateVrm, VRM_MAX_BYTES, VrmValidationError, type VrmInfo } from './validate';

/** Hips height of the 1.6 m reference character the motions are written for. */
const REFERENCE_HIPS_Y = 0.93;

/**
 * The rig on a VRM 0.x / 1.0 model: motions drive its normalized humanoid bones, emotions its preset
 * expressions (happy, angry, sad, relaxed, surprised), the mouth its aa/ih/ou/ee/oh, blinks its blink,
 * gaze its look-at; spring bones and constraints run in `update`.
 */
export class VrmRig extends BaseRig {
  readonly kind = 'vrm' as const;
  readonly object3D: Object3D;
  protected readonly restHips: Vector3;
  protected readonly motionScale: number;
  private readonly measured: AvatarMetrics;

  constructor(
    readonly vrm: VRM,
    readonly info: VrmInfo,
    seed = 'vrm',
  ) {
    super(seed);
    this.object3D = vrm.scene;
    vrm.scene.updateMatrixWorld(true);
    const hips = vrm.humanoid.getNormalizedBoneNode('hips');
    this.restHips = hips ? hips.position.clone() : new Vector3();
    const hipsY = vrm.humanoid.getRawBoneNode('hips')?.getWorldPosition(new Vector3()).y ?? REFERENCE_HIPS_Y;
    this.motionScale = Math.max(0.2, hipsY / REFERENCE_HIPS_Y);
    // Drive the eyes from the face time line, not from a target.
    if (vrm.lookAt) vrm.lookAt.autoUpdate = false;
    vrm.scene.traverse((o) => {
      o.frustumCulled = false;
    });
    this.measured = measure(vrm);
    this.update(0);
  }

  protected bone(name: RigBone): Object3D | null {
    return this.vrm.humanoid.getNormalizedBoneNode(name as VRMHumanBoneName);
  }

  protected hitBone(name: RigBone): Object3D | null {
    return this.vrm.humanoid.getRawBoneNode(name as VRMHumanBoneName);
  }

  protected applyFace(frame: FaceFrame): void {
    const expressions = this.vrm.expressionManager;
    if (expressions) {
      for (const name of BASE_EXPRESSIONS) expressions.setValue(name, frame.weights[name]);
      for (const name of VISEMES) expressions.setValue(name, frame.visemes[name]);
      expressions.setValue('blink', frame.blink);
    }
    const lookAt = this.vrm.lookAt;
    if (lookAt) {
      lookAt.yaw = (Math.max(-0.8, Math.min(0.8, frame.gaze.yaw)) * 180) / Math.PI;
      lookAt.pitch = (Math.max(-0.5, Math.min(0.5, frame.gaze.pitch)) * 180) / Math.PI;
    }
  }

  protected afterUpdate(delta: number): void {
    this.vrm.update(delta);
  }

  metrics(): AvatarMetrics {
    return this.measured;
  }

  /** The model's current expression values by preset name (what the file's blend shapes receive). */
  expressionValues(): Record<string, number> {
    const out: Record<string, number> = {};
    const manager = this.vrm.expressionManager;
    if (!manager) return out;
    for (const name of [...BASE_EXPRESSIONS, ...VISEMES, 'blink']) out[name] = manager.getValue(name) ?? 0;
    return out;
  }

  dispose(): void {
    this.object3D.removeFromParent();
    VRMUtils.deepDispose(this.vrm.scene);
  }
}

function measure(vrm: VRM): AvatarMetrics {
  const box = new Box3().setFromObject(vrm.scene);
  const y = (name: VRMHumanBoneName) => vrm.humanoid.getRawBoneNode(name)?.getWorldPosition(new Vector3()).y;
  const head = y('head') ?? box.max.y * 0.9;
  const height = Number.isFinite(box.max.y) && box.max.y > 0 ? box.max.y : head * 1.1;
  const eyes = y('leftEye') ?? head + (height - head) * 0.45;
  return { height, eyeY: eyes, headTopY: height, chestY: y('upperChest') ?? y('chest') ?? y('spine') ?? head * 0.8 };
}

export interface LoadVrmOptions {
  /** Seeds the idle life (use the role or upload id). */
  seed?: string;
  /** Decode the model's textures (default true). Node has no image decoder: tests pass false. */
  textures?: boolean;
  maxBytes?: number;
}

/** A glTF plugin that gives every texture slot an empty texture instead of decoding images. */
class NoTextures {
  readonly name = 'KOKO_no_textures';
  loadTexture(): Promise<Texture> {
    return Promise.resolve(new Texture());
  }
}

/**
 * Validates and loads a VRM from its bytes or a URL; throws VrmValidationError for a file that is not an
 * acceptable avatar, and the loader's error for one that is damaged beyond its header.
 */
export async function loadVrmRig(source: ArrayBuffer | string, options: LoadVrmOptions = {}): Promise<VrmRig> {
  const buffer = typeof source === 'string' ? await (await fetch(source)).arrayBuffer() : source;
  const check = validateVrm(buffer, options.maxBytes ?? VRM_MAX_BYTES);
  if (!check.ok) throw new VrmValidationError(check);
  const loader = new GLTFLoader();
  loader.register((parser: GLTFParser) => new VRMLoaderPlugin(parser));
  if (options.textures === false) loader.register(() => new NoTextures() as never);
  const gltf = await loader.parseAsync(buffer, '');
  const vrm = gltf.userData.vrm as VRM | undefined;
  if (!vrm) throw new VrmValidationError({ ok: false, problem: 'not-vrm', message: 'the file did not load as a VRM' });
  VRMUtils.rotateVRM0(vrm);
  return new VrmRig(vrm, check, options.seed);
}
