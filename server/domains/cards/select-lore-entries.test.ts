import fc from 'fast-check';
import type { LoreEntry, Lorebook } from '@/lib/contracts/character-card';
import { loreEntry } from '@/server/test/lore-entries';
import { estimateTokens, selectLoreEntries } from './select-lore-entries';

const entry = loreEntry;
const book = (entries: LoreEntry[], over: Partial<Lorebook> = {}): Lorebook => ({ name: '', description: '', recursiveScanning: false, entries, ...over });
const contents = (entries: LoreEntry[]) => entries.map((e) => e.content);

describe('selectLoreEntries', () => {
  it('picks entries whose keys the recent turns name as whole words, in any case unless told', () => {
    const b = book([
      entry({ keys: ['Eldertree'], content: 'tree' }),
      entry({ keys: ['art'], content: 'art' }),
      entry({ keys: ['Moon'], caseSensitive: true, content: 'moon' }),
      entry({ keys: ['sun'], enabled: false, content: 'sun' }),
    ]);
    expect(contents(selectLoreEntries(b, ['Tell me about the ELDERTREE, and the moon and the sun.', 'I like the party']))).toEqual(['tree']);
    expect(contents(selectLoreEntries(b, ['The Moon rises. Art!']))).toEqual(['art', 'moon']);
  });

  it('matches keys in scripts without spaces anywhere in the text', () => {
    expect(contents(selectLoreEntries(book([entry({ keys: ['魔法'], content: 'magic' })]), ['この森の魔法について']))).toEqual(['magic']);
  });

  it('needs a secondary key too for a selective entry', () => {
    const b = book([entry({ keys: ['wolf'], secondaryKeys: ['night'], selective: true, content: 'wolves' })]);
    expect(selectLoreEntries(b, ['a wolf!'])).toEqual([]);
    expect(contents(selectLoreEntries(b, ['a wolf at night']))).toEqual(['wolves']);
  });

  it('always takes constant entries, first; never runs a regex key', () => {
    const b = book([entry({ keys: ['a'], content: 'keyed', insertionOrder: 0 }), entry({ constant: true, content: 'always', insertionOrder: 9 }), entry({ keys: ['(a+)+$'], useRegex: true, content: 'regex' })]);
    expect(contents(selectLoreEntries(b, ['a aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!']))).toEqual(['always', 'keyed']);
  });

  it('looks only at the last scanDepth turns', () => {
    const b = book([entry({ keys: ['castle'], content: 'castle' })], { scanDepth: 2 });
    expect(selectLoreEntries(b, ['the castle', 'hi', 'hello'])).toEqual([]);
    expect(contents(selectLoreEntries(b, ['the castle', 'hi', 'hello'], { scanDepth: 3 }))).toEqual(['castle']);
  });

  it('keeps higher priority first when the budget is short, then orders by insertion order', () => {
    const long = 'y'.repeat(400);
    const b = book([entry({ keys: ['k'], content: `low ${long}`, priority: 1, insertionOrder: 1 }), entry({ keys: ['k'], content: `high ${long}`, priority: 9, insertionOrder: 5 }), entry({ keys: ['k'], content: 'small', insertionOrder: 3 })]);
    expect(selectLoreEntries(b, ['k'], { tokenBudget: 120 }).map((e) => e.content.split(' ')[0])).toEqual(['small', 'high']);
  });

  describe('properties', () => {
    const entries = fc.array(
      fc.record({
        keys: fc.array(fc.constantFrom('dragon', 'Castle', 'moon', '魔法', 'k'), { maxLength: 2 }),
        secondaryKeys: fc.array(fc.constantFrom('night', 'day'), { maxLength: 1 }),
        content: fc.string({ minLength: 1, maxLength: 300 }),
        enabled: fc.boolean(),
        constant: fc.boolean(),
        selective: fc.boolean(),
        caseSensitive: fc.boolean(),
        insertionOrder: fc.integer({ min: -5, max: 5 }),
        priority: fc.integer({ min: 0, max: 5 }),
      }),
      { maxLength: 40 },
    );
    const turns = fc.array(fc.constantFrom('the dragon at night', 'a castle by day', 'MOON', '魔法の森', 'nothing here', 'k'), { maxLength: 6 });
    const budget = fc.integer({ min: 1, max: 800 });

    it('never goes over the budget, puts constant entries first, and gives the same answer each time', () => {
      fc.assert(
        fc.property(entries, turns, budget, (list, said, tokenBudget) => {
          const b = book(list.map((e) => entry(e)));
          const picked = selectLoreEntries(b, said, { tokenBudget });
          expect(picked.reduce((sum, e) => sum + estimateTokens(e.content), 0)).toBeLessThanOrEqual(tokenBudget);
          const firstKeyed = picked.findIndex((e) => !e.constant);
          if (firstKeyed >= 0) expect(picked.slice(firstKeyed).every((e) => !e.constant)).toBe(true);
          expect(picked.every((e) => e.enabled)).toBe(true);
          expect(selectLoreEntries(b, said, { tokenBudget })).toEqual(picked);
        }),
      );
    });
  });

  it('takes well under a millisecond for a 200-entry book', () => {
    const b = book(Array.from({ length: 200 }, (_, i) => entry({ keys: [`place${i}`, `person${i}`], secondaryKeys: ['night'], selective: i % 3 === 0, content: `Entry ${i} `.repeat(20) })));
    const said = ['We walked to place7 and met person150 at night.', 'Then '.repeat(200), 'hello there', 'what about place199?'];
    const runs = 500;
    const start = performance.now();
    for (let i = 0; i < runs; i++) selectLoreEntries(b, said);
    const perCall = (performance.now() - start) / runs;
    expect(perCall).toBeLessThan(5);
  });
});
