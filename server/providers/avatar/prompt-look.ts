import { mix } from '@/lib/colour';
import type { UnderstoodWord } from '@/lib/contracts/avatar-generation';
import { characterLookSchema, type AgeGroup, type CharacterLook, type Garment, type HairStyle, type Presentation } from '@/lib/look/look-model';
import { lookFromSeed, resolveLook } from '@/lib/look/resolve-look';
import { createRandom, type Random } from '@/lib/seeded-random';
import { colourOf } from './colour-words';
import { readPrompt, type PromptReading } from './prompt-reading';
import { SKIN_TONE_OF, type Trait } from './prompt-words';

export interface PromptLook {
  look: CharacterLook;
  understood: UnderstoodWord[];
}

type Worn = Exclude<CharacterLook['accessory'], 'none'>;
const HATS = new Set<Worn>(['hat', 'wizard-hat', 'witch-hat', 'cap', 'fedora', 'beanie', 'crown']);
/** Seed §3 keeps ages from 10; a child is drawn as the youngest teen the look model has. */
const CHILD_YEARS = 10;
const EXPLICIT = 2;
const IMPLIED = 1;
const FROM_YEARS = 3;

interface Claim {
  value: string;
  strength: number;
}

/** What the prompt says, trait by trait, after conflicts: outright beats implied, the later word beats the earlier. */
class Claims {
  private readonly traits = new Map<Trait, Claim>();
  private readonly saidWorn: Worn[] = [];
  private readonly impliedWorn: Worn[] = [];
  readonly notWorn = new Set<string>();
  readonly notGarments = new Set<string>();

  set(trait: Trait, value: string, strength: number): void {
    const held = this.traits.get(trait);
    if (!held || held.strength <= strength) this.traits.set(trait, { value, strength });
  }

  get(trait: Trait): string | undefined {
    return this.traits.get(trait)?.value;
  }

  wear(item: Worn, implied: boolean): void {
    (implied ? this.impliedWorn : this.saidWorn).push(item);
  }

  /** What is worn, things said outright first (they take the first slot), without what was refused. */
  worn(): Worn[] {
    return [...new Set([...this.saidWorn, ...this.impliedWorn])].filter((item) => !this.notWorn.has(item));
  }
}

function ageOfYears(years: number): AgeGroup {
  if (years < 20) return 'teen';
  if (years < 30) return 'young';
  if (years < 45) return 'adult';
  if (years < 65) return 'middle';
  if (years <= 120) return 'old';
  return 'ageless';
}

function collect(reading: PromptReading): { claims: Claims; understood: UnderstoodWord[] } {
  const claims = new Claims();
  const understood: UnderstoodWord[] = [];
  for (const word of reading.words) {
    for (const effect of word.effects) {
      const strength = effect.implied ? IMPLIED : EXPLICIT;
      understood.push({ text: word.text, trait: effect.trait, value: effect.value, ...(effect.implied ? { implied: true } : {}), ...(word.negated ? { negated: true } : {}) });
      if (word.negated) negate(claims, effect.trait, effect.value);
      else if (effect.trait === 'wear') claims.wear(effect.value as Worn, Boolean(effect.implied));
      else claims.set(effect.trait, effect.value, strength);
    }
  }
  if (reading.years) {
    const { years, text } = reading.years;
    claims.set('age', years < 13 ? 'child' : ageOfYears(years), FROM_YEARS);
    understood.push({ text, trait: 'years', value: years });
  }
  for (const colour of reading.colours) {
    const trait = colour.secondary ? 'outfitSecondaryColor' : colour.field;
    understood.push({ text: colour.text, trait, value: colour.hex, ...(colour.implied ? { implied: true } : {}) });
  }
  return { claims, understood };
}

function negate(claims: Claims, trait: Trait, value: string): void {
  switch (trait) {
    case 'wear':
      claims.notWorn.add(value);
      break;
    case 'garment':
      claims.notGarments.add(value);
      break;
    case 'facialHair':
      claims.set('facialHair', 'none', EXPLICIT);
      break;
    case 'species':
      claims.set('species', 'human', EXPLICIT);
      break;
    case 'horns':
    case 'tail':
      claims.set(trait, 'none', EXPLICIT);
      break;
    case 'ears':
      claims.set('ears', 'human', EXPLICIT);
      break;
    case 'hairStyle':
      if (value === 'bald') claims.set('hairStyle', 'not-bald', EXPLICIT);
      break;
    default:
      break;
  }
}

/** Colours bound by the prompt: outright before those only guessed from the neighbourhood. */
function boundColour(reading: PromptReading, field: string, secondary = false): string | undefined {
  const matching = reading.colours.filter((c) => c.field === field && c.secondary === secondary);
  return (matching.find((c) => !c.implied) ?? matching[0])?.hex;
}

