import { FRIENDS_QUERY_PREFIX } from '@/components/feed/feed-keys';
export type FriendListKind = 'friends' | 'strangers';

/**
 * react-query keys of the friend and stranger lists; a plain module so the server page prefetches under
 * them. Adding a friend clears everything under ['friends'] (seed §4).
 */
export const friendKeys = {
  all: FRIENDS_QUERY_PREFIX,
  /** Every language's copy of one list (what a change to it clears). */
  list: (kind: FriendListKind) => [...FRIENDS_QUERY_PREFIX, kind] as const,
  /** One list in one language: the roles speak the reader's language. */
  listIn: (kind: FriendListKind, locale: string) => [...FRIENDS_QUERY_PREFIX, kind, locale] as const,
};

/** The backend call of each list (seed §7: getMyFriendList, getAiStrongerList). */
export const FRIEND_LIST_PATHS: Record<FriendListKind, string> = {
  friends: '/user/getMyFriendList',
  strangers: '/user/getAiStrongerList',
};
