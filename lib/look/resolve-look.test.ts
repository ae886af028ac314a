import { characterLookSchema } from './look-model';
import { lookFromSeed, resolveLook } from './resolve-look';

const PORTRAIT = {
  hairColor: '#c1440e',
  eyeColor: '#3a3a3a',
  skinTone: '#e0a98c',
  outfitColor: '#5b4636',
  hairStyle: 'long',
  accessory: 'none',
  backdrop: 'snow',
} as const;

describe('resolveLook', () => {
  it('completes a portrait-only look from the gender, valid against the full schema', () => {
    const man = resolveLook(PORTRAIT, 'role-1', 'male');
    expect(characterLookSchema.parse(man)).toEqual(man);
    expect(man.body.presentation).toBe('masculine');
    expect(man.face.makeup).toBe(false);
    expect(man.hairColor).toBe('#c1440e');
    expect(resolveLook(PORTRAIT, 'role-1', 'female').body.presentation).toBe('feminine');
    expect(resolveLook(PORTRAIT, 'role-1', 'non').body.presentation).toBe('androgynous');
  });

  it('keeps what a full look says', () => {
    const look = resolveLook(
      { ...PORTRAIT, hairStyle: 'bald', body: { presentation: 'masculine', age: 'old', years: 81, height: 'short', build: 'stocky' }, face: { facialHair: 'full-beard', wrinkles: 3 }, extras: ['glasses'] },
      'walt',
    );
    expect(look.hairStyle).toBe('bald');
    expect(look.body).toEqual({ presentation: 'masculine', age: 'old', years: 81, height: 'short', build: 'stocky' });
    expect(look.face).toMatchObject({ facialHair: 'full-beard', wrinkles: 3, makeup: false });
    expect(look.extras).toEqual(['glasses']);
  });

  it('replaces anything unknown or unsafe with the seed’s own pick, and is deterministic', () => {
    const bad = { hairColor: 'red; }', hairStyle: 'mohawk', accessory: '<x>', body: { age: 'ancient', years: -4 }, face: { wrinkles: 9, facialHairColor: 'url(x)' }, extras: ['none', 'cape', 'glasses', 'glasses'] };
    const look = resolveLook(bad, 'seed');
    expect(characterLookSchema.safeParse(look).success).toBe(true);
    expect(look.hairColor).toBe(lookFromSeed('seed').hairColor);
    expect(look.body.age).toBe('young');
    expect(look.body.years).toBeUndefined();
    expect(look.face.wrinkles).toBe(0);
    expect(look.face.facialHairColor).toBeUndefined();
    expect(look.extras).toEqual(['glasses']);
    expect(resolveLook(bad, 'seed')).toEqual(look);
    expect(resolveLook(null, 'seed')).toEqual(resolveLook(undefined, 'seed'));
    expect(resolveLook('not a look', 'other')).not.toEqual(resolveLook(null, 'seed'));
  });

  it('never picks bald, creature or old looks from a seed alone', () => {
    for (let i = 0; i < 60; i++) {
      const look = resolveLook(null, `user-${i}`);
      expect(['crop', 'slicked', 'receding', 'bald']).not.toContain(look.hairStyle);
      expect(look.species.kind).toBe('human');
      expect(look.body.age).toBe('young');
    }
  });
});

describe('characterLookSchema', () => {
  it('refuses a look without its groups or with an unknown value', () => {
    expect(characterLookSchema.safeParse(PORTRAIT).success).toBe(false);
    const full = resolveLook(PORTRAIT, 'x', 'male');
    expect(characterLookSchema.safeParse({ ...full, face: { ...full.face, facialHair: 'sideburns' } }).success).toBe(false);
    expect(characterLookSchema.safeParse({ ...full, body: { ...full.body, extra: 1 } }).success).toBe(false);
  });
});