interface SpeciesParts {
  kind: CharacterLook['species']['kind'];
  ears?: CharacterLook['species']['ears'];
  horns?: CharacterLook['species']['horns'];
  tail?: CharacterLook['species']['tail'];
  head?: CharacterLook['species']['head'];
  skin?: CharacterLook['species']['skin'];
  skinTone?: string;
  eyeColors?: string[];
  hairColors?: string[];
  backdrops?: CharacterLook['backdrop'][];
}

/** What each kind of being brings when the prompt names it; an orc and a robot are drawn with the parts the painter has. */
const SPECIES_PARTS: Record<string, SpeciesParts> = {
  human: { kind: 'human' },
  elf: { kind: 'elf', ears: 'long-pointed', hairColors: ['#eee3d0', '#e9c98a', '#c9d0e2', '#f2e2b8', '#3b2a26'], backdrops: ['forest', 'sakura', 'night'] },
  dwarf: { kind: 'dwarf', hairColors: ['#a23e2c', '#5a3a2a', '#c98e4e', '#2a2233'], backdrops: ['snow', 'castle'] },
  orc: { kind: 'human', ears: 'pointed', skinTone: '#7d9c58', eyeColors: ['#d2423e', '#e38b25', '#c9a31c'], hairColors: ['#1e1b24', '#3b2a26'], backdrops: ['desert', 'castle', 'forest'] },
  demon: { kind: 'demon', ears: 'pointed', horns: 'curved', tail: 'devil', eyeColors: ['#d2423e', '#e0b13a', '#c8338f'], hairColors: ['#1e1b24', '#6b1f2a', '#e8e4dc', '#3b3a98'], backdrops: ['night', 'castle'] },
  vampire: { kind: 'vampire', ears: 'pointed', skinTone: '#f4ece8', eyeColors: ['#a3182e', '#d2423e'], hairColors: ['#1e1b24', '#e8e4dc', '#6b1f2a'], backdrops: ['night', 'castle'] },
  'fox-spirit': { kind: 'fox-spirit', ears: 'fox', tail: 'fox', eyeColors: ['#e0a030', '#e38b25'], hairColors: ['#f0a04b', '#eee3d0', '#c8582a'], backdrops: ['sakura', 'forest', 'night'] },
  dragon: { kind: 'dragon', horns: 'curved', tail: 'dragon', skin: 'scales', eyeColors: ['#e0a030', '#c9a31c', '#2aa178'], backdrops: ['castle', 'desert', 'night'] },
  gremlin: { kind: 'gremlin', ears: 'gremlin', head: 'gremlin', skinTone: '#8fbf5a', eyeColors: ['#f0cf4a', '#e38b25'], backdrops: ['night', 'neon'] },
  robot: { kind: 'android', ears: 'none', head: 'robot', skin: 'metal', skinTone: '#c9d6df', eyeColors: ['#3cc0dc', '#e8792c', '#3f9a52'], backdrops: ['neon', 'space'] },
  android: { kind: 'android', skin: 'metal', skinTone: '#eef0f4', eyeColors: ['#3cc0dc', '#86c5f2'], hairColors: ['#e6e2d6', '#c9ced8', '#1e1b24'], backdrops: ['neon', 'space', 'studio'] },
  hologram: { kind: 'hologram', skin: 'light', eyeColors: ['#3cc0dc', '#f29cc4'], hairColors: ['#7fd8f0', '#86c5f2', '#f29cc4'], backdrops: ['neon', 'space', 'stage'] },
  ghost: { kind: 'ghost', skinTone: '#e8eef4', eyeColors: ['#86c5f2', '#9ee0c0'], hairColors: ['#eeeae4', '#c9ced8', '#b79cf2'], backdrops: ['night', 'castle'] },
  shadow: { kind: 'shadow', ears: 'none', head: 'shadow', skin: 'light', backdrops: ['night', 'neon'] },
};

/** Scenes for a character the prompt places nowhere: a castle suits a knight, not a mechanic. */
const FANTASY_GARMENTS = new Set<Garment>(['armour', 'robe', 'cloak', 'tunic']);
const FANTASY_BACKDROPS: CharacterLook['backdrop'][] = ['castle', 'forest', 'night', 'snow'];
const EVERYDAY_BACKDROPS: CharacterLook['backdrop'][] = ['sunset', 'studio', 'sakura', 'ocean', 'forest', 'night', 'neon', 'snow'];

const GREYS = ['#d9d6d0', '#eeeae4', '#b8b4ae', '#c9ced8'];
const NATURAL_HAIR = ['#2a2233', '#3b2a26', '#5a3a2a', '#8a5a36', '#c98e4e', '#e9c98a', '#a23e2c'];

