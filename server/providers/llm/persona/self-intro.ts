import type { PersonaCard } from '../chat-model';
import { STOPWORDS } from './persona-words';

const PREPOSITIONS = new Set(['of', 'to', 'with', 'for', 'about', 'at', 'from', 'by', 'than', 'named', 'called']);
/** What follows a verb rather than a plural noun: "…and never misses a chance", "…, feeds every stray cat". */
const OBJECT_START = new Set(['a', 'an', 'the', 'every', 'all', 'anything', 'everything', 'most', 'some', 'his', 'her', 'my', 'your', 'their', 'its', 'you', 'them', 'it', 'people', 'everyone']);
const ADVERBS = new Set(['now', 'still', 'never', 'always', 'just', 'only', 'also', 'really', 'secretly', 'finally', 'even', 'already', 'often', 'rarely', 'usually', 'once', 'quietly', 'immediately']);
const IRREGULAR: Readonly<Record<string, string>> = { is: 'am', are: 'am', were: 'was', has: 'have', does: 'do', "isn't": 'am not', "aren't": 'am not', "doesn't": "don't", "hasn't": "haven't" };
const TITLES = new Set(['captain', 'count', 'countess', 'lady', 'lord', 'sir', 'dame', 'dr', 'doctor', 'professor', 'master', 'miss', 'mr', 'mrs', 'ms', 'madame', 'queen', 'king', 'prince', 'princess', 'agent', 'detective', 'nana']);
/** Intros are short; two sentences are enough for "who are you?". */
const MAX_WORDS = 40;

interface Pronouns {
  subject?: string;
  object?: string;
  possessive?: string;
}

/** The pronouns the card uses for the character; a non-binary character may be "they" or "it". */
function pronounsOf(card: Pick<PersonaCard, 'gender' | 'personality' | 'intro'>): Pronouns {
  if (card.gender === 'female') return { subject: 'she', object: 'her', possessive: 'her' };
  if (card.gender === 'male') return { subject: 'he', object: 'him', possessive: 'his' };
  const text = `${card.intro} ${card.personality}`;
  if (/\bThey (?:are|have|speak|talk|love|were)\b/.test(text)) return { subject: 'they', object: 'them', possessive: 'their' };
  if (/\bIt (?:is|has|speaks|talks|loves|was)\b/.test(text)) return { subject: 'it', object: 'it', possessive: 'its' };
  return {};
}

function firstPersonVerb(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (!/^[a-z]+s$/.test(lower) || lower.endsWith('ss')) return word;
  if (/ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(?:sh|ch|x|o|ss|z)es$/.test(lower)) return lower.slice(0, -2);
  return lower.slice(0, -1);
}

/**
 * The card's intro turned round into the character's own words: "Ryuji now runs a tiny ramen stall"
 * becomes "I now run a tiny ramen stall". Only the character's name, pronouns and their verbs are
 * turned; the rest is the card's text.
 */
export function selfIntro(card: Pick<PersonaCard, 'name' | 'gender' | 'intro' | 'personality'>): string | undefined {
  const parts = card.name.split(/\s+the\s+/i)[0]!.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w) && !STOPWORDS.has(w.toLowerCase()));
  const names = new Set([card.name, ...parts].map((n) => n.toLowerCase()));
  const pronouns = pronounsOf(card);
  const out: string[] = [];
  let words = 0;
  for (const sentence of card.intro.replace(/\{\{\s*user\s*\}\}/gi, 'you').split(/(?<!\b(?:Dr|Mr|Mrs|Ms|St|Prof)\.)(?<=[.!?])\s+/)) {
    const count = sentence.split(/\s+/).length;
    if (out.length > 0 && words + count > MAX_WORDS) break;
    out.push(turnSentence(sentence, names, pronouns));
    words += count;
  }
  if (out[0] && !/\bI\b/.test(out[0]) && /^(?:A|An|The)\s/.test(out[0])) out[0] = `I'm ${out[0].charAt(0).toLowerCase()}${out[0].slice(1)}`;
  const text = out.join(' ').trim();
  return /\b(?:I|my|I'm)\b/.test(text) ? text : undefined;
}

