'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/ui/page-header';
import type { AccountSnapshot } from '@/lib/client/account-queries';
import { DailyActions } from './daily-actions';
import { KoinBalanceCard } from './koin-balance-card';
import { KoinHistory } from './koin-history';

/** The wallet (/koin): balance, today's ways to earn koin, and the history. */
export function KoinPage({ initial }: { initial: AccountSnapshot }) {
  const t = useTranslations('KoinPage');
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('title')} backHref="/profile" backLabel={t('back')} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <div className="flex flex-col gap-8">
          <KoinBalanceCard initial={initial} />
          <DailyActions />
        </div>
        <KoinHistory />
      </div>
    </div>
  );
}