function hairStyleFor(presentation: Presentation, age: AgeGroup, rng: Random): HairStyle {
  const older = age === 'middle' || age === 'old';
  if (presentation === 'masculine') return rng.pick(age === 'old' ? ['receding', 'bald', 'crop', 'slicked'] : older ? ['crop', 'slicked', 'receding', 'short'] : age === 'adult' ? ['crop', 'short', 'slicked', 'wavy'] : ['short', 'spiky', 'crop', 'slicked']);
  if (presentation === 'feminine') return rng.pick(age === 'old' ? ['bun', 'bob', 'short'] : older ? ['bob', 'bun', 'wavy', 'long'] : age === 'teen' ? ['long', 'ponytail', 'twintails', 'bob'] : ['long', 'ponytail', 'bob', 'wavy', 'bun']);
  return rng.pick(['short', 'bob', 'crop', 'spiky', 'ponytail', 'wavy']);
}

function garmentFor(presentation: Presentation, age: AgeGroup, avoid: Set<string>, rng: Random): Garment {
  const choices: Garment[] =
    age === 'old' || age === 'middle'
      ? ['sweater', 'coat', 'shirt', 'blazer', 'turtleneck']
      : presentation === 'feminine'
        ? age === 'teen'
          ? ['sailor', 'hoodie', 'blazer', 'sweater', 'dress']
          : ['dress', 'blazer', 'sweater', 'jacket', 'turtleneck', 'hoodie']
        : ['hoodie', 'jacket', 'shirt', 'blazer', 'sweater', 'coat'];
  const open = choices.filter((g) => !avoid.has(g));
  return rng.pick(open.length > 0 ? open : (['tunic'] as Garment[]));
}

/** Colours that suit a garment when the prompt names none: steel armour, leather aprons, dark suits. */
const GARMENT_COLOURS: Partial<Record<Garment, string[]>> = {
  armour: ['#7d8593', '#8a8f9a', '#5a6270'],
  apron: ['#6b4a30', '#5b4636', '#7a5a3a'],
  suit: ['#1f2f5c', '#34343c', '#1e1b24', '#4a3a5a'],
  work: ['#4a5a6a', '#5b4636', '#3a5a7a'],
  uniform: ['#1f2f5c', '#3f4a2e', '#2a3a5a'],
};

function facialHairFor(presentation: Presentation, age: AgeGroup, kind: string, rng: Random): CharacterLook['face']['facialHair'] {
  if (presentation !== 'masculine') return 'none';
  if (kind === 'dwarf') return 'full-beard';
  if (age === 'old') return rng.chance(0.55) ? rng.pick(['beard', 'moustache', 'full-beard'] as const) : 'none';
  if (age === 'middle') return rng.chance(0.45) ? rng.pick(['stubble', 'beard', 'moustache', 'goatee'] as const) : 'none';
  if (age === 'adult') return rng.chance(0.3) ? rng.pick(['stubble', 'goatee', 'beard'] as const) : 'none';
  return 'none';
}

/**
 * The look a prompt describes: what it says, with conflicts settled, and every trait it leaves open filled
 * by the seed with choices that fit what it does say (grey hair on the old, steel on armour, a beard on
 * most dwarves). The same prompt and seed always give the same look.
 */
