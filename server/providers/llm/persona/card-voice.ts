import type { PersonaCard } from '../chat-model';
import { readActions, readExchanges, readInterjections, spokenLines, stammers, type CardAction, type Exchange } from './card-lines';
import { readPastimes, type CardPastimes } from './card-pastimes';
import { readTone, type Tone } from './card-tone';
import { readMessage, type Intent } from './message-reading';
import { nounPhrases, type NounPhrase, type PhraseOptions } from './noun-phrases';
import { contentStems, stem, tokens } from './persona-words';
import { selfIntro } from './self-intro';

/** An example exchange of the card, its user's line read once as a message would be (a reply borrows by it). */
export interface ReadExchange extends Exchange {
  stems: ReadonlySet<string>;
  primary: Intent;
}

/** Everything the persona engine takes from a role's card to sound like that character. */
export interface CardVoice {
  name: string;
  firstName: string;
  /** Who does the actions: "she", "he", or the name for everyone else. */
  subject: string;
  possessive: string;
  tone: Tone;
  stammers: boolean;
  /** The card's talking points, most telling first. */
  nouns: NounPhrase[];
  /** Where the scene takes place, from the scenario. */
  place: NounPhrase | undefined;
  /** Things the character handles in its own actions (the ladle, the wand), not the places it stands in. */
  props: NounPhrase[];
  actions: CardAction[];
  interjections: string[];
  exchanges: ReadExchange[];
  selfIntro: string | undefined;
  /** What the character loves and does, for questions about their free time and plans. */
  pastimes: CardPastimes;
  /** Stems of every word on the card, to tell whether a reply sounds like this character at all. */
  vocabulary: ReadonlySet<string>;
}

const PLACE_PREPOSITIONS = new Set(['at', 'in', 'into', 'inside', 'to', 'under', 'on', 'near', 'behind']);
/** Heads of things that are places, for a card whose scenario names its place without a preposition ("Thrain's forge"). */
const PLACE_HEADS = /^(?:kitchen|forge|shop|bookshop|stall|dojo|bar|café|cafe|studio|office|library|gym|garden|shrine|tavern|inn|bakery|castle|ship|station|cottage|hall|village|town|apartment|flat|manor|club|workshop|smithy|bistro|restaurant|classroom|school|lab|laboratory|tower|temple|market|farm|dock|harbour|harbor|hangar|citadel|cave|lair)$/;
/** Parts of a room, which a character's actions do not pick up or set aside. */
const FIXTURES = new Set(['door', 'window', 'wall', 'floor', 'roof', 'ceiling', 'counter', 'stair', 'doorway', 'corner', 'step']);
/** Where a word appears says how telling it is: the scene and the intro more than the personality. */
const SOURCE_WEIGHTS = { scenario: 3, greeting: 2, intro: 2, dialogue: 1.5, personality: 1 } as const;
const MAX_NOUNS = 10;

/** How many characters' readings one process keeps: a reading is read-only and costs more than a reply. */
const READINGS_KEPT = 256;
const readings = new Map<string, CardVoice>();

/**
 * The card read once per character and kept: the same card text gives the same reading, so a reply reuses
 * it, and an edited card (different text) is read again. The oldest reading goes when the memo is full.
 */
export function readCardVoice(card: PersonaCard): CardVoice {
  const key = [card.name, card.gender, card.intro, card.greeting, card.personality, card.scenario, card.exampleDialogue, card.tags.join('\u0001')].join('\u0000');
  const kept = readings.get(key);
  if (kept) return kept;
  // Frozen, so a reply that tried to change the shared reading would throw instead of changing the next reply.
  const voice = freezeReading(readCard(card));
  if (readings.size >= READINGS_KEPT) readings.delete(readings.keys().next().value!);
  readings.set(key, voice);
  return voice;
}

function freezeReading(voice: CardVoice): CardVoice {
  for (const value of Object.values(voice)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(voice);
}

function readCard(card: PersonaCard): CardVoice {
  const firstName = card.name.trim().split(/\s+/)[0] || card.name;
  const female = card.gender === 'female';
  const male = card.gender === 'male';
  const possessive = female ? 'her' : male ? 'his' : 'their';
  const names = [card.name, ...card.name.split(/\s+the\s+/i)[0]!.split(/\s+/)];
  const fill = (text: string) => text.replace(/\{\{\s*char\s*\}\}/gi, firstName).replace(/\{\{\s*user\s*\}\}/gi, 'you');
  const options: PhraseOptions = { voice: 'card', selfNames: names, selfPossessive: possessive };
  const exchanges = readExchanges(card.exampleDialogue, names);
  const actions = readActions(card.greeting, exchanges);
  const lines = spokenLines(card.greeting, exchanges);
  const sources: Record<keyof typeof SOURCE_WEIGHTS, string> = {
    scenario: fill(card.scenario),
    greeting: fill(card.greeting),
    intro: fill(card.intro),
    dialogue: fill(exchanges.map((e) => e.char).join('\n')),
    personality: fill(card.personality),
  };
  const scenarioPhrases = nounPhrases(sources.scenario, options);
  const nouns = rankNouns(sources, options);
  const props = actions
    .flatMap((a) => nounPhrases(fill(a.text), options))
    .filter((p, i, all) => !PLACE_HEADS.test(p.head) && !FIXTURES.has(p.head) && all.findIndex((q) => q.head === p.head) === i);
  const intro = selfIntro(card);
  return {
    name: card.name,
    firstName,
    subject: female ? 'she' : male ? 'he' : firstName,
    possessive,
    tone: readTone(card),
    stammers: stammers(lines),
    nouns,
    place: scenarioPhrases.find((p) => p.preposition && PLACE_PREPOSITIONS.has(p.preposition)) ?? [...scenarioPhrases, ...nouns].find((p) => PLACE_HEADS.test(p.head)),
    props,
    actions,
    interjections: readInterjections(lines),
    exchanges: exchanges.map((exchange) => ({ ...exchange, stems: new Set(contentStems(exchange.user)), primary: readMessage(exchange.user, { nouns, props }).primary })),
    selfIntro: intro,
    pastimes: readPastimes(card, possessive, intro),
    vocabulary: new Set(tokens(Object.values(sources).join(' ') + ' ' + card.tags.join(' ')).map(stem)),
  };
}

function rankNouns(sources: Record<keyof typeof SOURCE_WEIGHTS, string>, options: PhraseOptions): NounPhrase[] {
  const scores = new Map<string, { phrase: NounPhrase; score: number; order: number }>();
  let order = 0;
  for (const [source, weight] of Object.entries(SOURCE_WEIGHTS) as [keyof typeof SOURCE_WEIGHTS, number][]) {
    for (const phrase of nounPhrases(sources[source], options)) {
      const seen = scores.get(phrase.head);
      if (seen) {
        seen.score += weight;
        if (seen.phrase.owner === 'none' && phrase.owner === 'self') seen.phrase = { ...seen.phrase, owner: 'self' };
      } else scores.set(phrase.head, { phrase, score: weight, order: order++ });
    }
  }
  const all = tokens(Object.values(sources).join(' ')).map(stem);
  for (const entry of scores.values()) entry.score += 0.5 * Math.max(0, all.filter((w) => w === entry.phrase.head).length - 1);
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_NOUNS)
    .map((e) => e.phrase);
}
