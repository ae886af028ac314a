'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { useLocalDateTime } from '@/lib/client/use-local-date-time';
import type { LedgerEntry } from '@/lib/contracts/wallet';
import { ledgerReasonKey } from './ledger';
import { useLedger } from './use-ledger';

/** The koin history (seed §3 Wallet): why koin moved, when, and how much, with a "load more" button. */
export function KoinHistory() {
  const t = useTranslations('KoinPage');
  const ledger = useLedger();
  return (
    <section aria-labelledby="koin-history-title" aria-busy={ledger.loading || ledger.loadingMore}>
      <h2 id="koin-history-title" className="mb-3 text-lg font-extrabold tracking-tight text-ink">
        {t('historyTitle')}
      </h2>
      <div className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
        {ledger.loading ? (
          <ul aria-hidden className="divide-y divide-ink/5">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="flex items-center justify-between gap-4 px-5 py-4">
                <span className="flex flex-col gap-2">
                  <span className="h-3.5 w-32 animate-pulse rounded-full bg-ink/10" />
                  <span className="h-3 w-20 animate-pulse rounded-full bg-ink/5" />
                </span>
                <span className="h-4 w-12 animate-pulse rounded-full bg-ink/10" />
              </li>
            ))}
          </ul>
        ) : ledger.entries.length === 0 && !ledger.failed ? (
          <p className="px-5 py-10 text-center text-sm text-ink-soft">{t('historyEmpty')}</p>
        ) : (
          <ul className="divide-y divide-ink/5" data-testid="koin-history">
            {ledger.entries.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        {ledger.failed ? (
          <div className="p-3">
            <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={ledger.retry} />
          </div>
        ) : null}
        {ledger.hasMore || ledger.loadingMore ? (
          <div className="border-t border-ink/5 p-3">
            <button
              type="button"
              onClick={ledger.loadMore}
              disabled={ledger.loadingMore}
              className="flex h-11 w-full items-center justify-center gap-2 rounded-full text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              {ledger.loadingMore ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" /> : null}
              {ledger.loadingMore ? t('loading') : t('loadMore')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function HistoryRow({ entry }: { entry: LedgerEntry }) {
  const t = useTranslations('KoinPage');
  const format = useFormatter();
  const localDateTime = useLocalDateTime();
  const gained = entry.amount > 0;
  return (
    <li className="flex items-center justify-between gap-4 px-5 py-3.5">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{t(`reasons.${ledgerReasonKey(entry.reason)}`)}</p>
        {entry.note ? <p className="truncate text-sm text-ink-soft">{entry.note}</p> : null}
        <p className="text-xs text-ink-soft">
          <time dateTime={entry.createdAt}>{localDateTime(entry.createdAt)}</time>
        </p>
      </div>
      <p className={`shrink-0 text-base font-extrabold tabular-nums ${gained ? 'text-emerald-700' : 'text-red-600'}`}>
        <span aria-hidden>{format.number(entry.amount, { signDisplay: 'exceptZero' })}</span>
        <span className="sr-only">{t(gained ? 'gained' : 'spent', { amount: Math.abs(entry.amount) })}</span>
      </p>
    </li>
  );
}
