'use client';

import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@/lib/contracts/user';
import { api, ApiFailure } from './api';
import { queryKeys } from './query-keys';

export { queryKeys };

/**
 * Set when the server rendered the page for a request without a session cookie (a first visit): until a
 * session is made, the user is known to be nobody without asking the server, and asking would only answer 401.
 */
let withoutSession = false;

/** The page was rendered for a request that carried no session (AppProviders, from the server). */
export function startWithoutSession(): void {
  withoutSession = true;
}

/** A session was made (session-actions.ts): the user is asked of the server again. */
export function sessionMade(): void {
  withoutSession = false;
}

const NO_SESSION = 'no session yet';

/** The signed-in user or visitor; undefined while the first visitor session is being made. */
export function useUser() {
  return useQuery({
    queryKey: queryKeys.user,
    queryFn: () => (withoutSession ? Promise.reject(new ApiFailure(401, NO_SESSION)) : api<UserInfo>('/user', { method: 'GET' })),
    retry: (count, error) => !(error instanceof ApiFailure && error.code === 401) && count < 2,
    staleTime: 60_000,
  });
}

/**
 * The user as soon as they are known: a tap that comes before the account has loaded (a loaded phone shows the
 * page first) waits for it instead of taking a signed-in person for a guest. Undefined: nobody yet.
 */
export function useUserWhenKnown(): () => Promise<UserInfo | undefined> {
  const { data, isPending, refetch } = useUser();
  return async () => (isPending ? (await refetch({ cancelRefetch: false })).data : data);
}

export function useWallet(enabled = true) {
  return useQuery({ queryKey: queryKeys.wallet, queryFn: () => api<{ balance: number }>('/app/user/getWallet'), enabled, staleTime: 15_000 });
}

export const isVisitor = (user: UserInfo | undefined) => !user || user.source === 'visitor';
