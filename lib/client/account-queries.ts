'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Persona, UserInfo, UserSettingInput } from '@/lib/contracts/user';
import type { DailyAction } from '@/lib/contracts/wallet';
import { api } from './api';
import { queryKeys } from './query-keys';
import { useUser, useWallet } from './session';

/** The signed-in user and balance as an account page was server-rendered with them. */
export interface AccountSnapshot {
  user: UserInfo;
  balance: number;
}

/**
 * The user and balance from the cache, or from the page's snapshot until the cache has them: the app
 * shell starts these queries before the page hydrates them, so the first client render would be empty.
 */
export function useAccount(initial: AccountSnapshot): AccountSnapshot {
  const user = useUser().data ?? initial.user;
  const balance = useWallet().data?.balance ?? initial.balance;
  return { user, balance };
}

/** Today's daily actions with their status (seed §7 getDailyActionList). */
export function useDailyActions() {
  return useQuery({ queryKey: queryKeys.dailyActions, queryFn: () => api<{ list: DailyAction[] }>('/app/wallet/getDailyActionList'), staleTime: 15_000 });
}

/** The chat persona: how characters see the user (seed §7 getUserPersonalConfig, cacheable). */
export function usePersona() {
  return useQuery({ queryKey: queryKeys.persona, queryFn: () => api<Persona>('/user/getUserPersonalConfig'), staleTime: 30 * 60_000 });
}

/** The pictures the user may choose as their avatar (seed §7 getAvatarUrl). */
export function useAvatarChoices() {
  return useQuery({ queryKey: queryKeys.avatarChoices, queryFn: () => api<{ avatarUrl: string | null; list: string[] }>('/user/getAvatarUrl'), staleTime: 30 * 60_000 });
}

/** Saves profile fields (seed §7 userSetting) and puts the answer in the cache, so every view of the user changes at once. */
export function useSaveUserSetting() {
  return useMutation(saveUserSettingOptions(useQueryClient()));
}

/**
 * The save's options: a read of the user still under way when the save starts is cancelled, so its answer (from
 * before the save) cannot land after the saved user and put the old value back on screen.
 */
export function saveUserSettingOptions(queryClient: QueryClient, save = (input: UserSettingInput) => api<UserInfo>('/userSetting', { body: input })) {
  return {
    mutationFn: save,
    onMutate: () => queryClient.cancelQueries({ queryKey: queryKeys.user }),
    onSuccess: (user: UserInfo) => queryClient.setQueryData(queryKeys.user, user),
  };
}
