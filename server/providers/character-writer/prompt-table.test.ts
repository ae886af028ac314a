import fc from 'fast-check';
import { characterSuggestionSchema, DIALOGUE_LINE, type CharacterGender, type CharacterSuggestion } from '@/lib/contracts/character-suggestion';
import { LOCALES } from '@/lib/i18n/locales';
import { CARD_TAGS, OCCUPATIONS } from './occupations';
import { writeOffline } from './offline-writer';

/** One prompt as a person would type it, and what every card written from it must and must not say. */
interface Row {
  words: string;
  locale?: string;
  gender?: CharacterGender;
  /** The occupation's word, as typed or translated, somewhere in the card. */
  job: RegExp;
  /** A clause's object ("the dark"): in the personality, the scenario and an example exchange. */
  clause?: RegExp;
  /** The age the words give: the look's body.age, and its word in the intro. */
  age?: ['teen' | 'young' | 'middle' | 'old', RegExp];
  /** A being the words name; without one the character is human and no other being is written. */
  species?: string;
  /** Tags a card of these words never has. */
  tagsNot?: string[];
  tagsHave?: string[];
}

const EVERYDAY_NOT = ['Horror', 'Dance', 'Game', 'Anime', 'Sci-fi'];
const ROWS: Row[] = [
  { words: 'cheerful space mechanic who is afraid of the dark', job: /space mechanic/, clause: /the dark/i, tagsNot: ['Horror', 'Dance', 'Romance'] },
  { words: 'old fisherman who tells tall tales', job: /fisher/, clause: /tall tales/, age: ['old', /\bold\b/], tagsNot: EVERYDAY_NOT },
  { words: 'stern elf knight', job: /knight/, species: 'elf', tagsHave: ['Fantasy'], tagsNot: ['Horror', 'Dance', 'Sci-fi', 'Game'] },
  { words: 'lighthouse keeper', job: /lighthouse keeper/, tagsNot: ['Horror', 'Dance', 'Game', 'Sci-fi'] },
  { words: 'grumpy farmer who hates rain', job: /farmer/, clause: /rain/, tagsNot: EVERYDAY_NOT },
  { words: 'young nurse who loves horror movies', job: /nurse/, clause: /horror movies/, age: ['young', /\byoung\b/], tagsNot: ['Dance', 'Game', 'Sci-fi'] },
  { words: 'shy librarian who secretly writes poetry', job: /librarian/, clause: /poetry/, tagsNot: ['Horror', 'Dance', 'Game'] },
  { words: 'retired pilot with a fear of heights', job: /pilot/, clause: /heights/, age: ['old', /\bold\b/], tagsNot: ['Horror', 'Dance'] },
  { words: 'teenage hacker', job: /hacker/, age: ['teen', /teenage/], tagsHave: ['Game'], tagsNot: ['Horror', 'Dance'] },
  { words: 'sarcastic barista', job: /barista/, tagsNot: EVERYDAY_NOT },
  { words: 'detective who is scared of spiders', job: /detective/, clause: /spiders/, tagsNot: ['Dance', 'Game', 'Sci-fi'] },
  { words: 'a sailor who loves the sea', job: /sailor/, clause: /the sea/, tagsNot: ['Horror', 'Dance', 'Game', 'Sci-fi'] },
  { words: 'pirate captain who hates the navy', job: /pirate captain/, clause: /the navy/, tagsNot: ['Horror', 'Dance', 'Game'] },
  { words: 'kind priest', job: /priest/, tagsNot: ['Horror', 'Dance', 'Game', 'Sci-fi'] },
  { words: 'soldier who is afraid of fireworks', job: /soldier/, clause: /fireworks/, tagsNot: ['Horror', 'Dance'] },
  { words: 'strict teacher', job: /teacher/, tagsNot: ['Horror', 'Dance', 'Game', 'Sci-fi'] },
  { words: 'cheerful student', job: /student/, tagsNot: ['Horror', 'Sci-fi'] },
  { words: 'streamer who loves video games', job: /streamer/, clause: /video games/, tagsHave: ['Game'], tagsNot: ['Horror'] },
  { words: 'baker who is secretly a witch', job: /baker/, clause: /secretly a witch/, tagsNot: ['Horror', 'Dance', 'Sci-fi'] },
  { words: 'tailor', job: /tailor|seamstress/, tagsNot: ['Horror', 'Dance', 'Game', 'Sci-fi'] },
  { words: 'blacksmith who loves cats', job: /blacksmith/, clause: /cats/, tagsNot: ['Horror', 'Dance', 'Sci-fi'] },
  { words: 'gardener afraid of bees', job: /gardener/, clause: /bees/, tagsNot: EVERYDAY_NOT },
  { words: 'astronaut who misses home', job: /astronaut/, clause: /miss(?:es)? home/, tagsHave: ['Sci-fi'], tagsNot: ['Horror', 'Dance'] },
  { words: 'witch who hates brooms', job: /witch|warlock/, clause: /brooms/, tagsNot: ['Dance', 'Game', 'Sci-fi'] },
  { words: 'vampire who loves garlic', job: /vampire/, clause: /garlic/, species: 'vampire', tagsNot: ['Dance', 'Game', 'Sci-fi'] },
  { words: 'ninja', job: /ninja|kunoichi/, tagsNot: ['Horror', 'Dance', 'Sci-fi'] },
  { words: 'samurai who is afraid of cats', job: /samurai/, clause: /cats/, tagsNot: ['Horror', 'Dance', 'Sci-fi'] },
  { words: 'elderly gardener', job: /gardener/, age: ['old', /\bold\b/], tagsNot: EVERYDAY_NOT },
  { words: 'grandmother who bakes bread', gender: 'female', job: /grandmother/, clause: /bake(?:s)? bread/, age: ['old', /\bold\b/], tagsNot: EVERYDAY_NOT },
  { words: 'a middle-aged engineer', job: /engineer/, age: ['middle', /middle-aged/], tagsNot: ['Horror', 'Dance'] },
  { words: 'doctor who hates blood', job: /doctor|healer/, clause: /blood/, tagsNot: ['Dance', 'Game', 'Sci-fi', 'Horror'] },
  { words: 'mechanic', job: /mechanic/, tagsNot: ['Horror', 'Dance', 'Game', 'Anime'] },
  { words: 'chef who is afraid of knives', job: /chef/, clause: /knives/, tagsNot: EVERYDAY_NOT },
  { words: 'firefighter who loves jazz', job: /firefighter|fireman|firewoman/, clause: /jazz/, tagsNot: EVERYDAY_NOT },
  { words: 'bartender who listens to everyone', job: /bartender|barman|barmaid/, clause: /listen(?:s)? to everyone/, tagsNot: EVERYDAY_NOT },
  { words: 'chef timide', locale: 'fr-FR', gender: 'male', job: /chef/, tagsNot: EVERYDAY_NOT },
  { words: 'une vieille boulangère qui a peur des chiens', locale: 'fr-FR', job: /boulangère/, clause: /chiens/, age: ['old', /âgée/], tagsNot: EVERYDAY_NOT },
  { words: 'mécanicien joyeux qui déteste la pluie', locale: 'fr-FR', job: /mécanicien/, clause: /la pluie/, tagsNot: ['Horror', 'Dance', 'Game'] },
  { words: 'infirmière qui aime la mer', locale: 'fr-FR', job: /infirmière/, clause: /la mer/, tagsNot: EVERYDAY_NOT },
  { words: 'ein alter Fischer, der Angst vor dem Meer hat', locale: 'de-DE', job: /Fischer/, clause: /vor dem Meer/, age: ['old', /\balter\b/], tagsNot: EVERYDAY_NOT },
  { words: 'Lehrerin, liebt Katzen', locale: 'de-DE', job: /Lehrerin/, clause: /Katzen/, tagsNot: ['Horror', 'Dance', 'Game'] },
  { words: 'mürrischer Bäcker, hasst Regen', locale: 'de-DE', job: /Bäcker/, clause: /Regen/, tagsNot: EVERYDAY_NOT },
  { words: 'una piloto joven que tiene miedo a las alturas', locale: 'es-ES', job: /piloto/, clause: /las alturas/, age: ['young', /joven/], tagsNot: ['Horror', 'Dance'] },
  { words: 'pescador viejo que odia el frío', locale: 'es-ES', job: /pescador/, clause: /el frío/, age: ['old', /ancian/], tagsNot: EVERYDAY_NOT },
  { words: 'enfermera alegre que ama los gatos', locale: 'es-ES', job: /enfermera/, clause: /los gatos/, tagsNot: EVERYDAY_NOT },
  { words: '暗闇が怖い陽気な宇宙整備士', locale: 'ja-JP', job: /整備士/, clause: /暗闇/, tagsNot: ['Horror', 'Dance'] },
  { words: '猫が好きな看護師', locale: 'ja-JP', job: /看護師/, clause: /猫/, tagsNot: EVERYDAY_NOT },
  { words: '年老いた漁師', locale: 'ja-JP', job: /漁師/, age: ['old', /年老いた/], tagsNot: EVERYDAY_NOT },
  { words: 'mechanic', locale: 'fr-FR', job: /mécanicien/, tagsNot: ['Horror', 'Dance', 'Game', 'Anime'] },
  { words: 'fisherman', locale: 'de-DE', job: /Fischer/, tagsNot: EVERYDAY_NOT },
  { words: 'nurse', locale: 'es-ES', job: /enfermer/, tagsNot: EVERYDAY_NOT },
  { words: 'teacher', locale: 'ja-JP', job: /先生/, tagsNot: ['Horror', 'Dance', 'Game', 'Sci-fi'] },
];
const SEEDS = ['', '1', '2', '3', '4', '5'];
/** Beings the writer knows, in the five languages: none may be written unless the words name it. */
const BEINGS = /\b(?:elf|elves|elven|elfe|elfo|elfa|dwarf|dwarves|nain|naine|zwerg|enan[oa]|vampire?s?|vampir[oa]?|android|androïde|androide|ghost|fantôme|gespenst|fantasma|demon|démon|dämon|demonio|dragon|drache|dragón|kitsune)\b|エルフ|ドワーフ|吸血鬼|幽霊|悪魔|ドラゴン|アンドロイド/iu;
/** The written forms that stand for both genders: "flatté·e", "Besucher:in", "Lehrer*innen", Spanish "une". */
const INCLUSIVE_BY_LANGUAGE: Readonly<Record<string, RegExp>> = { fr: /\p{L}·\p{L}/u, de: /\p{L}[:*_]in(?:nen)?\b/u, es: /\bune\b|\belle\b|\p{L}·\p{L}/u };

