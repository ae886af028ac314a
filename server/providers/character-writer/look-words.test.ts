import { lookFromPrompt } from '@/server/providers/avatar/prompt-look';
import { wordsFromLook } from './look-words';
import { readWords } from './word-reading';

describe('wordsFromLook', () => {
  it('reads species, job, temper and setting from what a draft look shows', () => {
    const { words, look } = wordsFromLook({ species: { kind: 'dwarf' }, outfit: { garment: 'armour' }, face: { eyes: 'sharp' }, body: { presentation: 'feminine' }, backdrop: 'castle' }, 'draft-1');
    expect(look).toBeUndefined();
    expect(readWords(words)).toMatchObject({ species: 'dwarf', archetype: 'knight', gender: 'female', setting: 'fantasy', temperaments: [expect.stringMatching(/cold|sarcastic|grumpy/)] });
  });

  it('keeps a whole look as it is, and gives nothing to read from nothing', () => {
    const whole = lookFromPrompt('elf knight with silver hair', 1).look;
    expect(wordsFromLook(whole, 'x').look).toEqual(whole);
    expect(wordsFromLook(undefined, 'x')).toEqual({ words: '' });
    expect(wordsFromLook({ accessory: 'wizard-hat' }, 'x').words).toBe('wizard');
  });
});
