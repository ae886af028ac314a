import { readWav } from './wav';

function wav(samples: number, { sampleRate = 16000, extraChunk = false } = {}): Buffer {
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'ascii');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8);
  fmt.writeUInt16LE(1, 10);
  fmt.writeUInt32LE(sampleRate, 12);
  fmt.writeUInt32LE(sampleRate * 2, 16);
  fmt.writeUInt16LE(2, 20);
  fmt.writeUInt16LE(16, 22);
  const list = extraChunk ? Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0')]) : Buffer.alloc(0);
  const data = Buffer.concat([Buffer.from('data'), Buffer.alloc(4), Buffer.alloc(samples * 2)]);
  data.writeUInt32LE(samples * 2, 4);
  const body = Buffer.concat([Buffer.from('WAVE'), fmt, list, data]);
  const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), body]);
  riff.writeUInt32LE(body.length, 4);
  return riff;
}

describe('readWav', () => {
  it('reads the format and the length of the samples', () => {
    expect(readWav(wav(8000))).toEqual({ sampleRate: 16000, channels: 1, bitsPerSample: 16, dataOffset: 44, dataLength: 16000, durationMs: 500 });
  });

  it('finds the data after other chunks (with their padding byte)', () => {
    expect(readWav(wav(1600, { extraChunk: true }))).toMatchObject({ dataOffset: 56, durationMs: 100 });
  });

  it('answers undefined for something else', () => {
    expect(readWav(Buffer.from('ID3 not a wave file'))).toBeUndefined();
  });
});
