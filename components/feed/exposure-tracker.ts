import { EXPOSURE_DEBOUNCE_MS, EXPOSURE_DELAY_MS, EXPOSURE_VISIBILITY, type ExposedCard, type ExposureBatch } from './exposure-rules';

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Reports each card once per page view: a card whose visible ratio reaches the threshold starts a timer;
 * dropping below it before the delay cancels the timer; when it fires the card is queued, and the queue
 * is sent, grouped by batch and page, once no card has joined it for the debounce.
 */
export class ExposureTracker {
  private readonly reported = new Set<number>();
  private readonly waiting = new Map<number, unknown>();
  private pending: ExposedCard[] = [];
  private flushTimer: unknown;

  constructor(
    private readonly send: (batch: ExposureBatch) => void,
    private readonly timers: Timers = realTimers,
  ) {}

  /** The card's visible ratio changed (from an IntersectionObserver entry). */
  visibility(card: ExposedCard, ratio: number): void {
    if (this.reported.has(card.feedId)) return;
    if (ratio >= EXPOSURE_VISIBILITY) {
      if (this.waiting.has(card.feedId)) return;
      this.waiting.set(
        card.feedId,
        this.timers.setTimeout(() => this.expose(card), EXPOSURE_DELAY_MS),
      );
    } else {
      this.cancel(card.feedId);
    }
  }

  /** The card left the page (unmounted): it was not seen long enough. */
  forget(feedId: number): void {
    this.cancel(feedId);
  }

  /** Sends what is queued now (the page is being left) and stops every timer. */
  dispose(): void {
    for (const handle of this.waiting.values()) this.timers.clearTimeout(handle);
    this.waiting.clear();
    this.flush();
  }

  private cancel(feedId: number) {
    const handle = this.waiting.get(feedId);
    if (handle === undefined) return;
    this.timers.clearTimeout(handle);
    this.waiting.delete(feedId);
  }

  private expose(card: ExposedCard) {
    this.waiting.delete(card.feedId);
    this.reported.add(card.feedId);
    this.pending.push(card);
    if (this.flushTimer !== undefined) this.timers.clearTimeout(this.flushTimer);
    this.flushTimer = this.timers.setTimeout(() => this.flush(), EXPOSURE_DEBOUNCE_MS);
  }

  private flush() {
    if (this.flushTimer !== undefined) this.timers.clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const groups = new Map<string, ExposureBatch>();
    for (const card of this.pending) {
      const key = `${card.recommendationId}\u0000${card.pageNum}`;
      const batch = groups.get(key) ?? { feedIdList: [], recommendationId: card.recommendationId, pageNum: card.pageNum, impressions: [] };
      batch.feedIdList.push(card.feedId);
      for (const id of card.impressions) if (!batch.impressions.includes(id)) batch.impressions.push(id);
      groups.set(key, batch);
    }
    this.pending = [];
    for (const batch of groups.values()) this.send(batch);
  }
}
