'use client';

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { CHECKED_LOGIN_COOKIE, LOGIN_RESULT_COOKIE, type LoginOutcome } from '@/lib/contracts/login';
import type { UserInfo } from '@/lib/contracts/user';
import { api, ApiFailure, whileLoggingOut } from './api';
import { getDeviceId } from './device';
import { queryKeys } from './query-keys';

export { queryKeys };

/** The sign-in client is fetched when a sign-in or sign-out happens, not with every page. */
const authClient = () => import('next-auth/react');

/**
 * Set when the server rendered the page for a request without a session cookie (a first visit): until a
 * session is made, the user is known to be nobody without asking the server, and asking would only answer 401.
 */
let withoutSession = false;

/** The page was rendered for a request that carried no session (AppProviders, from the server). */
export function startWithoutSession(): void {
  withoutSession = true;
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

export function useWallet(enabled = true) {
  return useQuery({ queryKey: queryKeys.wallet, queryFn: () => api<{ balance: number }>('/app/user/getWallet'), enabled, staleTime: 15_000 });
}

export const isVisitor = (user: UserInfo | undefined) => !user || user.source === 'visitor';

/** Creates (or finds) this device's visitor and sets the session cookie (seed §4). */
export async function loginAsVisitor(): Promise<void> {
  const { signIn } = await authClient();
  const result = await signIn('koko', { source: 'visitor', deviceId: getDeviceId(), redirect: false });
  if (!result || result.error) throw new ApiFailure(Number(result?.error) || -99, 'Request failed. Please try again later.');
  withoutSession = false;
}

/** Starts a provider sign-in in this tab; `confirmed` answers Yes to "already logged in on another device". */
export async function startProviderLogin(provider: string, options: { redirectUrl: string; confirmed?: boolean }): Promise<void> {
  getDeviceId();
  if (options.confirmed) document.cookie = `${CHECKED_LOGIN_COOKIE}=1; path=/; max-age=600; samesite=lax`;
  const { signIn } = await authClient();
  await signIn(provider, { callbackUrl: options.redirectUrl });
}

/** Ends the session on the server (its sockets close), clears the cookie and continues as a visitor. */
export async function logout(queryClient: QueryClient): Promise<void> {
  await whileLoggingOut(async () => {
    await queryClient.cancelQueries();
    await api('/user/logout', { method: 'GET' }).catch(() => undefined);
    const { signOut } = await authClient();
    await signOut({ redirect: false });
    await loginAsVisitor().catch(() => undefined);
    queryClient.clear();
  });
}

/** What the last login paid, once: the cookie is removed as it is read. */
export function takeLoginOutcome(): LoginOutcome | undefined {
  const raw = document.cookie.split('; ').find((c) => c.startsWith(`${LOGIN_RESULT_COOKIE}=`));
  if (!raw) return undefined;
  document.cookie = `${LOGIN_RESULT_COOKIE}=; path=/; max-age=0`;
  try {
    return JSON.parse(decodeURIComponent(raw.slice(LOGIN_RESULT_COOKIE.length + 1))) as LoginOutcome;
  } catch {
    return undefined;
  }
}
