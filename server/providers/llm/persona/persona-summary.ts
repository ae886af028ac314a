import type { ChatPartner, ChatTurn } from '../chat-model';
import { describeFact } from '../fact-sentences';
import { nounPhrases } from './noun-phrases';
import { SUMMARY_WORD_LIMIT } from '../task-prompts';
import { extractFacts } from '../user-facts';

const TOPICS_START = 'They talked about ';
/** Topics the summary keeps: the newest few are what the next turns build on. */
const MAX_TOPICS = 6;

const list = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const words = (sentences: readonly string[]) => sentences.join(' ').split(/\s+/).filter(Boolean).length;

/**
 * The offline rolling summary, by extraction rather than writing: what the user said about
 * themselves, as sentences, and what the chat was about, as a list of its topics.
 */
export function summarizeOffline(previous: string, turns: readonly ChatTurn[], partner: ChatPartner): string {
  const facts = turns.filter((t) => t.speaker === 'user').flatMap((t) => extractFacts(t.text));
  const name = facts.findLast((f) => f.kind === 'name')?.value ?? (partner.name.trim() || 'The user');
  const earlier = previous.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean);
  const oldTopics = earlier.filter((s) => s.startsWith(TOPICS_START)).flatMap((s) => s.slice(TOPICS_START.length, -1).split(/, | and /));
  const kept = earlier.filter((s) => !s.startsWith(TOPICS_START) && !(facts.some((f) => f.kind === 'name') && / name is /.test(s)));
  const fresh = facts.map((f) => describeFact(f, name)).filter((s) => !kept.includes(s));
  const counts = new Map<string, number>();
  for (const turn of turns) {
    for (const phrase of nounPhrases(turn.text, { voice: 'user' })) counts.set(phrase.text.toLowerCase(), (counts.get(phrase.text.toLowerCase()) ?? 0) + 1);
  }
  const told = facts.map((f) => f.value.toLowerCase());
  const newTopics = [...counts.entries()].filter(([topic]) => !told.includes(topic)).sort((a, b) => b[1] - a[1]).map(([topic]) => topic);
  const topics = [...new Set([...newTopics, ...oldTopics])].slice(0, MAX_TOPICS);
  const sentences = [...new Set([...kept, ...fresh])];
  const topicSentence = topics.length > 0 ? `${TOPICS_START}${list(topics)}.` : undefined;
  while (sentences.length > 0 && words(sentences) + (topicSentence ? words([topicSentence]) : 0) > SUMMARY_WORD_LIMIT) sentences.shift();
  return [...sentences, topicSentence].filter(Boolean).join(' ');
}
