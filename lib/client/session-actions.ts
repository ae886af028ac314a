'use client';

import type { QueryClient } from '@tanstack/react-query';
import { CHECKED_LOGIN_COOKIE, LOGIN_RESULT_COOKIE, type LoginOutcome } from '@/lib/contracts/login';
import { api, ApiFailure, whileLoggingOut } from './api';
import { getDeviceId } from './device';
import { sessionMade } from './session';

/**
 * Signing in and out. Pages load this when a sign-in or sign-out can start (the session's start-up, the
 * login and settings pages); the sign-in client itself is fetched only when one happens.
 */
const authClient = () => import('next-auth/react');

/** Creates (or finds) this device's visitor and sets the session cookie (seed §4). */
export async function loginAsVisitor(): Promise<void> {
  const { signIn } = await authClient();
  const result = await signIn('koko', { source: 'visitor', deviceId: getDeviceId(), redirect: false });
  if (!result || result.error) throw new ApiFailure(Number(result?.error) || -99, 'Request failed. Please try again later.');
  sessionMade();
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
    await api('/user/logout', { method: 'POST' }).catch(() => undefined);
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
