import fc from 'fast-check';
import { characterSuggestionSchema, DIALOGUE_LINE, LATIN_LETTER, type CharacterSuggestion } from '@/lib/contracts/character-suggestion';
import { LOCALES } from '@/lib/i18n/locales';
import { ARCHETYPES, LEXICON, PHRASE_BANKS, TEMPERAMENTS, WRITER_SPECIES } from './phrase-bank';
import { calledBy, composeCharacter, writeOffline } from './offline-writer';
import { createRandom } from '@/lib/seeded-random';

const texts = (card: CharacterSuggestion) => [card.roleName, card.intro, card.personality, card.scenario, card.greeting, ...card.exampleDialogue];
/** Anything a bank slot left unfilled: `{he}`, `[a|b]`, `undefined`, `a(n)`; the card's own {{user}}/{{char}} are fine. */
const UNFILLED = /(?<!\{)\{[A-Za-z]+\}(?!\})|\[[^\]]*\|[^\]]*\]|\bundefined\b|\bnull\b|\(n\)|NaN/;

function expectWholeCard(card: CharacterSuggestion) {
  expect(characterSuggestionSchema.safeParse(card).error).toBeUndefined();
  expect(card.roleName).toMatch(LATIN_LETTER);
  for (const text of texts(card)) expect(text).not.toMatch(UNFILLED);
  expect(card.greeting.trim()).not.toBe('');
  // The catalogue's format: alternating lines, the user first, 3 to 5 exchanges.
  expect(card.exampleDialogue.length % 2).toBe(0);
  card.exampleDialogue.forEach((line, i) => expect(line).toMatch(i % 2 === 0 ? /^\{\{user\}\}: / : /^\{\{char\}\}: /));
  expect(card.exampleDialogue.every((line) => DIALOGUE_LINE.test(line))).toBe(true);
}

describe('offline character writer', () => {
  it('writes a valid card for any words, locale and gender, the same one for the same input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), fc.constantFrom(undefined, ...LOCALES), fc.constantFrom(undefined, 'male' as const, 'female' as const, 'non' as const), (words, locale, gender) => {
        const card = writeOffline({ words, locale, gender });
        expectWholeCard(card);
        if (gender) expect(card.gender).toBe(gender);
        expect(writeOffline({ words, locale, gender })).toEqual(card);
      }),
      { numRuns: 300 },
    );
  });

  it('writes a valid card for words made of the lexicon of every language, with a secret of the person\'s own', () => {
    const lexiconWords = [...new Set(Object.values(LEXICON).flatMap((table) => (Array.isArray(table) ? table : Object.values(table).flat())))];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...lexiconWords), { minLength: 1, maxLength: 6 }), fc.option(fc.constantFrom('who secretly writes poetry', 'who is secretly a prince', 'and secretly fixes clocks')), fc.constantFrom(undefined, ...LOCALES), fc.constantFrom(undefined, 'male' as const, 'female' as const, 'non' as const), (picked, secret, locale, gender) => {
        const words = [...picked, secret ?? ''].join(' ');
        const card = writeOffline({ words, locale, gender });
        expectWholeCard(card);
        expect(writeOffline({ words, locale, gender })).toEqual(card);
      }),
      { numRuns: 300 },
    );
  });

  it('writes every kind, temperament, species and gender in every bank without a hole', () => {
    for (const [key, bank] of Object.entries(PHRASE_BANKS)) {
      for (const archetype of ARCHETYPES)
        for (const temperament of TEMPERAMENTS)
          for (const gender of ['male', 'female', 'non'] as const) {
            const species = createRandom(`${archetype}${temperament}`).pick(WRITER_SPECIES);
            const second = createRandom(`${temperament}${gender}`).pick(TEMPERAMENTS);
            const plan = { archetype, species, temperaments: [temperament, second], quirk: 'poetry' as const, setting: 'fantasy' as const, gender, bank, languageKey: key };
            for (let seed = 0; seed < 3; seed++) expectWholeCard(composeCharacter(plan, `${archetype}${temperament}${gender}${seed}`));
          }
    }
  });

  it('writes what the words say, and different words give clearly different characters', () => {
    const dwarf = writeOffline({ words: 'grumpy dwarf blacksmith who secretly writes poetry' });
    expect(dwarf.intro + dwarf.personality).toMatch(/dwarf/);
    expect(dwarf.intro + dwarf.personality).toMatch(/blacksmith|steel|forge|anvil|hammer/);
    expect(dwarf.personality).toMatch(/poetry/);
    expect(dwarf.look?.species.kind).toBe('dwarf');
    expect(dwarf.tags).toContain('Fantasy');
    const vampire = writeOffline({ words: 'shy vampire librarian' });
    expect(vampire.personality).toMatch(/vampire|three hundred years|mirrors/);
    expect(vampire.roleName).not.toBe(dwarf.roleName);
    expect(vampire.greeting).not.toBe(dwarf.greeting);
  });

  it('writes in the reader locale where it has a bank, in English with the language said where not', () => {
    expect(writeOffline({ words: 'shy vampire librarian', locale: 'fr-FR' })).toMatchObject({ language: 'fr-FR', intro: expect.stringMatching(/bibliothécaire/) });
    expect(writeOffline({ words: 'shy vampire librarian', locale: 'de-DE' })).toMatchObject({ language: 'de-DE', intro: expect.stringMatching(/Bibliothekar/) });
    expect(writeOffline({ words: 'shy vampire librarian', locale: 'es-ES' })).toMatchObject({ language: 'es-ES', intro: expect.stringMatching(/bibliotecari/) });
    expect(writeOffline({ words: '内気な吸血鬼の司書', locale: 'ja-JP' })).toMatchObject({ language: 'ja-JP', intro: expect.stringMatching(/司書/) });
    const chinese = writeOffline({ words: '害羞的吸血鬼图书管理员', locale: 'zh-CN' });
    expect(chinese).toMatchObject({ language: 'en-US', intro: expect.stringMatching(/librarian/) });
    expect(chinese.roleName).toMatch(LATIN_LETTER);
    // Without a locale, the words' own language is used.
    expect(writeOffline({ words: 'une sorcière mystérieuse' }).language).toBe('fr-FR');
  });

  it('agrees with "they" and keeps a name the draft already has', () => {
    const card = writeOffline({ words: 'grumpy dwarf blacksmith who secretly writes poetry', gender: 'non', name: 'Ash Ember' });
    expect(card.roleName).toBe('Ash Ember');
    expect(card.personality).toMatch(/they secretly write poetry/);
    expect(card.personality).not.toMatch(/\bthey (is|has|writes|hides)\b/i);
    expect(writeOffline({ words: 'shy knight who is secretly a prince', gender: 'non' }).personality).toMatch(/they are secretly a prince/);
  });
});

