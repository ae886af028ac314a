/**
 * Which card's greeting scrolls (seed §4): one card at a time, among the cards at least 80 % visible, and
 * never a neighbour of the card that scrolled just before, so the motion moves around the grid. Cards
 * are named by their place in the list.
 */
export class GreetingSpotlight {
  private readonly visible = new Set<number>();
  private current: number | null = null;
  private previous: number | null = null;
  private readonly listeners = new Set<() => void>();

  /** The card whose greeting scrolls now, if any. */
  get active(): number | null {
    return this.current;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A card became (or stopped being) visible enough. */
  setVisible(index: number, visible: boolean): void {
    if (visible) this.visible.add(index);
    else this.visible.delete(index);
    if (this.current === null || !this.visible.has(this.current)) this.pick();
  }

  /** The active card finished its scroll and fade: the next card gets its turn. */
  done(index: number): void {
    if (this.current !== index) return;
    this.previous = index;
    this.current = null;
    this.pick();
  }

  private pick() {
    const order = [...this.visible].sort((a, b) => a - b);
    const after = this.previous ?? -Infinity;
    const allowed = (i: number) => this.previous === null || Math.abs(i - this.previous) > 1 || order.length <= 1;
    const next = order.find((i) => i > after && allowed(i)) ?? order.find(allowed) ?? order[0] ?? null;
    if (next !== this.current) {
      this.current = next;
      for (const listener of this.listeners) listener();
    }
  }
}
