import type { Emotion } from '@/lib/contracts/chat';
import type { Random } from '@/lib/seeded-random';
import type { CardVoice } from './card-voice';
import { pickLine, sentenceCount, type Slots } from './line-slots';
import type { MessageReading } from './message-reading';
import { sayPhrase } from './noun-phrases';
import { pickAction } from './persona-actions';
import { grammarProblems } from './reply-grammar';
import { chooseEmotion } from './persona-emotion';
import { FEELING_LINES, type ToneLines } from './persona-lines';
import { FACT_LINES, FOLLOW_UPS, FORGOTTEN_LINES, GREETING_OPENERS, MEMORY_FOLLOW_UPS, MENTION_LINES, QUESTION_LINES, RECALL_LINES, STATEMENT_LINES } from './persona-lines-talk';
import type { Memory } from './persona-memory';
import { capitalise, stem, tokens } from './persona-words';

export interface ComposeInput {
  voice: CardVoice;
  reading: MessageReading;
  memory: Memory;
  rng: Random;
  /** The character's recent turns, newest last: never said again word for word. */
  recent: readonly string[];
  /** What the character knows of the thing the user just asked about (a lorebook entry), which answers it. */
  knows?: string;
}

export interface Composed {
  text: string;
  emotion: Emotion;
}

/** Intents whose reply should not wander off into a follow-up question or a joke opener. */
const FOCUSED = new Set(['goodbye', 'insult', 'sad', 'recall', 'danger']);
/** The share of words a message must share with an example line of the card to be answered as the example is. */
const SAME_WORDS = 0.6;
/** Sentences in a reply, beside its action (the offline engine's share of the ~120-word limit). */
const MAX_SENTENCES = 3;

function slotsFor({ voice, reading, memory, rng }: ComposeInput): Slots {
  const others = voice.nouns.filter((n) => n.head !== voice.place?.head).slice(0, 4);
  const top = others.length > 0 ? others : voice.nouns.slice(0, 1);
  const noun = top.length > 0 ? rng.pick(top) : undefined;
  const other = top.filter((n) => n !== noun);
  return {
    ...memory.slots,
    user: memory.knowsName ? memory.userName : undefined,
    char: voice.firstName,
    noun: noun && sayPhrase(noun),
    noun2: other.length > 0 ? sayPhrase(rng.pick(other)) : undefined,
    place: voice.place && sayPhrase(voice.place),
    topic: reading.topic && sayPhrase(reading.topic),
    mention: reading.mentions[0] && sayPhrase(reading.mentions[0]),
    echo: reading.echo,
    intro: voice.selfIntro,
    when: reading.when ?? 'tonight',
    love: voice.pastimes.love,
    activity: voice.pastimes.activity,
  };
}

/** The card's own answer to a line like the user's, when the example dialogue has one close enough. */
function borrowed(input: ComposeInput, slots: Slots): { text: string; emotion?: Emotion } | undefined {
  const { voice, reading, recent } = input;
  const generic = reading.primary === 'statement' || reading.primary === 'question' || reading.primary === 'mention';
  const words = new Set(tokens(reading.text));
  const scored = voice.exchanges.map((exchange) => {
    const shared = new Set(reading.stems.filter((s) => exchange.stems.has(s))).size;
    const sameIntent = !generic && exchange.primary === reading.primary;
    // Nearly the example's own words ("You're actually really good at this.") is the example, however few of them carry a topic.
    const theirs = new Set(tokens(exchange.user));
    const alike = [...words].filter((w) => theirs.has(w)).length / Math.max(words.size, theirs.size, 1) >= SAME_WORDS;
    return { score: alike ? 3 : shared + (sameIntent ? 1 : 0), line: exchange.char };
  });
  const best = scored.filter((s) => s.score >= 2).sort((a, b) => b.score - a.score)[0];
  if (!best) return undefined;
  const text = capitalise(best.line.replace(/\{\{\s*user\s*\}\}/gi, slots.user ?? 'you').replace(/\{\{\s*char\s*\}\}/gi, voice.firstName));
  if (recent.some((said) => said.includes(text))) return undefined;
  const emotion = voice.actions.find((a) => best.line.includes(a.text) && a.emotion !== 'neutral')?.emotion;
  return { text, emotion };
}

/** Things the user told about themselves in this message, the name first: a reply acknowledges the first two. */
const told = (reading: MessageReading) =>
  reading.facts
    .filter((f) => f.kind !== 'feeling')
    .sort((a, b) => Number(b.kind === 'name') - Number(a.kind === 'name'))
    .filter((f, i, all) => all.findIndex((g) => g.kind === f.kind) === i)
    .slice(0, 2);

