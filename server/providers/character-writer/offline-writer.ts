import { LATIN_LETTER, type CharacterGender, type CharacterSuggestion } from '@/lib/contracts/character-suggestion';
import { createRandom, type Random } from '@/lib/seeded-random';
import { lookFromPrompt } from '@/server/providers/avatar/prompt-look';
import type { CharacterWriter, SuggestionRequest } from './character-writer';
import { capitalize, fillSlots, joinSentences, type SlotContext } from './fill-slots';
import { NAMES, PHRASE_BANKS, QUIRKS, TEMPERAMENTS, type Archetype, type NameCulture, type PhraseBank, type Setting, type Temperament, type WriterSpecies } from './phrase-bank';
import { readWords, type WordReading } from './word-reading';

/** The writer's own name in a suggestion's `writer` field. */
export const OFFLINE_WRITER = 'offline';

/** Where each kind of character usually lives when the words do not say. */
const ARCHETYPE_SETTINGS: Readonly<Record<Archetype, readonly Setting[]>> = {
  blacksmith: ['fantasy'], librarian: ['modern', 'fantasy', 'gothic'], knight: ['fantasy'], mage: ['fantasy', 'gothic'], detective: ['modern', 'gothic'],
  barista: ['modern'], pirate: ['fantasy'], healer: ['modern', 'fantasy'], musician: ['modern'], chef: ['modern'], hacker: ['scifi', 'modern'],
  student: ['school'], writer: ['modern', 'gothic'], wanderer: ['fantasy', 'modern'],
};
const SPECIES_SETTINGS: Partial<Record<WriterSpecies, Setting>> = { elf: 'fantasy', dwarf: 'fantasy', dragon: 'fantasy', vampire: 'gothic', demon: 'gothic', ghost: 'gothic', android: 'scifi' };
/** The kinds a setting suggests when the words name none. */
const SETTING_ARCHETYPES: Readonly<Record<Setting, readonly Archetype[]>> = {
  fantasy: ['blacksmith', 'knight', 'mage', 'pirate', 'healer', 'wanderer', 'librarian'],
  scifi: ['hacker', 'healer', 'detective', 'wanderer', 'musician'],
  modern: ['barista', 'detective', 'chef', 'musician', 'writer', 'healer', 'librarian', 'hacker'],
  gothic: ['librarian', 'writer', 'detective', 'mage', 'musician'],
  school: ['student'],
};
const SPECIES_CULTURE: Partial<Record<WriterSpecies, NameCulture>> = { elf: 'elf', dwarf: 'dwarf', vampire: 'gothic', demon: 'gothic', ghost: 'gothic', dragon: 'fantasy', 'fox-spirit': 'japanese', android: 'scifi' };
const SETTING_CULTURE: Partial<Record<Setting, NameCulture>> = { fantasy: 'fantasy', scifi: 'scifi', gothic: 'gothic' };
const LOCALE_CULTURE: Readonly<Record<string, NameCulture>> = { en: 'english', fr: 'french', de: 'german', es: 'spanish', ja: 'japanese', zh: 'chinese', ko: 'korean' };
/** The words of the avatar's prompt reader that dress each kind (lookFromPrompt). */
const ARCHETYPE_LOOK: Readonly<Record<Archetype, string>> = {
  blacksmith: 'blacksmith', librarian: 'librarian', knight: 'knight', mage: 'wizard', detective: 'coat fedora', barista: 'barista',
  pirate: 'pirate captain', healer: 'healer', musician: 'headphones', chef: 'chef', hacker: 'hacker', student: 'uniform', writer: 'writer', wanderer: 'traveller',
};
const SPECIES_LOOK: Readonly<Record<WriterSpecies, string>> = {
  human: '', elf: 'elf', dwarf: 'dwarf', vampire: 'vampire', demon: 'demon', dragon: 'dragon', 'fox-spirit': 'fox', android: 'android', ghost: 'ghost',
};
const TEMPERAMENT_TAGS: Readonly<Record<Temperament, string>> = { grumpy: 'Comedy', shy: 'Romance', cheerful: 'Comedy', cold: 'Romance', flirty: 'Romance', mysterious: 'Horror', kind: 'Helper', sarcastic: 'Comedy' };
const SETTING_TAGS: Readonly<Record<Setting, string>> = { fantasy: 'Fantasy', scifi: 'Sci-fi', modern: 'Slice of Life', gothic: 'Horror', school: 'Anime' };
const ARCHETYPE_TAGS: Partial<Record<Archetype, string>> = { healer: 'Helper', librarian: 'Helper', musician: 'Dance', student: 'Slice of Life', hacker: 'Game', barista: 'Slice of Life', chef: 'Slice of Life' };
/** Which of a bank's five faces each temperament shows: a scowl, quiet manners, an easy smile, a stern silence, a cool stare. */
const FACE_OF: Readonly<Record<Temperament, 0 | 1 | 2 | 3 | 4>> = { grumpy: 0, shy: 1, cheerful: 2, cold: 4, flirty: 2, mysterious: 3, kind: 2, sarcastic: 4 };
/** Fills a card to three tags when its traits give fewer (seed: 3–6 tags). */
const FILLER_TAGS = ['Slice of Life', 'Comedy', 'Romance', 'Fantasy'];

