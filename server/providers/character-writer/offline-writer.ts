import { LATIN_LETTER, type CharacterGender, type CharacterSuggestion } from '@/lib/contracts/character-suggestion';
import { createRandom, type Random } from '@/lib/seeded-random';
import { lookFromPrompt } from '@/server/providers/avatar/prompt-look';
import type { CharacterWriter, SuggestionRequest } from './character-writer';
import { capitalize, fillSlots, joinSentences, type SlotContext } from './fill-slots';
import type { CharacterLook } from '@/lib/look/look-model';
import { CARD_TAGS, nounForGender, OCCUPATIONS, wordingIn, type CardTag } from './occupations';
import { baseForm, type OwnClauses } from './own-clauses';
import { NAMES, PHRASE_BANKS, QUIRKS, TEMPERAMENTS, type Age, type Archetype, type NameCulture, type PhraseBank, type Setting, type Temperament, type WriterSpecies } from './phrase-bank';
import { readWords, type OccupationFound, type WordReading } from './word-reading';

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
const AGE_LOOK: Readonly<Record<Age | 'adult', string>> = { teen: 'teenage', young: 'young', adult: 'adult', middle: 'middle-aged', old: 'old' };
type LookAge = 'young' | 'adult' | 'middle';
const UNSAID_AGES: readonly LookAge[] = ['young', 'young', 'adult', 'adult', 'middle'];
/** What each temper adds to a card's tags; a temper that says nothing of the story adds none. */
const TEMPERAMENT_TAGS: Partial<Record<Temperament, CardTag>> = { cheerful: 'Comedy', sarcastic: 'Comedy', flirty: 'Romance', kind: 'Helper' };
const SPECIES_TAGS: Partial<Record<WriterSpecies, CardTag>> = { vampire: 'Horror', demon: 'Horror', ghost: 'Horror', elf: 'Fantasy', dwarf: 'Fantasy', dragon: 'Fantasy', 'fox-spirit': 'Fantasy', android: 'Sci-fi' };
const SETTING_TAGS: Readonly<Record<Setting, CardTag>> = { fantasy: 'Fantasy', scifi: 'Sci-fi', modern: 'Slice of Life', gothic: 'Horror', school: 'Slice of Life' };
/** A bank archetype's tags are those of the occupation it writes. */
const archetypeTags = (archetype: Archetype): readonly CardTag[] => OCCUPATIONS.find((o) => o.core === archetype)?.tags ?? [];
/** Fills a card to three tags (seed: 3–6 tags) with the ones closest to its setting. */
const SETTING_FILLERS: Readonly<Record<Setting, readonly CardTag[]>> = {
  modern: ['Slice of Life', 'Helper', 'Comedy'],
  fantasy: ['Fantasy', 'Helper', 'Romance'],
  scifi: ['Sci-fi', 'Game', 'Comedy'],
  gothic: ['Horror', 'Romance', 'Fantasy'],
  school: ['Slice of Life', 'Anime', 'Comedy'],
};
/** Which of a bank's five faces each temperament shows: a scowl, quiet manners, an easy smile, a stern silence, a cool stare. */
const FACE_OF: Readonly<Record<Temperament, 0 | 1 | 2 | 3 | 4>> = { grumpy: 0, shy: 1, cheerful: 2, cold: 4, flirty: 2, mysterious: 3, kind: 2, sarcastic: 4 };
/** The order the person's own clauses are told in: the first one is what the intro says of the character. */
const CLAUSE_ORDER = ['fear', 'who', 'love', 'hate'] as const;
const MAX_EXCHANGES = 5;
const MAX_OWN_SCENES = 2;

/** A work line that starts with its subject can follow "who" in an intro. */
const WORK_SUBJECT = /^\{He\}\s+/;

