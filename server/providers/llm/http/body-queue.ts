/** Parts held before the connection is paused until its reader catches up. */
const HIGH_WATER_PARTS = 64;

/**
 * An answer's body as its parts arrive, for one reader: `for await` takes them in order, ends when the answer
 * did and throws what broke it off. A reader that stops early calls `onStop`; a reader that falls behind pauses
 * the connection (`pause`/`resume`) so the parts do not pile up in memory.
 */
export class BodyQueue implements AsyncIterable<Uint8Array>, AsyncIterator<Uint8Array> {
  private readonly parts: Uint8Array[] = [];
  private ended = false;
  private error: Error | undefined;
  private waiting: { resolve(step: IteratorResult<Uint8Array>): void; reject(error: Error): void } | undefined;
  private paused = false;

  constructor(private readonly flow: { pause(): void; resume(): void; onStop(): void }) {}

  push(part: Uint8Array): void {
    if (part.length === 0 || this.ended || this.error) return;
    if (this.waiting) return this.settle({ value: part, done: false });
    this.parts.push(part);
    if (this.parts.length >= HIGH_WATER_PARTS && !this.paused) {
      this.paused = true;
      this.flow.pause();
    }
  }

  end(): void {
    this.ended = true;
    if (this.waiting && this.parts.length === 0) this.settle({ value: undefined, done: true });
  }

  fail(error: Error): void {
    if (this.ended || this.error) return;
    this.error = error;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }

  next(): Promise<IteratorResult<Uint8Array>> {
    const part = this.parts.shift();
    if (part) {
      if (this.paused && this.parts.length < HIGH_WATER_PARTS / 2) {
        this.paused = false;
        this.flow.resume();
      }
      return Promise.resolve({ value: part, done: false });
    }
    if (this.error) return Promise.reject(this.error);
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  return(): Promise<IteratorResult<Uint8Array>> {
    if (!this.ended && !this.error) this.flow.onStop();
    this.parts.length = 0;
    this.ended = true;
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    return this;
  }

  private settle(step: IteratorResult<Uint8Array>) {
    const waiting = this.waiting!;
    this.waiting = undefined;
    waiting.resolve(step);
  }
}
