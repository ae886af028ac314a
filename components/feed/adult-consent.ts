'use client';

import { useSyncExternalStore } from 'react';

/**
 * Seed §3 app settings clearShowNSFW: this browser's answer to the age question. Adult cards (which reach
 * only users with adult content on) stay masked until it is given; it is kept on this device only, and
 * every tab of the browser hears it at once.
 */
const KEY = 'koko-adult-consent';
const listeners = new Set<() => void>();

/** Whether this browser has answered Yes (read from its storage; false where storage is blocked). */
export function adultConsentGiven(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { state?: { clearShowNSFW?: unknown } } | null;
    return stored?.state?.clearShowNSFW === true;
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether adult cards may show here; the server (and the first render after it) always masks them. */
export const useAdultConsent = (): boolean => useSyncExternalStore(subscribe, adultConsentGiven, () => false);

/** The person said they are of age: kept in the form earlier versions of the app stored it. */
export function confirmAdultConsent(): void {
  localStorage.setItem(KEY, JSON.stringify({ state: { clearShowNSFW: true }, version: 0 }));
  listeners.forEach((listener) => listener());
}