/** The settled character: every trait the words left open chosen by the seed. */
export interface CharacterPlan {
  /** The kind the phrase banks write in full; without it the card is written from the trade frames, or the life frames for a person with no trade. */
  archetype?: Archetype;
  occupation?: OccupationFound;
  ownJob?: string;
  person?: string;
  species: WriterSpecies;
  temperaments: Temperament[];
  quirk: (typeof QUIRKS)[number] | 'own';
  setting: Setting;
  gender: CharacterGender;
  bank: PhraseBank;
  languageKey: string;
  ownSecret?: string;
  age?: Age;
  /**
   * How old the character is drawn when the words say nothing of age: a grown-up (young, adult or middle-aged),
   * never a teenager or an old person the card would not mention. Human characters only; creatures stay ageless.
   */
  lookAge?: LookAge;
  /** The person's own clauses, in the language of the bank. */
  clauses?: OwnClauses;
  /** Tags the words themselves call for. */
  wordTags?: readonly CardTag[];
  /** The English words the person chose for the temperaments ("stern" rather than the bank's "grumpy"). */
  temperamentWords?: readonly string[];
}

function localeKey(locale: string | undefined): string | undefined {
  return locale?.toLowerCase().split(/[-_]/)[0];
}

const hasClauses = (clauses: OwnClauses) => Object.values(clauses).some(Boolean);

export function planCharacter(reading: WordReading, request: Pick<SuggestionRequest, 'locale' | 'gender'>, rng: Random): CharacterPlan {
  const asked = localeKey(request.locale) ?? reading.language;
  let languageKey = asked && PHRASE_BANKS[asked] ? asked : 'en';
  // The person's own words (a fear, a trade the lexicon does not know) are written in the language they were typed in.
  const wordsLanguage = reading.language ?? (/[a-z]/i.test(reading.ownJob ?? '') || hasClauses(reading.clauses) ? 'en' : undefined);
  if ((hasClauses(reading.clauses) || reading.ownJob || reading.person) && wordsLanguage && PHRASE_BANKS[wordsLanguage]) languageKey = wordsLanguage;
  const clauses = (reading.language ?? 'en') === languageKey ? reading.clauses : {};
  // A being is only what the words say: no elf nobody asked for.
  const species = reading.species ?? 'human';
  const named = reading.occupation?.occupation;
  // A trade lives where it usually does; a person or a trade of their own words in today's world; nothing said, anywhere.
  const setting =
    reading.setting ??
    SPECIES_SETTINGS[species] ??
    (named ? (named.core && !ARCHETYPE_SETTINGS[named.core].includes(named.setting) ? rng.pick(ARCHETYPE_SETTINGS[named.core]) : named.setting) : reading.ownJob || reading.person ? 'modern' : rng.pick(['fantasy', 'modern', 'modern', 'scifi', 'gothic'] as const));
  const ownWords = Boolean(reading.occupation || reading.ownJob || reading.person);
  const archetype = reading.archetype ?? (ownWords ? undefined : rng.pick(SETTING_ARCHETYPES[setting]));
  const temperaments = reading.temperaments.length > 0 ? reading.temperaments : [rng.pick(TEMPERAMENTS)];
  const gender = request.gender ?? reading.gender ?? (rng.chance(0.1) ? 'non' : rng.pick(['male', 'female'] as const));
  const ownSecret = languageKey === 'en' ? clauses.secret : undefined;
  const quirk = ownSecret ? 'own' : (reading.quirk ?? rng.pick(QUIRKS));
  return {
    archetype,
    occupation: reading.occupation,
    ownJob: reading.ownJob,
    person: reading.person,
    species,
    temperaments,
    quirk,
    setting,
    gender,
    bank: PHRASE_BANKS[languageKey]!,
    languageKey,
    ownSecret,
    age: reading.age,
    ...(reading.age || species !== 'human' ? {} : { lookAge: rng.pick(UNSAID_AGES) }),
    clauses,
    wordTags: reading.tags,
    // English adjectives agree with nothing: the person's own word for the temper is kept.
    temperamentWords: languageKey === 'en' && reading.temperamentWords.length === temperaments.length ? reading.temperamentWords : undefined,
  };
}

