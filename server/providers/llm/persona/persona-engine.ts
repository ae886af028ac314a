import { fillPlaceholders } from '@/lib/contracts/role-rules';
import { createRandom, hashString } from '@/lib/seeded-random';
import type { LoreEntry } from '@/lib/contracts/character-card';
import { OFFLINE_REPLY_MODEL } from '@/lib/contracts/chat-codes';
import { ChatModelError, type ChatModel, type ChatRequest, type ChatTurn, type PersonaCard, type PlotScene, type ReplyResult, type TouchRequest } from '../chat-model';
import { readCardVoice } from './card-voice';
import { readMessage } from './message-reading';
import { timelineOfParts } from '../director/sentence-timeline';
import { motionForEmotion } from '../motion-for-emotion';
import { composeReply } from './persona-compose';
import { readMemory } from './persona-memory';
import { summarizeOffline } from './persona-summary';
import { suggestReplies } from './persona-suggest';
import { reactToTouch } from './persona-touch';
import { mergeFacts } from '../user-facts';
import { plotLine } from './plot-lines';
import { grammarProblems } from './reply-grammar';

/** The `model` a reply of the offline engine carries (`llmModel`): the chat shows such replies as offline. */
export const PERSONA_ENGINE_MODEL = OFFLINE_REPLY_MODEL;
/** Rerolls before giving up on wording that differs from the last reply. */
const MAX_REROLLS = 8;

/**
 * The seed and where the chat stands: the history is a window of recent turns, so its length alone
 * stops changing once the window is full; its last turns tell one turn from the next.
 */
const turnKey = (request: ChatRequest) => `${request.seed}:${request.history.length}:${hashString(request.history.slice(-2).map((t) => t.text).join('\n'))}`;

const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The offline default chat model (DESIGN §5.1), used when no endpoint is configured. It is not a
 * language model: it reads what the user's message asks or tells (a greeting, a question about the character,
 * their pastimes or plans, a question about the user's own facts, a fact about themselves, thanks, goodbye, a
 * question nobody there could answer) and answers that, from the role's own card (its example exchanges,
 * lorebook, actions, loves and talking points) and what the user told it, with a tone read from the
 * personality. Replies are whole templates whose slots are typed and checked (line-slots.ts), and a part that
 * would not read as whole sentences (reply-grammar.ts) is dropped rather than sent. It writes English whatever
 * the user's language. Wording varies with `seed` and the turn count and is deterministic for the same request,
 * so tests can assert on it; the conversation set in `conversations/` holds it to answering in character.
 */
export class PersonaEngine implements ChatModel {
  readonly name = PERSONA_ENGINE_MODEL;

  async *reply(request: ChatRequest, signal: AbortSignal): AsyncGenerator<string, ReplyResult, void> {
    const result = writeReply(request);
    for (const piece of result.text.match(/\S+\s*/g) ?? []) {
      if (signal.aborted) throw new ChatModelError('aborted', 'the chat was left');
      yield piece;
    }
    return result;
  }

  async suggest(request: ChatRequest, num: number, signal: AbortSignal): Promise<string[]> {
    if (signal.aborted) throw new ChatModelError('aborted', 'the chat was left');
    const memory = readMemory(request.partner, request.facts);
    const rng = createRandom(turnKey(request), 'persona-suggest');
    return suggestReplies(readCardVoice(request.role), request.history, memory.slots, memory.userName, num, rng);
  }

  async touch(request: TouchRequest, signal: AbortSignal): Promise<ReplyResult> {
    if (signal.aborted) throw new ChatModelError('aborted', 'the chat was left');
    const memory = readMemory(request.partner, request.facts);
    const rng = createRandom(`${turnKey(request)}:${request.bodyPart}`, 'persona-touch');
    const touched = reactToTouch(readCardVoice(request.role), request.bodyPart, memory.knowsName ? memory.userName : undefined, rng);
    const { text, timeline } = timelineOfParts([{ text: touched.text, cues: { emotion: touched.emotion } }]);
    return { text, emotion: touched.emotion, motion: motionForEmotion(touched.emotion), timeline, model: PERSONA_ENGINE_MODEL };
  }

  async summarize(previous: string, turns: ChatTurn[], request: Pick<ChatRequest, 'role' | 'partner'>, signal: AbortSignal): Promise<string> {
    if (signal.aborted) throw new ChatModelError('aborted', 'the chat was left');
    return summarizeOffline(previous, turns, request.partner);
  }
}

