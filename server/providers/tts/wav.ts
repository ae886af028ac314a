/** The facts of a PCM WAV file that the voice needs: its format and where its samples are. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset and length of the `data` chunk. */
  dataOffset: number;
  dataLength: number;
  durationMs: number;
}

/** Reads a RIFF/WAVE header chunk by chunk; undefined when the buffer is not a PCM WAV file. */
export function readWav(buffer: Buffer): WavInfo | undefined {
  if (buffer.length < 12 || buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE') return undefined;
  let format: Pick<WavInfo, 'sampleRate' | 'channels' | 'bitsPerSample'> | undefined;
  for (let at = 12; at + 8 <= buffer.length; ) {
    const id = buffer.toString('ascii', at, at + 4);
    const size = buffer.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= buffer.length) {
      if (buffer.readUInt16LE(body) !== 1) return undefined;
      format = { channels: buffer.readUInt16LE(body + 2), sampleRate: buffer.readUInt32LE(body + 4), bitsPerSample: buffer.readUInt16LE(body + 14) };
    } else if (id === 'data' && format) {
      const dataLength = Math.min(size, buffer.length - body);
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      if (!bytesPerSecond) return undefined;
      return { ...format, dataOffset: body, dataLength, durationMs: (dataLength / bytesPerSecond) * 1000 };
    }
    at = body + size + (size % 2);
  }
  return undefined;
}
