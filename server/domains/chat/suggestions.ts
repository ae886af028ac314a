import type { SessionUser } from '@/server/domains/users/session-user';
import { topicOf, type ChatRoles } from './chat-roles';
import type { ConversationContext } from './conversation-context';
import type { ReplyRunner } from './reply-runner';

/** How long the model may take to suggest. */
const SUGGEST_TIMEOUT_MS = 60_000;

/** Reply inspirations (chat/suggestion, chat/singleSuggestion): short lines the user might send next, in their voice; free. */
export class Suggestions {
  constructor(private readonly deps: { roles: ChatRoles; context: ConversationContext; runner: ReplyRunner }) {}

  /** Up to `num` lines the user might send next in their conversation with the character. */
  async suggest(user: SessionUser, roleId: number, num: number): Promise<string[]> {
    const role = await this.deps.roles.roleFor(user, roleId);
    const request = await this.deps.context.request(topicOf(user, roleId), role, { seed: Date.now() % 100_000 });
    return this.deps.runner.model.suggest(request, num, AbortSignal.timeout(SUGGEST_TIMEOUT_MS));
  }
}
