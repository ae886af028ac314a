import type { ChatMemoryView, FactDeleteInput, FactEditInput } from '@/lib/contracts/memory';
import type { SessionUser } from '@/server/domains/users/session-user';
import { notFound } from '@/server/errors';
import type { ChatMemory } from './chat-memory';
import { topicOf, type ChatRoles } from './chat-roles';
import { TURN_TYPES } from './conversation-context';
import { factsEdited, factsWithout, forgottenAfter, summaryWithout } from './memory-edits';
import type { MemoryRepository } from './memory-repository';
import type { Topic } from './message-repository';

/** What a character remembers about the user, as the user sees it. */
const viewOf = (roleId: number, memory: ChatMemory): ChatMemoryView => ({
  roleId,
  facts: memory.facts.map(({ kind, value }) => ({ kind, value })),
  summary: memory.summary,
});

/**
 * The user's own view of what a character remembers about them, and their edits to it: a fact changed or
 * deleted, the summary rewritten or cleared, everything forgotten. Each is a user's edit of their own memory with a
 * character they may chat with; from then on no prompt carries what was removed.
 */
export class ChatMemoryService {
  constructor(
    private readonly deps: {
      roles: ChatRoles;
      memory: MemoryRepository;
      /** Drops what this instance kept of the conversation, so no reply is asked ahead from the memory before the edit. */
      edited: (topic: Topic) => void;
    },
  ) {}

  async get(user: SessionUser, roleId: number): Promise<ChatMemoryView> {
    await this.deps.roles.roleFor(user, roleId);
    return viewOf(roleId, await this.deps.memory.get(user.userId, roleId));
  }

  /**
   * The fact is gone, and so are the summary's sentences that say it; the recent turns that said it stay in the history
   * the user reads, but no prompt carries their sentences that say it.
   */
  async deleteFact(user: SessionUser, { roleId, kind, value }: FactDeleteInput): Promise<ChatMemoryView> {
    await this.deps.roles.roleFor(user, roleId);
    const newest = await this.deps.memory.newestTurn(topicOf(user, roleId), TURN_TYPES);
    const edited = await this.deps.memory.edit(user.userId, roleId, (memory) => {
      const facts = factsWithout(memory.facts, kind, value);
      return facts && { facts, summary: summaryWithout(memory.summary, value), forgotten: forgottenAfter(memory.forgotten, value, newest, memory.summarizedThrough) };
    });
    if (!edited) throw notFound('Fact');
    this.deps.edited(topicOf(user, roleId));
    return viewOf(roleId, edited);
  }

  /** The fact says `newValue`; the summary's sentences that name the old value are gone. */
  async editFact(user: SessionUser, { roleId, kind, value, newValue }: FactEditInput): Promise<ChatMemoryView> {
    await this.deps.roles.roleFor(user, roleId);
    const newest = value === newValue ? null : await this.deps.memory.newestTurn(topicOf(user, roleId), TURN_TYPES);
    const edited = await this.deps.memory.edit(user.userId, roleId, (memory) => {
      const facts = factsEdited(memory.facts, kind, value, newValue);
      if (!facts) return undefined;
      if (value === newValue) return { facts };
      return { facts, summary: summaryWithout(memory.summary, value), forgotten: forgottenAfter(memory.forgotten, value, newest, memory.summarizedThrough) };
    });
    if (!edited) throw notFound('Fact');
    this.deps.edited(topicOf(user, roleId));
    return viewOf(roleId, edited);
  }

  /** The summary is what the user wrote; empty clears it. */
  async saveSummary(user: SessionUser, roleId: number, summary: string): Promise<ChatMemoryView> {
    await this.deps.roles.roleFor(user, roleId);
    const edited = await this.deps.memory.edit(user.userId, roleId, () => ({ summary }));
    this.deps.edited(topicOf(user, roleId));
    return viewOf(roleId, edited!);
  }

  /** Nothing is remembered: no fact, no summary, and none of the turns said so far reaches a later prompt. */
  async forget(user: SessionUser, roleId: number): Promise<ChatMemoryView> {
    await this.deps.roles.roleFor(user, roleId);
    const topic = topicOf(user, roleId);
    const forgotten = await this.deps.memory.forget(topic, roleId, TURN_TYPES);
    this.deps.edited(topic);
    return viewOf(roleId, forgotten);
  }
}
