import { STOPWORDS, stem } from './persona-words';

/** Whose thing it is, from the speaker's side: the character's own, the user's, or nobody's in particular. */
export type PhraseOwner = 'self' | 'speaker' | 'listener' | 'none';

export interface NounPhrase {
  /** One or two words: "ramen stall", "Aoyagi Dojo". */
  text: string;
  /** The stem of the last word, for counting and matching. */
  head: string;
  owner: PhraseOwner;
  /** The preposition in front ("at" the dojo), when there was one. */
  preposition?: string;
}

const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'every', 'each', 'another', 'some']);
const POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'their', 'its', 'our']);
const PREPOSITIONS = new Set(['about', 'of', 'with', 'for', 'at', 'in', 'into', 'inside', 'on', 'onto', 'under', 'over', 'from', 'behind', 'near', 'beside', 'through', 'across', 'around', 'toward', 'towards', 'beneath', 'below', 'above', 'along', 'past', 'within', 'among', 'upon']);
/** Verbs that follow a noun in scene-setting ("the hangar shakes", "the cat yawns"): they end a phrase. */
const VERBS = new Set(
  `says shakes clears moves dies flickers flicker thunks yawns falters fills softens burps chimes glints curls drops waits comes goes
  looks turns opens closes smiles laughs sighs runs sits stands leans walks takes gives tells knows wants needs keeps makes gets shows
  reads rings grows falls rises breaks starts stops begins ends works seems feels hears sees lives plays pulls pushes slides slaps
  snaps pats beams grins nods shrugs stares blinks winks waves bounces spins sparkle sparkles hovers twitches drips buzzes hums whirs
  beeps glows shines burns smells called named sent left took came went told held kept felt fell stood sat ran won caught brought thought bought found
  hidden asked answered hasn't isn't doesn't won't can't`.split(/\s+/),
);
/** Words that describe rather than name, which the suffix rules miss. */
const ADJECTIVES = new Set(
  `deep golden single hot cold silent free honest rough gloomy flawless sleepless synthetic patient alright spare sure ready alone busy
  dark quiet big small long short soft hard warm bright loud proud kind sweet cute fine late early real whole tiny huge grand
  better worse best worst least most cannot tense true false normal important two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand million percent`.split(/\s+/),
);
/** Words inside a phrase that are skipped rather than ending it ("the only new student"). */
const SKIPPABLE = new Set(['only', 'very', 'own', 'same', 'other', 'first', 'last', 'next', 'new', 'old', 'little', 'whole', 'real', 'just', 'good', 'great', 'nice', 'right']);
/** Heads that make poor talking points: people, body parts, abstractions. */
const POOR_HEADS = new Set(
  `man woman girl boy guy student customer people person friend heir leader hero partner neighbour neighbor assistant editor visitor
  mortal player member child kid lady gentleman stranger regular figure sister brother mother father family crew team guardian
  president owner everyone someone user nose eye ear arm hand face head hair heart eyebrow knuckle cheek mouth lip feet foot leg
  shoulder chest finger way thing time day lot bit kind sort part life act moment rest end idea sentence word opinion record name
  question answer problem reason fact matter course habit side number year month week hour minute second while top bottom front
  middle edge look voice tone manner style mix sense attention secret truth lie dream memo joke story thud thump crash bang
  scar smile grin glance sigh laugh tear night midnight morning evening afternoon noon dawn dusk weekend century decade
  today tonight tomorrow yesterday hunger thirst love fear pain anger kindness patience courage pride hope trust loyalty honour
  honor silence warmth luck help care peace joy sadness grief insult complaint curiosity sarcasm sincerity humour humor talent guts
  energy enthusiasm gratitude jealousy rivalry attention record wrong`.split(/\s+/),
);
const isPoor = (word: string) => POOR_HEADS.has(word.toLowerCase()) || POOR_HEADS.has(stem(word));
const KEEP_ING = new Set(['pudding', 'building', 'morning', 'evening', 'ceiling', 'painting', 'wedding', 'clothing', 'king', 'ring', 'string', 'wing', 'spring', 'dumpling', 'meeting', 'training', 'ping']);
const ADJECTIVE_END = /(?:ing|ed|ly|ous|ful|ive|al|less|ish|able|ible|ic)$/i;

