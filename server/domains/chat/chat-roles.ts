import { aiTopicId, TopicType } from '@/lib/contracts/chat';
import { isNsfwRole } from '@/lib/contracts/role';
import type { RoleService } from '@/server/domains/roles/role-service';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { UserService } from '@/server/domains/users/user-service';
import { ApiError, ErrorCode, notFound } from '@/server/errors';
import type { PersonaCard } from '@/server/providers/llm/chat-model';
import type { Topic } from './message-repository';
import { personaCardOf } from './persona-card';

/** The conversation a user has with a character. */
export const topicOf = (user: SessionUser, roleId: number): Topic => ({ userId: user.userId, topicId: aiTopicId(roleId), topicType: TopicType.AiSingle });

/** Which characters a user may chat with. */
export class ChatRoles {
  constructor(private readonly deps: { roles: RoleService; users: UserService }) {}

  /** The character a user may talk to: listed or their own, and adult only with adult content on. */
  async roleFor(user: SessionUser, roleId: number): Promise<PersonaCard> {
    const detail = await this.deps.roles.findRecent(roleId, user.userId);
    if (!detail) throw notFound('Role');
    if (isNsfwRole(detail) && !(await this.deps.users.getUserInfo(user.userId)).openNsfw) {
      throw new ApiError(ErrorCode.Forbidden, 'Turn on adult content in Settings to chat with this character.');
    }
    return personaCardOf(detail);
  }
}
