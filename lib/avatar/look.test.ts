// The starter catalogue is test data here: the look of every starter role must give a distinct character.
// eslint-disable-next-line no-restricted-imports
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { SHADOW_SKIN } from '@/lib/look/look-palette';
import { avatarLookFrom, avatarLookFromSeed, avatarLookSchema, parseAvatarLook } from './look';

describe('avatar looks', () => {
  const looks = STARTER_ROLES.map((role) => ({ role, look: avatarLookFrom(role.look, role.slug, role.gender) }));

  it('gives every starter role its own character', () => {
    const keys = new Set(looks.map(({ look }) => JSON.stringify(look)));
    expect(keys.size).toBe(STARTER_ROLES.length);
    // Not only distinct numbers: the visible traits differ for most pairs of roles too.
    const visible = new Set(looks.map(({ look }) => [look.hair.style, look.hair.color, look.outfit.style, look.outfit.primary, look.eyes.color].join('|')));
    expect(visible.size).toBe(STARTER_ROLES.length);
  });

  it('keeps the portrait colours, hair style and accessory, and the presentation of the look', () => {
    const build = { feminine: 'feminine', masculine: 'masculine', androgynous: 'neutral' } as const;
    for (const { role, look } of looks) {
      expect(look.hair.color).toBe(role.look.hairColor.toLowerCase());
      expect(look.eyes.color).toBe(role.look.eyeColor.toLowerCase());
      // A shadow's skin is the near-black its portrait paints over the skin tone.
      expect(look.skin.base).toBe(role.look.species.head === 'shadow' ? SHADOW_SKIN.base : role.look.skinTone.toLowerCase());
      expect(look.outfit.primary).toBe(role.look.outfitColor.toLowerCase());
      // Every hair style, accessory and garment of the look is drawn as itself.
      expect(look.hair.style).toBe(role.look.hairStyle);
      expect(look.accessory.kind).toBe(role.look.accessory);
      expect(look.outfit.style).toBe(role.look.outfit.garment);
      expect(look.traits).toMatchObject({ age: role.look.body.age, wrinkles: role.look.face.wrinkles, species: role.look.species.kind, ears: role.look.species.ears, horns: role.look.species.horns, tail: role.look.species.tail });
      for (const extra of role.look.extras) if (extra !== role.look.accessory) expect(look.traits!.extras).toContain(extra);
      expect(look.build).toBe(build[role.look.body.presentation]);
      expect(look.eyes.lashes).toBe(role.look.face.makeup);
      expect(avatarLookSchema.safeParse(look).success).toBe(true);
    }
  });

  it('gives short and tiny characters a short body and stocky ones broad shoulders', () => {
    const of = (slug: string) => looks.find(({ role }) => role.slug === slug)!.look;
    expect(of('thrain-ironbrow').proportions.height).toBeLessThan(1.55);
    expect(of('thrain-ironbrow').proportions.shoulderWidth).toBeGreaterThan(1.2);
    expect(of('mo-gremlin').proportions.height).toBeLessThan(0.9);
    expect(of('mo-gremlin').proportions.headScale).toBeGreaterThan(1.3);
    expect(of('elowen-brightleaf').proportions.height).toBeGreaterThan(1.8);
    expect(of('malgrath-final-boss').proportions.height).toBeGreaterThan(of('thrain-ironbrow').proportions.height + 0.3);
  });

  it('is the same every time for the same role', () => {
    const role = STARTER_ROLES[3]!;
    expect(avatarLookFrom(role.look, role.slug, role.gender)).toEqual(avatarLookFrom(role.look, role.slug, role.gender));
  });

  it('falls back to a seeded look for roles without one, and repairs bad fields', () => {
    const a = avatarLookFromSeed('role-101');
    const b = avatarLookFromSeed('role-102');
    expect(a).toEqual(avatarLookFromSeed('role-101'));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    const repaired = avatarLookFrom({ hairColor: 'red; }', eyeColor: '#123456', skinTone: '', outfitColor: '#abcdef', hairStyle: 'mohawk', accessory: 'cape' }, 'x');
    expect(repaired.hair.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(repaired.eyes.color).toBe('#123456');
    expect(['long', 'short', 'twintails', 'ponytail', 'bob', 'spiky', 'bun', 'wavy']).toContain(repaired.hair.style);
  });

  it('round-trips as the JSON of an avatar asset and refuses anything else', () => {
    const look = looks[0]!.look;
    expect(parseAvatarLook(JSON.stringify(look))).toEqual(look);
    expect(parseAvatarLook({ ...look, version: 2 })).toBeNull();
    expect(parseAvatarLook('{not json')).toBeNull();
    expect(parseAvatarLook({ ...look, hair: { ...look.hair, color: 'url(x)' } })).toBeNull();
  });
});
