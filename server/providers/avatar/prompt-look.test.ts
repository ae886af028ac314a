import { chromaOf, hueOf, luminance } from '@/lib/colour';
import { characterLookSchema, type CharacterLook } from '@/lib/look/look-model';
import { ENGLISH_INSPIRATIONS, inspirationsFor } from './inspiration';
import { lookFromPrompt } from './prompt-look';

/** What a prompt must show; colours are checked by family, not by exact hex. */
interface Want {
  presentation?: CharacterLook['body']['presentation'];
  age?: CharacterLook['body']['age'];
  years?: number;
  height?: CharacterLook['body']['height'];
  build?: CharacterLook['body']['build'];
  species?: CharacterLook['species']['kind'];
  ears?: CharacterLook['species']['ears'];
  horns?: boolean;
  tail?: CharacterLook['species']['tail'];
  head?: CharacterLook['species']['head'];
  skin?: CharacterLook['species']['skin'];
  hairStyle?: CharacterLook['hairStyle'];
  hair?: Family;
  facialHair?: CharacterLook['face']['facialHair'][];
  beard?: Family;
  eyes?: Family;
  skinTone?: Family;
  garment?: CharacterLook['outfit']['garment'];
  outfit?: Family;
  trim?: Family;
  wears?: string[];
  notWears?: string[];
  backdrop?: CharacterLook['backdrop'];
}

type Family = 'tan' | 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple' | 'pink' | 'brown' | 'black' | 'white' | 'grey' | 'silver' | 'blonde' | 'fair' | 'dark';

/** Colour families by hue, lightness and chroma, loose enough for any reasonable painter's choice. */
function isFamily(colour: string, family: Family): boolean {
  const hue = hueOf(colour);
  const light = luminance(colour);
  const chroma = chromaOf(colour);
  const hues = (from: number, to: number) => chroma > 0.15 && (from <= to ? hue >= from && hue < to : hue >= from || hue < to);
  switch (family) {
    case 'red':
      return hues(340, 20) && light < 0.7;
    case 'orange':
      return hues(15, 45);
    case 'yellow':
      return hues(40, 70);
    case 'green':
      return hues(70, 170);
    case 'blue':
      return hues(190, 250);
    case 'purple':
      return hues(250, 310);
    case 'pink':
      return hues(300, 360) && light > 0.45;
    case 'brown':
      return hue >= 10 && hue < 50 && light < 0.5;
    case 'black':
      return light < 0.15;
    case 'white':
      return light > 0.85 && chroma < 0.12;
    case 'grey':
    case 'silver':
      return chroma < 0.15 && light > 0.35;
    case 'blonde':
      return hue >= 30 && hue < 60 && light > 0.6;
    case 'tan':
      return hue >= 10 && hue < 45 && light > 0.3 && light < 0.72;
    case 'fair':
      return light > 0.75;
    case 'dark':
      return light < 0.45;
  }
}

