interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Statements asked for within one turn of the event loop, run as one: one round trip, one commit and one wake-up of
 * the database for many, which is where a busy server's time goes (a reply stored, an acknowledgement written). One
 * asked for alone runs alone, as soon as the turn's other work is done. A batch that fails is run again one item at a
 * time, so an item that cannot be written fails alone and the others are written.
 */
export class TurnBatch<Item, Result> {
  private waiting: Waiting<Item, Result>[] = [];

  constructor(
    /** Runs the items in one statement; answers each item's result, in the items' order. */
    private readonly runAll: (items: Item[]) => Promise<Result[]>,
    private readonly schedule: (flush: () => void) => void = (flush) => void setImmediate(flush),
  ) {}

  run(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) this.schedule(() => void this.flush());
      this.waiting.push({ item, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    try {
      const results = await this.runAll(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(batch.map((one) => this.runAll([one.item]).then(([result]) => one.resolve(result!), one.reject)));
    }
  }
}

/**
 * A schedule that gathers for `ms` before the batch runs: for writes nobody waits on (an acknowledgement recorded, a
 * relation counted), so a busy server writes many in one round trip instead of one each turn.
 */
export const gatherFor =
  (ms: number) =>
  (flush: () => void): void =>
    void setTimeout(flush, ms);

/** A batch statement's rows put back in the order of its items (each row carries its item's `ord`). */
export function inItemOrder<R extends { ord: number }>(rows: R[], count: number): (R | undefined)[] {
  const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
  return Array.from({ length: count }, (_, ord) => byOrd.get(ord));
}