function nameFor(plan: CharacterPlan, rng: Random, kept: string | undefined): string {
  if (kept && LATIN_LETTER.test(kept)) return kept.trim().replace(/\s+/g, ' ').slice(0, 40);
  const culture = SPECIES_CULTURE[plan.species] ?? SETTING_CULTURE[plan.setting] ?? LOCALE_CULTURE[plan.languageKey] ?? 'english';
  const names = NAMES[culture];
  const first = rng.pick(names[plan.gender]);
  return rng.chance(0.8) ? `${first} ${rng.pick(names.family)}` : first;
}

 /** Words that come before a name rather than being one: "Old Tam", "Captain Mara Vell", "Nana Rosalind". */
const TITLES = new Set(['old', 'young', 'little', 'big', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'miss', 'dr', 'dr.', 'doctor', 'sir', 'lady', 'lord', 'dame', 'captain', 'uncle', 'aunt', 'auntie', 'grandpa', 'grandma', 'granny', 'nana', 'father', 'mother', 'sister', 'brother', 'master', 'madam', 'professor', 'saint', 'st.', 'the']);

/** What the card calls the character in its lines: the first name, with the title before it when it has one. */
export function calledBy(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 && TITLES.has(words[0]!.toLowerCase()) ? `${words[0]} ${words[1]}` : words[0]!;
}

/** A line of the person's own that agrees with "they" ("secretly writes" → "secretly write"). */
function theyLine(clause: string, gender: CharacterGender): string {
  return gender === 'non' ? baseForm(clause).replace(/^(secretly\s+|always\s+|never\s+|still\s+|often\s+)?are\b/, '$1{is}') : clause;
}

function pickTwo<T>(items: readonly T[], rng: Random): [T, T] {
  const first = rng.int(0, items.length - 1);
  const second = items.length > 1 ? (first + rng.int(1, items.length - 1)) % items.length : first;
  return [items[first]!, items[second]!];
}

/** Tags from what the words mean: the trade, the words' own story, the being, the setting, the temper; the setting's nearest tags fill up to three. */
export function tagsFor(plan: CharacterPlan): string[] {
  const tags = new Set<CardTag>();
  for (const tag of plan.occupation?.occupation.tags ?? (plan.archetype ? archetypeTags(plan.archetype) : [])) tags.add(tag);
  for (const tag of plan.wordTags ?? []) tags.add(tag);
  const bySpecies = SPECIES_TAGS[plan.species];
  if (bySpecies) tags.add(bySpecies);
  tags.add(SETTING_TAGS[plan.setting]);
  for (const t of plan.temperaments) {
    const byTemper = TEMPERAMENT_TAGS[t];
    if (byTemper) tags.add(byTemper);
  }
  for (const filler of SETTING_FILLERS[plan.setting]) if (tags.size < 3) tags.add(filler);
  for (const filler of CARD_TAGS) if (tags.size < 3) tags.add(filler);
  return [...tags].slice(0, 6);
}

/** The words the avatar's prompt reader draws the look from. */
export function lookPrompt(plan: Pick<CharacterPlan, 'gender' | 'species' | 'archetype' | 'occupation' | 'age' | 'lookAge'>): string {
  const person = plan.gender === 'female' ? 'woman' : plan.gender === 'male' ? 'man' : 'androgynous';
  const dress = plan.archetype ? ARCHETYPE_LOOK[plan.archetype] : plan.occupation ? `${plan.occupation.occupation.garment} ${plan.occupation.occupation.accessory === 'none' ? '' : plan.occupation.occupation.accessory}` : '';
  const age = plan.age ?? plan.lookAge;
  return [person, age ? AGE_LOOK[age] : '', SPECIES_LOOK[plan.species], dress].filter(Boolean).join(' ').trim();
}

