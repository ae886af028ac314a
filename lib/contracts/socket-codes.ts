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
 * Socket codes of seed §8, and the refusals it does not list (a frame the server could not read, a limit, a
 * missing or forbidden object, a conflict, an internal failure). CompletionFailed answers a message whose reply
 * could not be written (its koin came back). ServerRestarting (503): a message the server turned away while
 * stopping, unpaid, may be sent again in a moment; a reply it stopped gave its koin back. Unavailable (503): the
 * database cannot be reached for now; the same message may be sent again shortly.
 */
export const SocketCode = {
  Ok: 0,
  Unlogin: -1,
  LoginInvalid: 401,
  UserOnline: 607,
  KickOut: 611,
  BalanceNotEnough: 614,
  BadFrame: 400,
  RateLimited: 429,
  NotFound: 404,
  Forbidden: 403,
  Conflict: 409,
  Internal: 500,
  CompletionFailed: 500,
  ServerRestarting: 503,
  Unavailable: 503,
} as const;

/** Close codes the server ends a socket with: the seed §8 codes plus 4000; after KickOut and LoginInvalid the client stays closed. */
export const SocketCloseCode = { Ended: 4000, KickOut: 4611, LoginInvalid: 4401 } as const;
