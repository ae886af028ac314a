import { nameFromInput } from './asset-name';

describe('nameFromInput', () => {
  it('names a new asset after the words asked for', () => {
    expect(nameFromInput({ prompt: 'a bearded old wizard in a blue robe' })).toBe('A bearded old wizard in a blue robe');
    expect(nameFromInput({ prompt: '  Calm,   deep and slow ', mode: 'direct' })).toBe('Calm, deep and slow');
    expect(nameFromInput({ prompt: '雨の日のカフェ' })).toBe('雨の日のカフェ');
  });

  it('cuts a long prompt at a word, within 40 characters', () => {
    const name = nameFromInput({ prompt: 'A quiet beach at sunset with palm trees, pink clouds and a lighthouse far away' });
    expect(name).toBe('A quiet beach at sunset with palm trees…');
    expect(Array.from(name).length).toBeLessThanOrEqual(40);
    const unbroken = nameFromInput({ prompt: 'x'.repeat(100) });
    expect(Array.from(unbroken).length).toBe(40);
  });

  it('gives no name without words', () => {
    expect(nameFromInput({ mood: 'calm', genre: 'lofi' })).toBe('');
    expect(nameFromInput({ prompt: '   ' })).toBe('');
    expect(nameFromInput(null)).toBe('');
    expect(nameFromInput('a prompt')).toBe('');
  });
});
