/**
 * The discover ranking is recomputed every 10 minutes, on the clock, so every instance agrees on the
 * period; clients may keep an answer until the period's end (seed §9: discover cache valid until
 * nextUpdateTime).
 */
export const DISCOVER_PERIOD_MS = 10 * 60_000;
/** Distinct pages kept per period; a flood of odd tab names or page numbers cannot grow it further. */
export const DISCOVER_CACHE_ENTRIES = 1_000;

export interface Period {
  updateTime: number;
  nextUpdateTime: number;
}

export function periodOf(now: number): Period {
  const updateTime = Math.floor(now / DISCOVER_PERIOD_MS) * DISCOVER_PERIOD_MS;
  return { updateTime, nextUpdateTime: updateTime + DISCOVER_PERIOD_MS };
}

/** Answers computed once per period and key; entries of an earlier period are dropped, failures never kept. */
export class PeriodCache<T> {
  private period = -1;
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries = DISCOVER_CACHE_ENTRIES) {}

  get(period: Period, key: string, load: () => Promise<T>): Promise<T> {
    if (period.updateTime !== this.period) {
      this.entries.clear();
      this.period = period.updateTime;
    }
    const hit = this.entries.get(key);
    if (hit) return hit;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    return value;
  }

  /** Every answer goes: the next caller of each key computes it afresh. */
  clear(): void {
    this.entries.clear();
  }
}
