import { factsEdited, factsWithout, FORGOTTEN_MAX, forgottenAfter, forgottenIn, summaryWithout, textWithout } from './memory-edits';

const cat = { kind: 'pet' as const, value: 'Biscuit', source: 'I have a cat called Biscuit.' };
const tea = { kind: 'like' as const, value: 'tea', source: 'I like tea.' };

describe('memory edits', () => {
  it('drops the sentences of a summary that say a value, in any case and with other endings, not inside other words', () => {
    const summary = 'Ann met Kiriha. She told her about biscuit, her cat!\nThey practised a stance. Biscuits were eaten? Kiriha likes biscotti.';
    expect(summaryWithout(summary, 'Biscuit')).toBe('Ann met Kiriha. They practised a stance. Kiriha likes biscotti.');
    expect(summaryWithout(summary, '  ')).toBe(summary);
    expect(summaryWithout('', 'Biscuit')).toBe('');
  });

  it('takes one fact out by kind and value, or says there is none', () => {
    expect(factsWithout([cat, tea], 'pet', 'Biscuit')).toEqual([tea]);
    expect(factsWithout([cat, tea], 'like', 'Biscuit')).toBeUndefined();
  });

  it('rewrites a fact and its source sentence in place, keeping one of a repeated fact', () => {
    expect(factsEdited([cat, tea], 'pet', 'Biscuit', 'Mochi')).toEqual([{ kind: 'pet', value: 'Mochi', source: 'I have a cat called Mochi.' }, tea]);
    expect(factsEdited([cat, tea, { ...tea, value: 'coffee' }], 'like', 'coffee', 'Tea')).toEqual([cat, { kind: 'like', value: 'Tea', source: 'Tea' }]);
    expect(factsEdited([cat], 'pet', 'Mochi', 'Biscuit')).toBeUndefined();
  });
});

describe('values taken back', () => {
  it('finds a value as a person says it again: other endings of its words, any case, but not inside another word', () => {
    expect(textWithout('She loves to sail. She sailed to Crete. Her cat is Tom.', ['sailing'])).toBe('Her cat is Tom.');
    expect(textWithout('We met in Paris. The Parisian cafe was loud. It rained.', ['Paris'])).toBe('It rained.');
    expect(textWithout('My cats are asleep. The category is pets.', ['cat'])).toBe('The category is pets.');
    expect(textWithout('I bake bread. Golden retrievers are sweet.', ['golden retriever'])).toBe('I bake bread.');
    expect(textWithout('Nothing here.', [])).toBe('Nothing here.');
    expect(textWithout('Only sailing.', ['sailing'])).toBe('');
  });

  it('keeps a value out of the turns said before it was taken back, and only those', () => {
    const forgotten = [{ value: 'Pim', through: '20' }, { value: 'baker', through: '30' }];
    expect(forgottenIn(10n, forgotten)).toEqual(['Pim', 'baker']);
    expect(forgottenIn(25n, forgotten)).toEqual(['baker']);
    expect(forgottenIn(31n, forgotten)).toEqual([]);
  });

  it('adds a value with the newest turn, drops those the summary has passed, and keeps a bounded list', () => {
    expect(forgottenAfter([], 'Pim', 40n, null)).toEqual([{ value: 'Pim', through: '40' }]);
    expect(forgottenAfter([{ value: 'Pim', through: '10' }], 'baker', 40n, 20n)).toEqual([{ value: 'baker', through: '40' }]);
    expect(forgottenAfter([{ value: 'pim', through: '30' }], 'Pim', 40n, null)).toEqual([{ value: 'Pim', through: '40' }]);
    // No turn past the summary: nothing says it any more.
    expect(forgottenAfter([], 'Pim', 40n, 40n)).toEqual([]);
    expect(forgottenAfter([], 'Pim', null, null)).toEqual([]);
    const many = Array.from({ length: FORGOTTEN_MAX + 5 }, (_, i) => ({ value: `v${i}`, through: String(100 + i) }));
    const kept = forgottenAfter(many, 'last', 999n, null);
    expect(kept).toHaveLength(FORGOTTEN_MAX);
    expect(kept.at(-1)).toEqual({ value: 'last', through: '999' });
  });
});
