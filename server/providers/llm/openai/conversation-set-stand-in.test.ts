import { EMOTIONS, MotionType } from '@/lib/contracts/chat';
import { startLlmStandIn, type LlmStandIn } from '@/server/test/llm-stand-in';
import { loadConversations, playConversation } from '@/server/test/persona-conversations';
import type { ChatRequest, ReplyResult } from '../chat-model';
import { OpenAiChatModel } from './openai-chat-model';

let standIn: LlmStandIn;
beforeAll(async () => {
  standIn = await startLlmStandIn();
});
afterAll(() => standIn.stop());

/** The streamed pieces and the finished reply of one turn. */
async function streamed(model: OpenAiChatModel, request: ChatRequest): Promise<{ pieces: string[]; result: ReplyResult }> {
  const generator = model.reply(request, new AbortController().signal);
  const pieces: string[] = [];
  for (let next = await generator.next(); ; next = await generator.next()) {
    if (next.done) return { pieces, result: next.value };
    pieces.push(next.value);
  }
}

describe('the conversation set against an OpenAI-compatible model', () => {
  it.each(loadConversations().map((c) => [c.character, c] as const))('gets a whole reply to every turn as %s, its emotion read and no tag shown', async (_, conversation) => {
    const model = new OpenAiChatModel({ baseUrl: standIn.url, apiKey: 'sk-test', model: 'stand-in-model', timeoutMs: 5000, retryDelayMs: 1 });
    const asked = standIn.prompts.length;
    const played = await playConversation(conversation, 1, async (request) => {
      const { pieces, result } = await streamed(model, request);
      expect(pieces.join('').trim()).toBe(result.text);
      return result;
    });
    expect(played).toHaveLength(conversation.turns.length);
    for (const { reply } of played) {
      expect(reply.text.trim().length).toBeGreaterThan(0);
      expect(reply.text).not.toMatch(/\[\s*emotion|\[\/?[a-z]+:|<\/?[a-z]/i);
      expect(reply.emotion).toBe('joy');
      expect(EMOTIONS).toContain(reply.emotion);
      expect(reply.motion in MotionType).toBe(true);
      expect(reply.model).toBe('stand-in-model');
    }
    // Every turn reached the model with the user's words last.
    const prompts = standIn.prompts.slice(asked);
    expect(prompts.map((messages) => messages.findLast((m) => m.role === 'user')?.content)).toEqual(conversation.turns.map((t) => expect.stringContaining(t.user)));
  });
});
