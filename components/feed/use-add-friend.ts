'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { create } from 'zustand';
import { isVisitor, useUserWhenKnown } from '@/lib/client/session';
import { toast, useLoginPrompt } from '@/lib/client/stores';
import { feedApi } from './feed-api';
import { FRIENDS_QUERY_PREFIX } from './feed-keys';

export type AddFriendState = 'idle' | 'adding' | 'added';

/** Roles added in this visit, so every card of the same role shows it (feed items do not carry isFriend). */
const useAdded = create<{ states: Record<number, AddFriendState>; set(roleId: number, state: AddFriendState): void }>((set) => ({
  states: {},
  set: (roleId, state) => set((s) => ({ states: { ...s.states, [roleId]: state } })),
}));

/**
 * Seed §4 add friend: idle → adding → added; a failure goes back to idle with "The operation failed.",
 * a success clears the friends lists. Adding friends is for signed-in people: a guest gets the login prompt.
 */
export function useAddFriend(roleId: number, roleName: string) {
  const t = useTranslations('Feed');
  const queryClient = useQueryClient();
  const knownUser = useUserWhenKnown();
  const showLogin = useLoginPrompt((s) => s.show);
  const state = useAdded((s) => s.states[roleId] ?? 'idle');
  const setState = useAdded((s) => s.set);

  async function add() {
    if (state !== 'idle') return;
    if (isVisitor(await knownUser())) return showLogin({ redirectUrl: `${window.location.pathname}${window.location.search}` });
    setState(roleId, 'adding');
    try {
      await feedApi.addFriend(roleId);
      setState(roleId, 'added');
      toast(t('friendAdded', { name: roleName }), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: FRIENDS_QUERY_PREFIX });
    } catch {
      setState(roleId, 'idle');
      toast(t('addFriendFailed'), { tone: 'error' });
    }
  }

  return { state, add };
}
