/** Builds a small glTF binary around a JSON document (tests of the validator). */
export function buildGlb(json: unknown, version = 2): ArrayBuffer {
  const text = new TextEncoder().encode(JSON.stringify(json));
  const padded = text.length + ((4 - (text.length % 4)) % 4);
  const total = 12 + 8 + padded;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, version, true);
  view.setUint32(8, total, true);
  view.setUint32(12, padded, true);
  view.setUint32(16, 0x4e4f534a, true);
  out.set(text, 20);
  out.fill(0x20, 20 + text.length);
  return out.buffer;
}
