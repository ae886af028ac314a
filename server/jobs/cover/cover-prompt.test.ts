import { resolveLook } from '@/lib/look/resolve-look';
import { lookFromPrompt } from './cover-prompt';

describe('lookFromPrompt', () => {
  it('reads colours, hair, age, species, garment, accessory and place from plain words', () => {
    expect(lookFromPrompt('An old elf woman with silver hair, green eyes, a red kimono and a crown in a snowy forest')).toEqual({
      hairColor: '#c9d0e2',
      eyeColor: '#2aa178',
      outfitColor: '#d2423e',
      accessory: 'crown',
      backdrop: 'forest',
      body: { presentation: 'feminine', age: 'old' },
      species: { kind: 'elf' },
      outfit: { garment: 'kimono' },
    });
  });

  it('maps everyday places to backdrops and leaves out what the prompt does not say', () => {
    expect(lookFromPrompt('a guy at the beach')).toEqual({ backdrop: 'ocean', body: { presentation: 'masculine' } });
    expect(lookFromPrompt('')).toEqual({});
  });

  it('gives a look the renderer can always resolve', () => {
    const look = resolveLook(lookFromPrompt('a bald dwarf with a full beard'), 'seed');
    expect(look.species.kind).toBe('dwarf');
    expect(look.hairStyle).toBe('bald');
  });
});
