/** Seed §9: up to 10 pages are kept alive; their scroll positions are remembered in that many slots. */
export const KEPT_ALIVE_PAGES = 10;

/**
 * The scroll positions of the most recently left pages, least recently used first out. Keys are the
 * page's path with its query, so two tabs of the feed keep their own positions.
 */
export class ScrollMemory {
  private readonly entries = new Map<string, number>();

  constructor(private readonly capacity = KEPT_ALIVE_PAGES, initial: Iterable<[string, number]> = []) {
    for (const [key, y] of initial) this.remember(key, y);
  }

  remember(key: string, y: number): void {
    this.entries.delete(key);
    this.entries.set(key, Math.max(0, Math.round(y)));
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  recall(key: string): number | undefined {
    return this.entries.get(key);
  }

  toJSON(): [string, number][] {
    return [...this.entries];
  }
}
