/**
 * How often a streaming reply sends its text so far: the first piece at once, then at most this often. The
 * client types a reply at 40 characters a second (seed §9), four characters in this time, and a model writes
 * far faster than that, so a frame every 100 ms keeps the typing fed as one every 50 ms did, with half the
 * frames: every frame is a write on the server's event loop and a wake-up of the client (on a phone, of its
 * radio).
 */
export const PENDING_FRAME_INTERVAL_MS = 100;

/**
 * Paces a streaming reply's `pending` frames. Each frame carries the whole text so far, so frames that
 * would follow one another within the interval are folded into one: the first piece goes out at once
 * (time to first token), later ones at most every `intervalMs`, and whatever is left goes with the final
 * frame. A model that writes its whole reply at once (the offline engine) sends one pending frame instead
 * of one per word; a model that streams slowly sends every piece as it comes.
 */
export class PendingPacer {
  private lastSentAt = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private latest: string | undefined;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly send: (content: string) => Promise<void>,
    private readonly intervalMs = PENDING_FRAME_INTERVAL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The text so far; sent now, or folded into the next frame when one went out moments ago. */
  async push(content: string): Promise<void> {
    this.latest = content;
    const wait = this.lastSentAt + this.intervalMs - this.now();
    if (wait <= 0) return this.flush();
    this.timer ??= setTimeout(() => void this.flush(), wait);
  }

  /** The reply is finished (its final frame carries the text): nothing more goes out as pending. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.latest = undefined;
    await this.sending;
  }

  private flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const content = this.latest;
    if (content === undefined) return this.sending;
    this.latest = undefined;
    this.lastSentAt = this.now();
    this.sending = this.sending.then(() => this.send(content));
    return this.sending;
  }
}
