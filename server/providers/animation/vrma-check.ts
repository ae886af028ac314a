/** What a VRMA file says about itself, once it is known to be one. */
export interface VrmaFacts {
  durationMs: number;
  name?: string;
}

const GLB_MAGIC = 0x46546c67;
const JSON_CHUNK = 0x4e4f534a;

/**
 * Checks bytes are a VRMA: a glTF binary whose JSON declares `VRMC_vrm_animation` with a humanoid hips
 * bone and holds an animation; its length is the latest keyframe time. Undefined when it is not one.
 */
export function readVrma(bytes: Uint8Array): VrmaFacts | undefined {
  if (bytes.length < 20) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== GLB_MAGIC || view.getUint32(4, true) !== 2 || view.getUint32(16, true) !== JSON_CHUNK) return undefined;
  const jsonLength = view.getUint32(12, true);
  if (20 + jsonLength > bytes.length) return undefined;
  let json: {
    extensionsUsed?: unknown;
    extensions?: { VRMC_vrm_animation?: { humanoid?: { humanBones?: { hips?: { node?: unknown } } } } };
    animations?: { name?: unknown; samplers?: { input?: number }[] }[];
    accessors?: { max?: number[] }[];
  };
  try {
    json = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength)));
  } catch {
    return undefined;
  }
  const used = Array.isArray(json.extensionsUsed) && json.extensionsUsed.includes('VRMC_vrm_animation');
  const hips = json.extensions?.VRMC_vrm_animation?.humanoid?.humanBones?.hips?.node;
  const animation = json.animations?.[0];
  if (!used || typeof hips !== 'number' || !animation?.samplers?.length) return undefined;
  const seconds = Math.max(0, ...animation.samplers.map((sampler) => json.accessors?.[sampler.input ?? -1]?.max?.[0] ?? 0));
  return { durationMs: Math.round(seconds * 1000), ...(typeof animation.name === 'string' ? { name: animation.name } : {}) };
}
