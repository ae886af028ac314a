import { HttpProtocolError } from './chunked-body';

/** Largest answer head accepted (status line and headers), as Node's own client allows. */
export const MAX_HEAD_BYTES = 16 * 1024;

/** An HTTP/1.x answer's status line and headers. */
export interface ResponseHead {
  status: number;
  statusText: string;
  /** Header values by lower-case name; a repeated header's values joined with ", ". */
  headers: Map<string, string>;
  /** Whether the connection may carry another request once this answer has ended. */
  keepAlive: boolean;
}

const STATUS_LINE = /^HTTP\/1\.([01]) (\d{3})(?: (.*))?$/;
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Reads an answer's head from the start of `bytes`: the head and the length it took, or undefined while the
 * blank line that ends it has not arrived. Anything that is not an HTTP/1.x head throws HttpProtocolError.
 */
export function readResponseHead(bytes: Buffer): { head: ResponseHead; length: number } | undefined {
  const end = bytes.indexOf(HEADER_END);
  if (end === -1) {
    if (bytes.length > MAX_HEAD_BYTES) throw new HttpProtocolError('the answer head is too large');
    return undefined;
  }
  const [statusLine, ...lines] = bytes.toString('latin1', 0, end).split('\r\n');
  const status = STATUS_LINE.exec(statusLine!);
  if (!status) throw new HttpProtocolError(`not an HTTP/1.x answer: ${JSON.stringify(statusLine!.slice(0, 40))}`);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new HttpProtocolError(`a malformed answer header: ${JSON.stringify(line.slice(0, 40))}`);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const before = headers.get(name);
    headers.set(name, before === undefined ? value : `${before}, ${value}`);
  }
  const connection = headers.get('connection')?.toLowerCase() ?? '';
  const keepAlive = status[1] === '1' ? !connection.includes('close') : connection.includes('keep-alive');
  return { head: { status: Number(status[2]), statusText: status[3] ?? '', headers, keepAlive }, length: end + HEADER_END.length };
}

/** How the answer's body ends (RFC 9112 §6.3): with its last chunk, after a byte count, or when the connection closes. */
export type BodyFraming = { kind: 'none' } | { kind: 'chunked' } | { kind: 'length'; length: number } | { kind: 'close' };

export function bodyFraming(head: ResponseHead): BodyFraming {
  if (head.status === 204 || head.status === 304) return { kind: 'none' };
  const coding = head.headers.get('transfer-encoding');
  if (coding !== undefined) {
    if (coding.toLowerCase().split(',').pop()!.trim() === 'chunked') return { kind: 'chunked' };
    return { kind: 'close' };
  }
  const length = head.headers.get('content-length');
  if (length !== undefined) {
    if (!/^\d{1,15}$/.test(length)) throw new HttpProtocolError(`a content length that is not one: ${JSON.stringify(length.slice(0, 40))}`);
    return Number(length) === 0 ? { kind: 'none' } : { kind: 'length', length: Number(length) };
  }
  return { kind: 'close' };
}
