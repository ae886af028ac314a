import { grammarProblems } from './reply-grammar';

describe('grammarProblems', () => {
  it.each([
    '*Elias looks up from the counter* Sam. I will remember that.',
    "O-of course I am! I've trained since I could walk. ...Say it again, though.",
    '*already putting the kettle on* I was going to ask you to. "Stay," he says.',
    'Sailing! Is it the open water you love, Sam?',
  ])('passes "%s"', (text) => expect(grammarProblems(text)).toEqual([]));

  it.each([
    ['Anyway. The nowhere else could use some attention.', /the nowhere/],
    ['Elias rests a hand on the worn paperback I-I\'ll try my best!', /stammer mid-sentence/],
    ['*he smiles Stay a while.', /asterisks/],
    ['I think about the the sea.', /doubles "the"/],
    ['Come sit with the.', /ends on "the"/],
    ['i like it here.', /capital/],
    ['Nice to meet you, {user}.', /unfilled slot/],
    ['I runs a shop.', /third-person/],
    ['You like sailing', /end punctuation/],
  ])('flags "%s"', (text, problem) => expect(grammarProblems(text).join('\n')).toMatch(problem));
});
