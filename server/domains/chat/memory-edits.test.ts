import { factsEdited, factsWithout, summaryWithout } from './memory-edits';

const cat = { kind: 'pet' as const, value: 'Biscuit', source: 'I have a cat called Biscuit.' };
const tea = { kind: 'like' as const, value: 'tea', source: 'I like tea.' };

describe('memory edits', () => {
  it('drops the sentences of a summary that name a value, as a whole word in any case', () => {
    const summary = 'Ann met Kiriha. She told her about biscuit, her cat!\nThey practised a stance. Biscuits were eaten?';
    expect(summaryWithout(summary, 'Biscuit')).toBe('Ann met Kiriha. They practised a stance. Biscuits were eaten?');
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