function coreLine(input: ComposeInput, slots: Slots): string {
  const { voice, reading, rng, recent } = input;
  const pick = (lines: Parameters<typeof pickLine>[0]) => pickLine(lines, voice.tone, rng, slots, recent) ?? pickLine(lines, voice.tone, rng, slots);
  const line = (() => {
    switch (reading.primary) {
      case 'recall':
        return pick(RECALL_LINES[reading.recall ?? 'any']) ?? pick(FORGOTTEN_LINES);
      case 'self-fact': {
        const lines = told(reading).map((f) => pick(FACT_LINES[f.kind]));
        return lines.every(Boolean) && lines.length > 0 ? lines.join(' ') : undefined;
      }
      case 'question': {
        const kind = reading.question === 'yes-no' && !reading.echo ? 'other' : (reading.question ?? 'other');
        return pick(QUESTION_LINES[kind]) ?? (kind === 'unknown' ? undefined : pick(QUESTION_LINES.other));
      }
      case 'mention':
        return pick(MENTION_LINES);
      case 'statement':
        return undefined;
      default:
        return pick(FEELING_LINES[reading.primary]);
    }
  })();
  return line ?? pick(STATEMENT_LINES) ?? 'I see. And then what?';
}

/** "O-of course": how a character who stammers on the card sounds when flustered. */
const stammer = (text: string) => text.replace(/^(\p{L})(\p{L})/u, (_, first: string, second: string) => `${first}-${first.toLowerCase()}${second}`);

/** Whether the reply uses the card's own world: one of its things or one of its own actions. */
function soundsLikeCard(text: string, voice: CardVoice): boolean {
  const heads = new Set([...voice.nouns, ...voice.props].map((n) => n.head));
  return tokens(text).some((w) => heads.has(stem(w))) || voice.actions.some((a) => text.includes(a.text));
}

/** Only the lines that bring in one of the card's things. */
const namingThings = (lines: ToneLines): ToneLines =>
  Object.fromEntries(Object.entries(lines).map(([tone, list]) => [tone, list.filter((l) => l.includes('{noun}') || l.includes('{place}'))]));

/** One reply: the core answer, with the card's action, interjection, greeting and a follow-up around it. */
export function composeReply(input: ComposeInput): Composed {
  const { voice, reading, rng, recent, knows } = input;
  const slots = slotsFor(input);
  const borrow = knows ? undefined : borrowed(input, slots);
  const emotion = borrow?.emotion ?? (knows ? 'neutral' : chooseEmotion(reading, voice.tone));
  let core = knows ?? borrow?.text ?? coreLine(input, slots);
  if (voice.stammers && (emotion === 'embarrassment' || emotion === 'nervousness') && !/^\p{L}-/u.test(core) && rng.chance(0.5)) core = stammer(core);
  const named = slots.user !== undefined && core.includes(slots.user);
  const opener = reading.intents.includes('greeting') && reading.primary !== 'greeting' ? pickLine(GREETING_OPENERS, voice.tone, rng, named ? { ...slots, user: undefined } : slots) : undefined;
  const answered = borrow !== undefined || knows !== undefined;
  if (!answered && voice.interjections.length > 0 && !FOCUSED.has(reading.primary) && rng.chance(0.25)) {
    const interjection = rng.pick(voice.interjections);
    const word = interjection.replace(/\W+$/, '').toLowerCase();
    const said = [opener ?? '', core, recent.at(-1) ?? ''].some((text) => text.toLowerCase().includes(word));
    if (!said) core = `${interjection} ${core}`;
  }
  const mayFollow = !answered && !FOCUSED.has(reading.primary) && reading.primary !== 'self-fact' && sentenceCount(core) + (opener ? 1 : 0) < MAX_SENTENCES;
  let followUp: string | undefined;
  if (mayFollow && rng.chance(0.5)) {
    followUp = (rng.chance(0.35) ? pickLine(MEMORY_FOLLOW_UPS, voice.tone, rng, slots, recent) : undefined) ?? pickLine(FOLLOW_UPS, voice.tone, rng, slots, recent);
  }
  const speak = () => [opener, core, followUp].filter(Boolean).join(' ');
  if (mayFollow && !followUp && !soundsLikeCard(speak(), voice) && rng.chance(0.5)) followUp = pickLine(namingThings(FOLLOW_UPS), voice.tone, rng, slots, recent);
  const wantsAction = !core.includes('*') && rng.chance(0.45);
  const needsThing = !soundsLikeCard(speak(), voice);
  const action = wantsAction || needsThing ? pickAction(voice, emotion, rng, { opening: reading.primary === 'greeting', needsThing, avoid: recent }) : undefined;
  return { text: wellFormed([core], [action, opener, followUp]), emotion };
}

/**
 * The reply in order (action, opener, core, follow-up), keeping only the parts that read as whole sentences: an
 * extra that would break the reply is dropped rather than sent; the core stays (the grammar tests hold it).
 */
function wellFormed([core]: [string], [action, opener, followUp]: (string | undefined)[]): string {
  const join = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  let parts = [action, opener, core, followUp];
  for (const extra of [followUp, opener, action]) {
    if (grammarProblems(join(parts)).length === 0) break;
    parts = parts.filter((p) => p !== extra);
  }
  return join(parts);
}