const CASES: [string, Want][] = [
  ['an old dwarf blacksmith with a red beard', { presentation: 'masculine', age: 'old', height: 'short', build: 'stocky', species: 'dwarf', facialHair: ['beard', 'full-beard'], beard: 'red', garment: 'apron' }],
  ['a shy elf girl with silver hair and glasses', { presentation: 'feminine', age: 'young', ears: 'long-pointed', species: 'elf', hair: 'silver', wears: ['glasses'] }],
  ['tall muscular orc in armour', { height: 'tall', build: 'athletic', ears: 'pointed', skinTone: 'green', garment: 'armour' }],
  ['Walt, 81, a retired fisherman with a white beard', { age: 'old', years: 81, facialHair: ['beard', 'full-beard'], beard: 'white' }],
  ['an 81-year-old grandpa in a navy sweater, no glasses', { presentation: 'masculine', age: 'old', years: 81, garment: 'sweater', outfit: 'blue', notWears: ['glasses'] }],
  ['a bald old man with a grey moustache', { presentation: 'masculine', age: 'old', hairStyle: 'bald', facialHair: ['moustache'], beard: 'grey' }],
  ['a plump little old lady with a bun and round glasses', { presentation: 'feminine', age: 'old', build: 'heavy', hairStyle: 'bun', wears: ['glasses'] }],
  ['a teenage boy with spiky ginger hair and a hoodie', { presentation: 'masculine', age: 'teen', hairStyle: 'spiky', hair: 'orange', garment: 'hoodie' }],
  ['a little girl with blonde pigtails', { presentation: 'feminine', age: 'teen', years: 10, height: 'short', hairStyle: 'twintails', hair: 'blonde' }],
  ['a middle-aged woman in a crimson dress with earrings', { presentation: 'feminine', age: 'middle', garment: 'dress', outfit: 'red', wears: ['earrings'] }],
  ['a slim young man with long black hair in a white kimono', { presentation: 'masculine', age: 'young', build: 'slim', hairStyle: 'long', hair: 'black', garment: 'kimono', outfit: 'white' }],
  ['a wizard with a long grey beard and a blue robe', { facialHair: ['full-beard'], beard: 'grey', garment: 'robe', outfit: 'blue', wears: ['wizard-hat'] }],
  ['a witch with green eyes', { presentation: 'feminine', wears: ['witch-hat'], eyes: 'green' }],
  ['a catgirl with pastel pink hair and headphones', { presentation: 'feminine', hair: 'pink', wears: ['cat-ears', 'headphones'] }],
  ['a fox spirit in a red kimono', { species: 'fox-spirit', ears: 'fox', tail: 'fox', garment: 'kimono', outfit: 'red' }],
  ['a red dragon with golden eyes', { species: 'dragon', horns: true, tail: 'dragon', skin: 'scales', hair: 'red', eyes: 'yellow' }],
  ['a demon with purple skin and horns', { species: 'demon', horns: true, skinTone: 'purple' }],
  ['an ancient vampire in a black cloak', { species: 'vampire', age: 'ageless', garment: 'cloak', outfit: 'black', skinTone: 'fair' }],
  ['a tiny gremlin in a sweater', { species: 'gremlin', head: 'gremlin', height: 'tiny', garment: 'sweater' }],
  ['a friendly robot with orange eyes', { species: 'android', head: 'robot', skin: 'metal', eyes: 'orange' }],
  ['a ghost girl with pale blue hair', { species: 'ghost', presentation: 'feminine', hair: 'blue' }],
  ['a businessman in a charcoal suit with slicked back hair', { presentation: 'masculine', garment: 'suit', outfit: 'dark', hairStyle: 'slicked' }],
  ['a mechanic in blue overalls with a bandana', { garment: 'work', outfit: 'blue', wears: ['bandana'] }],
  ['a knight in golden armour', { garment: 'armour', outfit: 'yellow' }],
  ['a woman in a black and white maid dress', { presentation: 'feminine', garment: 'dress', outfit: 'black', trim: 'white' }],
  ['a detective with a trench coat and a fedora', { garment: 'coat', wears: ['fedora'] }],
  ['a stocky bearded man, clean-shaven', { facialHair: ['none'] }],
  ['a dwarf with no beard', { species: 'dwarf', facialHair: ['none'] }],
  ['an elf without glasses', { species: 'elf', notWears: ['glasses'] }],
  ['a tall dwarf', { species: 'dwarf', height: 'tall' }],
  ['a blacksmith in a blue hoodie', { garment: 'hoodie', outfit: 'blue' }],
  ['a tanned surfer with wavy blonde hair on the beach', { skinTone: 'tan', hairStyle: 'wavy', hair: 'blonde', backdrop: 'ocean' }],
  ['a man with dark skin and a goatee', { presentation: 'masculine', skinTone: 'dark', facialHair: ['goatee'] }],
  ['a nonbinary hacker with a visor in a neon city', { presentation: 'androgynous', wears: ['visor'], backdrop: 'neon', garment: 'hoodie' }],
  ['a queen with a crown and a purple gown', { presentation: 'feminine', wears: ['crown'], garment: 'dress', outfit: 'purple' }],
  ['a princess without a crown', { presentation: 'feminine', notWears: ['crown'] }],
  ['a muscular athlete with short brown hair', { build: 'athletic', hairStyle: 'crop', hair: 'brown', garment: 'sportswear' }],
  // Other languages.
  ['赤い髪の女の子、眼鏡', { presentation: 'feminine', hair: 'red', wears: ['glasses'] }],
  ['银色头发的精灵女孩', { presentation: 'feminine', species: 'elf', hair: 'silver' }],
  ['빨간 수염의 늙은 드워프 대장장이', { species: 'dwarf', age: 'old', facialHair: ['beard', 'full-beard'], beard: 'red', garment: 'apron' }],
  ['chica elfa con pelo rojo y ojos azules', { presentation: 'feminine', species: 'elf', hair: 'red', eyes: 'blue' }],
  ['une vieille femme aux cheveux blancs, sans lunettes', { presentation: 'feminine', age: 'old', hair: 'white', notWears: ['glasses'] }],
  ['ein alter Mann mit grauem Bart und Brille', { presentation: 'masculine', age: 'old', beard: 'grey', wears: ['glasses'] }],
];

