/**
 * Checks an uploaded avatar before anything tries to load it: a glTF binary (magic, version 2, lengths
 * that fit), a JSON chunk that parses, a VRM 0.x (`VRM`) or 1.0 (`VRMC_vrm`) extension, a size limit,
 * and the humanoid bones every motion needs. Pure byte inspection: runs in the browser, the server and
 * tests alike.
 */

/** The largest avatar file accepted (bytes). */
export const VRM_MAX_BYTES = 32 * 1024 * 1024;

/** Bones a VRM must map (the VRM 1.0 required set); the motion library drives these. */
export const REQUIRED_VRM_BONES = [
  'hips',
  'spine',
  'head',
  'leftUpperArm',
  'leftLowerArm',
  'leftHand',
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

export type VrmProblem = 'empty' | 'too-large' | 'not-glb' | 'bad-version' | 'truncated' | 'bad-json' | 'not-vrm' | 'missing-bones';

export interface VrmInfo {
  ok: true;
  /** '0' for VRM 0.x, '1' for VRM 1.0. */
  specVersion: '0' | '1';
  bytes: number;
  title: string | null;
  authors: string[];
  /** The humanoid bones the file maps. */
  bones: string[];
}

export interface VrmInvalid {
  ok: false;
  problem: VrmProblem;
  /** An English explanation for logs; the interface shows its own translated text per problem. */
  message: string;
  missingBones?: string[];
}

export type VrmCheck = VrmInfo | VrmInvalid;

const GLB_MAGIC = 0x46546c67; // "glTF"
const CHUNK_JSON = 0x4e4f534a; // "JSON"
const CHUNK_BIN = 0x004e4942; // "BIN\0"

const fail = (problem: VrmProblem, message: string, missingBones?: string[]): VrmInvalid => ({ ok: false, problem, message, ...(missingBones ? { missingBones } : {}) });

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function validateVrm(input: ArrayBuffer | ArrayBufferView, maxBytes = VRM_MAX_BYTES): VrmCheck {
  const bytes = input instanceof ArrayBuffer ? new Uint8Array(input) : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.byteLength === 0) return fail('empty', 'the file is empty');
  if (bytes.byteLength > maxBytes) return fail('too-large', `the file is ${bytes.byteLength} bytes; the limit is ${maxBytes}`);
  if (bytes.byteLength < 12) return fail(bytes.byteLength >= 4 && magicOf(bytes) === GLB_MAGIC ? 'truncated' : 'not-glb', 'the file is too short to be a glTF binary');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== GLB_MAGIC) return fail('not-glb', 'the file is not a glTF binary (.vrm / .glb)');
  const version = view.getUint32(4, true);
  if (version !== 2) return fail('bad-version', `glTF binary version ${version}; only version 2 is supported`);
  const declared = view.getUint32(8, true);
  if (declared > bytes.byteLength) return fail('truncated', `the file declares ${declared} bytes but has ${bytes.byteLength}`);
  if (bytes.byteLength < 20) return fail('truncated', 'the file ends before its first chunk');
  const jsonLength = view.getUint32(12, true);
  if (view.getUint32(16, true) !== CHUNK_JSON) return fail('not-glb', 'the first chunk of the file is not JSON');
  if (20 + jsonLength > declared) return fail('truncated', 'the JSON chunk runs past the end of the file');

  let json: Json;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength)));
    if (!isObject(parsed)) throw new Error('not an object');
    json = parsed;
  } catch {
    return fail('bad-json', 'the JSON chunk does not parse');
  }
  const asset = isObject(json.asset) ? json.asset : {};
  if (typeof asset.version !== 'string' || !asset.version.startsWith('2')) return fail('bad-version', 'the glTF asset version is not 2.x');

  // A binary chunk must follow when the first buffer has no URI, and it must fit.
  const buffers = Array.isArray(json.buffers) ? json.buffers : [];
  const binOffset = 20 + jsonLength + ((4 - (jsonLength % 4)) % 4);
  if (buffers.length && isObject(buffers[0]) && buffers[0].uri === undefined) {
    if (binOffset + 8 > declared) return fail('truncated', 'the binary chunk is missing');
    const binLength = view.getUint32(binOffset, true);
    if (view.getUint32(binOffset + 4, true) !== CHUNK_BIN) return fail('not-glb', 'the second chunk is not binary data');
    if (binOffset + 8 + binLength > declared) return fail('truncated', 'the binary chunk runs past the end of the file');
    const needed = Number((buffers[0] as Json).byteLength ?? 0);
    if (needed > binLength) return fail('truncated', 'the binary chunk is shorter than its buffer');
  }

  const extensions = isObject(json.extensions) ? json.extensions : {};
  const nodeCount = Array.isArray(json.nodes) ? json.nodes.length : 0;
  const validNode = (node: unknown) => Number.isInteger(node) && (node as number) >= 0 && (node as number) < nodeCount;
  let specVersion: '0' | '1';
  let bones: string[] = [];
  let title: string | null = null;
  let authors: string[] = [];
  if (isObject(extensions.VRMC_vrm)) {
    specVersion = '1';
    const vrm = extensions.VRMC_vrm;
    const humanBones = isObject(vrm.humanoid) && isObject(vrm.humanoid.humanBones) ? vrm.humanoid.humanBones : {};
    bones = Object.entries(humanBones)
      .filter(([, bone]) => isObject(bone) && validNode(bone.node))
      .map(([name]) => name);
    const meta = isObject(vrm.meta) ? vrm.meta : {};
    title = typeof meta.name === 'string' ? meta.name : null;
    authors = Array.isArray(meta.authors) ? meta.authors.filter((a): a is string => typeof a === 'string') : [];
  } else if (isObject(extensions.VRM)) {
    specVersion = '0';
    const vrm = extensions.VRM;
    const humanBones = isObject(vrm.humanoid) && Array.isArray(vrm.humanoid.humanBones) ? vrm.humanoid.humanBones : [];
    bones = humanBones
      .filter((bone): bone is Json => isObject(bone) && typeof bone.bone === 'string' && validNode(bone.node))
      .map((bone) => bone.bone as string);
    const meta = isObject(vrm.meta) ? vrm.meta : {};
    title = typeof meta.title === 'string' ? meta.title : null;
    authors = typeof meta.author === 'string' && meta.author ? [meta.author] : [];
  } else {
    return fail('not-vrm', 'the glTF file has no VRM extension (VRM or VRMC_vrm): it is a plain model, not an avatar');
  }

  const missing = REQUIRED_VRM_BONES.filter((bone) => !bones.includes(bone));
  if (missing.length) return fail('missing-bones', `the humanoid lacks required bones: ${missing.join(', ')}`, missing);
  return { ok: true, specVersion, bytes: bytes.byteLength, title, authors, bones };
}

function magicOf(bytes: Uint8Array): number {
  return (bytes[0]! | (bytes[1]! << 8) | (bytes[2]! << 16) | (bytes[3]! << 24)) >>> 0;
}

/** Thrown by the loader when a file does not pass `validateVrm`. */
export class VrmValidationError extends Error {
  constructor(readonly check: VrmInvalid) {
    super(check.message);
    this.name = 'VrmValidationError';
  }
}
