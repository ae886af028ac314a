/** An HTTP/1.1 answer that is not what it says it is; the connection it came on cannot be trusted again. */
export class HttpProtocolError extends Error {
  readonly code = 'HPE_INVALID';
}

/** Longest chunk-size line (with extensions) or trailer line accepted: real ones are a few bytes. */
const MAX_LINE = 4096;
const LF = 10;

type Stage = 'size' | 'data' | 'data-end' | 'trailer' | 'done';

/**
 * Decodes a `Transfer-Encoding: chunked` body as its bytes arrive, in pieces split anywhere (RFC 9112 §7.1):
 * each `push` answers the body bytes it completed, as views of the pushed buffer, and `done` tells when the
 * terminating chunk and its trailers have come. Bytes after the end are the next answer's, so they are refused.
 */
export class ChunkedDecoder {
  private stage: Stage = 'size';
  private line = '';
  private left = 0;

  get done(): boolean {
    return this.stage === 'done';
  }

  push(bytes: Uint8Array): Uint8Array[] {
    const out: Uint8Array[] = [];
    let at = 0;
    while (at < bytes.length) {
      if (this.stage === 'done') throw new HttpProtocolError('bytes after the end of a chunked answer');
      if (this.stage === 'data') {
        const take = Math.min(this.left, bytes.length - at);
        out.push(bytes.subarray(at, at + take));
        at += take;
        this.left -= take;
        if (this.left === 0) this.stage = 'data-end';
        continue;
      }
      const end = bytes.indexOf(LF, at);
      const stop = end === -1 ? bytes.length : end;
      this.line += Buffer.from(bytes.buffer, bytes.byteOffset + at, stop - at).toString('latin1');
      if (this.line.length > MAX_LINE) throw new HttpProtocolError('a chunked answer line is too long');
      if (end === -1) break;
      at = end + 1;
      const line = this.line.endsWith('\r') ? this.line.slice(0, -1) : this.line;
      this.line = '';
      this.endLine(line);
    }
    return out;
  }

  private endLine(line: string) {
    if (this.stage === 'data-end') {
      if (line !== '') throw new HttpProtocolError('a chunk is longer than its size');
      this.stage = 'size';
    } else if (this.stage === 'trailer') {
      if (line === '') this.stage = 'done';
    } else {
      const size = line.split(';', 1)[0]!.trim();
      if (!/^[0-9a-fA-F]{1,8}$/.test(size)) throw new HttpProtocolError(`a chunk size that is not one: ${JSON.stringify(line.slice(0, 40))}`);
      this.left = parseInt(size, 16);
      this.stage = this.left === 0 ? 'trailer' : 'data';
    }
  }
}
