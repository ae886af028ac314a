const GLB_MAGIC = 0x46546c67;
const JSON_CHUNK = 0x4e4f534a;
const BIN_CHUNK = 0x004e4942;

const pad4 = (n: number) => n + ((4 - (n % 4)) % 4);

/** Builds a glTF binary around a JSON document and, when given, a binary chunk (tests of the VRM path). */
export function buildGlb(json: unknown, version = 2, bin?: Uint8Array): ArrayBuffer {
  const text = new TextEncoder().encode(JSON.stringify(json));
  const jsonLength = pad4(text.length);
  const binLength = bin ? pad4(bin.length) : 0;
  const total = 12 + 8 + jsonLength + (bin ? 8 + binLength : 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, GLB_MAGIC, true);
  view.setUint32(4, version, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, JSON_CHUNK, true);
  out.set(text, 20);
  out.fill(0x20, 20 + text.length, 20 + jsonLength);
  if (bin) {
    const at = 20 + jsonLength;
    view.setUint32(at, binLength, true);
    view.setUint32(at + 4, BIN_CHUNK, true);
    out.set(bin, at + 8);
  }
  return out.buffer;
}

/** The JSON document and the binary chunk of a glTF binary. */
export function readGlb(glb: ArrayBuffer): { json: Record<string, unknown>; bin: Uint8Array } {
  const view = new DataView(glb);
  const jsonLength = view.getUint32(12, true);
  const json = JSON.parse(new TextDecoder().decode(new Uint8Array(glb, 20, jsonLength))) as Record<string, unknown>;
  const at = 20 + jsonLength;
  const binLength = view.getUint32(at, true);
  return { json, bin: new Uint8Array(glb, at + 8, binLength) };
}

interface Vrm0 {
  meta: { title?: string; author?: string };
  humanoid: { humanBones: { bone: string; node: number }[] };
}

/** VRM 0.x thumb names → VRM 1.0 (1.0 adds the metacarpal and shifts the others down). */
const THUMBS_1_0: Record<string, string> = {
  leftThumbProximal: 'leftThumbMetacarpal',
  leftThumbIntermediate: 'leftThumbProximal',
  rightThumbProximal: 'rightThumbMetacarpal',
  rightThumbIntermediate: 'rightThumbProximal',
};

/**
 * Makes a VRM 1.0 file of a VRM 0.x one, as converters do: the VRMC_vrm extension with the same humanoid,
 * meta and the preset expressions, the model turned to face +Z (VRM 1.0) by rotating its skeleton, and
 * the 0.x material settings dropped (the glTF materials stay). The mesh data is untouched.
 */
export function vrm0ToVrm1(glb: ArrayBuffer): ArrayBuffer {
  const { json, bin } = readGlb(glb);
  const extensions = json.extensions as { VRM?: Vrm0 } & Record<string, unknown>;
  const vrm0 = extensions.VRM!;
  const humanBones = Object.fromEntries(vrm0.humanoid.humanBones.map(({ bone, node }) => [THUMBS_1_0[bone] ?? bone, { node }]));
  const presets = ['happy', 'angry', 'sad', 'relaxed', 'surprised', 'aa', 'ih', 'ou', 'ee', 'oh', 'blink', 'blinkLeft', 'blinkRight', 'neutral'];
  delete extensions.VRM;
  extensions.VRMC_vrm = {
    specVersion: '1.0',
    meta: { name: vrm0.meta.title ?? 'converted', authors: [vrm0.meta.author || 'unknown'], licenseUrl: 'https://vrm.dev/licenses/1.0/', avatarPermission: 'everyone', commercialUsage: 'corporation' },
    humanoid: { humanBones },
    expressions: { preset: Object.fromEntries(presets.map((name) => [name, {}])) },
  };
  json.extensionsUsed = [...(json.extensionsUsed as string[]).filter((name) => name !== 'VRM'), 'VRMC_vrm'];
  const scene = (json.scenes as { nodes: number[] }[])[(json.scene as number | undefined) ?? 0]!;
  const nodes = json.nodes as { rotation?: number[]; mesh?: number }[];
  // Half a turn about Y for each root node but the skinned meshes, which follow their bones.
  for (const index of scene.nodes) if (nodes[index]!.mesh === undefined) nodes[index]!.rotation = [0, 1, 0, 0];
  return buildGlb(json, 2, bin);
}
