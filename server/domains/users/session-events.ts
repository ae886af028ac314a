import type { Bus } from '@/server/providers/bus/bus';

/** Bus channel on which ended sessions are announced, so every instance closes their sockets. */
export const SESSIONS_ENDED = 'koko:sessions:ended';

/**
 * Why sessions ended: a sign-in elsewhere (the sockets hear 611 first), a logout, a new login on the same
 * device that replaced the session, or a deleted account.
 */
export type SessionEndReason = 'remote-login' | 'logout' | 'replaced' | 'account-deleted' | 'account-disabled';

export interface SessionsEnded {
  userId: number;
  sessionIds: number[];
  reason: SessionEndReason;
}

export function announceSessionsEnded(bus: Bus, event: SessionsEnded): Promise<void> {
  if (event.sessionIds.length === 0) return Promise.resolve();
  return bus.publish(SESSIONS_ENDED, JSON.stringify(event));
}

/** The event a SESSIONS_ENDED message announces, or undefined for anything else. */
export function readSessionsEnded(message: string): SessionsEnded | undefined {
  let m: Partial<SessionsEnded> | null;
  try {
    m = JSON.parse(message) as Partial<SessionsEnded> | null;
  } catch {
    return undefined;
  }
  return typeof m?.userId === 'number' && Array.isArray(m.sessionIds) && typeof m.reason === 'string' ? (m as SessionsEnded) : undefined;
}
