'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmptyState, HeartIcon } from '@/components/search/empty-state';
import { LoadMore } from '@/components/search/load-more';
import { flattenPages, nextPageParam } from '@/components/search/paging';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { api, ApiFailure } from '@/lib/client/api';
import { useLoginPrompt } from '@/lib/client/stores';
import { FRIEND_PAGE_SIZE } from '@/lib/contracts/friend-codes';
import { FriendCard } from './friend-card';
import type { FriendPage } from '@/lib/contracts/friend';
import { FRIEND_LIST_PATHS, friendKeys, type FriendListKind } from './friend-keys';
import { useFriendActions } from './use-friend-actions';

export function useFriendList(kind: FriendListKind) {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: friendKeys.listIn(kind, locale),
    queryFn: ({ pageParam, signal }) => api<FriendPage>(FRIEND_LIST_PATHS[kind], { body: { current: pageParam, size: FRIEND_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 30_000,
  });
}

/** One of the two lists of the friends page, six at a time with Load more (seed §3, §9). */
export function FriendList({ kind, viewerName, id, labelledBy }: { kind: FriendListKind; viewerName: string | null; id: string; labelledBy: string }) {
  const t = useTranslations('Friends');
  const query = useFriendList(kind);
  const actions = useFriendActions();
  const showLogin = useLoginPrompt((s) => s.show);
  const [resetting, setResetting] = useState<{ roleId: number; name: string }>();
  const items = flattenPages(query.data?.pages, (x) => x.role.roleId);

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <ul aria-hidden className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="h-[164px] animate-pulse rounded-3xl bg-white/80 ring-1 ring-black/5 sm:h-[184px]" />
        ))}
      </ul>
    );
  } else if (query.isError && items.length === 0) {
    const signedOut = query.error instanceof ApiFailure && (query.error.code === 401 || query.error.code === 403);
    body = signedOut ? (
      <div className="mx-auto max-w-md text-center">
        <EmptyState icon={<HeartIcon />} title={t('signInTitle')} body={t('signInBody')} />
        <button type="button" onClick={() => showLogin({ redirectUrl: '/friends' })} className="mt-4 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-bold text-white shadow-md hover:bg-brand-700">
          {t('signIn')}
        </button>
      </div>
    ) : (
      <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  } else if (items.length === 0) {
    body =
      kind === 'friends' ? (
        <EmptyState testId="friends-empty" icon={<HeartIcon />} title={t('emptyFriends')} body={t('emptyFriendsHint')} actionHref="/" actionLabel={t('discover')} />
      ) : (
        <EmptyState icon={<HeartIcon />} title={t('emptyStrangers')} body={t('emptyStrangersHint')} actionHref="/" actionLabel={t('discover')} />
      );
  } else {
    body = (
      <>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={t(kind === 'friends' ? 'friendsTab' : 'strangersTab')}>
          {items.map(({ role }) => (
            <li key={role.roleId}>
              <FriendCard
                role={role}
                viewerName={viewerName}
                adding={actions.add.isPending && actions.add.variables?.roleId === role.roleId}
                liking={actions.like.isPending && actions.like.variables?.roleId === role.roleId}
                onLike={() => actions.like.mutate({ roleId: role.roleId, like: !role.like })}
                onAdd={() => actions.add.mutate({ roleId: role.roleId, name: role.roleName })}
                onReset={() => setResetting({ roleId: role.roleId, name: role.roleName })}
              />
            </li>
          ))}
        </ul>
        {query.isFetchNextPageError && (
          <div className="mt-4">
            <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.fetchNextPage()} />
          </div>
        )}
        <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} label={t('loadMore')} loadingLabel={t('loading')} />
      </>
    );
  }

  return (
    <div id={id} role="tabpanel" aria-labelledby={labelledBy} tabIndex={0} className="focus-visible:outline-offset-4">
      {body}
      <ConfirmDialog
        open={resetting !== undefined}
        title={t('resetTitle', { name: resetting?.name ?? '' })}
        confirmLabel={t('reset')}
        danger
        busy={actions.reset.isPending}
        onCancel={() => setResetting(undefined)}
        onConfirm={() => resetting && actions.reset.mutate(resetting, { onSettled: () => setResetting(undefined) })}
      >
        {t('resetBody', { name: resetting?.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