/** The look drawn from the plan; a trade's clothes and an age the words give are kept whatever the painter guessed. */
function lookFor(plan: CharacterPlan, seed: string): CharacterLook {
  const look = lookFromPrompt(lookPrompt(plan), seed).look;
  const trade = !plan.archetype ? plan.occupation?.occupation : undefined;
  return {
    ...look,
    body: { ...look.body, ...(plan.age ? { age: plan.age } : {}) },
    ...(trade ? { outfit: { ...look.outfit, garment: trade.garment }, accessory: trade.accessory === 'none' ? look.accessory : trade.accessory } : {}),
  };
}

/** The noun the card calls the character by: the person's own words where the bank is in their language, else the bank's word for the trade. */
function jobNoun(plan: CharacterPlan): string | undefined {
  const found = plan.occupation;
  if (found) {
    const ownLanguage = found.language === plan.languageKey;
    const forms = ownLanguage ? found.forms : wordingIn(found.occupation, plan.languageKey).nouns[0]!;
    const noun = nounForGender(forms, plan.gender, plan.languageKey);
    return [...(ownLanguage ? found.modifiers : []), noun].join(' ');
  }
  return plan.ownJob ?? plan.person;
}

/** The kind's phrases: the bank's own for its archetypes, else the trade frames filled with the occupation's wording, else the life frames. */
function kindOf(plan: CharacterPlan): { noun: string; places: readonly string[]; work: readonly string[]; scenes: readonly string[]; actions: readonly string[]; talk: readonly (readonly [string, string])[]; task?: string; tool?: string } {
  const { bank } = plan;
  if (plan.archetype) return bank.archetypes[plan.archetype];
  if (plan.occupation) {
    const wording = wordingIn(plan.occupation.occupation, plan.languageKey);
    return { noun: '', ...bank.trade, places: [wording.where], task: wording.task, tool: wording.tool };
  }
  if (plan.ownJob) return { noun: '', ...bank.trade, places: [bank.ownTrade.where], task: bank.ownTrade.task, tool: bank.ownTrade.tool };
  return { noun: '', ...bank.life, places: [bank.life.where] };
}

