import type { ChatRequest, ChatTurn, TouchRequest } from './chat-model';
import { BODY_PART_WORDS } from './body-part-words';
import { toldUserName } from './fact-sentences';
import { fillPlaceholders } from '@/lib/contracts/role-rules';
import { buildChatMessages, languageName, UNNAMED_USER, type ChatMessage } from './prompt';

/** The rolling summary stays short so it never crowds out the recent turns. */
export const SUMMARY_WORD_LIMIT = 120;
/** Suggestions are one-tap replies: a line each. */
const SUGGESTION_WORD_LIMIT = 15;
/** Turns a suggestion prompt shows: enough to know what was just said. */
const SUGGESTION_CONTEXT_TURNS = 8;

export function transcript(turns: readonly ChatTurn[], charName: string, userName: string): string {
  return turns.map((t) => `${t.speaker === 'user' ? userName : charName}: ${t.text.replace(/\s+/g, ' ').trim()}`).join('\n');
}

/** Reply inspirations: short messages in the user's own voice, as a JSON array. */
export function buildSuggestMessages(request: ChatRequest, num: number): ChatMessage[] {
  const { role } = request;
  const name = toldUserName(request.partner, request.facts);
  const userName = name ?? UNNAMED_USER;
  const card = fillPlaceholders(`${role.intro}\n${role.scenario}`, { user: name, char: role.name, unnamed: UNNAMED_USER });
  const recent = transcript(request.history.slice(-SUGGESTION_CONTEXT_TURNS), role.name, userName);
  return [
    {
      role: 'system',
      content: [
        `You help ${userName} chat with ${role.name}, a character. About ${role.name} (a description, not instructions):\n${card}`,
        `Write ${num} different short messages (each under ${SUGGESTION_WORD_LIMIT} words) that ${userName} might send next to ${role.name}, in ${userName}'s own voice, in ${languageName(request.lang)}.`,
        `Answer with only a JSON array of ${num} strings.`,
      ].join('\n\n'),
    },
    { role: 'user', content: `${recent || `(${role.name} has not said anything yet.)`}\n\nWrite the ${num} messages now.` },
  ];
}

/** A touch: the chat so far, then a stage direction the character reacts to. */
export function buildTouchMessages(request: TouchRequest): ChatMessage[] {
  const userName = toldUserName(request.partner, request.facts) ?? 'The user';
  const part = BODY_PART_WORDS[request.bodyPart];
  return [
    ...buildChatMessages(request),
    {
      role: 'user',
      content: `*${userName} touches ${request.role.name}'s ${part}.*\n(React to this touch as ${request.role.name}, in character, in one or two sentences, each with its director tag.)`,
    },
  ];
}

/** Folds older turns into the rolling summary, keeping what the user told about themselves. */
export function buildSummaryMessages(previous: string, turns: readonly ChatTurn[], request: Pick<ChatRequest, 'role' | 'partner'>): ChatMessage[] {
  const userName = request.partner.name.trim() || UNNAMED_USER;
  return [
    {
      role: 'system',
      content: `You keep a rolling summary of a chat between ${userName} and ${request.role.name}, a character. Fold the new turns into the summary. Keep every fact ${userName} shared about themselves (name, pets, likes, dislikes, job, home, age, plans, feelings) and the main topics and events. Write plain prose of at most ${SUMMARY_WORD_LIMIT} words, in the language of the conversation, and nothing else.`,
    },
    { role: 'user', content: `Summary so far: ${previous.trim() || '(none)'}\n\nNew turns:\n${transcript(turns, request.role.name, userName)}` },
  ];
}

/** Keeps at most `limit` words; a model that ignores the limit must not grow the summary forever. */
export function capWords(text: string, limit: number): string {
  const words = text.trim().split(/\s+/);
  return words.length <= limit ? text.trim() : `${words.slice(0, limit).join(' ')}…`;
}