/** The whole reply at once; `reply` streams it word by word. */
export function writeReply(request: ChatRequest): ReplyResult {
  const voice = readCardVoice(request.plot ? plotCard(request.role, request.plot) : request.role);
  const last = request.history.at(-1);
  const userText = last?.speaker === 'user' ? last.text : '';
  const reading = readMessage(userText, voice);
  const memory = readMemory(request.partner, mergeFacts(request.facts, reading.facts), request.summary);
  const recent = request.history.filter((t) => t.speaker === 'character').slice(-3).map((t) => t.text);
  const previous = normal(recent.at(-1) ?? '');
  const asked = loreAsked(request, userText);
  const knows = asked ? loreLine(request, recent, asked) : undefined;
  const compose = (attempt: number) => composeReply({ voice, reading, memory, recent, knows, rng: createRandom(`${turnKey(request)}:${attempt}`, 'persona-reply') });
  // Never the last reply again, nor the user's own words, nor (a rephrase) the wording being replaced.
  const taken = [previous, normal(userText), normal(request.replacing ?? '')].filter(Boolean);
  let composed = compose(0);
  for (let attempt = 1; attempt <= MAX_REROLLS && taken.includes(normal(composed.text)); attempt++) composed = compose(attempt);
  if (taken.includes(normal(composed.text))) composed = { ...composed, text: `${composed.text} ...Well. You heard me.` };
  const found = knows ? undefined : loreLine(request, recent);
  const scene = plotLine(request, composed.text, recent, memory.knowsName ? memory.userName : undefined);
  // What the chat named and the plot's scene follow the answer, each only when it reads as whole sentences; what
  // the lorebook says is recalled (a look up), the scene goes on in the reply's feeling.
  const whole = (extra: string | undefined) => (extra && grammarProblems(extra).length === 0 ? extra : '');
  const { text, timeline } = timelineOfParts([{ text: composed.text, cues: { emotion: composed.emotion } }, { text: whole(found), cues: { gaze: 'up' } }, { text: whole(scene) }]);
  return { text, emotion: composed.emotion, motion: motionForEmotion(composed.emotion), timeline, model: PERSONA_ENGINE_MODEL };
}

/** Plot cards made, by card and plot text: every reply of a plot reads the same one. */
const plotCards = new WeakMap<PersonaCard, Map<string, PersonaCard>>();

/**
 * The card as a plot plays it: the plot's scene stands in for the scenario (where the things and the place of the
 * replies come from), and its dialogue example comes before the card's, so a line like the user's is answered as
 * the scene's author wrote it.
 */
export function plotCard(role: PersonaCard, plot: PlotScene): PersonaCard {
  let made = plotCards.get(role);
  if (!made) plotCards.set(role, (made = new Map()));
  const key = `${plot.scene}\u0000${plot.dialogueExample}`;
  let card = made.get(key);
  if (!card) {
    card = { ...role, scenario: plot.scene, exampleDialogue: [plot.dialogueExample, role.exampleDialogue].filter((t) => t.trim()).join('\n') };
    if (made.size >= 32) made.clear();
    made.set(key, card);
  }
  return card;
}

/** A lorebook entry in the character's own mouth: "Ryuji's old rival… owes Ryuji money" → "my old rival… owes me money". */
function ownWords(text: string, firstName: string): string {
  if (!firstName) return text;
  const name = firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(^|[.!?]\\s+)${name}'s\\b`, 'g'), '$1My').replace(new RegExp(`\\b${name}'s\\b`, 'g'), 'my').replace(new RegExp(`(?<=\\S )${name}\\b`, 'g'), 'me');
}

/** The lorebook entry whose key the user's message names ("Who is Kenji?"): its text is the answer. */
function loreAsked(request: ChatRequest, userText: string): LoreEntry | undefined {
  const words = ` ${userText.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return request.lore?.find((e) => e.enabled && !e.constant && e.keys.some((key) => key.trim() && words.includes(` ${key.toLowerCase().trim()} `)));
}

/** A lorebook entry's opening is a sentence or two; longer ones are cut at a sentence end near this. */
const LORE_LINE_CHARS = 240;

/**
 * What the character knows of the thing the chat just named: the opening of the first lorebook entry the recent
 * turns matched (constant entries are background, not news), unless a recent reply already said it.
 */
export function loreLine(request: ChatRequest, recentReplies: readonly string[], asked?: LoreEntry): string | undefined {
  const entry = asked ?? request.lore?.find((e) => !e.constant);
  if (!entry) return undefined;
  const memory = readMemory(request.partner, request.facts);
  const text = fillPlaceholders(entry.content, { user: memory.knowsName ? memory.userName : null, char: request.role.name }).replace(/\s+/g, ' ').trim();
  const sentences = text.match(/[^.!?]+[.!?]+["')\]]*\s*/g) ?? [text];
  let line = '';
  for (const sentence of sentences) {
    if (line && line.length + sentence.length > LORE_LINE_CHARS) break;
    line += sentence;
  }
  line = ownWords((line || text).slice(0, LORE_LINE_CHARS * 2).trim(), request.role.name.trim().split(/\s+/)[0] ?? '');
  return line && !recentReplies.some((reply) => reply.includes(line)) ? line : undefined;
}
