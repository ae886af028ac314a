'use client';

import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { LikeResult } from '@/lib/contracts/feed';
import { api, ApiFailure } from '@/lib/client/api';
import { toast, useLoginPrompt } from '@/lib/client/stores';
import type { FriendPage } from '@/lib/contracts/friend';
import { friendKeys } from './friend-keys';

/** Writes a change of one role into every loaded friend and stranger page. */
function patchRole(queryClient: ReturnType<typeof useQueryClient>, roleId: number, patch: Partial<FriendPage['list'][number]['role']>) {
  queryClient.setQueriesData<InfiniteData<FriendPage>>({ queryKey: friendKeys.all }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, list: page.list.map((x) => (x.role.roleId === roleId ? { role: { ...x.role, ...patch } } : x)) })),
    },
  );
}

/** The card actions of the friends page: like or unlike, add as friend, start the chat over. */
export function useFriendActions() {
  const t = useTranslations('Friends');
  const queryClient = useQueryClient();
  const showLogin = useLoginPrompt((s) => s.show);

  const fail = (error: unknown) => {
    if (error instanceof ApiFailure && (error.code === 401 || error.code === 403)) showLogin({ redirectUrl: '/friends' });
    // Seed §4/§8: a failed friend action says "The operation failed."
    else toast(t('operationFailed'), { tone: 'error' });
  };

  const like = useMutation({
    mutationFn: ({ roleId, like }: { roleId: number; like: boolean }) =>
      api<LikeResult>(like ? '/user/likeAiFriend' : '/user/cancelLikeAiFriend', { body: { id: roleId, feedType: 'role' } }),
    onSuccess: (result) => patchRole(queryClient, result.id, { like: result.like, likeCount: result.likeCount }),
    onError: fail,
  });

  const add = useMutation({
    mutationFn: ({ roleId }: { roleId: number; name: string }) => api<{ roleId: number }>('/user/subAiFriend', { body: { roleId } }),
    onSuccess: async (_, { roleId, name }) => {
      patchRole(queryClient, roleId, { isFriend: true });
      toast(t('added', { name }), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: friendKeys.all });
    },
    onError: fail,
  });

  const reset = useMutation({
    mutationFn: ({ roleId }: { roleId: number; name: string }) => api<{ removedMessages: number }>('/user/resetFriend', { body: { roleId } }),
    onSuccess: async (_, { name }) => {
      toast(t('resetDone', { name }), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: friendKeys.list('friends') });
    },
    onError: fail,
  });

  return { like, add, reset };
}