/** A work line that starts with its subject can follow "who" in an intro. */
const WORK_SUBJECT = /^\{He\}\s+/;

/** The settled character: every trait the words left open chosen by the seed. */
export interface CharacterPlan {
  archetype: Archetype;
  species: WriterSpecies;
  temperaments: Temperament[];
  quirk: (typeof QUIRKS)[number] | 'own';
  setting: Setting;
  gender: CharacterGender;
  bank: PhraseBank;
  languageKey: string;
  ownSecret?: string;
}

function localeKey(locale: string | undefined): string | undefined {
  return locale?.toLowerCase().split(/[-_]/)[0];
}

export function planCharacter(reading: WordReading, request: Pick<SuggestionRequest, 'locale' | 'gender'>, rng: Random): CharacterPlan {
  const asked = localeKey(request.locale) ?? reading.language;
  const languageKey = asked && PHRASE_BANKS[asked] ? asked : 'en';
  const species = reading.species ?? (reading.archetype || rng.chance(0.7) ? 'human' : rng.pick(['elf', 'vampire', 'android', 'ghost', 'fox-spirit', 'dwarf'] as const));
  const setting = reading.setting ?? SPECIES_SETTINGS[species] ?? (reading.archetype ? rng.pick(ARCHETYPE_SETTINGS[reading.archetype]) : rng.pick(['fantasy', 'modern', 'modern', 'scifi', 'gothic'] as const));
  const archetype = reading.archetype ?? rng.pick(SETTING_ARCHETYPES[setting]);
  const temperaments = reading.temperaments.length > 0 ? reading.temperaments : [rng.pick(TEMPERAMENTS)];
  const gender = request.gender ?? reading.gender ?? (rng.chance(0.1) ? 'non' : rng.pick(['male', 'female'] as const));
  const ownSecret = languageKey === 'en' ? reading.ownSecret : undefined;
  const quirk = ownSecret ? 'own' : (reading.quirk ?? rng.pick(QUIRKS));
  return { archetype, species, temperaments, quirk, setting, gender, bank: PHRASE_BANKS[languageKey]!, languageKey, ownSecret };
}

function nameFor(plan: CharacterPlan, rng: Random, kept: string | undefined): string {
  if (kept && LATIN_LETTER.test(kept)) return kept.trim().replace(/\s+/g, ' ').slice(0, 40);
  const culture = SPECIES_CULTURE[plan.species] ?? SETTING_CULTURE[plan.setting] ?? LOCALE_CULTURE[plan.languageKey] ?? 'english';
  const names = NAMES[culture];
  const first = rng.pick(names[plan.gender]);
  return rng.chance(0.8) ? `${first} ${rng.pick(names.family)}` : first;
}

/** A line of the person's own secret that agrees with "they" ("secretly writes" → "secretly write"). */
function ownSecretLine(clause: string, gender: CharacterGender): string {
  if (gender !== 'non') return clause;
  return clause.replace(/^(secretly\s+)?is\b/, '$1{is}').replace(/^(secretly\s+)?(\w+?)(ies|es|s)\b/, (all, adverb: string | undefined, stem: string, ending: string) => {
    const verb = ending === 'ies' ? `${stem}y` : ending === 'es' && /(sh|ch|ss|x|o)$/.test(stem) ? stem : `${stem}${ending === 'es' ? 'e' : ''}`;
    return `${adverb ?? ''}${verb}`;
  });
}

function pickTwo<T>(items: readonly T[], rng: Random): [T, T] {
  const first = rng.int(0, items.length - 1);
  const second = items.length > 1 ? (first + rng.int(1, items.length - 1)) % items.length : first;
  return [items[first]!, items[second]!];
}

function tagsFor(plan: CharacterPlan): string[] {
  const tags = new Set<string>([SETTING_TAGS[plan.setting]]);
  for (const t of plan.temperaments) tags.add(TEMPERAMENT_TAGS[t]);
  const byKind = ARCHETYPE_TAGS[plan.archetype];
  if (byKind) tags.add(byKind);
  for (const filler of FILLER_TAGS) if (tags.size < 3) tags.add(filler);
  return [...tags].slice(0, 6);
}

/** The words the avatar's prompt reader draws the look from. */
export function lookPrompt(plan: Pick<CharacterPlan, 'gender' | 'species' | 'archetype'>): string {
  const person = plan.gender === 'female' ? 'woman' : plan.gender === 'male' ? 'man' : 'androgynous';
  return [person, SPECIES_LOOK[plan.species], ARCHETYPE_LOOK[plan.archetype]].filter(Boolean).join(' ');
}

