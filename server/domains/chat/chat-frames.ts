import { DataType, type HistoryMessage, type MessageData, type RelationChangeData } from '@/lib/contracts/chat';
import { MsgType, SocketCode, type SocketFrame } from '@/lib/contracts/socket-frame';
import type { MessageRow } from './message-repository';

/** The sender id of a character's messages; users are their plain numeric id. */
export const roleUid = (roleId: number) => `r${roleId}`;
export const conversationIdOf = (userId: number, topicType: number, topicId: string) => `${userId}-${topicType}-${topicId}`;

/** A stored message as the wire carries it (seed §3), `ack` 0 while the client owes an acknowledgement. */
export function frameOfRow(row: MessageRow): SocketFrame {
  return {
    msgId: row.msgId.toString(),
    msgType: MsgType.Biz,
    dataType: row.dataType,
    data: JSON.stringify(row.data),
    conversationId: row.conversationId ?? undefined,
    fromUid: row.fromUid,
    topicId: row.topicId,
    topicType: row.topicType,
    sendTimestamp: row.createdAt.getTime(),
    meta: { chat_id: row.conversationId, rewriteCount: row.rewriteCount },
    ack: row.ack,
    code: SocketCode.Ok,
  };
}

export function historyOfRow(row: MessageRow): HistoryMessage {
  const frame = frameOfRow(row);
  return {
    msgId: frame.msgId!,
    conversationId: row.conversationId,
    topicId: row.topicId,
    topicType: row.topicType,
    fromUid: row.fromUid,
    msgType: row.msgType,
    dataType: row.dataType,
    data: frame.data!,
    sendTimestamp: frame.sendTimestamp!,
    ack: row.ack,
    meta: frame.meta!,
    isServerHistory: true,
  };
}

/** The server's acknowledgement of frames it accepted (the client marks them success). */
export const msgAckFrame = (msgIds: string[]): SocketFrame => ({
  msgType: MsgType.Biz,
  dataType: DataType.MsgAck,
  data: JSON.stringify({ msgIdList: msgIds }),
  ack: 1,
  code: SocketCode.Ok,
});

/**
 * Seed enter_nickname: the character asks what to call the user, with its first greeting. Not a stored message: the
 * client shows the question and sets the nickname with the answer (or the person skips it).
 */
export const enterNicknameFrame = (topic: { topicId: string; topicType: number }, roleId: number): SocketFrame => noticeFrame(topic, DataType.EnterNickname, { roleId });

/** A refusal tied to the frame that caused it; nothing was stored or debited for it. */
export const errorFrame = (source: Pick<SocketFrame, 'msgId' | 'dataType' | 'topicId' | 'topicType'>, code: number, message: string, extra: Partial<MessageData> = {}): SocketFrame => ({
  msgType: MsgType.Biz,
  msgId: source.msgId,
  dataType: source.dataType,
  topicId: source.topicId,
  topicType: source.topicType,
  data: JSON.stringify({ ...extra, message } satisfies Partial<MessageData>),
  ack: 1,
  code,
});

/**
 * Seed relation_change: the user and the character reached a new level of their relation. Not a stored message:
 * the client celebrates it once, when it arrives.
 */
export const relationChangeFrame = (topic: { topicId: string; topicType: number }, change: RelationChangeData): SocketFrame => noticeFrame(topic, DataType.RelationChange, change);

/**
 * A frame that tells the client something in a conversation (or the create guide) and is not a stored message: the
 * client owes no acknowledgement; `msgId` ties it to the frame it answers.
 */
export const noticeFrame = (topic: { topicId: string; topicType: number }, dataType: string, data: object, msgId?: string): SocketFrame => ({
  msgType: MsgType.Biz,
  msgId,
  dataType,
  topicId: topic.topicId,
  topicType: topic.topicType,
  data: JSON.stringify(data),
  ack: 1,
  code: SocketCode.Ok,
});
