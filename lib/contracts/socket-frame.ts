import { z } from 'zod';
import { MAX_MESSAGE_ID } from '@/lib/chat/message-id';

/** Seed §4 frame types and §3 wire message; data travels as a JSON string. */
export const MsgType = { Biz: 'Biz', HeartBeat: 'HeartBeat' } as const;
/** Seed §9: the client sends a heartbeat every 30 s. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const MAX_FRAME_BYTES = 64 * 1024;

const DECIMAL_ID = /^\d{1,19}$/;
export const isMessageId = (id: string) => DECIMAL_ID.test(id) && BigInt(id) <= MAX_MESSAGE_ID;
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
  topicType: z.number().int().optional(),
  sendTimestamp: z.number().optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
  ack: z.number().int().optional(),
  code: z.number().int().optional(),
});
export type SocketFrame = z.infer<typeof socketFrameSchema>;

/** Socket codes of seed §8. */
export const SocketCode = { Ok: 0, Unlogin: -1, LoginInvalid: 401, UserOnline: 607, KickOut: 611, BalanceNotEnough: 614, BadFrame: 400, RateLimited: 429 } as const;
