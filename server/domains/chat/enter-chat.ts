import { DataType, emotionCode, MotionType, type MessageData } from '@/lib/contracts/chat';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { UserService } from '@/server/domains/users/user-service';
import { chosenName, fillPlaceholders } from '@/lib/contracts/role-rules';
import { conversationIdOf, enterNicknameFrame, frameOfRow, roleUid } from './chat-frames';
import { topicOf, type ChatRoles } from './chat-roles';
import { conversationKey, type ConversationQueues } from './conversation-queues';
import type { ConversationSnapshots } from './conversation-snapshots';
import type { MessageIds } from './message-ids';
import type { MessageRepository } from './message-repository';
import type { PlotMode } from './plot-mode';

/**
 * EnterChat: the character's intro and greeting, once per conversation (seed §3 roleAppearInfo). A person who has
 * never chosen a name is asked what to call them (seed enter_nickname), once, as their first greeting comes: it
 * speaks to them without a name, and what they answer is the name later greetings and replies use.
 */
export class EnterChat {
  constructor(
    private readonly deps: {
      roles: ChatRoles;
      users: UserService;
      messages: MessageRepository;
      ids: MessageIds;
      queues: ConversationQueues;
      snapshots: ConversationSnapshots;
      plots: PlotMode;
      deliver(userId: number, frame: SocketFrame): Promise<void>;
    },
  ) {}

  /** Stores and sends the intro and the greeting (their placeholders filled) unless the conversation has either already. */
  async enter(user: SessionUser, roleId: number): Promise<void> {
    const role = await this.deps.roles.roleFor(user, roleId);
    const topic = topicOf(user, roleId);
    const key = conversationKey(topic);
    await this.deps.queues.run(key, async () => {
      this.deps.snapshots.forget(key);
      // A plot running in the conversation goes on where it was (a reconnect, another device).
      await this.deps.plots.resume(user, roleId);
      if ((await this.deps.messages.hasDataType(topic, DataType.Greeting)) || (await this.deps.messages.hasDataType(topic, DataType.Intro))) return;
      if (await this.deps.users.askNameOnce(user.userId)) await this.deps.deliver(user.userId, enterNicknameFrame(topic, roleId));
      const info = await this.deps.users.getUserInfo(user.userId);
      const names = { user: chosenName(info), char: role.name, locale: info.lang ?? undefined };
      const lines: [string, string][] = [];
      if (role.intro) lines.push([DataType.Intro, role.intro]);
      if (role.greeting) lines.push([DataType.Greeting, role.greeting]);
      for (const [dataType, content] of lines) {
        const data: MessageData = { content: fillPlaceholders(content, names), contentType: 't', roleId, msgFinish: true, emotion: emotionCode('joy'), action: MotionType.appear, animation: 'appear' };
        const row = await this.deps.messages.insertRow({ msgId: this.deps.ids.next(), conversationId: conversationIdOf(user.userId, topic.topicType, topic.topicId), ...topic, fromUid: roleUid(roleId), roleId, dataType, data, ack: 0 });
        if (row) await this.deps.deliver(user.userId, frameOfRow(row));
      }
    });
  }
}
