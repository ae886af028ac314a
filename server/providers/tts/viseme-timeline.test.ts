import { FLITE_PHONES, PHONE_VISEMES, visemeTimeline } from './viseme-timeline';

describe('the phone → viseme table', () => {
  it('maps every phone of flite’s US English phone set, and nothing else', () => {
    expect(Object.keys(PHONE_VISEMES).sort()).toEqual([...FLITE_PHONES].sort());
    expect(FLITE_PHONES).toHaveLength(50);
  });

  it('gives every open shape a weight above 0 and at most 1, and closed shapes none', () => {
    for (const { viseme, weight } of Object.values(PHONE_VISEMES)) {
      if (viseme === 'closed') expect(weight).toBe(0);
      else expect(weight > 0 && weight <= 1).toBe(true);
    }
  });

  it('closes the lips for p, b, m and for pauses and breaths', () => {
    for (const phone of ['p', 'b', 'm', 'em', 'pau', 'h#', 'brth'] as const) expect(PHONE_VISEMES[phone].viseme).toBe('closed');
  });

  it('opens the five VRM shapes for the vowels nearest them', () => {
    expect([PHONE_VISEMES.aa, PHONE_VISEMES.iy, PHONE_VISEMES.uw, PHONE_VISEMES.eh, PHONE_VISEMES.ow].map((v) => v.viseme)).toEqual(['aa', 'ih', 'ou', 'ee', 'oh']);
  });
});

describe('visemeTimeline', () => {
  it('turns phonemes into cues and joins neighbours with the same shape', () => {
    const cues = visemeTimeline([
      { phoneme: 'pau', startMs: 0, endMs: 100 },
      { phoneme: 'm', startMs: 100, endMs: 150 },
      { phoneme: 'aa', startMs: 150, endMs: 300 },
      { phoneme: 's', startMs: 300, endMs: 360 },
      { phoneme: 'z', startMs: 360, endMs: 400 },
      { phoneme: 'uw', startMs: 400, endMs: 550 },
    ]);
    expect(cues).toEqual([
      { viseme: 'closed', startMs: 0, endMs: 150, weight: 0 },
      { viseme: 'aa', startMs: 150, endMs: 300, weight: 1 },
      { viseme: 'ih', startMs: 300, endMs: 400, weight: 0.4 },
      { viseme: 'ou', startMs: 400, endMs: 550, weight: 1 },
    ]);
  });

  it('closes the mouth for a phone it does not know', () => {
    expect(visemeTimeline([{ phoneme: 'qq', startMs: 0, endMs: 10 }])).toEqual([{ viseme: 'closed', startMs: 0, endMs: 10, weight: 0 }]);
  });
});