const texts = (card: CharacterSuggestion) => [card.intro, card.personality, card.scenario, card.greeting, ...card.exampleDialogue];
const whole = (card: CharacterSuggestion) => texts(card).join('\n');
const dialogue = (card: CharacterSuggestion) => card.exampleDialogue.join('\n');

describe('offline character writer, prompt by prompt', () => {
  it('has a table of at least 40 prompts in five languages', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ROWS.map((r) => r.locale?.slice(0, 2) ?? 'en'))).toEqual(new Set(['en', 'fr', 'de', 'es', 'ja']));
  });

  it.each(ROWS.map((row) => [`${row.words} [${row.locale ?? 'no locale'}]`, row] as const))('%s', (_label, row) => {
    for (const seed of SEEDS) {
      const card = writeOffline({ words: row.words, locale: row.locale, gender: row.gender, seed });
      const at = `${row.words} / seed "${seed}"`;
      expect({ at, ok: characterSuggestionSchema.safeParse(card).success }).toEqual({ at, ok: true });
      // The trade is named, in the person's words or its translation.
      expect(whole(card)).toMatch(row.job);
      if (row.clause) {
        // A clause may open a sentence ("Rain? Don't get me started.").
        const clause = new RegExp(row.clause.source, `${row.clause.flags.replace('i', '')}i`);
        expect({ at, personality: card.personality }).toEqual({ at, personality: expect.stringMatching(clause) });
        expect({ at, scenario: card.scenario }).toEqual({ at, scenario: expect.stringMatching(clause) });
        expect({ at, dialogue: dialogue(card) }).toEqual({ at, dialogue: expect.stringMatching(clause) });
      }
      if (row.age) {
        expect(card.look?.body.age).toBe(row.age[0]);
        expect(card.intro).toMatch(row.age[1]);
      }
      expect(card.look?.species.kind).toBe(row.species ?? 'human');
      if (!row.species) expect({ at, text: whole(card) }).toEqual({ at, text: expect.not.stringMatching(BEINGS) });
      if (row.gender) expect(card.gender).toBe(row.gender);
      const language = card.language.slice(0, 2);
      if (card.gender !== 'non' && INCLUSIVE_BY_LANGUAGE[language]) expect({ at, text: whole(card) }).toEqual({ at, text: expect.not.stringMatching(INCLUSIVE_BY_LANGUAGE[language]!) });
      for (const tag of row.tagsNot ?? []) expect({ at, tags: card.tags }).toEqual({ at, tags: expect.not.arrayContaining([tag]) });
      for (const tag of row.tagsHave ?? []) expect(card.tags).toContain(tag);
    }
  });

  it('names an unknown trade in the person\'s own words rather than another trade', () => {
    for (const seed of SEEDS) {
      const card = writeOffline({ words: 'a lighthouse keeper who hates fog', seed });
      expect(card.intro).toMatch(/lighthouse keeper/);
      expect(card.personality + card.scenario).not.toMatch(/\b(?:barista|detective|chef|musician|librarian|hacker|healer|doctor|blacksmith)\b/);
    }
  });

  it('writes no inclusive form for a man or a woman in any bank, whatever the trade', () => {
    const trades = OCCUPATIONS.filter((_, i) => i % 3 === 0);
    for (const locale of ['fr-FR', 'de-DE', 'es-ES']) {
      const inclusive = INCLUSIVE_BY_LANGUAGE[locale.slice(0, 2)]!;
      for (const occupation of trades)
        for (const gender of ['male', 'female'] as const) {
          const card = writeOffline({ words: occupation.en.nouns[0]![0]!, locale, gender });
          expect({ trade: occupation.id, locale, gender, text: whole(card) }).toEqual({ trade: occupation.id, locale, gender, text: expect.not.stringMatching(inclusive) });
        }
    }
  });
});