/** Writes the whole card from a settled plan. */
export function composeCharacter(plan: CharacterPlan, seed: string, keptName?: string): CharacterSuggestion {
  const rng = createRandom(seed, 'character-writer-text');
  const { bank } = plan;
  const english = plan.languageKey === 'en';
  const stop = plan.languageKey === 'ja' ? '。' : '.';
  const kind = bank.archetypes[plan.archetype];
  const [main, second] = [bank.temperaments[plan.temperaments[0]!], plan.temperaments[1] ? bank.temperaments[plan.temperaments[1]] : undefined];
  const species = bank.species[plan.species];
  const name = nameFor(plan, rng, keptName);
  const first = name.split(' ')[0]!;
  const [like, likeTwo] = pickTwo(bank.likes, rng);
  const work = rng.pick(kind.work);
  const values: Record<string, string> = {
    name,
    first,
    job: kind.noun,
    species: species.noun,
    kind: species.noun ? bank.frames.kind : kind.noun,
    adj: main.adj,
    adjTwo: second?.adj ?? main.adj,
    place: rng.pick(kind.places),
    like,
    likeTwo,
    fear: rng.pick(main.fears),
    feature: rng.pick(bank.frames.features),
    face: bank.frames.faces[FACE_OF[plan.temperaments[0]!]],
    ownSecret: plan.ownSecret ? ownSecretLine(plan.ownSecret, plan.gender) : '',
  };
  values.adjs = second ? bank.frames.and : main.adj;
  values.secret = bank.quirks[plan.quirk].secret;
  values.workShort = work.replace(WORK_SUBJECT, '');
  const context: SlotContext = { gender: plan.gender, slots: bank.slots, values, english, contractions: bank.contractions };
  const fill = (line: string) => fillSlots(line, context);

  const introFrames = WORK_SUBJECT.test(work) ? bank.frames.intro : bank.frames.intro.filter((f) => !f.includes('{workShort}'));
  const intro = joinSentences([fill(rng.pick(introFrames))], stop);
  const personality = joinSentences(
    [
      fill(rng.pick(main.traits)),
      ...(species.traits.length > 0 ? [fill(rng.pick(species.traits))] : []),
      ...(second ? [fill(rng.pick(second.traits))] : []),
      fill(rng.pick(kind.work.filter((w) => w !== work).concat(work).slice(0, 1))),
      fill(rng.pick(main.speech)),
      fill(rng.pick(main.soft)),
      fill(bank.frames.loves),
      fill(bank.frames.fears),
      fill(bank.frames.secret),
    ],
    stop,
  );
  const scenario = joinSentences([fill(rng.pick(bank.frames.scenario).replace('{scene}', rng.pick(kind.scenes)))], stop);
  // The kind's action opens the greeting; a greeting line's own opening action would be a second one.
  const greeting = `${fill(rng.pick(kind.actions))} ${fill(rng.pick(main.greet)).replace(/^\*[^*]+\*\s*/, '')}`;

  // Up to three of the kind's exchanges, starting at a seeded one; the quirk's goes in between.
  const start = rng.int(0, kind.talk.length - 1);
  const chosen = [...kind.talk.slice(start), ...kind.talk.slice(0, start)].slice(0, 3);
  const [opening, ...more] = chosen;
  const exchanges: (readonly [string, string])[] = [[opening![0], `${rng.pick(main.lead)} ${opening![1]}`], ...more.slice(0, 1), bank.quirks[plan.quirk].talk, ...more.slice(1)];
  const exampleDialogue = exchanges.flatMap(([user, char]) => [`{{user}}: ${capitalize(fill(user))}`, `{{char}}: ${capitalize(fill(char))}`]);

  return {
    roleName: name,
    gender: plan.gender,
    intro,
    personality,
    scenario,
    greeting: capitalize(greeting),
    exampleDialogue,
    tags: tagsFor(plan),
    look: lookFromPrompt(lookPrompt(plan), seed).look,
    language: bank.language,
    writer: OFFLINE_WRITER,
  };
}

/** The default writer: reads the words, settles what they leave open by a seed made of them, and writes from the phrase banks. */
export class OfflineCharacterWriter implements CharacterWriter {
  readonly name = OFFLINE_WRITER;

  write(request: SuggestionRequest): Promise<CharacterSuggestion> {
    return Promise.resolve(writeOffline(request));
  }
}

export function writeOffline(request: SuggestionRequest): CharacterSuggestion {
  const seed = `${request.words.normalize('NFKC').trim().toLowerCase()}\u0000${request.gender ?? ''}\u0000${localeKey(request.locale) ?? ''}\u0000${request.name?.trim() ?? ''}\u0000${request.seed ?? ''}`;
  const plan = planCharacter(readWords(request.words), request, createRandom(seed, 'character-writer-plan'));
  return composeCharacter(plan, seed, request.name);
}

