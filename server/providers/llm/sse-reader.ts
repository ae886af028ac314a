/**
 * Splits a server-sent-events body into the data of each event (the `data:` lines joined by
 * newlines). Comments, other fields and empty events are skipped.
 */
export async function* readSseData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string, void, void> {
  const parts = body[Symbol.asyncIterator]();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await parts.next();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      buffer = done ? '' : lines.pop()!;
      for (const raw of lines) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
      }
      if (done) {
        if (data.length > 0) yield data.join('\n');
        return;
      }
    }
  } finally {
    await parts.return?.();
  }
}
