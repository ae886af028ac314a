import { baseForm, readClauses } from './own-clauses';

describe('readClauses', () => {
  it.each([
    ['en', 'cheerful space mechanic who is afraid of the dark', { fear: 'the dark' }, /space mechanic/],
    ['en', 'nurse with a fear of needles and who loves the sea', { fear: 'needles', love: 'the sea' }, /nurse/],
    ['en', 'old fisherman who tells tall tales', { who: 'tells tall tales' }, /old fisherman/],
    ['en', 'detective who hates mornings, secretly writes poetry', { hate: 'mornings', secret: 'secretly writes poetry' }, /detective/],
    ['fr', 'une vieille boulangère qui a peur des chiens', { fear: 'les chiens' }, /boulangère/],
    ['fr', 'mécanicien qui a peur du noir et qui aime la mer', { fear: 'le noir', love: 'la mer' }, /mécanicien/],
    ['de', 'ein alter Fischer, der Angst vor dem Meer hat', { fear: 'vor dem Meer' }, /Fischer/],
    ['es', 'una piloto que tiene miedo a las alturas', { fear: 'las alturas' }, /piloto/],
    ['es', 'pescador que tiene miedo al mar y odia el frío', { fear: 'el mar', hate: 'el frío' }, /pescador/],
    ['ja', '暗闇が怖い陽気な宇宙整備士', { fear: '暗闇' }, /整備士/],
    ['ja', '猫が好きな看護師', { love: '猫' }, /看護師/],
  ])('%s: %s', (language, words, clauses, head) => {
    const reading = readClauses(words, language);
    expect(reading.clauses).toEqual(clauses);
    expect(reading.head).toMatch(head);
    // What a clause says is not read again as the character's kind: "the dark" is not a gothic setting.
    for (const said of Object.values(clauses)) expect(reading.head).not.toContain(said);
  });

  it('keeps only text of a clause: no slot, placeholder or bracket reaches the card', () => {
    expect(readClauses('a pilot who is afraid of {he} [a|b] {{char}}', 'en').clauses.fear).toBe('he a b char');
  });

  it('says nothing of words without a clause', () => {
    expect(readClauses('stern elf knight', 'en').clauses).toEqual({});
    expect(readClauses('who is', 'en').clauses).toEqual({});
  });
});

describe('baseForm', () => {
  it.each([
    ['tells tall tales', 'tell tall tales'],
    ['secretly writes poetry', 'secretly write poetry'],
    ['is secretly a witch', 'are secretly a witch'],
    ['has a pet crow', 'have a pet crow'],
    ['fixes clocks', 'fix clocks'],
    ['carries a sword', 'carry a sword'],
    ['misses home', 'miss home'],
  ])('%s → %s', (clause, base) => expect(baseForm(clause)).toBe(base));
});
