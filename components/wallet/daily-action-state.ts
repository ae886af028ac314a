import type { DailyAction } from '@/lib/contracts/wallet';

/** What the koin page offers for a daily action: claim it now, already done today, or not claimable yet. */
export type DailyActionState = 'claim' | 'done' | 'locked';

export function dailyActionState(action: Pick<DailyAction, 'status' | 'available'>): DailyActionState {
  if (action.status === 1) return 'done';
  return action.available ? 'claim' : 'locked';
}

/** Check-in first (the one paid every day), then the refill, then the one-time welcome bonus. */
const ORDER = { sign: 0, talk: 1, register: 2 } as const;
export const sortDailyActions = (list: readonly DailyAction[]) => [...list].sort((a, b) => ORDER[a.actionType] - ORDER[b.actionType]);
