// Offline replies: the persona engine's whole reply to each turn of its conversation set, against the same turns
// through the OpenAI-compatible client to the local stand-in (no delay), measured in turns in the same run. The
// peer is the least a reply costs when a model is connected: prompt, HTTP round trip, stream and emotion tag.
import type { ChatModel, ChatRequest, ReplyResult } from '@/server/providers/llm/chat-model';
import { OpenAiChatModel } from '@/server/providers/llm/openai/openai-chat-model';
import { PersonaEngine } from '@/server/providers/llm/persona/persona-engine';
import { startLlmStandIn } from '@/server/test/llm-stand-in';
import { loadConversations, playConversation } from '@/server/test/persona-conversations';
import { percentile } from './lib';

const SEEDS = Number(process.env.BENCH_PERSONA_SEEDS ?? 20);

/** Times every reply of a played conversation; the reply is streamed to its end, as the chat takes it. */
function timed(model: ChatModel, times: number[]) {
  return async (request: ChatRequest): Promise<ReplyResult> => {
    const started = performance.now();
    const reply = model.reply(request, new AbortController().signal);
    let step = await reply.next();
    while (!step.done) step = await reply.next();
    times.push(performance.now() - started);
    return step.value;
  };
}

export async function benchPersonaReply(): Promise<string[]> {
  const conversations = loadConversations();
  const standIn = await startLlmStandIn();
  try {
    const engine = new PersonaEngine();
    const remote = new OpenAiChatModel({ baseUrl: standIn.url, apiKey: 'sk-bench', model: 'stand-in', timeoutMs: 10_000, retryDelayMs: 1 });
    // Warm both up so the figures are of steady running, not of first compilation.
    for (const conversation of conversations) {
      await playConversation(conversation, 0, timed(engine, []));
      await playConversation(conversation, 0, timed(remote, []));
    }
    const offline: number[] = [];
    const peer: number[] = [];
    for (let seed = 1; seed <= SEEDS; seed++) {
      for (const conversation of conversations) {
        await playConversation(conversation, seed, timed(engine, offline));
        await playConversation(conversation, seed, timed(remote, peer));
      }
    }
    const [p50, p99, peer50, peer99] = [percentile(offline, 50), percentile(offline, 99), percentile(peer, 50), percentile(peer, 99)];
    return [
      '| figure | offline reply (persona engine) | stand-in reply (peer) | offline / peer |',
      '| --- | --- | --- | --- |',
      `| p50 | ${p50.toFixed(2)} ms | ${peer50.toFixed(2)} ms | ${(p50 / peer50).toFixed(2)}× |`,
      `| p99 | ${p99.toFixed(2)} ms | ${peer99.toFixed(2)} ms | ${(p99 / peer99).toFixed(2)}× |`,
      '',
      `${offline.length} turns each: ${conversations.length} conversations of the set × ${SEEDS} seeds, history, facts and lorebook as the chat passes them.`,
    ];
  } finally {
    await standIn.stop();
  }
}
