import { peaksFromSamples, resamplePeaks, resourcePeaks } from './waveform-peaks';

describe('waveform peaks', () => {
  it('takes the loudest sample of each slice across channels, scaled to the loudest', () => {
    const left = Float32Array.from([0.1, -0.2, 0.05, 0.5, 0, 0, -0.25, 0.1]);
    const right = Float32Array.from([0, 0, 0, 0, 0, 0, 0, 0.05]);
    const peaks = peaksFromSamples([left, right], 4);
    [0.4, 1, 0, 0.5].forEach((expected, i) => expect(peaks[i]).toBeCloseTo(expected, 5));
  });

  it('draws silence flat and survives empty audio', () => {
    expect(peaksFromSamples([new Float32Array(100)], 5)).toEqual([0, 0, 0, 0, 0]);
    expect(peaksFromSamples([], 3)).toEqual([0, 0, 0]);
  });

  it('gives every bar at least one sample when there are fewer samples than bars', () => {
    const peaks = peaksFromSamples([Float32Array.from([0.5, 1])], 4);
    expect(peaks).toHaveLength(4);
    expect(Math.max(...peaks)).toBe(1);
  });

  it('fits the resource peaks to the bar count', () => {
    expect(resamplePeaks([1, 3, 2, 4, 0, 0, 8, 2], 4)).toEqual([0.375, 0.5, 0, 1]);
    expect(resamplePeaks([2, -4], 4)).toEqual([0.5, 0.5, 1, 1]);
    expect(resamplePeaks([], 2)).toEqual([0, 0]);
  });

  it('reads the resource peaks only when they are a list of numbers', () => {
    expect(resourcePeaks({ peaks: [0.2, 0.4] })).toEqual([0.2, 0.4]);
    expect(resourcePeaks({ peaks: ['a'] })).toBeUndefined();
    expect(resourcePeaks({ peaks: [] })).toBeUndefined();
    expect(resourcePeaks({})).toBeUndefined();
    expect(resourcePeaks(null)).toBeUndefined();
  });
});
