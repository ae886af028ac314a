'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { useDailyActions } from '@/lib/client/account-queries';
import { api, ApiFailure } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { useKoinDialogs, type KoinDialog } from '@/lib/client/popups';
import { toast } from '@/lib/client/stores';
import type { DailyAction, DailyActionType, GiftCoinResult } from '@/lib/contracts/wallet';
import { dailyActionState, sortDailyActions } from './daily-action-state';
import { KoinIcon } from './koin-icon';

const ICONS: Record<DailyActionType, string> = {
  sign: 'M8 3v3M16 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm4 9 2 2 4-4',
  talk: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01',
  register: 'M20 12v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-8M3 8h18v4H3zM12 8v13M12 8S10.5 3 8 3a2.5 2.5 0 0 0 0 5M12 8s1.5-5 4-5a2.5 2.5 0 0 1 0 5',
};

/** The reward dialog the app shows for a daily action that just paid. */
function rewardDialog(actionType: DailyActionType, result: GiftCoinResult): KoinDialog {
  if (actionType === 'sign') return { kind: 'checkIn', amount: result.actionValue, balance: result.balance };
  if (actionType === 'talk') return { kind: 'refill', amount: result.actionValue, balance: result.balance };
  return { kind: 'welcome', amount: result.actionValue };
}

/** Ways to earn koin today (seed §3 Wallet, §7 getDailyActionList / actionGiftCoin), each claimable once. */
export function DailyActions() {
  const t = useTranslations('KoinPage');
  const queryClient = useQueryClient();
  const enqueue = useKoinDialogs((s) => s.enqueue);
  const actions = useDailyActions();
  const claim = useMutation({
    mutationFn: (actionType: DailyActionType) => api<GiftCoinResult>('/app/wallet/actionGiftCoin', { body: { actionType } }),
    onSuccess: (result, actionType) => {
      queryClient.setQueryData(queryKeys.wallet, { balance: result.balance });
      // The person pressed Claim: the reward answers them at once (not paced as a dialog that opens by itself).
      if (result.status === 1) enqueue(rewardDialog(actionType, result), { automatic: false });
      else toast(t('nothingToClaim'));
      // The balance, today's actions and the history all moved.
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
    },
    onError: (error) => toast(t('claimFailed', { message: error instanceof ApiFailure ? error.message : String(error) }), { tone: 'error' }),
  });

  return (
    <section aria-labelledby="koin-earn-title">
      <h2 id="koin-earn-title" className="mb-3 text-lg font-extrabold tracking-tight text-ink">
        {t('earnTitle')}
      </h2>
      {actions.isPending ? (
        <ul className="flex flex-col gap-3" aria-hidden>
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-[76px] animate-pulse rounded-2xl bg-white/70 ring-1 ring-ink/5" />
          ))}
        </ul>
      ) : actions.isError ? (
        <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void actions.refetch()} />
      ) : (
        <ul className="flex flex-col gap-3">
          {sortDailyActions(actions.data.list).map((action) => (
            <DailyActionRow key={action.actionType} action={action} busy={claim.isPending && claim.variables === action.actionType} onClaim={() => claim.mutate(action.actionType)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DailyActionRow({ action, busy, onClaim }: { action: DailyAction; busy: boolean; onClaim: () => void }) {
  const t = useTranslations('KoinPage');
  const state = dailyActionState(action);
  const title = t(`actions.${action.actionType}.title`);
  return (
    <li className="flex items-start gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:items-center" data-testid={`daily-action-${action.actionType}`}>
      <span aria-hidden className={`grid h-11 w-11 shrink-0 place-items-center rounded-2xl ${state === 'done' ? 'bg-emerald-50 text-emerald-700' : 'bg-brand-50 text-brand-700'}`}>
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round">
          <path d={ICONS[action.actionType]} />
        </svg>
      </span>
      {/* Phones put the action under the text, so long words in any language keep their line. */}
      <div className="flex min-w-0 flex-1 flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 self-stretch sm:flex-1">
          <h3 className="font-bold text-ink">{title}</h3>
          <p className="mt-0.5 text-sm leading-snug text-ink-soft">{t(`actions.${action.actionType}.body`, { amount: action.actionValue })}</p>
        </div>
        {state === 'claim' ? (
          <button
            type="button"
            onClick={onClaim}
            disabled={busy}
            aria-label={t('claimLabel', { name: title, amount: action.actionValue })}
            className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full bg-brand-600 px-4 text-sm font-bold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
          >
            {busy ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : <KoinIcon className="h-4 w-4" />}
            {t('claim')}
          </button>
        ) : (
          <span
            className={`inline-flex h-8 shrink-0 items-center gap-1 rounded-full px-3 text-xs font-bold ${state === 'done' ? 'bg-emerald-50 text-emerald-800' : 'bg-ink/5 text-ink-soft'}`}
          >
            {state === 'done' ? (
              <svg aria-hidden viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
                <path d="M5 12l5 5 9-10" />
              </svg>
            ) : null}
            {t(state === 'done' ? 'done' : 'locked')}
          </span>
        )}
      </div>
    </li>
  );
}
