import type { ReplyProgress } from '@/server/providers/llm/chat-model';

/**
 * Tells the user where their reply waits for a busy model (seed waiting_model), once the message is paid for and
 * until the reply's first words: each new place is sent after the one before, and the words only after the last.
 */
export class PlaceInLine implements ReplyProgress {
  private place: number | undefined;
  private told: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly tell: (place: number) => Promise<void>,
    private opened: boolean,
  ) {}

  waiting(place: number): void {
    this.place = place;
    if (this.opened && !this.closed) this.send();
  }

  /** The message is paid for: the place known now is told. */
  open(): void {
    this.opened = true;
    if (this.place !== undefined && !this.closed) this.send();
  }

  /** The reply's first words are here: nothing more is told, and they wait for the places already on their way. */
  close(): Promise<void> {
    this.closed = true;
    return this.told;
  }

  private send(): void {
    const place = this.place!;
    this.told = this.told.then(() => this.tell(place)).catch(() => undefined);
  }
}
