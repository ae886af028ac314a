import type { HistoryPage, HistoryQuery } from '@/lib/contracts/chat';
import { isMessageId, type SocketFrame } from '@/lib/contracts/socket-frame';
import { frameOfRow, historyOfRow } from './chat-frames';
import type { MessageRepository } from './message-repository';

/** At most this many unacknowledged messages are sent again when a socket connects. */
const REDELIVER_LIMIT = 200;

export interface ConversationSummary {
  roleId: number | null;
  topicId: string;
  roleName: string;
  roleCover: string | null;
  lastMsg: { msgId: string; content: string; fromUid: string; sendTimestamp: number };
  messageUnread: number;
}

/** Reading a user's messages: history pages, acknowledgements, redelivery and the conversation list. */
export class ChatHistory {
  constructor(private readonly messages: MessageRepository) {}

  async page(userId: number, query: HistoryQuery): Promise<HistoryPage> {
    const { list, total } = await this.messages.page(
      { userId, topicId: query.topicId, topicType: query.topicType },
      { before: query.msgId ? BigInt(query.msgId) : undefined, offset: query.pageCurrent * query.pageSize, limit: query.pageSize, dataType: query.dataType },
    );
    if (!query.noAck) await this.messages.acknowledge(userId, list.filter((r) => r.ack === 0).map((r) => r.msgId));
    return { list: list.map(historyOfRow), total };
  }

  acknowledge(userId: number, msgIds: string[]): Promise<void> {
    return this.messages.acknowledge(userId, msgIds.filter(isMessageId).map((id) => BigInt(id)));
  }

  /** What the server sent that the client never acknowledged, oldest first, to send again on connect. */
  async pending(userId: number): Promise<SocketFrame[]> {
    return (await this.messages.unacked(userId, REDELIVER_LIMIT)).map(frameOfRow);
  }

  async conversations(userId: number, topicType: number, limit: number): Promise<ConversationSummary[]> {
    return (await this.messages.conversations(userId, topicType, limit)).map((row) => ({
      roleId: row.role_id === null ? null : Number(row.role_id),
      topicId: row.topic_id,
      roleName: row.role_name ?? '',
      roleCover: row.role_cover,
      lastMsg: { msgId: row.msg_id, content: typeof row.data.content === 'string' ? row.data.content : '', fromUid: row.from_uid, sendTimestamp: new Date(row.created_at).getTime() },
      messageUnread: Number(row.unread),
    }));
  }
}
