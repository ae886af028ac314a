/**
 * A recorded voice sample as a WAV file (16-bit PCM, mono): MediaRecorder gives WebM or MP4, which the
 * voice matcher does not read, so the page decodes the recording and writes it out as WAV.
 */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, Number.isFinite(sample) ? sample : 0));
    view.setInt16(44 + i * 2, clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff, true);
  });
  return bytes;
}

/** Several channels folded into one by their mean. */
export function mixDown(channels: readonly Float32Array[]): Float32Array {
  const length = Math.max(0, ...channels.map((c) => c.length));
  const out = new Float32Array(length);
  if (channels.length === 0) return out;
  for (const channel of channels) channel.forEach((v, i) => (out[i]! += v / channels.length));
  return out;
}
