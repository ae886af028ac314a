import { readWav } from './wav';

/** Mono audio as floats in −1…1. */
export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

/** The samples of a 16-bit (or 8/24/32-bit integer) PCM WAV file, channels averaged; undefined when it is not one. */
export function decodeWav(buffer: Buffer): Pcm | undefined {
  const info = readWav(buffer);
  if (!info || info.channels < 1 || ![8, 16, 24, 32].includes(info.bitsPerSample)) return undefined;
  const bytes = info.bitsPerSample / 8;
  const frameBytes = bytes * info.channels;
  const frames = Math.floor(info.dataLength / frameBytes);
  const samples = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < info.channels; c++) sum += readSample(buffer, info.dataOffset + i * frameBytes + c * bytes, bytes);
    samples[i] = sum / info.channels;
  }
  return { samples, sampleRate: info.sampleRate };
}

function readSample(buffer: Buffer, at: number, bytes: number): number {
  switch (bytes) {
    case 1:
      return (buffer.readUInt8(at) - 128) / 128;
    case 2:
      return buffer.readInt16LE(at) / 32768;
    case 3:
      return buffer.readIntLE(at, 3) / 8388608;
    default:
      return buffer.readInt32LE(at) / 2147483648;
  }
}

/** A 16-bit mono PCM WAV file of the samples (clipped to −1…1). */
export function encodeWav({ samples, sampleRate }: Pcm): Buffer {
  const out = Buffer.alloc(44 + samples.length * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples.length * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), 44 + i * 2);
  return out;
}
