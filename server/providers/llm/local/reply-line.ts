import { ChatModelError } from '../chat-model';

interface Waiter {
  start(): void;
  /** Hears its place in line (1: next), each time the line moves. */
  place(position: number): void;
}

/**
 * The line of replies for a model that writes `slots` at once. A reply waits its turn and hears its place as the
 * line moves; one that is stopped while waiting leaves the line; a full line refuses more.
 */
export class ReplyLine {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  /** Waits for a free slot; the returned function gives it back (once). */
  async enter(signal: AbortSignal, place: (position: number) => void): Promise<() => void> {
    if (signal.aborted) throw new ChatModelError('aborted', 'the reply was stopped');
    if (this.running < this.slots) {
      this.running++;
      return this.release();
    }
    if (this.waiting.length >= this.maxWaiting) throw new ChatModelError('rate-limited', 'the local model is busy: too many replies are waiting');
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
        place,
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        this.tell(index);
        reject(new ChatModelError('aborted', 'the reply was stopped'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
      place(this.waiting.length);
    });
    return this.release();
  }

  /** Replies waiting now. */
  get length(): number {
    return this.waiting.length;
  }

  private release(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) {
        next.start();
        this.tell(0);
      } else this.running--;
    };
  }

  /** Every reply from `from` on moved up one place. */
  private tell(from: number): void {
    if (from < 0) return;
    for (let i = from; i < this.waiting.length; i++) this.waiting[i]!.place(i + 1);
  }
}