function mismatches(look: CharacterLook, want: Want): string[] {
  const wrong: string[] = [];
  const check = (name: string, got: unknown, expected: unknown) => {
    if (expected !== undefined && got !== expected) wrong.push(`${name} is ${String(got)}, expected ${String(expected)}`);
  };
  const colour = (name: string, got: string | undefined, family: Family | undefined) => {
    if (family && !(got && isFamily(got, family))) wrong.push(`${name} ${got} is not ${family}`);
  };
  const worn = [look.accessory, ...look.extras];
  check('presentation', look.body.presentation, want.presentation);
  check('age', look.body.age, want.age);
  check('years', look.body.years, want.years);
  check('height', look.body.height, want.height);
  check('build', look.body.build, want.build);
  check('species', look.species.kind, want.species);
  check('ears', look.species.ears, want.ears);
  check('tail', look.species.tail, want.tail);
  check('head', look.species.head, want.head);
  check('skin', look.species.skin, want.skin);
  check('hair style', look.hairStyle, want.hairStyle);
  check('garment', look.outfit.garment, want.garment);
  check('backdrop', look.backdrop, want.backdrop);
  if (want.horns && look.species.horns === 'none') wrong.push('has no horns');
  if (want.facialHair && !want.facialHair.includes(look.face.facialHair)) wrong.push(`facial hair is ${look.face.facialHair}, expected ${want.facialHair.join('/')}`);
  colour('hair', look.hairColor, want.hair);
  colour('beard', look.face.facialHairColor ?? look.hairColor, want.beard);
  colour('eyes', look.eyeColor, want.eyes);
  colour('skin tone', look.skinTone, want.skinTone);
  colour('outfit', look.outfitColor, want.outfit);
  colour('trim', look.outfit.secondaryColor, want.trim);
  for (const item of want.wears ?? []) if (!worn.includes(item as never)) wrong.push(`does not wear ${item}`);
  for (const item of want.notWears ?? []) if (worn.includes(item as never)) wrong.push(`wears ${item}`);
  return wrong;
}

