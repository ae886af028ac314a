import { readWords } from './word-reading';

describe('readWords', () => {
  it.each([
    ['en', 'grumpy dwarf blacksmith who secretly writes poetry', { archetype: 'blacksmith', species: 'dwarf', temperaments: ['grumpy'], quirk: 'poetry', ownSecret: 'secretly writes poetry' }],
    ['en', 'shy vampire librarian', { archetype: 'librarian', species: 'vampire', temperaments: ['shy'] }],
    ['fr', 'une forgeronne naine bourrue qui écrit des poèmes en secret', { archetype: 'blacksmith', species: 'dwarf', temperaments: ['grumpy'], quirk: 'poetry', language: 'fr' }],
    ['de', 'ein schüchterner Vampir, Bibliothekar, liebt Katzen', { archetype: 'librarian', species: 'vampire', temperaments: ['shy'], quirk: 'cats', language: 'de' }],
    ['es', 'una pirata alegre que hornea pasteles', { archetype: 'pirate', temperaments: ['cheerful'], quirk: 'baking', gender: 'female', language: 'es' }],
    ['ja', '内気な吸血鬼の司書', { archetype: 'librarian', species: 'vampire', temperaments: ['shy'], language: 'ja' }],
    ['ja', '無愛想なドワーフの鍛冶屋、実はこっそり詩を書いている', { archetype: 'blacksmith', species: 'dwarf', temperaments: ['grumpy'], quirk: 'poetry' }],
    ['zh', '害羞的吸血鬼图书管理员', { archetype: 'librarian', species: 'vampire', temperaments: ['shy'], language: 'zh' }],
    ['ko', '수줍은 뱀파이어 사서', { archetype: 'librarian', species: 'vampire', temperaments: ['shy'], language: 'ko' }],
  ])('%s: %s', (_language, words, expected) => {
    expect(readWords(words)).toMatchObject(expected);
  });

  it('takes the gender from the words, "they" over the rest', () => {
    expect(readWords('a sarcastic witch').gender).toBe('female');
    expect(readWords('an old man who knits').gender).toBe('male');
    expect(readWords('they are a nonbinary hacker').gender).toBe('non');
    expect(readWords('a hacker').gender).toBeUndefined();
  });

  it('keeps two temperaments at most, in the order written, and finds a setting', () => {
    expect(readWords('cold, sarcastic and shy detective in a cyberpunk city')).toMatchObject({ temperaments: ['cold', 'sarcastic'], archetype: 'detective', setting: 'scifi' });
  });

  it('does not read a cat out of "chat" nor a secret out of plain words', () => {
    expect(readWords('a barista who loves to chat').quirk).toBeUndefined();
    expect(readWords('a kind healer').ownSecret).toBeUndefined();
  });
});
