/**
 * Seed §4 "Popup scheduling": popups wait in line and show one at a time; the first in order whose
 * condition holds is shown, reported and marked shown. Pure: the store in lib/client/stores.ts holds the
 * line and the log, the shell renders the popup this picks.
 */

/** How often a popup may show: every time it is asked for, once per app start, once a day, or once ever. */
export type PopupFrequency = 'always' | 'session' | 'daily' | 'once';

export interface PopupRule<Context> {
  frequency: PopupFrequency;
  /** Whether it may show now (this request of it); a popup whose condition fails waits in line for a later pick. */
  condition?: (context: Context, request: PopupRequest) => boolean;
}

export interface PopupRequest<Kind extends string = string> {
  /** Unique per request. */
  seq: number;
  kind: Kind;
  /** Opened by itself rather than in answer to what the person did (see popup-pacing.ts); the kind's default otherwise. */
  automatic?: boolean;
}

/** When each popup kind was last shown (epoch ms), and when this app start began. */
export interface ShownLog {
  lastShown: Partial<Record<string, number>>;
  sessionStart: number;
}

const sameLocalDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/** Whether the frequency still allows the popup, given when it last showed. */
export function isDue(frequency: PopupFrequency, last: number | undefined, now: number, sessionStart: number): boolean {
  if (last === undefined || frequency === 'always') return true;
  if (frequency === 'once') return false;
  if (frequency === 'session') return last < sessionStart;
  return !sameLocalDay(last, now);
}

export interface Pick<R> {
  /** The request to show now, if any. */
  show?: R;
  /** The line without the requests whose frequency has run out (they will never be due this time). */
  queue: R[];
}

/**
 * Picks the next popup: requests in the order of `order` (the priority of their kinds), first come first
 * within a kind; the first that is due and whose condition holds wins.
 */
export function pickPopup<K extends string, R extends PopupRequest<K>, C>(
  queue: readonly R[],
  rules: Readonly<Record<K, PopupRule<C>>>,
  order: readonly K[],
  context: C,
  log: ShownLog,
  now: number,
): Pick<R> {
  const live = queue.filter((r) => isDue(rules[r.kind].frequency, log.lastShown[r.kind], now, log.sessionStart));
  const rank = (kind: K) => order.indexOf(kind);
  const ordered = [...live].sort((a, b) => rank(a.kind) - rank(b.kind) || a.seq - b.seq);
  const show = ordered.find((r) => rules[r.kind].condition?.(context, r) ?? true);
  return { show, queue: live };
}
