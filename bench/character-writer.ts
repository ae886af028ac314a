// Character writer: time to write one card offline (getAiSuggestion without a model), against the offline persona
// engine's reply to one chat message, measured in the same run. Both are the offline writers of this server, built
// from phrase banks; a card is about ten texts, a reply one, so the ratio says what a card costs in replies.
import thrain from '@/server/domains/catalogue/starter-data/roles/thrain-ironbrow.json';
import type { ChatRequest } from '@/server/providers/llm/chat-model';
import { PersonaEngine } from '@/server/providers/llm/persona/persona-engine';
import { writeOffline } from '@/server/providers/character-writer/offline-writer';
import { percentile } from './lib';

const WORDS = [
  'grumpy dwarf blacksmith who secretly writes poetry',
  'shy vampire librarian',
  'cheerful pirate captain who loves cats',
  'bibliothécaire vampire timide',
  '無愛想なドワーフの鍛冶屋',
  'ein sarkastischer Hacker',
  'una bruja misteriosa',
  'cold android detective in a cyberpunk city',
  'cheerful space mechanic who is afraid of the dark',
  'une vieille boulangère qui a peur des chiens',
];
const LOCALES = ['en-US', 'en-US', 'en-US', 'fr-FR', 'ja-JP', 'de-DE', 'es-ES', 'en-US', 'en-US', 'fr-FR'];
const ROUNDS = Number(process.env.BENCH_WRITER_ROUNDS ?? 200);
const MESSAGES = ['Can you make me a sword?', 'What are you working on today?', 'I brought you some ale.', 'Tell me about your grandmother.'];

function timeMs(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

async function replyMs(engine: PersonaEngine, message: string, seed: number): Promise<number> {
  const request: ChatRequest = {
    role: { roleId: 1, name: thrain.name, gender: thrain.gender, intro: thrain.intro, greeting: thrain.greeting, personality: thrain.personality, scenario: thrain.scenario, exampleDialogue: thrain.exampleDialogue.join('\n'), tags: thrain.tags },
    partner: { name: 'Sam' },
    summary: '',
    facts: [],
    history: [{ speaker: 'user', text: message }],
    lang: 'en-US',
    seed,
  };
  const started = performance.now();
  const reply = engine.reply(request, new AbortController().signal);
  for (let step = await reply.next(); !step.done; step = await reply.next());
  return performance.now() - started;
}

export async function benchCharacterWriter(): Promise<string[]> {
  const engine = new PersonaEngine();
  // Warm both up so the figures are of steady running, not of first compilation.
  for (let i = 0; i < 20; i++) {
    writeOffline({ words: `${WORDS[i % WORDS.length]} ${i}`, locale: LOCALES[i % LOCALES.length] });
    await replyMs(engine, MESSAGES[i % MESSAGES.length]!, i);
  }
  const cards: number[] = [];
  const replies: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const i = round % WORDS.length;
    // A different seed every round: the writer must not answer from anything it kept.
    cards.push(timeMs(() => writeOffline({ words: WORDS[i]!, locale: LOCALES[i], name: `Bench ${round}` })));
    replies.push(await replyMs(engine, MESSAGES[round % MESSAGES.length]!, round));
  }
  const [cardP50, cardP99, replyP50, replyP99] = [percentile(cards, 50), percentile(cards, 99), percentile(replies, 50), percentile(replies, 99)];
  return [
    '| figure | card (offline writer) | reply (persona engine, peer) | card / reply |',
    '| --- | --- | --- | --- |',
    `| p50 | ${cardP50.toFixed(2)} ms | ${replyP50.toFixed(2)} ms | ${(cardP50 / replyP50).toFixed(2)}× |`,
    `| p99 | ${cardP99.toFixed(2)} ms | ${replyP99.toFixed(2)} ms | ${(cardP99 / replyP99).toFixed(2)}× |`,
    '',
    `${ROUNDS} cards over ${WORDS.length} word sets in 5 languages (each card with its look), in turns with ${ROUNDS} replies to one message on the Thrain Ironbrow starter card.`,
  ];
}
