import { genderOfLook, guideVoicesFor } from './guide-voices';

const body = (presentation: 'masculine' | 'feminine' | 'androgynous', age: 'teen' | 'adult' | 'old' = 'adult', height: 'tiny' | 'average' | 'tall' = 'average') => ({ body: { presentation, age, height } }) as Parameters<typeof guideVoicesFor>[0];

describe('the voices the create guide offers for a look', () => {
  it('offers three takes that sound apart: three male voices for a masculine look, three pitches otherwise', () => {
    const male = guideVoicesFor(body('masculine'));
    expect(male.map((v) => v.key)).toEqual(['warm', 'bright', 'calm']);
    expect(new Set(male.map((v) => v.option.voice)).size).toBe(3);
    const female = guideVoicesFor(body('feminine'));
    expect(new Set(female.map((v) => `${v.option.pitch}/${v.option.rate}`)).size).toBe(3);
  });

  it('follows the look: lower for a man than a woman, lower and slower when old, higher when tiny', () => {
    const pitch = (look: Parameters<typeof guideVoicesFor>[0]) => guideVoicesFor(look)[0]!.option.pitch;
    const rate = (look: Parameters<typeof guideVoicesFor>[0]) => guideVoicesFor(look)[0]!.option.rate;
    expect(pitch(body('masculine'))).toBeLessThan(pitch(body('androgynous')));
    expect(pitch(body('androgynous'))).toBeLessThan(pitch(body('feminine')));
    expect(pitch(body('feminine', 'old'))).toBeLessThan(pitch(body('feminine')));
    expect(rate(body('masculine', 'old'))).toBeLessThan(rate(body('masculine', 'teen')));
    expect(pitch(body('androgynous', 'adult', 'tiny'))).toBeGreaterThan(pitch(body('androgynous')));
  });

  it('stays within what the voice engine takes, for every look', () => {
    for (const presentation of ['masculine', 'feminine', 'androgynous'] as const)
      for (const age of ['teen', 'adult', 'old'] as const)
        for (const height of ['tiny', 'average', 'tall'] as const)
          for (const { option } of guideVoicesFor(body(presentation, age, height))) {
            expect(option.pitch).toBeGreaterThanOrEqual(0.45);
            expect(option.pitch).toBeLessThanOrEqual(2.1);
            expect(option.rate).toBeGreaterThanOrEqual(0.65);
            expect(option.rate).toBeLessThanOrEqual(1.5);
          }
  });

  it('saves the gender the look presents', () => {
    expect(genderOfLook(body('masculine'))).toBe('male');
    expect(genderOfLook(body('feminine'))).toBe('female');
    expect(genderOfLook(body('androgynous'))).toBe('non');
  });
});
