'use client';

import { DEVICE_COOKIE } from '@/lib/contracts/login';

const STORAGE_KEY = 'koko.deviceId';

/**
 * This browser's device id (seed §3 user storage deviceId): kept in a cookie so the server's sign-in callback
 * can tell which device a login comes from, and mirrored in local storage. The cookie comes first: the
 * sign-in sets it when the server gave this browser a new device id (the old one could not be opened).
 * The id only names the device; the secret that opens its visitor is an HttpOnly cookie scripts never see.
 */
export function getDeviceId(): string {
  const valid = (id: string | null | undefined) => (id && /^[A-Za-z0-9-]{8,64}$/.test(id) ? id : undefined);
  let id = valid(document.cookie.split('; ').find((c) => c.startsWith(`${DEVICE_COOKIE}=`))?.slice(DEVICE_COOKIE.length + 1));
  try {
    id ??= valid(localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage can be blocked; the cookie still carries the id.
  }
  id ??= crypto.randomUUID();
  try {
    localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // ignore
  }
  document.cookie = `${DEVICE_COOKIE}=${id}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
  return id;
}
