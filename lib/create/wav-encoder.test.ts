import { encodeWav, mixDown } from './wav-encoder';

describe('the WAV encoder', () => {
  it('writes a 16-bit mono PCM file with its header', () => {
    const bytes = encodeWav(Float32Array.from([0, 1, -1, 0.5, 2]), 16_000);
    const view = new DataView(bytes.buffer);
    const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
    expect(bytes.length).toBe(44 + 10);
    expect([ascii(0, 4), ascii(8, 12), ascii(12, 16), ascii(36, 40)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint32(24, true), view.getUint16(34, true)]).toEqual([1, 1, 16_000, 16]);
    expect(view.getUint32(40, true)).toBe(10);
    expect([0, 1, 2, 3, 4].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 16383, 32767]);
  });

  it('folds channels into one', () => {
    expect(Array.from(mixDown([Float32Array.from([1, 0.5]), Float32Array.from([0, 0.5, 1])]))).toEqual([0.5, 0.5, 0.5]);
    expect(mixDown([]).length).toBe(0);
  });
});