describe('lookFromPrompt', () => {
  it.each(CASES)('%s', (prompt, want) => {
    // Every case must hold whatever the seed fills in.
    for (const seed of [1, 2, 3]) {
      const { look } = lookFromPrompt(prompt, seed);
      expect(characterLookSchema.parse(look)).toEqual(look);
      expect([seed, mismatches(look, want)]).toEqual([seed, []]);
    }
  });

  it('is deterministic for a prompt and seed, and the seed varies what the prompt leaves open', () => {
    const prompt = 'a girl with a ponytail';
    expect(lookFromPrompt(prompt, 42)).toEqual(lookFromPrompt(prompt, 42));
    const looks = [1, 2, 3, 4, 5, 6].map((seed) => lookFromPrompt(prompt, seed).look);
    expect(new Set(looks.map((l) => l.hairColor)).size).toBeGreaterThan(2);
    expect(looks.every((l) => l.hairStyle === 'ponytail' && l.body.presentation === 'feminine')).toBe(true);
  });

  it('says what each word was understood as, with implied and negated traits marked', () => {
    const { understood } = lookFromPrompt('an old blacksmith with a red beard and no glasses', 1);
    expect(understood).toEqual(
      expect.arrayContaining([
        { text: 'old', trait: 'age', value: 'old' },
        { text: 'blacksmith', trait: 'garment', value: 'apron', implied: true },
        { text: 'beard', trait: 'facialHair', value: 'beard' },
        { text: 'red', trait: 'facialHairColor', value: '#c8323c' },
        { text: 'glasses', trait: 'wear', value: 'glasses', negated: true },
      ]),
    );
  });

  it('reads colour names with modifiers and binds each to its own thing', () => {
    const { look } = lookFromPrompt('a man with dark green eyes, crimson hair, a pastel pink shirt and a navy beard', 1);
    expect(isFamily(look.eyeColor, 'green')).toBe(true);
    expect(luminance(look.eyeColor)).toBeLessThan(luminance(lookFromPrompt('a man with green eyes', 1).look.eyeColor));
    expect(look.hairColor).toBe('#a3182e');
    expect(isFamily(look.outfitColor, 'pink') && luminance(look.outfitColor) > 0.7).toBe(true);
    expect(look.face.facialHairColor).toBe('#1f2f5c');
  });

  it('settles conflicts: a number beats an age word, the word said outright beats the implied one, the later beats the earlier', () => {
    expect(lookFromPrompt('a young girl, 74 years old', 1).look.body).toMatchObject({ age: 'old', years: 74 });
    expect(lookFromPrompt('a knight in a dress', 1).look.outfit.garment).toBe('dress');
    expect(lookFromPrompt('a tall short man', 1).look.body.height).toBe('short');
    expect(lookFromPrompt('a 3 foot tall gnome', 1).look.body.years).toBeUndefined();
  });

  it('fills what a prompt leaves open with choices that fit: grey hair and wrinkles on the old, no lashes on bearded men', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const old = lookFromPrompt('an old man', seed).look;
      expect(chromaOf(old.hairColor)).toBeLessThan(0.15);
      expect(old.face.wrinkles).toBeGreaterThanOrEqual(2);
      expect(old.face.makeup).toBe(false);
      expect(lookFromPrompt('a woman with a beard', seed).look.face.makeup).toBe(false);
    }
    expect(lookFromPrompt('a 90 year old woman', 1).look.face.wrinkles).toBe(3);
  });

  it('gives an empty or unknown prompt a complete look', () => {
    for (const prompt of ['', 'qwerty zxcv', '!!!', '🙂'.repeat(20)]) expect(characterLookSchema.safeParse(lookFromPrompt(prompt, 9).look).success).toBe(true);
  });
});

describe('inspirations', () => {
  it('offers at least 24 varied prompts, each read into a complete look with words understood', () => {
    expect(ENGLISH_INSPIRATIONS.length).toBeGreaterThanOrEqual(24);
    const looks = ENGLISH_INSPIRATIONS.map(({ prompt, id }) => lookFromPrompt(prompt, id));
    for (const { understood } of looks) expect(understood.length).toBeGreaterThanOrEqual(3);
    const of = (pick: (l: CharacterLook) => string) => new Set(looks.map(({ look }) => pick(look)));
    expect(of((l) => l.body.presentation).size).toBe(3);
    expect(of((l) => l.body.age).size).toBeGreaterThanOrEqual(4);
    expect(of((l) => l.species.kind).size).toBeGreaterThanOrEqual(8);
    expect(of((l) => l.outfit.garment).size).toBeGreaterThanOrEqual(12);
  });

  it('gives every locale every prompt, translated where a translation exists', () => {
    const ja = inspirationsFor('ja-JP');
    expect(ja.map((i) => i.id)).toEqual(ENGLISH_INSPIRATIONS.map((i) => i.id));
    expect(ja.find((i) => i.id === 'dwarf-smith')!.prompt).toMatch(/ドワーフ/);
    expect(inspirationsFor('it-IT')).toEqual(ENGLISH_INSPIRATIONS);
  });

  it('reads a translated prompt into the same kind of character as the English one', () => {
    for (const locale of ['ja-JP', 'zh-CN', 'ko-KR', 'es-ES', 'fr-FR', 'de-DE'] as const) {
      for (const id of ['dwarf-smith', 'shy-elf']) {
        const english = lookFromPrompt(ENGLISH_INSPIRATIONS.find((i) => i.id === id)!.prompt, 1).look;
        const translated = lookFromPrompt(inspirationsFor(locale).find((i) => i.id === id)!.prompt, 1).look;
        expect([locale, id, translated.species.kind, translated.body.presentation]).toEqual([locale, id, english.species.kind, english.body.presentation]);
      }
    }
  });
});
