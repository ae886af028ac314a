/**
 * Splits a server-sent-events body into the data of each event (the `data:` lines joined by newlines), as its bytes
 * arrive: `push` answers the events the bytes completed, `end` the one a body ended without its blank line.
 * Comments, other fields and empty events are skipped.
 */
export class SseDataReader {
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private data: string[] = [];

  push(bytes: Uint8Array): string[] {
    return this.read(this.decoder.decode(bytes, { stream: true }), false);
  }

  end(): string[] {
    return this.read(this.decoder.decode(), true);
  }

  private read(text: string, last: boolean): string[] {
    const events: string[] = [];
    this.buffer += text;
    const lines = this.buffer.split('\n');
    this.buffer = last ? '' : lines.pop()!;
    for (const raw of lines) {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (line === '') {
        if (this.data.length > 0) events.push(this.data.join('\n'));
        this.data = [];
      } else if (line.startsWith('data:')) {
        this.data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
      }
    }
    if (last && this.data.length > 0) events.push(this.data.join('\n'));
    return events;
  }
}
