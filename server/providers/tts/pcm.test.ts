import { decodeWav, encodeWav } from './pcm';

describe('PCM WAV', () => {
  it('writes 16-bit mono and reads it back within one step of quantisation, clipping what is over full scale', () => {
    const samples = Float32Array.from([0, 0.5, -0.5, 1.5, -2, 0.25]);
    const decoded = decodeWav(encodeWav({ samples, sampleRate: 22050 }))!;
    expect(decoded.sampleRate).toBe(22050);
    expect([...decoded.samples].map((x) => Math.round(x * 1000) / 1000)).toEqual([0, 0.5, -0.5, 1, -1, 0.25]);
  });

  it('averages the channels of a stereo file', () => {
    const stereo = encodeWav({ samples: Float32Array.from([0.5, -0.5, 0.2, 0.4]), sampleRate: 8000 });
    stereo.writeUInt16LE(2, 22); // two channels of the same samples: frames (0.5, −0.5) and (0.2, 0.4)
    stereo.writeUInt16LE(4, 32);
    const decoded = decodeWav(stereo)!;
    expect(decoded.samples).toHaveLength(2);
    expect(decoded.samples[0]).toBeCloseTo(0, 3);
    expect(decoded.samples[1]).toBeCloseTo(0.3, 3);
  });

  it('is undefined for what is not a PCM WAV file', () => {
    expect(decodeWav(Buffer.from('not a wav file at all, just words'))).toBeUndefined();
  });
});
