import { formatVoiceTime, voiceBarHeights } from './voice-time';

describe('formatVoiceTime', () => {
  it('reads as m:ss, rounding down to the whole second', () => {
    expect(formatVoiceTime(0)).toBe('0:00');
    expect(formatVoiceTime(7_900)).toBe('0:07');
    expect(formatVoiceTime(60_000)).toBe('1:00');
    expect(formatVoiceTime(-5)).toBe('0:00');
  });
});

describe('voiceBarHeights', () => {
  it('gives the same clip the same bars and another clip other bars, all between 0.25 and 1', () => {
    const a = voiceBarHeights('/koko/app/api/media/voices/1/a.webm', 28);
    expect(a).toEqual(voiceBarHeights('/koko/app/api/media/voices/1/a.webm', 28));
    expect(a).not.toEqual(voiceBarHeights('/koko/app/api/media/voices/1/b.webm', 28));
    expect(a).toHaveLength(28);
    for (const h of a) {
      expect(h).toBeGreaterThanOrEqual(0.25);
      expect(h).toBeLessThanOrEqual(1);
    }
  });
});
