import type { MessageData } from '@/lib/contracts/chat';
import type { SocketFrame } from '@/lib/contracts/socket-frame';

/** Seed §3/§4 message status. */
export type MessageStatus = 'sending' | 'success' | 'fail';

/** A message as the chat keeps it: the wire frame plus local state (seed §3 "Message (wire)"). */
export interface ChatMessage extends SocketFrame {
  status?: MessageStatus;
  updated?: number;
  isServerHistory?: boolean;
  isHistoryMsg?: boolean;
}

/** The parsed `data` of a frame; data that is not a JSON object reads as empty. */
export type FrameData = Partial<MessageData> & { msgIdList?: string[] };

export function frameData(frame: Pick<SocketFrame, 'data'>): FrameData {
  if (!frame.data) return {};
  try {
    const parsed: unknown = JSON.parse(frame.data);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FrameData) : {};
  } catch {
    return {};
  }
}

/** A conversation is one topic of one kind (seed §4 chat kinds). */
export const conversationKey = (frame: Pick<SocketFrame, 'topicId' | 'topicType'>) => `${frame.topicType ?? 0}:${frame.topicId ?? ''}`;
