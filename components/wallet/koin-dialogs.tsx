'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { useKoinDialogs } from '@/lib/client/popups';
import { useWallet } from '@/lib/client/session';
import { KoinIcon } from './koin-icon';
import { useShownBalance } from './use-shown-balance';

/** Koin reward dialogs (seed §2 app shell, §4): welcome koin, login bonus, daily check-in, refill; one at a time. */
export function KoinDialogs() {
  const t = useTranslations('Koin');
  const page = useTranslations('KoinPage');
  const { queue, next } = useKoinDialogs();
  const dialog = queue[0];
  // A dialog may wait a while for its turn: the balance it announces is the one the person will see once
  // they collect it (the wallet now, less the koin still waiting in other dialogs).
  const shown = useShownBalance(useWallet(Boolean(dialog)).data?.balance);
  if (!dialog) return null;
  const balanceAfter = (amount: number, fallback: number) => (shown === undefined ? fallback : shown + amount);
  const icon = <KoinIcon className="h-16 w-16" />;
  if (dialog.kind === 'welcome') {
    return (
      <Dialog open title={t('welcomeTitle')} rightLabel={t('collect')} onRight={next} icon={icon} testId="koin-dialog">
        {t('welcomeBody', { amount: dialog.amount })}
      </Dialog>
    );
  }
  if (dialog.kind === 'loginBonus') {
    return (
      <Dialog open title={t('loginBonusTitle')} rightLabel={t('collect')} onRight={next} icon={icon} testId="koin-dialog">
        {dialog.amount > 0 ? <p>{t('loginBonusBody', { amount: dialog.amount })}</p> : null}
        {dialog.merged > 0 ? <p className="mt-1">{t('mergedBody', { amount: dialog.merged })}</p> : null}
      </Dialog>
    );
  }
  if (dialog.kind === 'checkIn') {
    return (
      <Dialog open title={t('checkInTitle')} rightLabel={t('collect')} onRight={next} icon={icon} testId="koin-dialog">
        <p>{t('checkInBody', { amount: dialog.amount })}</p>
        <p className="mt-1 font-semibold text-ink">{t('balanceNow', { balance: balanceAfter(dialog.amount, dialog.balance) })}</p>
      </Dialog>
    );
  }
  if (dialog.kind === 'refill') {
    return (
      <Dialog open title={page('refillDialog.title')} rightLabel={t('collect')} onRight={next} icon={icon} testId="koin-dialog">
        <p>{page('refillDialog.body', { amount: dialog.amount })}</p>
        <p className="mt-1 font-semibold text-ink">{t('balanceNow', { balance: balanceAfter(dialog.amount, dialog.balance) })}</p>
      </Dialog>
    );
  }
  return null;
}
