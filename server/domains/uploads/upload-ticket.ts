import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { UPLOAD_KIND_NAMES, type UploadKind } from '@/lib/contracts/uploads';
import { isValidMediaKey } from '@/server/providers/media/media-store';

/**
 * What an upload URL allows: one user to write one object of one kind, up to a size, until a time. Signed with
 * HMAC-SHA256 so any instance holding the secret can check it, and nothing is stored until it is used.
 */
export interface UploadTicketClaims {
  userId: number;
  key: string;
  kind: UploadKind;
  maxBytes: number;
  /** The exact size the uploader announced, when it did. */
  bytes?: number;
  /** Unix seconds. */
  expiresAt: number;
}

export type TicketReading = { ok: true; claims: UploadTicketClaims } | { ok: false; problem: 'malformed' | 'signature' | 'expired' };

const VERSION = 1;
/** Keeps these signatures apart from anything else the same secret might sign. */
const CONTEXT = 'koko-upload-ticket.';
const TOKEN = /^([A-Za-z0-9_-]{1,1024})\.([A-Za-z0-9_-]{43})$/;
const claimsTuple = z.tuple([
  z.literal(VERSION),
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().max(200),
  z.enum(UPLOAD_KIND_NAMES as [UploadKind, ...UploadKind[]]),
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
]);

/** The folder a user's uploads are kept in: no other user's ticket can name a key inside it. */
export const userUploadFolder = (userId: number) => `uploads/u${userId}/`;

/** A key is a file in its user's folder, named with the extension of its kind. */
export function keyFits(key: string, userId: number, kind: UploadKind): boolean {
  const folder = userUploadFolder(userId);
  const name = key.slice(folder.length);
  return key.startsWith(folder) && isValidMediaKey(key) && /^[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/.test(name) && name.endsWith(`.${kind}`);
}

const mac = (payload: string, secret: string) => createHmac('sha256', secret).update(CONTEXT + payload).digest();

export function signUploadTicket(claims: UploadTicketClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify([VERSION, claims.userId, claims.key, claims.kind, claims.maxBytes, claims.expiresAt, claims.bytes ?? null])).toString('base64url');
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
}

/** The claims of a ticket this server signed and that has not expired; never throws, whatever the input. */
export function readUploadTicket(token: string, secret: string, nowMs = Date.now()): TicketReading {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, problem: 'malformed' };
  const [, payload, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(payload, secret);
  // Only the canonical spelling of the signature counts: its last digit's spare bits must be zero.
  if (given.length !== expected.length || given.toString('base64url') !== signature || !timingSafeEqual(given, expected)) return { ok: false, problem: 'signature' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const tuple = claimsTuple.safeParse(parsed);
  if (!tuple.success) return { ok: false, problem: 'malformed' };
  const [, userId, key, kind, maxBytes, expiresAt, bytes] = tuple.data;
  if (!keyFits(key, userId, kind) || (bytes !== null && bytes > maxBytes)) return { ok: false, problem: 'malformed' };
  if (expiresAt * 1000 <= nowMs) return { ok: false, problem: 'expired' };
  return { ok: true, claims: { userId, key, kind, maxBytes, expiresAt, ...(bytes !== null ? { bytes } : {}) } };
}
