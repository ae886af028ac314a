'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { KoinIcon } from '@/components/wallet/koin-icon';
import { adminKeys, useFoundUsers } from '@/lib/client/admin';
import { useUser } from '@/lib/client/session';
import type { ManagedUser } from '@/lib/contracts/whitelist';
import { KoinForm } from './koin-form';
import { ListSkeleton } from './list-states';
import { PersonSummary } from './person';
import { UserLedger } from './user-ledger';
import { UserSearch } from './user-search';

/**
 * Koin management (seed §2, §6): pick a person, see their balance and history, and (internal staff only)
 * grant or take koin with a note. The chosen person stays in the address (?userId=) for reloads and links.
 */
export function KoinManagePanel({ canManage, initialUserId }: { canManage: boolean; initialUserId?: number }) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const queryClient = useQueryClient();
  const selfId = useUser().data?.userId;
  const [picked, setPicked] = useState<ManagedUser | null | undefined>(undefined);
  const preset = useFoundUsers(initialUserId ? String(initialUserId) : '', 1, Boolean(initialUserId) && picked === undefined);
  const selected = picked === undefined ? preset.data?.list.find((u) => u.userId === initialUserId) : (picked ?? undefined);

  function choose(user: ManagedUser | null) {
    setPicked(user);
    router.replace(user ? `/koin-manage?userId=${user.userId}` : '/koin-manage', { scroll: false });
  }

  if (picked === undefined && initialUserId && preset.isPending) {
    return (
      <div className="rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
        <ListSkeleton rows={1} />
      </div>
    );
  }

  if (!selected) {
    return (
      <div className="mx-auto max-w-3xl">
        <p className="mb-4 text-sm text-ink-soft">{t('koin.noneSelected')}</p>
        <UserSearch
          title={t('koin.pickTitle')}
          selfId={selfId}
          actions={(user) => (
            <button
              type="button"
              onClick={() => choose(user)}
              aria-label={t('koin.pickFor', { name: user.name })}
              className="h-8 rounded-full bg-brand-600 px-4 text-xs font-bold text-white shadow-sm hover:bg-brand-700"
            >
              {t('koin.pick')}
            </button>
          )}
        />
      </div>
    );
  }

  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,400px)_minmax(0,1fr)]">
      <div className="flex flex-col gap-5">
        <section aria-labelledby="selected-person-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id="selected-person-title" className="text-lg font-extrabold tracking-tight text-ink">
              {t('koin.selectedTitle')}
            </h2>
            <button type="button" onClick={() => choose(null)} className="h-8 rounded-full px-3 text-xs font-bold text-brand-700 ring-1 ring-brand-500/30 hover:bg-brand-50">
              {t('koin.change')}
            </button>
          </div>
          <PersonSummary user={selected} self={selected.userId === selfId} />
          <div className="mt-5 flex items-center justify-between rounded-2xl bg-gradient-to-br from-amber-50 to-orange-50 px-4 py-3 ring-1 ring-amber-200">
            <span className="text-sm font-semibold text-amber-950">{t('koin.balanceLabel')}</span>
            <span className="flex items-center gap-2 text-2xl font-black tabular-nums text-amber-950" data-testid="selected-balance">
              <KoinIcon className="h-6 w-6" />
              {selected.balance}
            </span>
          </div>
        </section>
        {canManage ? (
          <KoinForm
            key={selected.userId}
            user={selected}
            onMoved={(balance) => {
              setPicked({ ...selected, balance });
              void queryClient.invalidateQueries({ queryKey: adminKeys.all });
            }}
          />
        ) : null}
      </div>
      <UserLedger key={selected.userId} userId={selected.userId} />
    </div>
  );
}
