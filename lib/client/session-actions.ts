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

/**
 * Signs in with a local account's email and password through the same session bridge as every sign-in (the
 * visitor's things move into the account). `confirmed` answers Yes to "already logged in on another device".
 * A failure carries the backend's code (-2 wrong email or password, 403 disabled or unverified, 429, 607).
 */
export async function loginWithPassword(email: string, password: string, options: { confirmed?: boolean } = {}): Promise<void> {
  const deviceId = getDeviceId();
  if (options.confirmed) document.cookie = `${CHECKED_LOGIN_COOKIE}=1; path=/; max-age=600; samesite=lax`;
  const { signIn } = await authClient();
  const result = await signIn('koko', { source: 'password', email, password, deviceId, redirect: false });
  if (!result || result.error) {
    const [code, reason] = (result?.error ?? '').split(':');
    throw new ApiFailure(Number(code) || -99, reason ?? '');
  }
  sessionMade();
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
