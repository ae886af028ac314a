import { HttpProtocolError } from './chunked-body';
import { bodyFraming, MAX_HEAD_BYTES, readResponseHead, type ResponseHead } from './response-head';

const read = (text: string) => readResponseHead(Buffer.from(text, 'latin1'));
const headOf = (text: string): ResponseHead => read(text)!.head;

describe('readResponseHead', () => {
  it('reads the status, the headers by lower-case name and where the body starts', () => {
    const text = 'HTTP/1.1 429 Too Many Requests\r\nRetry-After: 3\r\nSet-Cookie: a=1\r\nset-cookie: b=2\r\n\r\n{"error":1}';
    const { head, length } = read(text)!;
    expect(head).toEqual({ status: 429, statusText: 'Too Many Requests', headers: new Map([['retry-after', '3'], ['set-cookie', 'a=1, b=2']]), keepAlive: true });
    expect(text.slice(length)).toBe('{"error":1}');
  });

  it('waits for the blank line that ends the head, up to a limit', () => {
    expect(read('HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n')).toBeUndefined();
    expect(() => read(`HTTP/1.1 200 OK\r\nx: ${'a'.repeat(MAX_HEAD_BYTES)}`)).toThrow('too large');
  });

  it('keeps an HTTP/1.1 connection unless told to close, and an HTTP/1.0 one only when asked to', () => {
    expect(headOf('HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n').keepAlive).toBe(false);
    expect(headOf('HTTP/1.0 200 OK\r\n\r\n').keepAlive).toBe(false);
    expect(headOf('HTTP/1.0 200 OK\r\nConnection: Keep-Alive\r\n\r\n').keepAlive).toBe(true);
    expect(headOf('HTTP/1.1 204\r\n\r\n')).toMatchObject({ status: 204, statusText: '' });
  });

  it('refuses what is not an HTTP/1.x answer head', () => {
    expect(() => read('SSH-2.0-OpenSSH\r\n\r\n')).toThrow(HttpProtocolError);
    expect(() => read('HTTP/2 200\r\n\r\n')).toThrow('not an HTTP/1.x answer');
    expect(() => read('HTTP/1.1 200 OK\r\nno colon here\r\n\r\n')).toThrow('malformed answer header');
  });
});

describe('bodyFraming', () => {
  it('follows RFC 9112: chunked wins over a length, a length counts bytes, neither reads to the close', () => {
    expect(bodyFraming(headOf('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\ncontent-length: 5\r\n\r\n'))).toEqual({ kind: 'chunked' });
    expect(bodyFraming(headOf('HTTP/1.1 200 OK\r\ncontent-length: 12\r\n\r\n'))).toEqual({ kind: 'length', length: 12 });
    expect(bodyFraming(headOf('HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n'))).toEqual({ kind: 'none' });
    expect(bodyFraming(headOf('HTTP/1.1 204 No Content\r\n\r\n'))).toEqual({ kind: 'none' });
    expect(bodyFraming(headOf('HTTP/1.1 200 OK\r\n\r\n'))).toEqual({ kind: 'close' });
    expect(bodyFraming(headOf('HTTP/1.1 200 OK\r\ntransfer-encoding: gzip\r\n\r\n'))).toEqual({ kind: 'close' });
  });

  it('refuses a content length that is not a number', () => {
    expect(() => bodyFraming(headOf('HTTP/1.1 200 OK\r\ncontent-length: 5, 6\r\n\r\n'))).toThrow(HttpProtocolError);
  });
});
