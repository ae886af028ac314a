import { DataType, emotionCode, MotionType, type BodyPartName, type HistoryMessage, type MessageData } from '@/lib/contracts/chat';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import type { SessionUser } from '@/server/domains/users/session-user';
import { ApiError, ErrorCode } from '@/server/errors';
import { conversationIdOf, frameOfRow, historyOfRow, roleUid } from './chat-frames';
import { topicOf, type ChatRoles } from './chat-roles';
import type { ConversationContext } from './conversation-context';
import { conversationKey } from './conversation-queues';
import type { ConversationSnapshots } from './conversation-snapshots';
import { seedOf, type MessageIds } from './message-ids';
import type { MessageRepository } from './message-repository';
import type { ReplyRunner } from './reply-runner';

/** How long the model may take to react to a touch. */
const TOUCH_TIMEOUT_MS = 60_000;

/** chat/click: the character reacts to a touch on a body part; free, kept in the history and sent to the chat. */
export class Touch {
  constructor(
    private readonly deps: {
      roles: ChatRoles;
      context: ConversationContext;
      runner: ReplyRunner;
      messages: MessageRepository;
      ids: MessageIds;
      snapshots: ConversationSnapshots;
      deliver(userId: number, frame: SocketFrame): Promise<void>;
    },
  ) {}

  /** Writes, stores and sends the character's reaction; answers it as the history shows it. */
  async react(user: SessionUser, roleId: number, bodyPart: BodyPartName): Promise<HistoryMessage> {
    const role = await this.deps.roles.roleFor(user, roleId);
    const topic = topicOf(user, roleId);
    const msgId = this.deps.ids.next();
    const request = await this.deps.context.request(topic, role, { seed: seedOf(msgId) });
    const result = await this.deps.runner.model.touch({ ...request, bodyPart }, AbortSignal.timeout(TOUCH_TIMEOUT_MS));
    const data: MessageData & { bodyPart: string } = { content: result.text, contentType: 't', roleId, msgFinish: true, emotion: emotionCode(result.emotion), action: MotionType[result.motion], animation: result.motion, llmModel: result.model, timeline: result.timeline, bodyPart };
    const row = await this.deps.messages.insertRow({ msgId, conversationId: conversationIdOf(user.userId, topic.topicType, topic.topicId), ...topic, fromUid: roleUid(roleId), roleId, dataType: DataType.SingleTalk, data, ack: 1 });
    this.deps.snapshots.forget(conversationKey(topic));
    if (!row) throw new ApiError(ErrorCode.Internal, 'the reaction could not be stored', 500);
    // The transcript shows it at once, on every device of the user, as it shows a reply.
    await this.deps.deliver(user.userId, frameOfRow(row));
    return historyOfRow(row);
  }
}
