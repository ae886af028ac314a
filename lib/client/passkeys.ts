'use client';

import { useSyncExternalStore } from 'react';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { CHECKED_LOGIN_COOKIE } from '@/lib/contracts/login';
import { PASSKEY_LOGIN_SOURCE, PASSKEY_TICKET_LOGIN_SOURCE, type PasskeyCeremony, type PasskeyInfo, type PasskeyList } from '@/lib/contracts/passkey';
import { api, ApiFailure } from './api';
import { getDeviceId } from './device';
import { sessionMade } from './session';

/** The WebAuthn client and next-auth's, fetched only when a passkey is used. */
const webauthn = () => import('@simplewebauthn/browser');
const authClient = () => import('next-auth/react');

/** The person closed the browser's passkey prompt (or it timed out): not an error to show. */
export const PASSKEY_CANCELLED = -1;

/**
 * Whether this browser can use passkeys: WebAuthn in a secure context (https, or http://localhost). Read it after
 * mounting; the server cannot know.
 */
export function passkeysAvailable(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

const unchanging = () => () => {};

/** passkeysAvailable() for rendering: undefined on the server, which cannot know. */
export function usePasskeysAvailable(): boolean | undefined {
  return useSyncExternalStore(unchanging, passkeysAvailable, () => undefined);
}

/** The signed-in account's passkeys, for react-query. */
export const PASSKEYS_QUERY_KEY = ['passkeys'] as const;

/** Why a passkey ceremony failed, as a code: the server's, or PASSKEY_CANCELLED when the prompt was closed. */
function browserFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  const name = (error as { name?: string; cause?: { name?: string } } | undefined)?.cause?.name ?? (error as { name?: string } | undefined)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return new ApiFailure(PASSKEY_CANCELLED, 'Cancelled');
  if (name === 'InvalidStateError') return new ApiFailure(409, 'This passkey is registered already');
  return new ApiFailure(-99, error instanceof Error ? error.message : 'Passkey failed');
}

async function register(options: PasskeyCeremony['options']) {
  const { startRegistration } = await webauthn();
  try {
    return await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw browserFailure(error);
  }
}

/** Signs this browser in through next-auth's `koko` credentials, as every login does (the session cookie is set). */
async function sessionLogin(source: string, token: string, confirmed: boolean): Promise<void> {
  getDeviceId();
  if (confirmed) document.cookie = `${CHECKED_LOGIN_COOKIE}=1; path=/; max-age=600; samesite=lax`;
  const { signIn } = await authClient();
  const result = await signIn('koko', { source, token, deviceId: getDeviceId(), redirect: false });
  if (!result || result.error) throw new ApiFailure(Number(result?.error) || -99, 'Login failed');
  sessionMade();
}

/**
 * "Sign in with a passkey": the browser lists the passkeys it holds for this site (no account is named), and the
 * one chosen signs in. 607: the account is signed in on another device; `confirmed` ends that session.
 */
export async function signInWithPasskey(options: { confirmed?: boolean } = {}): Promise<void> {
  const ceremony = await api<PasskeyCeremony>('/user/passkey/signin/options');
  const { startAuthentication } = await webauthn();
  let response;
  try {
    response = await startAuthentication({ optionsJSON: ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON });
  } catch (error) {
    throw browserFailure(error);
  }
  await sessionLogin(PASSKEY_LOGIN_SOURCE, JSON.stringify({ challengeId: ceremony.challengeId, response }), options.confirmed ?? false);
}

/** "Create an account with a passkey": the account is made with its passkey, then signed in. */
export async function signUpWithPasskey(input: { name: string; email?: string; setupCode?: string }): Promise<{ owner: boolean }> {
  const options = () => api<PasskeyCeremony>('/user/passkey/signup/options', { body: input });
  // The ceremony belongs to this device's session; a tap before the first visit has one makes it first.
  const ceremony = await options().catch(async (failure: unknown) => {
    if (!(failure instanceof ApiFailure) || failure.code !== 401) throw failure;
    const { loginAsVisitor } = await import('./session-actions');
    await loginAsVisitor();
    return options();
  });
  const response = await register(ceremony.options);
  const { ticket, owner } = await api<{ ticket: string; owner: boolean }>('/user/passkey/signup/verify', { body: { challengeId: ceremony.challengeId, response } });
  await sessionLogin(PASSKEY_TICKET_LOGIN_SOURCE, ticket, false);
  return { owner };
}

export const listPasskeys = () => api<PasskeyList>('/user/passkey/list');

/** Adds a passkey (this device's, or a security key) to the signed-in account. */
export async function addPasskey(name?: string): Promise<PasskeyInfo> {
  const ceremony = await api<PasskeyCeremony>('/user/passkey/add/options');
  const response = await register(ceremony.options);
  return api<PasskeyInfo>('/user/passkey/add/verify', { body: { challengeId: ceremony.challengeId, response, ...(name ? { name } : {}) } });
}

export const renamePasskey = (id: string, name: string) => api<{ ok: true }>('/user/passkey/rename', { body: { id, name } });
export const removePasskey = (id: string) => api<{ ok: true }>('/user/passkey/remove', { body: { id } });
