/**
 * A cache that forgets the least recently used entries beyond a number of entries and a total weight (bytes,
 * characters: whatever `weigh` counts). A Map keeps insertion order, so a read moves its entry to the newest end.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(private readonly limits: { maxEntries: number; maxWeight: number; weigh: (value: V) => number }) {}

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The value, now the most recently used; undefined when there is none. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value, its place in the order left as it is. */
  peek(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Keeps the value as the most recently used, unless it alone weighs more than the whole budget. */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.limits.weigh(value);
    if (weight > this.limits.maxWeight) return;
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.total <= this.limits.maxWeight) break;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }
}