export function lookFromPrompt(prompt: string, seed: string | number): PromptLook {
  const reading = readPrompt(prompt);
  const { claims, understood } = collect(reading);
  const seedText = String(seed);
  const rng = createRandom(`${seedText}\u0000${prompt.trim().toLowerCase()}`, 'avatar-prompt');
  const base = lookFromSeed(`${seedText}\u0000${prompt}`);

  const speciesName = claims.get('species') ?? (claims.get('ears') === 'long-pointed' ? 'elf' : claims.get('skin') === 'scales' ? 'dragon' : 'human');
  const parts = SPECIES_PARTS[speciesName] ?? SPECIES_PARTS.human!;
  const creature = parts.head === 'gremlin' || parts.head === 'robot' || parts.head === 'shadow';

  const presentation = (claims.get('presentation') as Presentation | undefined) ?? (creature ? 'androgynous' : rng.chance(0.1) ? 'androgynous' : rng.chance(0.5) ? 'feminine' : 'masculine');
  const saidAge = claims.get('age');
  const child = saidAge === 'child';
  const saidAgeGroup = saidAge === 'ageless' && parts.kind === 'human' ? 'old' : (saidAge as AgeGroup | undefined);
  const age: AgeGroup = child ? 'teen' : (saidAgeGroup ?? (creature ? 'ageless' : rng.pick(['young', 'young', 'young', 'adult', 'adult', 'teen'] as const)));
  const years = reading.years?.years ?? (child ? CHILD_YEARS : undefined);
  const height = claims.get('height') ?? (parts.head === 'gremlin' ? 'tiny' : child ? 'short' : 'average');

  const saidStyle = claims.get('hairStyle');
  const hairStyle: HairStyle = creature ? 'bald' : saidStyle && saidStyle !== 'not-bald' ? (saidStyle as HairStyle) : hairStyleFor(presentation, age, rng);
  const hairFallback =
    age === 'old' ? rng.pick(GREYS) : parts.hairColors ? rng.pick(parts.hairColors) : age === 'middle' || presentation === 'masculine' ? (rng.chance(0.85) ? rng.pick(NATURAL_HAIR) : base.hairColor) : base.hairColor;
  const namedHair = claims.get('hairColor');
  const hairColor = boundColour(reading, 'hairColor') ?? (namedHair ? colourOf(namedHair) : undefined) ?? hairFallback;

  const garment = (claims.get('garment') as Garment | undefined) ?? garmentFor(presentation, age, claims.notGarments, rng);
  const outfitColor = boundColour(reading, 'outfitColor') ?? (GARMENT_COLOURS[garment] ? rng.pick(GARMENT_COLOURS[garment]) : age === 'old' ? mix(base.outfitColor, '#8a8478', 0.35) : base.outfitColor);
  const secondaryColor = boundColour(reading, 'outfitColor', true);

  const namedTone = claims.get('skinTone');
  const skinTone = boundColour(reading, 'skinTone') ?? (namedTone ? SKIN_TONE_OF[namedTone] : undefined) ?? parts.skinTone ?? base.skinTone;
  const eyeColor = boundColour(reading, 'eyeColor') ?? (parts.eyeColors ? rng.pick(parts.eyeColors) : base.eyeColor);

  const saidFacialHair = claims.get('facialHair') as CharacterLook['face']['facialHair'] | undefined;
  const facialHair = creature ? 'none' : (saidFacialHair ?? facialHairFor(presentation, age, parts.kind, rng));
  const facialHairColor = boundColour(reading, 'facialHairColor');

  const worn = claims.worn();
  const wornOnce = worn.filter((item, n) => !HATS.has(item) || worn.findIndex((w) => HATS.has(w)) === n);
  const [accessory = 'none', ...extras] = wornOnce;

  const build = claims.get('build') ?? (age === 'old' || child ? 'average' : undefined);
  const masculine = presentation === 'masculine';
  const broad = build === 'stocky' || build === 'heavy' || build === 'athletic';
  const old = age === 'old';
  const backdrop = claims.get('backdrop') ?? rng.pick(parts.backdrops ?? (FANTASY_GARMENTS.has(garment) ? FANTASY_BACKDROPS : EVERYDAY_BACKDROPS));

  const raw = {
    hairColor,
    eyeColor,
    skinTone,
    outfitColor,
    hairStyle,
    accessory,
    backdrop,
    body: { presentation, age, ...(years !== undefined ? { years: Math.max(CHILD_YEARS, Math.min(5000, years)) } : {}), height, ...(build ? { build } : {}) },
    face: {
      ...(masculine && broad ? { jaw: 'strong' } : {}),
      ...(build === 'heavy' ? { shape: 'round' } : child ? { shape: 'round', nose: 'small' } : {}),
      ...(old && masculine ? { brows: 'bushy' } : {}),
      ...(claims.get('eyes') ? { eyes: claims.get('eyes') } : {}),
      wrinkles: old ? ((years ?? 0) >= 80 ? 3 : 2) : age === 'middle' ? 1 : 0,
      facialHair,
      ...(facialHairColor ? { facialHairColor } : {}),
      makeup: !masculine && !old && facialHair === 'none' && !creature && !child,
    },
    species: {
      kind: parts.kind,
      ears: claims.get('ears') ?? parts.ears ?? 'human',
      horns: claims.get('horns') ?? parts.horns ?? 'none',
      tail: claims.get('tail') ?? parts.tail ?? 'none',
      head: parts.head ?? 'human',
      skin: claims.get('skin') ?? parts.skin ?? 'skin',
    },
    outfit: { garment, ...(secondaryColor ? { secondaryColor } : {}) },
    extras: extras.slice(0, 3),
  };
  const look = characterLookSchema.parse(resolveLook(raw, seedText));
  return { look, understood: dedupe(understood) };
}

function dedupe(words: UnderstoodWord[]): UnderstoodWord[] {
  const seen = new Set<string>();
  return words.filter((w) => {
    const key = `${w.text}\u0000${w.trait}\u0000${w.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
