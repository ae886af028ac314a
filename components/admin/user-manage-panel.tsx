'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { adminKeys, useWhiteList } from '@/lib/client/admin';
import { api, ApiFailure } from '@/lib/client/api';
import { useUser } from '@/lib/client/session';
import { toast } from '@/lib/client/stores';
import { WhiteListLevel } from '@/lib/contracts/whitelist-levels';
import type { ManagedUser } from '@/lib/contracts/whitelist';
import { AccountActions, AccountBadges, InviteCard } from './account-tools';
import { LevelControl, type Level } from './level-control';
import { ListCard, ListEmpty, ListLoadError, ListSkeleton } from './list-states';
import { PersonSummary } from './person';
import { UserSearch } from './user-search';

/**
 * User management (seed §2, §6): find people and see who is whitelisted. Internal staff (level 1, the owner among
 * them) set a person's whitelist level or remove it, invite people, disable and enable them and make reset links;
 * external staff only look.
 */
export function UserManagePanel({ canManage }: { canManage: boolean }) {
  const t = useTranslations('Admin');
  const queryClient = useQueryClient();
  const selfId = useUser().data?.userId;
  const whiteList = useWhiteList();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ManagedUser | null>(null);

  async function setLevel(user: ManagedUser, level: Level) {
    setBusyId(user.userId);
    try {
      if (level === WhiteListLevel.None) await api('/user/removeWhiteList', { body: { userId: user.userId } });
      else await api('/user/addWhiteList', { body: { userId: user.userId, level } });
      toast(level === WhiteListLevel.None ? t('users.removed', { name: user.name }) : t('users.levelSaved', { name: user.name, level: t(`levels.${level}`) }), { tone: 'success', durationMs: 3000 });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      toast(t('users.failed', { reason: error instanceof ApiFailure ? error.message : String(error) }), { tone: 'error', durationMs: 4000 });
    } finally {
      setBusyId(null);
      setRemoving(null);
    }
  }

  const koinLink = (user: ManagedUser) => (
    <Link
      href={`/koin-manage?userId=${user.userId}`}
      aria-label={t('users.koinFor', { name: user.name })}
      className="grid h-8 place-items-center rounded-full px-3 text-xs font-bold text-brand-700 ring-1 ring-brand-500/30 hover:bg-brand-50"
    >
      {t('users.koinLink')}
    </Link>
  );

  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_360px]">
      <UserSearch
        className="order-2 lg:order-1"
        title={t('users.findTitle')}
        selfId={selfId}
        actions={(user) => (
          <>
            <AccountBadges user={user} />
            {canManage && user.userId !== selfId ? <AccountActions user={user} /> : null}
            {canManage && user.userId !== selfId ? (
              user.source === 'visitor' ? (
                <span className="text-xs text-ink-soft">{t('users.visitorHint')}</span>
              ) : (
                <LevelControl name={user.name} level={user.whiteListLevel} busy={busyId === user.userId} onChange={(level) => void setLevel(user, level)} />
              )
            ) : null}
            {koinLink(user)}
          </>
        )}
      />

      <div className="order-1 flex flex-col gap-5 lg:order-2">
      {canManage ? <InviteCard /> : null}
      <ListCard title={t('users.whiteListTitle')} titleId="white-list-title" busy={whiteList.isFetching}>
        {whiteList.isPending ? (
          <ListSkeleton rows={2} />
        ) : whiteList.isError ? (
          <ListLoadError onRetry={() => void whiteList.refetch()} />
        ) : whiteList.data.list.length === 0 ? (
          <ListEmpty>{t('users.whiteListEmpty')}</ListEmpty>
        ) : (
          <ul className="divide-y divide-ink/5" data-testid="white-list">
            {whiteList.data.list.map((user) => (
              <li key={user.userId} className="flex items-center justify-between gap-3 px-4 py-3.5">
                <PersonSummary user={user} self={user.userId === selfId} />
                {canManage && user.userId !== selfId ? (
                  <button
                    type="button"
                    onClick={() => setRemoving(user)}
                    disabled={busyId === user.userId}
                    aria-label={t('users.removeFor', { name: user.name })}
                    className="h-8 shrink-0 rounded-full px-3 text-xs font-bold text-red-700 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-50"
                  >
                    {t('users.remove')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListCard>
      </div>

      <ConfirmDialog
        open={removing !== null}
        title={t('users.removeTitle')}
        confirmLabel={t('users.remove')}
        danger
        busy={removing !== null && busyId === removing.userId}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void setLevel(removing, WhiteListLevel.None)}
      >
        {removing ? t('users.removeBody', { name: removing.name }) : null}
      </ConfirmDialog>
    </div>
  );
}
