'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { createRecentSearchStore, RECENT_SEARCHES_KEY, type RecentSearchStore } from './recent-searches';

let store: RecentSearchStore | undefined;
const serverStore = createRecentSearchStore(undefined);
const EMPTY: string[] = [];

function pageStore(): RecentSearchStore {
  if (typeof window === 'undefined') return serverStore;
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  store ??= createRecentSearchStore(storage);
  return store;
}

/** This browser's recent searches (localStorage), shared by every search box of the page and other tabs. */
export function useRecentSearches() {
  const s = pageStore();
  const list = useSyncExternalStore(s.subscribe, s.getSnapshot, () => EMPTY);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => e.key === RECENT_SEARCHES_KEY && s.reload();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [s]);
  return { list, add: s.add, remove: s.remove, clear: s.clear };
}