function turnSentence(sentence: string, names: ReadonlySet<string>, p: Pronouns): string {
  const words = sentence.split(/\s+/);
  const out: string[] = [];
  let subject = false;
  let turned = false;
  let relative = false;
  words.forEach((word, i) => {
    const bare = word.toLowerCase().replace(/[^\p{L}']/gu, '');
    const tail = word.slice(word.replace(/[^\p{L}']+$/u, '').length);
    const next = words[i + 1]?.toLowerCase().replace(/[^\p{L}']/gu, '');
    const my = `${out.length === 0 ? 'My' : 'my'}${tail}`;
    const before = out.at(-1)?.toLowerCase().replace(/[^\p{L}]/gu, '') ?? '';
    if (names.has(bare) && (before === 'i' || before === 'me' || names.has(before))) return;
    if (names.has(bare) && PREPOSITIONS.has(before)) {
      out.push(before === 'named' || before === 'called' ? word : `me${tail}`);
    } else if (names.has(bare) || bare === p.subject) {
      if (TITLES.has(before)) out.pop();
      subject = turned = true;
      out.push(`I${tail}`);
    } else if (p.subject && /^(?:'s|'ll|'d)$/.test(bare.slice(p.subject.length)) && bare.startsWith(p.subject)) {
      turned = true;
      out.push(`${{ "'s": "I'm", "'ll": "I'll", "'d": "I'd" }[bare.slice(p.subject.length)]}${tail}`);
    } else if (bare.endsWith("'s") && names.has(bare.slice(0, -2))) {
      out.push(my);
    } else if (p.object && bare === p.object && (bare !== p.possessive || tail || !next || STOPWORDS.has(next))) {
      out.push(`me${tail}`);
    } else if (p.possessive && bare === p.possessive) {
      out.push(my);
    } else if (/^(?:her|him|them|it)sel(?:f|ves)$/.test(bare) && bare.startsWith(p.object ?? '-')) {
      out.push(`myself${tail}`);
    } else if (subject && !ADVERBS.has(bare) && !bare.endsWith('ly')) {
      subject = false;
      out.push(firstPersonVerb(word.slice(0, word.length - tail.length)) + tail);
    } else if (turned && !relative && (/^(?:and|but|or)$/.test(bare) || word.endsWith(',')) && coordinatedVerb(words, i + 1)) {
      subject = true;
      out.push(word);
    } else {
      if (turned && /^(?:who|that|which|whose)$/.test(bare)) relative = true;
      out.push(word);
    }
  });
  const text = out.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Verbs common in intros that a list may carry on with whatever follows ("…, leaves handwritten notes"). */
const LIST_VERBS = new Set(['leaves', 'runs', 'makes', 'keeps', 'sells', 'writes', 'reads', 'loves', 'spends', 'collects', 'bakes', 'brews', 'teaches', 'hates', 'works', 'owns', 'feeds', 'knows', 'remembers', 'hides', 'talks', 'lives']);

/** "…and is far too serious", "…but now has opinions": a second verb of the same subject. */
function coordinatedVerb(words: readonly string[], from: number): boolean {
  let i = from;
  while (i < words.length && (ADVERBS.has(words[i]!.toLowerCase()) || words[i]!.endsWith('ly'))) i++;
  const verb = words[i]?.toLowerCase();
  const after = words[i + 1]?.toLowerCase().replace(/[^\p{L}']/gu, '');
  if (!verb || /[^\p{L}']/u.test(verb)) return false;
  return /^(?:is|has|does|was)$/.test(verb) || LIST_VERBS.has(verb) || (/[^s]s$/.test(verb) && after !== undefined && OBJECT_START.has(after));
}
