import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Opaque backend tokens and visitor device secrets: 32 random bytes; only their SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether a presented secret is the one whose hash was stored, compared in constant time. */
export function matchesHash(secret: string | undefined, storedHash: string | null): boolean {
  if (!secret || !storedHash || secret.length > 256) return false;
  const presented = Buffer.from(hashToken(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
