import { systemTimers, type Timers } from './timers';

/** Seed §9: AI text replies type at 40 characters per second. */
export const TYPING_CHARS_PER_SECOND = 40;
const TICK_MS = 1000 / TYPING_CHARS_PER_SECOND;

export interface TypedText {
  id: string;
  /** The part shown so far. */
  text: string;
  /** All of the final text is shown. */
  done: boolean;
}

interface Entry {
  id: string;
  /** Code points, so an emoji is one character and never split. */
  chars: string[];
  final: boolean;
  shown: number;
  /** Skipped while still streaming: later parts show at once. */
  skipped: boolean;
}

/** Ids of finished replies remembered so a late copy of one (a history pull) does not type it again. */
const REMEMBERED_IDS = 100;

/**
 * Reveals replies one at a time (seed §4). A streamed reply grows while it types: `write` the same id again
 * with the longer content, `final` once its last part arrived.
 */
export class Typewriter {
  private readonly queue: Entry[] = [];
  private readonly finished = new Set<string>();
  private ticking?: unknown;
  private lastTick = 0;
  private budget = 0;

  constructor(
    private readonly onType: (typed: TypedText) => void,
    private readonly timers: Timers = systemTimers,
  ) {}

  write(id: string, text: string, final = true): void {
    if (this.finished.has(id)) return;
    const chars = Array.from(text);
    const entry = this.queue.find((queued) => queued.id === id);
    if (!entry) {
      this.queue.push({ id, chars, final, shown: 0, skipped: false });
      // Shown empty from the start: a reply waiting behind another must not show in full and then retype.
      this.onType({ id, text: '', done: false });
    } else Object.assign(entry, { chars, final, shown: entry.skipped ? chars.length : entry.shown });
    this.start();
  }

  /** Shows the current reply in full at once; the next one types normally. */
  skip(): void {
    const current = this.queue[0];
    if (!current) return;
    current.shown = current.chars.length;
    current.skipped = true;
    this.advance();
  }

  isTyping(id: string): boolean {
    return this.queue.some((entry) => entry.id === id);
  }

  clear(): void {
    this.queue.length = 0;
    this.stop();
  }

  private start() {
    if (this.ticking !== undefined) return;
    this.lastTick = this.timers.now();
    this.budget = 0;
    this.ticking = this.timers.setInterval(() => this.tick(), TICK_MS);
  }

  private stop() {
    this.timers.clearInterval(this.ticking);
    this.ticking = undefined;
  }

  /** Counts from elapsed time, so throttled timers in a background tab do not slow the typing down. */
  private tick() {
    const now = this.timers.now();
    this.budget += ((now - this.lastTick) * TYPING_CHARS_PER_SECOND) / 1000;
    this.lastTick = now;
    const current = this.queue[0];
    if (!current) return this.stop();
    const step = Math.floor(this.budget);
    this.budget -= step;
    const shown = Math.min(current.chars.length, current.shown + step);
    if (shown === current.shown && shown < current.chars.length) return;
    current.shown = shown;
    this.advance();
  }

  private advance() {
    const current = this.queue[0];
    if (!current) return this.stop();
    const done = current.final && current.shown >= current.chars.length;
    this.onType({ id: current.id, text: current.chars.slice(0, current.shown).join(''), done });
    if (done) {
      this.queue.shift();
      this.finished.add(current.id);
      if (this.finished.size > REMEMBERED_IDS) this.finished.delete(this.finished.values().next().value as string);
      if (this.queue.length === 0) this.stop();
    } else if (current.shown >= current.chars.length) {
      // Waiting for more of a streamed reply: time spent waiting must not let the next part jump ahead.
      this.stop();
    }
  }
}

/**
 * Whether a reply on screen is still being typed: while less than all of it is shown, and while it is still
 * streaming (the typewriter can catch up with the parts received so far before the next part arrives, and
 * the reply is not done until its last part). `shown` is undefined for a reply that is not being typed.
 */
export function stillTyping(shown: string | undefined, full: string, streaming: boolean): boolean {
  return shown !== undefined && (streaming || shown.length < full.length);
}