describe("a trade named in the person's own words", () => {
  /** The comparative each language says "better than" with: a line that says it twice has two sentences run together. */
  const BETTER: Record<string, RegExp> = { en: /better than/g, fr: /mieux que/g, es: /mejor que/g, de: /besser/g, ja: /誰よりも/g };

  it.each(Object.keys(BETTER))('%s: fills every trade line with the own trade’s task as one sentence', (language) => {
    const bank = PHRASE_BANKS[language]!;
    const lines = [...bank.trade.work, ...bank.trade.scenes, ...bank.trade.talk.flat()].filter((line) => line.includes('{task}'));
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(`${line.replace('{task}', bank.ownTrade.task)}: ${line.replace('{task}', bank.ownTrade.task).match(BETTER[language]!)?.length ?? 0}`).toMatch(/: [01]$/);
  });

  it('writes "a lighthouse keeper" as one, not as the best this place has ever had', () => {
    for (let seed = 0; seed < 40; seed++) {
      const card = writeOffline({ words: 'a lighthouse keeper who collects shells', locale: 'en-US', seed: String(seed) });
      const text = [card.intro, card.personality, card.scenario, ...card.exampleDialogue].join(' ');
      expect(text).toContain('lighthouse keeper');
      expect(text).not.toMatch(/ever had|better than anyone .* better than anyone/);
    }
  });

  it('keeps bees and sheep apart from the zoo', () => {
    const bees = writeOffline({ words: 'a retired beekeeper', locale: 'en-US', seed: 'b' });
    expect(`${bees.scenario} ${bees.personality} ${bees.exampleDialogue.join(' ')}`).toMatch(/hive|honey|smoker|orchard/);
    expect(`${bees.scenario} ${bees.personality}`).not.toMatch(/enclosure|animal/);
    const sheep = writeOffline({ words: 'a young shepherdess', locale: 'en-US', seed: 's' });
    expect(`${sheep.scenario} ${sheep.personality} ${sheep.exampleDialogue.join(' ')}`).toMatch(/flock|lamb|crook|pasture/);
  });
});

describe('how old a written character looks', () => {
  const ageOf = (words: string, seed: string) => writeOffline({ words, seed }).look?.body.age;

  it('draws a grown-up when the words say nothing of age: never a teenager or an old person the card does not mention', () => {
    const ages = new Set<string | undefined>();
    for (let i = 0; i < 120; i += 1) for (const words of ['a barista', 'a detective', '', 'a kind nurse']) ages.add(ageOf(words, `unsaid-${i}`));
    expect([...ages].sort()).toEqual(['adult', 'middle', 'young']);
  });

  it('keeps the age the words give', () => {
    for (let i = 0; i < 20; i += 1) {
      expect(ageOf('a teenage barista', `said-${i}`)).toBe('teen');
      expect(ageOf('an old fisherman', `said-${i}`)).toBe('old');
    }
  });
});

describe('what a card calls its character', () => {
  it('is the first name, with a title or an age word before it kept', () => {
    expect(calledBy('Borin Ashforge')).toBe('Borin');
    expect(calledBy('Old Tam')).toBe('Old Tam');
    expect(calledBy('Captain Mara Vell')).toBe('Captain Mara');
    expect(calledBy('Nana Rosalind')).toBe('Nana Rosalind');
    expect(calledBy('Mo')).toBe('Mo');
    expect(writeOffline({ words: 'an old fisherman', name: 'Old Tam', seed: 's' }).greeting).not.toMatch(/\bOld (?!Tam)/);
  });
});
