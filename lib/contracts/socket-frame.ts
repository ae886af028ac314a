import { z } from 'zod';
import { int32 } from './integers';
import { MsgType, MAX_FRAME_BYTES, isMessageId } from './socket-codes';

/** A message id on the wire: a decimal snowflake that fits a signed 64-bit integer. */
export const messageIdSchema = z.string().refine(isMessageId, 'must be a decimal snowflake id');

export const socketFrameSchema = z.object({
  msgId: messageIdSchema.optional(),
  msgType: z.enum([MsgType.Biz, MsgType.HeartBeat]),
  dataType: z.string().max(64).optional(),
  data: z.string().max(MAX_FRAME_BYTES).optional(),
  conversationId: z.string().max(128).optional(),
  fromUid: z.string().max(64).optional(),
  topicId: z.string().max(128).optional(),
  topicType: int32().optional(),
  sendTimestamp: z.number().optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
  ack: int32().optional(),
  code: int32().optional(),
});
export type SocketFrame = z.infer<typeof socketFrameSchema>;

export * from './socket-codes';