const isHead = (word: string) => {
  const w = word.toLowerCase();
  if (w.length < 3 || /\d/.test(w) || isPoor(w) || STOPWORDS.has(w) || ADJECTIVES.has(w) || VERBS.has(w)) return false;
  if (/(?:ly|ous|ful|less|able)$/.test(w)) return false;
  return !(/(?:ing|ed)$/.test(w) && !KEEP_ING.has(w));
};
const isModifier = (word: string) => !ADJECTIVE_END.test(word) && !/\d|-/.test(word) && !STOPWORDS.has(word.toLowerCase());

export interface PhraseOptions {
  /** Whose voice the text is in: the card (`my` is the character's) or the user (`my` is the user's). */
  voice: 'card' | 'user';
  /** The character's names and possessive pronoun, which mark the character's own things in card text. */
  selfNames?: readonly string[];
  selfPossessive?: string;
}

function ownerOf(starter: string, options: PhraseOptions): PhraseOwner | undefined {
  const s = starter.toLowerCase();
  if (s === 'my' || s === 'our') return options.voice === 'card' ? 'self' : 'speaker';
  if (s === 'your') return options.voice === 'card' ? undefined : 'listener';
  if (options.voice === 'card' && s === options.selfPossessive) return 'self';
  if (s.endsWith("'s")) return options.selfNames?.some((n) => n.toLowerCase() === s.slice(0, -2)) ? 'self' : 'none';
  return 'none';
}

/** Noun phrases after determiners, possessives and prepositions, in the order they appear. */
export function nounPhrases(text: string, options: PhraseOptions): NounPhrase[] {
  const found: NounPhrase[] = [];
  for (const segment of text.replace(/[’‘]/g, "'").split(/[,.;:!?()"“”…—*\n]+|\s-\s/)) {
    const words = segment.split(/\s+/).filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      const starter = words[i]!;
      const lower = starter.toLowerCase();
      const preposition = PREPOSITIONS.has(lower) ? lower : undefined;
      const isStarter = DETERMINERS.has(lower) || POSSESSIVES.has(lower) || /^\p{L}+'s$/u.test(starter) || preposition !== undefined;
      if (!isStarter) continue;
      const owner = preposition ? 'none' : ownerOf(starter, options);
      if (!owner) continue;
      const run: string[] = [];
      let j = i + 1;
      for (; j < words.length && run.length < 4; j++) {
        const w = words[j]!;
        const wl = w.toLowerCase();
        if (SKIPPABLE.has(wl)) continue;
        if (isPoor(wl)) {
          run.push(w);
          break;
        }
        if (STOPWORDS.has(wl) || VERBS.has(wl) || DETERMINERS.has(wl) || POSSESSIVES.has(wl) || PREPOSITIONS.has(wl) || w.endsWith("'s")) break;
        run.push(w.replace(/[^\p{L}\p{N}'-]/gu, ''));
      }
      const head = run.at(-1);
      if (!head || !isHead(head) || options.selfNames?.some((n) => n.toLowerCase() === head.toLowerCase())) continue;
      const modifier = run.length > 1 ? run.at(-2)! : undefined;
      const phrase = modifier && isModifier(modifier) ? `${modifier} ${head}` : head;
      const before = i > 0 ? words[i - 1]!.toLowerCase() : undefined;
      found.push({ text: phrase, head: stem(head), owner, preposition: preposition ?? (before && (PREPOSITIONS.has(before) || before === 'to') ? before : undefined) });
      i = j - 1;
    }
  }
  return found;
}

/** "my ramen stall", "your exam", "the railway bridge", as the character would say it. */
export function sayPhrase(phrase: NounPhrase): string {
  if (phrase.owner === 'self') return `my ${phrase.text}`;
  if (phrase.owner === 'speaker') return `your ${phrase.text}`;
  if (phrase.owner === 'listener') return `my ${phrase.text}`;
  return `the ${phrase.text}`;
}
