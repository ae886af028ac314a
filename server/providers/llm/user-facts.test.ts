import type { UserFact } from './chat-model';
import { extractFacts, mergeFacts, petSpecies } from './user-facts';

const pairs = (text: string) => extractFacts(text).map((f) => [f.kind, f.value]);

describe('extractFacts', () => {
  it.each([
    ['My name is Mira', [['name', 'Mira']]],
    ["my name's sam", [['name', 'Sam']]],
    ["I'm Mira", [['name', 'Mira']]],
    ['I am Leo, by the way', [['name', 'Leo']]],
    ["hi, I'm Leo!", [['name', 'Leo']]],
    ['Call me Jo', [['name', 'Jo']]],
    ['you can call me Kat', [['name', 'Kat']]],
  ])('reads a name from %j', (text, expected) => {
    expect(pairs(text)).toEqual(expected);
  });

  it.each(["I'm tired", "I'm Tired", "I'm French", "I'm Going home", 'I am Sorry', "I'm here", 'call me later', 'call me back tomorrow', 'my name is not important', 'im mira'])(
    'does not take %j for a name',
    (text) => {
      expect(extractFacts(text).filter((f) => f.kind === 'name')).toEqual([]);
    },
  );

  it.each([
    ['I like rock climbing', [['like', 'rock climbing']]],
    ['I really love ramen so much', [['like', 'ramen']]],
    ['I enjoy long walks, but only in autumn', [['like', 'long walks']]],
    ["I'm into anime", [['like', 'anime']]],
    ["I'm a huge fan of jazz", [['like', 'jazz']]],
    ['my favourite food is sushi', [['like', 'sushi']]],
    ['I like cats and dogs', [['like', 'cats and dogs']]],
    ['I hate Mondays', [['dislike', 'Mondays']]],
    ["I don't like mornings", [['dislike', 'mornings']]],
    ["I can't stand horror movies!", [['dislike', 'horror movies']]],
    ["I'm not a fan of coffee", [['dislike', 'coffee']]],
  ])('reads likes and dislikes from %j', (text, expected) => {
    expect(pairs(text)).toEqual(expected);
  });

  it.each(['I love you', 'I like you a lot', 'I hate you', 'I love it here', "I'd like a coffee", 'I would like to go'])('takes %j as no like or dislike', (text) => {
    expect(extractFacts(text).filter((f) => f.kind === 'like' || f.kind === 'dislike')).toEqual([]);
  });

  it.each([
    ['I have a cat called Biscuit', [['pet', 'Biscuit']]],
    ['I have a dog named rex', [['pet', 'Rex']]],
    ["I've got two dogs", [['pet', 'dog']]],
    ['I own a fluffy rabbit', [['pet', 'rabbit']]],
    ['my dog is called Rex', [['pet', 'Rex']]],
    ["My cat's name is Miso", [['pet', 'Miso']]],
  ])('reads a pet from %j', (text, expected) => {
    expect(pairs(text)).toEqual(expected);
  });

  it.each([
    ['I work as a nurse', [['job', 'nurse']]],
    ["I'm a software engineer at Google", [['job', 'software engineer']]],
    ['I am a teacher', [['job', 'teacher']]],
    ['I work at the bakery', [['job', 'at the bakery']]],
    ['I live in Lyon, France', [['home', 'Lyon']]],
    ["I'm from Osaka", [['home', 'Osaka']]],
    ["I'm 24 years old", [['age', '24']]],
    ['I just turned 30!', [['age', '30']]],
    ['I feel great today', [['feeling', 'great']]],
    ["I'm so tired", [['feeling', 'tired']]],
    ["I'm going to the beach tomorrow", [['plan', 'go to the beach tomorrow']]],
    ['tomorrow I will bake a cake for my mum', [['plan', 'bake a cake for my mum']]],
  ])('reads jobs, homes, ages, feelings and plans from %j', (text, expected) => {
    expect(pairs(text)).toEqual(expected);
  });

  it.each(["I'm a bit tired", "I'm a huge mess", "I'm 5 minutes away", "I'm going to bed", 'I work from home', "I'm from work"])('does not over-read %j', (text) => {
    expect(extractFacts(text).filter((f) => f.kind === 'job' || f.kind === 'age' || f.kind === 'plan' || f.kind === 'home')).toEqual([]);
  });

  it('reads several facts from one message, each with its sentence', () => {
    const facts = extractFacts('My name is Mira and I have a cat called Biscuit. I love rock climbing!');
    expect(facts.map((f) => [f.kind, f.value])).toEqual([
      ['name', 'Mira'],
      ['pet', 'Biscuit'],
      ['like', 'rock climbing'],
    ]);
    expect(facts[1]!.source).toBe('I have a cat called Biscuit');
    expect(petSpecies(facts[1]!)).toBe('cat');
  });

  it('reads a name and a like joined by "and" in one sentence', () => {
    expect(pairs('My name is Sam and I love sailing')).toEqual([
      ['name', 'Sam'],
      ['like', 'sailing'],
    ]);
    expect(pairs("I'm Priya, and I have a cat named Ember.")).toEqual([
      ['name', 'Priya'],
      ['pet', 'Ember'],
    ]);
  });

  it('accepts curly apostrophes and finds nothing in small talk', () => {
    expect(pairs('I’m Mira')).toEqual([['name', 'Mira']]);
    expect(extractFacts('What a nice day! How are you?')).toEqual([]);
    expect(extractFacts('')).toEqual([]);
  });
});

describe('mergeFacts', () => {
  const fact = (kind: UserFact['kind'], value: string): UserFact => ({ kind, value, source: value });

  it('lets a newer name replace the old one and drops duplicates, keeping the newest place', () => {
    const merged = mergeFacts([fact('name', 'Mira'), fact('like', 'tea'), fact('pet', 'Biscuit')], [fact('name', 'Mina'), fact('like', 'Tea')]);
    expect(merged.map((f) => [f.kind, f.value])).toEqual([
      ['pet', 'Biscuit'],
      ['name', 'Mina'],
      ['like', 'Tea'],
    ]);
  });

  it('lets a new dislike cancel the same like', () => {
    expect(mergeFacts([fact('like', 'coffee')], [fact('dislike', 'coffee')]).map((f) => f.kind)).toEqual(['dislike']);
  });

  it('keeps the newest facts over the limit, and the name', () => {
    const old = [fact('name', 'Mira'), ...Array.from({ length: 50 }, (_, i) => fact('like', `thing ${i}`))];
    const merged = mergeFacts(old, [fact('plan', 'sleep early')], 10);
    expect(merged).toHaveLength(10);
    expect(merged[0]).toEqual(fact('name', 'Mira'));
    expect(merged.at(-1)).toEqual(fact('plan', 'sleep early'));
    expect(merged.slice(1, -1).map((f) => f.value)).toEqual(Array.from({ length: 8 }, (_, i) => `thing ${42 + i}`));
  });
});
