'use client';

import { useUncollectedKoin } from '@/lib/client/popups';
import { shownBalance } from '@/lib/shell/popup-pacing';

/**
 * The balance to show: the wallet less the koin of reward dialogs the person has not collected yet (the
 * welcome koin appears when they press Collect, not before).
 */
export function useShownBalance<B extends number | undefined>(balance: B): B {
  const uncollected = useUncollectedKoin();
  return (balance === undefined ? undefined : shownBalance(balance, uncollected)) as B;
}
