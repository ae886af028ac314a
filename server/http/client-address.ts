import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * The header the server stamps on every request it takes with the address it came from (any value a client sent is
 * replaced), so the backend and the web tier's sign-in can hold an address to its limits.
 */
export const CLIENT_ADDRESS_HEADER = 'x-koko-client-address';

/** Loopback and private addresses: a reverse proxy there is the server's own, whose X-Forwarded-For is believed. */
function isLocal(address: string): boolean {
  const a = address.replace(/^::ffff:/, '');
  return a === '::1' || /^127\./.test(a) || /^10\./.test(a) || /^192\.168\./.test(a) || /^172\.(1[6-9]|2\d|3[01])\./.test(a) || /^f[cd]/i.test(a) || /^fe80:/i.test(a);
}

/**
 * Where a request came from: the socket's address, or, when that is a proxy of our own (loopback or private), the
 * address the proxy saw (the last entry of X-Forwarded-For, the one it added).
 */
export function clientAddressOf(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (!isLocal(socket)) return socket;
  const forwarded = req.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((v) => v.trim()).filter(Boolean).at(-1);
  return last && isIP(last) ? last : socket;
}
