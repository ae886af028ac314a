'use client';

import { DEVICE_COOKIE } from '@/lib/contracts/login';

const STORAGE_KEY = 'koko.deviceId';

/**
 * This browser's device id (seed §3 user storage deviceId): kept in local storage and mirrored in a cookie
 * so the server's sign-in callback can tell which device a login comes from.
 */
export function getDeviceId(): string {
  let id: string | null = null;
  try {
    id = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked; the cookie still carries the id.
  }
  id ??= document.cookie.split('; ').find((c) => c.startsWith(`${DEVICE_COOKIE}=`))?.slice(DEVICE_COOKIE.length + 1) ?? null;
  if (!id || !/^[A-Za-z0-9-]{8,64}$/.test(id)) id = crypto.randomUUID();
  try {
    localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // ignore
  }
  document.cookie = `${DEVICE_COOKIE}=${id}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
  return id;
}
