/** `bytes` cut at the given offsets (any order, repeats and out-of-range ones ignored): how a stream may arrive. */
export function cutBytes(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let at = 0;
  for (const cut of [...new Set(cuts)].filter((c) => c > 0 && c < bytes.length).sort((a, b) => a - b)) {
    pieces.push(bytes.subarray(at, cut));
    at = cut;
  }
  pieces.push(bytes.subarray(at));
  return pieces;
}
