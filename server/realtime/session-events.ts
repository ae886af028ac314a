import type { Bus } from './bus';

/** Bus channel on which ended sessions are announced, so every instance closes their sockets. */
export const SESSIONS_ENDED = 'koko:sessions:ended';

/** Why sessions ended: a sign-in elsewhere (the sockets hear 611 first), a logout or a deleted account. */
export type SessionEndReason = 'remote-login' | 'logout' | 'account-deleted';

export interface SessionsEnded {
  userId: number;
  sessionIds: number[];
  reason: SessionEndReason;
}

export function announceSessionsEnded(bus: Bus, event: SessionsEnded): Promise<void> {
  if (event.sessionIds.length === 0) return Promise.resolve();
  return bus.publish(SESSIONS_ENDED, event);
}

export function isSessionsEnded(message: unknown): message is SessionsEnded {
  const m = message as Partial<SessionsEnded> | null;
  return typeof m?.userId === 'number' && Array.isArray(m.sessionIds) && typeof m.reason === 'string';
}
