import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lorebookSchema } from '@/lib/contracts/character-card';
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { selectLoreEntries } from '@/server/domains/cards/select-lore-entries';
import type { ChatRequest, ChatTurn, PersonaCard, ReplyResult, UserFact } from '@/server/providers/llm/chat-model';
import { extractFacts, mergeFacts } from '@/server/providers/llm/user-facts';

/** What a reply to a turn must do: the kind of answer, checked by the words such an answer uses. */
export const EXPECTATIONS = ['greeting', 'acknowledge', 'pastime', 'plan', 'self', 'feeling', 'recall', 'example', 'lore', 'comfort', 'deflect', 'thanks', 'goodbye'] as const;

const conversationSchema = z.object({
  character: z.string(),
  /** Words of the character's trade and setting: most replies use one. */
  world: z.string(),
  lorebook: lorebookSchema.optional(),
  turns: z.array(z.object({ user: z.string(), expect: z.enum(EXPECTATIONS), mentions: z.array(z.string()).optional() })).min(1),
});
export type Conversation = z.infer<typeof conversationSchema> & { role: PersonaCard };

/** The conversation set of the offline engine (server/providers/llm/persona/conversations), each on a starter character. */
export function loadConversations(): Conversation[] {
  const dir = path.join(process.cwd(), 'server/providers/llm/persona/conversations');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = conversationSchema.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
      const index = STARTER_ROLES.findIndex((r) => r.name === parsed.character);
      if (index < 0) throw new Error(`${file}: no starter character is called ${parsed.character}`);
      const { name, gender, intro, greeting, personality, scenario, exampleDialogue, tags } = STARTER_ROLES[index]!;
      return { ...parsed, role: { roleId: index + 1, name, gender, intro, greeting, personality, scenario, exampleDialogue, tags, lorebook: parsed.lorebook ?? null } };
    });
}

export interface PlayedTurn {
  user: string;
  reply: ReplyResult;
  facts: readonly UserFact[];
}

/**
 * Plays a conversation as the chat does: a window of recent turns, the facts the user told merged after each of
 * their messages, and the lorebook entries the recent turns name.
 */
export async function playConversation(conversation: Conversation, seed: number, reply: (request: ChatRequest) => Promise<ReplyResult>): Promise<PlayedTurn[]> {
  const history: ChatTurn[] = [{ speaker: 'character', text: conversation.role.greeting }];
  let facts: UserFact[] = [];
  const played: PlayedTurn[] = [];
  for (const turn of conversation.turns) {
    history.push({ speaker: 'user', text: turn.user });
    const window = history.slice(-16);
    const lore = conversation.role.lorebook ? selectLoreEntries(conversation.role.lorebook, window.map((t) => t.text)) : undefined;
    const result = await reply({ role: conversation.role, partner: { name: '' }, summary: '', facts, history: window, lang: 'en-US', seed, ...(lore ? { lore } : {}) });
    facts = mergeFacts(facts, extractFacts(turn.user));
    history.push({ speaker: 'character', text: result.text });
    played.push({ user: turn.user, reply: result, facts });
  }
  return played;
}
