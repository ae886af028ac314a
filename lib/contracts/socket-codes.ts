// Socket frame types, limits and codes: plain values the browser uses, kept apart from the zod schemas so its bundle carries no zod.
import { MAX_MESSAGE_ID } from '@/lib/chat/message-id';

/** Seed §4 frame types and §3 wire message; data travels as a JSON string. */
export const MsgType = { Biz: 'Biz', HeartBeat: 'HeartBeat' } as const;
/** Seed §9: the client sends a heartbeat every 30 s. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const MAX_FRAME_BYTES = 64 * 1024;

const DECIMAL_ID = /^\d{1,19}$/;
export const isMessageId = (id: string) => DECIMAL_ID.test(id) && BigInt(id) <= MAX_MESSAGE_ID;

/**
 * Socket codes of seed §8, and KOKO's own: 400 a bad frame, 429 too many messages, 503 the server is restarting (a
 * message it turned away, unpaid, may be sent again in a moment; a reply it stopped gave its koin back).
 */
export const SocketCode = { Ok: 0, Unlogin: -1, LoginInvalid: 401, UserOnline: 607, KickOut: 611, BalanceNotEnough: 614, BadFrame: 400, RateLimited: 429, ServerRestarting: 503 } as const;
