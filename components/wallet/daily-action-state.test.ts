import type { DailyAction } from '@/lib/contracts/wallet';
import { dailyActionState, sortDailyActions } from './daily-action-state';

describe('dailyActionState', () => {
  it('is done once finished, whatever available says', () => {
    expect(dailyActionState({ status: 1, available: false })).toBe('done');
    expect(dailyActionState({ status: 1, available: true })).toBe('done');
  });

  it('offers a claim only when the server says it would pay', () => {
    expect(dailyActionState({ status: 0, available: true })).toBe('claim');
    expect(dailyActionState({ status: 0, available: false })).toBe('locked');
  });
});

describe('sortDailyActions', () => {
  it('puts the check-in first and the welcome bonus last', () => {
    const list: DailyAction[] = (['register', 'talk', 'sign'] as const).map((actionType) => ({ actionType, actionValue: 100, status: 0, available: false }));
    expect(sortDailyActions(list).map((a) => a.actionType)).toEqual(['sign', 'talk', 'register']);
  });
});
