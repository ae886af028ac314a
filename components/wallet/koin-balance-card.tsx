'use client';

import { useTranslations } from 'next-intl';
import { useAccount, type AccountSnapshot } from '@/lib/client/account-queries';
import { KoinIcon } from './koin-icon';
import { useShownBalance } from './use-shown-balance';

/** The big balance at the top of the koin page, with what a message costs (seed §1, §9). */
export function KoinBalanceCard({ initial }: { initial: AccountSnapshot }) {
  const t = useTranslations('KoinPage');
  const balance = useShownBalance(useAccount(initial).balance);
  return (
    <section
      aria-labelledby="koin-balance-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-amber-200 via-amber-300 to-orange-300 p-6 text-amber-950 shadow-lg shadow-amber-500/20 ring-1 ring-amber-400/40 sm:p-8"
    >
      <KoinIcon className="pointer-events-none absolute -right-8 -top-8 h-44 w-44 rotate-12 opacity-25" />
      <h2 id="koin-balance-title" className="text-sm font-bold uppercase tracking-wider text-amber-900/80">
        {t('balanceTitle')}
      </h2>
      <p className="mt-2 flex items-center gap-3" aria-live="polite" data-testid="koin-page-balance">
        <KoinIcon className="h-12 w-12 drop-shadow-sm sm:h-14 sm:w-14" />
        <span className="text-5xl font-black tabular-nums tracking-tight sm:text-6xl">{balance}</span>
      </p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/55 px-3 py-1.5 text-sm font-semibold text-amber-950">
        <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
        {t('messageCost')}
      </p>
    </section>
  );
}
