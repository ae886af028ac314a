'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ledgerReasonKey } from '@/components/wallet/ledger';
import { pageCount, useUserLedger } from '@/lib/client/admin';
import { useLocalDateTime } from '@/lib/client/use-local-date-time';
import type { LedgerEntry } from '@/lib/contracts/wallet';
import { ListCard, ListEmpty, ListLoadError, ListSkeleton } from './list-states';
import { Pager } from './pager';

/** A person's koin history as staff see it: why, the note, who on the staff moved it, when and how much. */
export function UserLedger({ userId }: { userId: number }) {
  const t = useTranslations('Admin');
  const [page, setPage] = useState(1);
  const ledger = useUserLedger(userId, page);
  return (
    <ListCard title={t('koin.ledgerTitle')} titleId="user-ledger-title" busy={ledger.isFetching}>
      {ledger.isPending ? (
        <ListSkeleton rows={3} />
      ) : ledger.isError && !ledger.data ? (
        <ListLoadError onRetry={() => void ledger.refetch()} />
      ) : ledger.data.list.length === 0 ? (
        <ListEmpty>{t('koin.ledgerEmpty')}</ListEmpty>
      ) : (
        <ul className="divide-y divide-ink/5" data-testid="user-ledger">
          {ledger.data.list.map((entry) => (
            <LedgerRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pageCount(ledger.data?.page)} onChange={setPage} busy={ledger.isFetching} />
    </ListCard>
  );
}

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const t = useTranslations('Admin');
  const reasons = useTranslations('KoinPage.reasons');
  const format = useFormatter();
  const dateTime = useLocalDateTime();
  const gained = entry.amount > 0;
  return (
    <li className="flex items-start justify-between gap-4 px-5 py-3.5">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{reasons(ledgerReasonKey(entry.reason))}</p>
        {entry.note ? <p className="break-words text-sm text-ink">{entry.note}</p> : null}
        <p className="mt-0.5 text-xs text-ink-soft">
          <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
          {entry.refType === 'admin' && entry.refId ? <> · {t('koin.byStaff', { id: entry.refId })}</> : null}
        </p>
      </div>
      <p className={`shrink-0 text-base font-extrabold tabular-nums ${gained ? 'text-emerald-700' : 'text-red-600'}`}>
        <span aria-hidden>{format.number(entry.amount, { signDisplay: 'exceptZero' })}</span>
        <span className="sr-only">{t(gained ? 'koin.gained' : 'koin.spent', { amount: Math.abs(entry.amount) })}</span>
      </p>
    </li>
  );
}