/** Words a person might type: a temper, an age, a trade in any language, and one of their own clauses. */
const tradeWord = fc.constantFrom(...OCCUPATIONS.flatMap((o) => (['en', 'fr', 'de', 'es', 'ja'] as const).map((l) => o[l].nouns[0]![0]!)));
const clause = fc.constantFrom('', 'who is afraid of the dark', 'who loves the sea', 'who hates mornings', 'who tells tall tales', 'who secretly writes poetry', 'qui a peur du noir', 'que odia el frío', ', hat Angst vor Hunden', 'が怖い', 'with a fear of {{char}} [a|b] {he}');
const lead = fc.constantFrom('', 'old', 'young', 'teenage', 'grumpy', 'shy', 'cheerful', 'elf', 'vampire', 'vieille', 'alter', 'joven');

describe('offline character writer, any prompt', () => {
  it('gives a whole card within the limits for any mix of temper, age, trade and clause, in any locale and gender', () => {
    fc.assert(
      fc.property(lead, tradeWord, clause, fc.string({ maxLength: 40 }), fc.constantFrom(undefined, ...LOCALES), fc.constantFrom(undefined, 'male' as const, 'female' as const, 'non' as const), (before, trade, own, noise, locale, gender) => {
        const words = `${before} ${trade} ${own} ${noise}`.slice(0, 500);
        const card = writeOffline({ words, locale, gender });
        expect(characterSuggestionSchema.safeParse(card).error).toBeUndefined();
        for (const text of texts(card)) expect(text).not.toMatch(/(?<!\{)\{[A-Za-z]+\}(?!\})|\[[^\]]*\|[^\]]*\]|\bundefined\b|\(n\)/);
        expect(card.exampleDialogue.every((line) => DIALOGUE_LINE.test(line))).toBe(true);
        expect(card.exampleDialogue.length).toBeGreaterThanOrEqual(6);
        expect(card.exampleDialogue.length).toBeLessThanOrEqual(10);
        expect(card.tags.length).toBeGreaterThanOrEqual(3);
        expect(card.tags.every((t) => (CARD_TAGS as readonly string[]).includes(t))).toBe(true);
        expect(new Set(card.tags).size).toBe(card.tags.length);
        const language = card.language.slice(0, 2);
        if (card.gender !== 'non' && INCLUSIVE_BY_LANGUAGE[language]) expect(whole(card)).not.toMatch(INCLUSIVE_BY_LANGUAGE[language]!);
      }),
      { numRuns: 400 },
    );
  });
});
