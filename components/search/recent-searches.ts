import { normaliseKeyword } from './keyword';

/** The localStorage entry that holds the recent searches of this browser. */
export const RECENT_SEARCHES_KEY = 'koko.recentSearches';
/** How many recent searches are kept (newest first). */
export const MAX_RECENT_SEARCHES = 10;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads a stored list, dropping anything that is not a usable keyword. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((x): x is string => typeof x === 'string')
    .map(normaliseKeyword)
    .filter(Boolean)
    .filter((k, i, all) => all.findIndex((o) => o.toLowerCase() === k.toLowerCase()) === i)
    .slice(0, MAX_RECENT_SEARCHES);
}

/** The list after searching for a keyword: it moves to the front once (any case), the oldest fall off. */
export function withRecentSearch(list: string[], raw: string): string[] {
  const keyword = normaliseKeyword(raw);
  if (!keyword) return list;
  return [keyword, ...list.filter((k) => k.toLowerCase() !== keyword.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
}

/**
 * Recent searches over a key-value storage, with a stable snapshot for useSyncExternalStore. A storage
 * that throws (private mode, quota) leaves the list in memory for this page.
 */
export function createRecentSearchStore(storage: KeyValueStorage | undefined) {
  const listeners = new Set<() => void>();
  const load = () => {
    try {
      return parseRecentSearches(storage?.getItem(RECENT_SEARCHES_KEY) ?? null);
    } catch {
      return [];
    }
  };
  let snapshot = load();
  const save = (next: string[]) => {
    snapshot = next;
    try {
      if (next.length === 0) storage?.removeItem(RECENT_SEARCHES_KEY);
      else storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
    } catch {
      // Kept in memory only.
    }
    listeners.forEach((l) => l());
  };
  return {
    getSnapshot: () => snapshot,
    add: (keyword: string) => save(withRecentSearch(snapshot, keyword)),
    remove: (keyword: string) => save(snapshot.filter((k) => k !== keyword)),
    clear: () => save([]),
    /** Another tab changed the list. */
    reload: () => {
      snapshot = load();
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type RecentSearchStore = ReturnType<typeof createRecentSearchStore>;
