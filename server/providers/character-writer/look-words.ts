import { characterLookSchema, type CharacterLook } from '@/lib/look/look-model';
import { createRandom } from '@/lib/seeded-random';
import type { Archetype, Temperament } from './phrase-bank';

/** What a draft's clothes suggest it does for a living. */
const GARMENT_KINDS: Readonly<Record<string, readonly Archetype[]>> = {
  apron: ['blacksmith', 'chef', 'barista'], armour: ['knight'], robe: ['mage', 'healer'], cloak: ['wanderer', 'mage'], hoodie: ['hacker', 'student'],
  sailor: ['student'], uniform: ['student', 'detective'], suit: ['detective'], coat: ['detective', 'wanderer'], blazer: ['student', 'writer'],
  sweater: ['librarian', 'writer'], turtleneck: ['writer', 'detective'], tunic: ['wanderer', 'healer'], jacket: ['musician', 'pirate'], leotard: ['musician'],
  dress: ['musician', 'writer'], kimono: ['writer', 'healer'], work: ['blacksmith'], shirt: ['barista', 'writer'], sportswear: ['student'],
};
const ACCESSORY_KINDS: Readonly<Record<string, readonly Archetype[]>> = {
  glasses: ['librarian', 'writer'], 'wizard-hat': ['mage'], 'witch-hat': ['mage'], headphones: ['musician', 'hacker'], visor: ['hacker'],
  bandana: ['pirate'], fedora: ['detective'], monocle: ['detective'], crown: ['knight'], hat: ['wanderer'],
};
const SPECIES_WORDS: Readonly<Record<string, string>> = {
  elf: 'elf', dwarf: 'dwarf', demon: 'demon', vampire: 'vampire', 'fox-spirit': 'kitsune', dragon: 'dragon', android: 'android', hologram: 'android', ghost: 'ghost', shadow: 'ghost', gremlin: 'cheerful',
};
const BACKDROP_WORDS: Readonly<Record<string, string>> = { castle: 'medieval', neon: 'cyberpunk', space: 'space', night: 'gothic', sakura: 'school', forest: 'fantasy', snow: 'fantasy', stage: 'singer' };
const EYE_TEMPERAMENTS: Readonly<Record<string, readonly Temperament[]>> = { sharp: ['cold', 'sarcastic', 'grumpy'], gentle: ['kind', 'shy'], sleepy: ['mysterious', 'shy'], round: ['cheerful', 'kind'] };
const PRESENTATION_WORDS: Readonly<Record<string, string>> = { feminine: 'woman', masculine: 'man', androgynous: 'androgynous' };

export interface LookWords {
  /** English words the writer reads, as if typed. */
  words: string;
  /** The draft's whole look when it has every group, to keep as the suggestion's look. */
  look?: CharacterLook;
}

const pick = <T>(items: readonly T[] | undefined, seed: string): T | undefined => (items && items.length > 0 ? createRandom(seed, 'look-words').pick(items) : undefined);

/** Guesses a character from what a draft's look shows: species, clothes and things worn for a job, eyes for a temper, backdrop for a setting. */
export function wordsFromLook(look: Record<string, unknown> | undefined, seed: string): LookWords {
  if (!look) return { words: '' };
  const group = (name: string) => (typeof look[name] === 'object' && look[name] !== null ? (look[name] as Record<string, unknown>) : {});
  const words: string[] = [];
  const presentation = PRESENTATION_WORDS[String(group('body').presentation)];
  if (presentation) words.push(presentation);
  const eyes = pick(EYE_TEMPERAMENTS[String(group('face').eyes)], `${seed}eyes`);
  if (eyes) words.push(eyes);
  const species = SPECIES_WORDS[String(group('species').kind)];
  if (species) words.push(species);
  const kind = pick(GARMENT_KINDS[String(group('outfit').garment)], `${seed}garment`) ?? pick(ACCESSORY_KINDS[String(look.accessory)], `${seed}accessory`);
  if (kind) words.push(kind === 'mage' ? 'wizard' : kind === 'healer' ? 'healer' : kind === 'wanderer' ? 'traveller' : kind);
  const backdrop = BACKDROP_WORDS[String(look.backdrop)];
  if (backdrop) words.push(backdrop);
  const whole = characterLookSchema.safeParse(look);
  return { words: words.join(' '), look: whole.success ? whole.data : undefined };
}
