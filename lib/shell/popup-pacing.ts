/**
 * Pacing of the dialogs that open by themselves (welcome koin, daily check-in, the anime promotion, the
 * review request, the update reminder), on top of seed §4's "one at a time, first whose condition holds":
 * a person just arrived should not get three dialogs in twenty seconds. Pure: lib/client/popups.ts keeps
 * the log and asks these rules.
 *
 * - An automatic dialog opens only when the page is at rest: no finger on the screen and no scrolling for
 *   REST_MS (seed §9: scroll-end 800 ms), so it never lands under a moving thumb.
 * - One automatic dialog per moment: the next one waits at least MIN_GAP_MS (never two in the first
 *   minute), and then until the person has done something meaningful (sent a chat message, signed in) or
 *   QUIET_GAP_MS have passed.
 * - After the first automatic dialog of a visit, the others wait while the person is in a conversation.
 * Dialogs that answer what the person just did (a reward they claimed, the sign-in bonus, a page behind a
 * version gate) are not automatic and show at once, one at a time.
 */

export const REST_MS = 800;
export const MIN_GAP_MS = 60_000;
export const QUIET_GAP_MS = 3 * 60_000;

export interface PacingLog {
  /** When the last automatic dialog opened (epoch ms). */
  lastAutomaticAt?: number;
  /** When the person last did something meaningful. */
  lastMeaningfulAt?: number;
}

export interface PacingMoment {
  now: number;
  /** When this visit (page load) began. */
  visitStart: number;
  /** When the page last scrolled or was touched, and whether a finger is down now. */
  lastActivityAt: number;
  touching: boolean;
  /** The person is in a conversation with a character. */
  inChat: boolean;
}

/** No finger down, and neither scrolling nor touching for REST_MS. */
export const isAtRest = (m: Pick<PacingMoment, 'now' | 'lastActivityAt' | 'touching'>): boolean => !m.touching && m.now - m.lastActivityAt >= REST_MS;

/** Whether the gap since the last automatic dialog allows another one now (ignoring the page's rest). */
export function gapAllows(log: PacingLog, now: number): boolean {
  const last = log.lastAutomaticAt;
  if (last === undefined || last > now) return true;
  const since = now - last;
  if (since < MIN_GAP_MS) return false;
  if (log.lastMeaningfulAt !== undefined && log.lastMeaningfulAt >= last) return true;
  return since >= QUIET_GAP_MS;
}

/** Whether an automatic dialog may open at this moment. */
export function automaticAllowed(log: PacingLog, m: PacingMoment): boolean {
  if (!isAtRest(m) || !gapAllows(log, m.now)) return false;
  const firstOfVisit = log.lastAutomaticAt === undefined || log.lastAutomaticAt < m.visitStart;
  return firstOfVisit || !m.inChat;
}

/**
 * When to look again for a waiting automatic dialog, if time alone can let it through: the end of the
 * rest period, or of the gap. Undefined when only the person can (leaving a chat, a meaningful action).
 */
export function nextCheckAt(log: PacingLog, m: PacingMoment): number | undefined {
  if (!isAtRest(m)) return m.touching ? undefined : m.lastActivityAt + REST_MS;
  if (gapAllows(log, m.now)) return undefined;
  const last = log.lastAutomaticAt!;
  const meaningful = log.lastMeaningfulAt !== undefined && log.lastMeaningfulAt >= last;
  return last + (meaningful ? MIN_GAP_MS : QUIET_GAP_MS);
}

/** Koin a person has not collected yet: the amounts of the reward dialogs still waiting or showing. */
export function uncollectedKoin(dialogs: readonly { kind: string; amount?: number }[]): number {
  const rewards: ReadonlySet<string> = new Set(['welcome', 'loginBonus', 'checkIn', 'refill']);
  return dialogs.reduce((sum, d) => sum + (rewards.has(d.kind) && typeof d.amount === 'number' && d.amount > 0 ? d.amount : 0), 0);
}

/** The balance a person sees: what the wallet holds less what they have not collected; never below zero. */
export const shownBalance = (balance: number, uncollected: number): number => Math.max(0, balance - uncollected);