/** Writes the whole card from a settled plan. */
export function composeCharacter(plan: CharacterPlan, seed: string, keptName?: string): CharacterSuggestion {
  const rng = createRandom(seed, 'character-writer-text');
  const { bank } = plan;
  const english = plan.languageKey === 'en';
  const stop = plan.languageKey === 'ja' ? '。' : '.';
  const kind = kindOf(plan);
  const [main, second] = [bank.temperaments[plan.temperaments[0]!], plan.temperaments[1] ? bank.temperaments[plan.temperaments[1]] : undefined];
  const species = bank.species[plan.species];
  const name = nameFor(plan, rng, keptName);
  const first = calledBy(name);
  const [like, likeTwo] = pickTwo(bank.likes, rng);
  const work = rng.pick(kind.work);
  const clauses = plan.clauses ?? {};
  const told = CLAUSE_ORDER.filter((c) => clauses[c]);
  const job = jobNoun(plan) ?? kind.noun;
  // A being named as the character's kind ("a shy vampire") is not said twice.
  const bare = species.noun && !(plan.occupation?.occupation.fallback || (!plan.archetype && !plan.occupation && !plan.ownJob && !plan.person)) ? bank.frames.kind : '{job}';
  const ages = bank.ages;
  const kindWords = plan.age ? (ages[plan.age].frame ?? ages.frame).replace('{kind}', bare).replace('{age}', ages[plan.age].adj) : bare;
  const values: Record<string, string> = {
    name,
    first,
    job,
    species: species.noun,
    kind: kindWords,
    adj: plan.temperamentWords?.[0] ?? main.adj,
    adjTwo: second ? (plan.temperamentWords?.[1] ?? second.adj) : (plan.temperamentWords?.[0] ?? main.adj),
    place: rng.pick(kind.places),
    task: kind.task ?? '',
    tool: kind.tool ?? '',
    like: clauses.love ?? like,
    likeTwo,
    fear: clauses.fear && plan.languageKey !== 'de' ? clauses.fear : rng.pick(main.fears),
    feature: rng.pick(bank.frames.features),
    face: bank.frames.faces[FACE_OF[plan.temperaments[0]!]],
    ownSecret: plan.ownSecret ? theyLine(plan.ownSecret, plan.gender) : '',
    ownFear: clauses.fear ?? '',
    ownLove: clauses.love ?? '',
    ownHate: clauses.hate ?? '',
    ownWho: clauses.who ? theyLineOf(clauses.who, plan) : '',
    ownWhoYou: clauses.who && english ? baseForm(clauses.who) : (clauses.who ?? ''),
    ownSecretYou: plan.ownSecret ? baseForm(plan.ownSecret) : '',
  };
  values.adjs = second ? bank.frames.and : values.adj!;
  // The intro tells a secret: the person's own, else the first thing they said of the character, else the quirk's.
  const ownFirst = told[0];
  const realSecret = plan.quirk === 'own' || !ownFirst;
  values.secret = plan.quirk === 'own' ? bank.quirks.own.secret : ownFirst ? bank.own[ownFirst].phrase : bank.quirks[plan.quirk].secret;
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
      ...(plan.age ? [fill(ages[plan.age].line)] : []),
      ...(clauses.who ? [fill(bank.own.who.line)] : []),
      fill(rng.pick(main.speech)),
      fill(rng.pick(main.soft)),
      fill(clauses.love ? bank.own.love.line : bank.frames.loves),
      fill(clauses.fear ? bank.own.fear.line : bank.frames.fears),
      ...(clauses.hate ? [fill(bank.own.hate.line)] : []),
      ...(realSecret ? [fill(bank.frames.secret)] : []),
    ],
    stop,
  );
  const ownScenes = [...(plan.ownSecret ? [bank.own.secret.scene] : []), ...told.map((c) => bank.own[c].scene)].slice(0, MAX_OWN_SCENES);
  // A trade's own place may say the hour ("at dawn"): its scene is not told as "late".
  const sceneFrame = plan.archetype ? rng.pick(bank.frames.scenario) : bank.frames.scenario[0]!;
  const scenario = joinSentences([fill(sceneFrame.replace('{scene}', rng.pick(kind.scenes))), ...ownScenes.map(fill)], stop);
  // The kind's action opens the greeting; a greeting line's own opening action would be a second one.
  const greeting = `${fill(rng.pick(kind.actions))} ${fill(rng.pick(main.greet)).replace(/^\*[^*]+\*\s*/, '')}`;

  // The kind's exchanges from a seeded one; what the person said of the character comes right after the first, the quirk's in between.
  const start = rng.int(0, kind.talk.length - 1);
  const chosen = [...kind.talk.slice(start), ...kind.talk.slice(0, start)].slice(0, 3);
  const [opening, ...more] = chosen;
  const own = told.map((c) => bank.own[c].talk);
  const exchanges: (readonly [string, string])[] = [
    // A line that opens with its own action takes no second one.
    [opening![0], opening![1].startsWith('*') ? opening![1] : `${rng.pick(main.lead)} ${opening![1]}`] as const,
    ...own,
    ...more.slice(0, 1),
    ...(realSecret ? [bank.quirks[plan.quirk].talk] : []),
    ...more.slice(1),
  ].slice(0, MAX_EXCHANGES);
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
    look: lookFor(plan, seed),
    language: bank.language,
    writer: OFFLINE_WRITER,
  };
}

/** The person's "who" clause as the bank says it of the character: English agrees with "they". */
function theyLineOf(clause: string, plan: CharacterPlan): string {
  return plan.languageKey === 'en' ? theyLine(clause, plan.gender) : clause;
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

