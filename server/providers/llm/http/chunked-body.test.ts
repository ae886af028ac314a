import fc from 'fast-check';
import { cutBytes } from '@/server/test/cut-bytes';
import { ChunkedDecoder, HttpProtocolError } from './chunked-body';

/** `body` chunk-encoded in chunks of the given sizes (cycled), as a streaming server writes it. */
function encode(body: Buffer, sizes: number[], extension = ''): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0, i = 0; at < body.length; i++) {
    const size = Math.max(1, Math.min(sizes[i % sizes.length]!, body.length - at));
    parts.push(Buffer.from(`${size.toString(16)}${extension}\r\n`), body.subarray(at, at + size), Buffer.from('\r\n'));
    at += size;
  }
  return Buffer.concat([...parts, Buffer.from('0\r\n\r\n')]);
}

/** Feeds `wire` cut at `cuts` and answers the body and whether the decoder saw the end. */
function decode(wire: Buffer, cuts: number[] = []): { body: Buffer; done: boolean } {
  const decoder = new ChunkedDecoder();
  const out = cutBytes(wire, cuts).flatMap((piece) => decoder.push(piece));
  return { body: Buffer.concat(out), done: decoder.done };
}

describe('ChunkedDecoder', () => {
  it('reads a streamed completion body chunk by chunk', () => {
    const events = 'data: {"choices":[{"delta":{"content":"Hi"}}]}\n\ndata: [DONE]\n\n';
    expect(decode(encode(Buffer.from(events), [47, 14]))).toEqual({ body: Buffer.from(events), done: true });
  });

  it('ignores chunk extensions and reads trailers to the end', () => {
    const wire = Buffer.concat([encode(Buffer.from('hello'), [2], ';name=value').subarray(0, -2), Buffer.from('x-trailer: 1\r\n\r\n')]);
    expect(decode(wire)).toEqual({ body: Buffer.from('hello'), done: true });
  });

  it('is not done before the last chunk arrives', () => {
    const wire = encode(Buffer.from('hello world'), [4]);
    expect(decode(wire.subarray(0, wire.length - 3)).done).toBe(false);
  });

  it('refuses a size that is not hexadecimal, a chunk longer than its size and bytes after the end', () => {
    expect(() => decode(Buffer.from('zz\r\nhello\r\n0\r\n\r\n'))).toThrow(HttpProtocolError);
    expect(() => decode(Buffer.from('2\r\nhello\r\n0\r\n\r\n'))).toThrow('longer than its size');
    expect(() => decode(Buffer.from('0\r\n\r\nHTTP/1.1'))).toThrow('after the end');
    expect(() => decode(Buffer.from(`${'1'.repeat(5000)}`))).toThrow('too long');
  });

  it('gives back exactly the body however the wire is cut and the chunks are sized', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 600 }), fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 8 }), fc.array(fc.nat(2000), { maxLength: 20 }), (bytes, sizes, cuts) => {
        const body = Buffer.from(bytes);
        expect(decode(encode(body, sizes), cuts)).toEqual({ body, done: true });
      }),
    );
  });
});
