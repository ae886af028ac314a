'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { KoinIcon } from '@/components/wallet/koin-icon';
import { TextField } from '@/components/ui/text-field';
import { pageCount, useFoundUsers } from '@/lib/client/admin';
import type { ManagedUser } from '@/lib/contracts/whitelist';
import { ListCard, ListEmpty, ListLoadError, ListSkeleton } from './list-states';
import { Pager } from './pager';
import { PersonSummary } from './person';

interface UserSearchProps {
  title: string;
  /** What can be done with a person in the list (buttons on the right, or below on phones). */
  actions?: (user: ManagedUser) => React.ReactNode;
  selfId?: number;
  initialKeyword?: string;
  className?: string;
}

/** Finds people by name, email or ID (seed §6 manage pages), newest first, a page at a time. */
export function UserSearch({ title, actions, selfId, initialKeyword = '', className }: UserSearchProps) {
  const t = useTranslations('Admin');
  const [draft, setDraft] = useState(initialKeyword);
  const [keyword, setKeyword] = useState(initialKeyword);
  const [page, setPage] = useState(1);
  const found = useFoundUsers(keyword, page);
  const list = found.data?.list ?? [];

  return (
    <ListCard
      className={className}
      title={title}
      titleId="user-search-title"
      busy={found.isFetching}
      aside={found.data ? <span className="text-sm text-ink-soft" aria-live="polite">{t('search.results', { total: found.data.page.total })}</span> : null}
    >
      <form
        role="search"
        className="flex items-end gap-2 border-b border-ink/5 px-4 py-4"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(draft.trim());
          setPage(1);
        }}
      >
        <TextField className="flex-1" type="search" label={t('search.label')} hideLabel placeholder={t('search.placeholder')} value={draft} onChange={setDraft} maxLength={100} name="keyword" />
        <button type="submit" className="h-11 shrink-0 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700">
          {t('search.submit')}
        </button>
      </form>
      {found.isPending ? (
        <ListSkeleton />
      ) : found.isError && !found.data ? (
        <ListLoadError onRetry={() => void found.refetch()} />
      ) : list.length === 0 ? (
        <ListEmpty>{t('search.empty')}</ListEmpty>
      ) : (
        <ul className="divide-y divide-ink/5" data-testid="user-results">
          {list.map((user) => (
            <li key={user.userId} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="user-row">
              <PersonSummary
                user={user}
                self={user.userId === selfId}
                meta={
                  <span className="flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-[11px] font-bold tabular-nums text-amber-900 ring-1 ring-amber-200">
                    <KoinIcon className="h-3.5 w-3.5" />
                    <span className="sr-only">{t('koin.balanceLabel')}:</span>
                    {user.balance}
                  </span>
                }
              />
              {actions ? <div className="flex flex-wrap items-center gap-2 pl-[52px] sm:shrink-0 sm:justify-end sm:pl-0">{actions(user)}</div> : null}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pageCount(found.data?.page)} onChange={setPage} busy={found.isFetching} />
    </ListCard>
  );
}
