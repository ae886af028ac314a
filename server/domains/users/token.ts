import { createHash, randomBytes } from 'node:crypto';

/** Opaque backend tokens: 32 random bytes; only their SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
