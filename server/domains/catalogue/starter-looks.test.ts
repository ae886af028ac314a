import { luminance, chromaOf } from '@/lib/colour';
import { characterLookSchema, type CharacterLook } from '@/lib/look/look-model';
import expectations from './starter-data/look-expectations.json';
import { STARTER_ROLES } from './starter-roles';

/** What a character's description says it must show (`starter-data/look-expectations.json`). */
interface Expectation {
  presentation?: string;
  age?: string[];
  height?: string[];
  build?: string[];
  facialHair?: string[];
  jaw?: string[];
  garment?: string[];
  wears?: string[];
  species?: string;
  ears?: string[];
  tail?: string[];
  head?: string[];
  nonHuman?: boolean;
  horns?: boolean;
  greyHair?: boolean;
  wrinkles?: number;
}

const TABLE = expectations as Record<string, Expectation>;

/** Every way a look falls short of its expectation, as readable lines. */
function mismatches(look: CharacterLook, want: Expectation): string[] {
  const wrong: string[] = [];
  const oneOf = (name: string, value: string, allowed: string[] | undefined) => {
    if (allowed && !allowed.includes(value)) wrong.push(`${name} is ${value}, expected one of ${allowed.join('/')}`);
  };
  if (want.presentation && look.body.presentation !== want.presentation) wrong.push(`presentation is ${look.body.presentation}, expected ${want.presentation}`);
  oneOf('age', look.body.age, want.age);
  oneOf('height', look.body.height, want.height);
  oneOf('build', look.body.build, want.build);
  oneOf('facial hair', look.face.facialHair, want.facialHair);
  oneOf('jaw', look.face.jaw, want.jaw);
  oneOf('garment', look.outfit.garment, want.garment);
  oneOf('ears', look.species.ears, want.ears);
  oneOf('tail', look.species.tail, want.tail);
  oneOf('head', look.species.head, want.head);
  if (want.species && look.species.kind !== want.species) wrong.push(`species is ${look.species.kind}, expected ${want.species}`);
  if (want.nonHuman && ['human', 'elf', 'dwarf'].includes(look.species.kind)) wrong.push(`species ${look.species.kind} is not a creature or a being of another kind`);
  if (want.horns && look.species.horns === 'none' && look.accessory !== 'horns') wrong.push('has no horns');
  for (const item of want.wears ?? []) if (look.accessory !== item && !look.extras.includes(item as never)) wrong.push(`does not wear ${item}`);
  if (want.greyHair) {
    if (!(chromaOf(look.hairColor) < 0.15 && luminance(look.hairColor) > 0.35)) wrong.push(`hair ${look.hairColor} is not grey or white`);
  }
  if (want.wrinkles !== undefined && look.face.wrinkles < want.wrinkles) wrong.push(`wrinkles ${look.face.wrinkles} < ${want.wrinkles}`);
  return wrong;
}

describe('starter character looks', () => {
  it('has an expectation for every character and a character for every expectation', () => {
    expect(Object.keys(TABLE).sort()).toEqual(STARTER_ROLES.map((r) => r.slug).sort());
  });

  it.each(STARTER_ROLES.map((r) => [r.slug, r] as const))('%s looks like its description', (slug, role) => {
    const look = characterLookSchema.parse(role.look);
    expect(mismatches(look, TABLE[slug]!)).toEqual([]);
  });

  it('gives men a masculine face and women a feminine one unless the table says otherwise', () => {
    for (const role of STARTER_ROLES) {
      const want = TABLE[role.slug]!;
      if (want.presentation) continue;
      expect([role.slug, role.look.body.presentation]).not.toEqual([role.slug, role.gender === 'male' ? 'feminine' : 'masculine']);
    }
  });

  it('draws lashes and blush only where the look asks for them: never on the bearded or the old', () => {
    for (const role of STARTER_ROLES) {
      if (role.look.face.facialHair !== 'none' || role.look.body.age === 'old') expect([role.slug, role.look.face.makeup]).toEqual([role.slug, false]);
    }
  });

  it('checks the table itself: a look that contradicts it is reported', () => {
    const thrain = characterLookSchema.parse(STARTER_ROLES.find((r) => r.slug === 'thrain-ironbrow')!.look);
    const girl: CharacterLook = { ...thrain, body: { ...thrain.body, presentation: 'feminine', height: 'tall' }, face: { ...thrain.face, facialHair: 'none' } };
    expect(mismatches(girl, TABLE['thrain-ironbrow']!)).toEqual([
      'presentation is feminine, expected masculine',
      'height is tall, expected one of short',
      'facial hair is none, expected one of full-beard',
    ]);
  });
});
